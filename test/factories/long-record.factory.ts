import { randomUUID } from 'node:crypto';
import { BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { eventHash, GENESIS_HASH } from '../../src/program-events/event-hash';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramNote } from '../../src/program-notes/program-note.entity';
import type { TestApp } from '../support/test-app';
import { dropEventGuards, param } from './document-tampering.factory';

/** Rows per INSERT: 11 columns each, far below either database's parameter limit. */
const INSERT_BATCH = 200;

/** What a seeded event says, by its place in the record: most tick a checklist item; some upload, some ask. */
function seededContent(n: number): Pick<ProgramEvent, 'eventType' | 'payload'> {
  if (n % 50 === 0) {
    return { eventType: 'program.approval_requested', payload: { approval_id: `approval-${n}`, to: 'approved' } };
  }
  if (n % 7 === 0) {
    return {
      eventType: 'document.uploaded',
      payload: { document_id: `seeded-${n}`, filename: `seeded-${n}.pdf`, document_type: 'other' },
    };
  }
  return { eventType: 'checklist.item_updated', payload: { item_id: 'aml_programme', done: n % 2 === 1 } };
}

/**
 * Appends `count` events to a program's record straight into `program_events`, chained from its current head with the
 * hashes the service itself computes (a valid chain), in batches: thousands of events in well under a second, where
 * the HTTP API would take minutes. Timestamps go forward a millisecond each from `startAt` (default: now).
 */
export async function appendSeededEvents(
  app: TestApp,
  program: { id: number; reference: string },
  count: number,
  startAt = new Date(),
): Promise<void> {
  const events = app.dataSource.getRepository(ProgramEvent);
  const [head] = await events.find({ where: { registrationId: program.id }, order: { seq: 'DESC' }, take: 1 });
  let prevHash = head?.hash ?? GENESIS_HASH;
  let seq = head?.seq ?? 0;
  for (let done = 0; done < count; done += INSERT_BATCH) {
    const rows: Array<Omit<ProgramEvent, 'id'>> = [];
    for (let n = done; n < Math.min(count, done + INSERT_BATCH); n++) {
      seq++;
      const row = {
        registrationId: program.id,
        seq,
        ...seededContent(seq),
        source: 'admin',
        actor: BOOTSTRAP_ACTOR,
        instructionId: null,
        createdAt: new Date(startAt.getTime() + n),
        prevHash,
        hashVersion: 2,
      };
      const hash = eventHash({ ...row, reference: program.reference });
      rows.push({ ...row, hash });
      prevHash = hash;
    }
    // TypeORM's deep-partial type refuses a JSON column's Record; the values are the columns' own types.
    await events.insert(rows as never);
  }
}

/**
 * Rewrites the program's record as it stands after the notes migration on a database written before notes left the
 * events (as notes-out-of-events.spec.ts does): `program.created`, then a hash-version-1 status change whose text was
 * moved to a legacy note (no salt, no commitment), `{note_id}` in its place. Drops the event guards of this app's
 * database. Both events lie in the past, before `before`.
 */
export async function rewriteAsLegacyRecord(
  app: TestApp,
  program: { id: number; reference: string },
  legacyText: string,
  before: Date,
): Promise<void> {
  await dropEventGuards(app);
  const manager = app.dataSource.manager;
  const [created] = await manager.find(ProgramEvent, { where: { registrationId: program.id, seq: 1 } });
  await manager.delete(ProgramEvent, { registrationId: program.id });
  // The chain starts again from nothing: the head goes with the events (the rewritten ones move it again).
  await manager.query(`DELETE FROM program_chain_heads WHERE registration_id = ${param(app, 1)}`, [program.id]);
  const noteId = randomUUID();
  const at = new Date(before.getTime() - 1000);
  await manager.insert(ProgramNote, {
    id: noteId,
    registrationId: program.id,
    salt: null,
    text: legacyText,
    commitment: null,
    createdAt: at,
    erasedAt: null,
  });
  const rows = [
    { seq: 1, eventType: 'program.created', payload: created.payload, hashed: created.payload, at: -1000 },
    {
      seq: 2,
      eventType: 'program.status_changed',
      payload: { from: 'pending', to: 'declined', note: { note_id: noteId } },
      hashed: { from: 'pending', to: 'declined', note: legacyText },
      at: 0,
    },
  ];
  let prevHash = GENESIS_HASH;
  for (const { hashed, at: offset, ...row } of rows) {
    const event = {
      ...row,
      registrationId: program.id,
      source: 'admin',
      actor: BOOTSTRAP_ACTOR,
      instructionId: null,
      createdAt: new Date(at.getTime() + offset),
      prevHash,
      hashVersion: 1,
    };
    const hash = eventHash({ ...event, reference: program.reference, payload: hashed });
    await manager.save(Object.assign(new ProgramEvent(), event, { hash }));
    prevHash = hash;
  }
}
