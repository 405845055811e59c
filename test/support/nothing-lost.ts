import type { Actor } from '../../src/common/auth/actor';
import { Client } from 'pg';
import { ChainLink, verifyChain } from '../../src/program-events/event-hash';

/**
 * The "nothing lost" checker: what clients were told (every 200) against what PostgreSQL holds.
 * Each acknowledged intake is stored exactly once with its program.created event, each acknowledged
 * handoff record exists with its handoff_record.created event, and every touched program's event record
 * is gapless in `seq` with a valid hash chain.
 */
export class AcknowledgementLedger {
  readonly references = new Set<string>();
  readonly instructionIds = new Set<number>();

  async verify(databaseUrl: string): Promise<void> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await this.verifyIntakes(client);
      await this.verifyInstructions(client);
      await this.verifyChains(client);
    } finally {
      await client.end();
    }
  }

  private async verifyIntakes(client: Client): Promise<void> {
    const references = [...this.references];
    const stored = await client.query<{ reference: string; copies: string; created: string }>(
      `SELECT r.reference, COUNT(*) OVER (PARTITION BY r.reference) AS copies,
              (SELECT COUNT(*) FROM program_events e WHERE e.registration_id = r.id AND e.event_type = 'program.created') AS created
       FROM registrations r WHERE r.reference = ANY($1)`,
      [references],
    );
    expectEqual(stored.rows.map((row) => row.reference).sort(), references.sort(), 'acknowledged intakes stored');
    expectEqual(
      stored.rows.filter((row) => Number(row.copies) !== 1 || Number(row.created) !== 1).map((row) => row.reference),
      [],
      'intakes stored once, each with one program.created',
    );
  }

  private async verifyInstructions(client: Client): Promise<void> {
    const ids = [...this.instructionIds];
    const stored = await client.query<{ id: number; created: string }>(
      `SELECT i.id, (SELECT COUNT(*) FROM program_events e
                     WHERE e.instruction_id = i.id AND e.event_type = 'handoff_record.created') AS created
       FROM instructions i WHERE i.id = ANY($1)`,
      [ids],
    );
    expectEqual(
      stored.rows.map((row) => Number(row.id)).sort(byNumber),
      ids.sort(byNumber),
      'acknowledged handoffs stored',
    );
    expectEqual(
      stored.rows.filter((row) => Number(row.created) !== 1).map((row) => row.id),
      [],
      'each handoff record has exactly one handoff_record.created',
    );
  }

  private async verifyChains(client: Client): Promise<void> {
    const rows = await client.query<{
      reference: string;
      seq: number;
      event_type: string;
      source: string;
      actor: Actor | null;
      instruction_id: number | null;
      payload: Record<string, unknown>;
      created_at: Date;
      prev_hash: string;
      hash: string;
      hash_version: number;
    }>(
      `SELECT r.reference, e.seq, e.event_type, e.source, e.actor, e.instruction_id, e.payload, e.created_at, e.prev_hash, e.hash,
         e.hash_version
       FROM program_events e JOIN registrations r ON r.id = e.registration_id
       WHERE r.reference = ANY($1) ORDER BY r.reference, e.seq`,
      [[...this.references]],
    );
    const byProgram = new Map<string, ChainLink[]>();
    for (const row of rows.rows) {
      const links = byProgram.get(row.reference) ?? [];
      links.push({
        reference: row.reference,
        seq: Number(row.seq),
        eventType: row.event_type,
        source: row.source,
        actor: row.actor,
        instructionId: row.instruction_id === null ? null : Number(row.instruction_id),
        payload: row.payload,
        createdAt: row.created_at,
        prevHash: row.prev_hash,
        hash: row.hash,
        hashVersion: Number(row.hash_version),
      });
      byProgram.set(row.reference, links);
    }
    const broken = [...byProgram.entries()]
      .filter(([, links]) => !verifyChain(links).valid)
      .map(([reference]) => reference);
    expectEqual(broken, [], 'every program chain gapless and valid');
  }
}

function byNumber(a: number, b: number): number {
  return a - b;
}

function expectEqual<T>(actual: T, expected: T, what: string): void {
  expect({ what, value: actual }).toEqual({ what, value: expected });
}
