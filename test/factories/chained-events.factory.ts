import { randomBytes } from 'node:crypto';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import type { TestApp } from '../support/test-app';
import { param } from './document-tampering.factory';

/** Rows per INSERT: far below either database's parameter limit. */
const INSERT_BATCH = 200;

/**
 * Inserts events straight into `program_events` after the program's chain head, as the database requires (each must
 * extend the head: seq + 1, prev_hash = the head's hash). Their hashes are random, not the service's: for tests of
 * what reads rows (deliveries, pages), not of the chain. Answers the new events' ids in order.
 */
export async function insertChainedEvents(
  app: TestApp,
  registrationId: number,
  events: Array<Pick<ProgramEvent, 'eventType' | 'createdAt'>>,
): Promise<number[]> {
  const [head] = await app.dataSource.query<Array<{ seq: number | string; hash: string }>>(
    `SELECT seq, hash FROM program_chain_heads WHERE registration_id = ${param(app, 1)}`,
    [registrationId],
  );
  const headSeq = head ? Number(head.seq) : 0;
  let prevHash = head?.hash ?? '0'.repeat(64);
  const rows = events.map((event, index) => {
    const hash = randomBytes(32).toString('hex');
    const row = {
      registrationId,
      seq: headSeq + index + 1,
      eventType: event.eventType,
      source: 'system',
      instructionId: null,
      payload: {},
      createdAt: event.createdAt,
      prevHash,
      hash,
    };
    prevHash = hash;
    return row;
  });
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await app.dataSource.getRepository(ProgramEvent).insert(rows.slice(start, start + INSERT_BATCH));
  }
  const inserted = await app.dataSource.query<Array<{ id: number | string }>>(
    `SELECT id FROM program_events WHERE registration_id = ${param(app, 1)} AND seq > ${param(app, 2)} ORDER BY seq`,
    [registrationId, headSeq],
  );
  return inserted.map((row) => Number(row.id));
}
