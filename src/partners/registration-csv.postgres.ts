import { Readable } from 'node:stream';
import { Pool } from 'pg';
import { csvRow } from '../common/csv/csv-writer';
import { csvLineFromText, TextRow } from './registration-csv.line';
import { SnapshotCursor } from './snapshot-cursor';

/**
 * The columns in CSV order. Checklist counts come from one lateral aggregate instead of two subqueries;
 * timestamps arrive as text in UTC (see the session settings) and are rewritten to ISO without a Date.
 */
const EXPORT_SELECT = `
  SELECT r.reference, r.status, r.lifecycle, r.registration_type, r.client_role, r.full_name, r.email,
         r.company, r.legal_entity_name, r.corridor, r.settlement_path, r.partner_slug,
         checklist.done, checklist.total,
         (SELECT COUNT(*) FROM documents d WHERE d.registration_id = r.id),
         (SELECT COUNT(*) FROM instructions i WHERE i.registration_id = r.id),
         r.created_at, r.updated_at
  FROM registrations r
  CROSS JOIN LATERAL (
    SELECT COUNT(*) FILTER (WHERE c.done) AS done, COUNT(*) AS total
    FROM checklist_items c WHERE c.registration_id = r.id
  ) checklist`;
const EVERYONE_SQL = `${EXPORT_SELECT} ORDER BY r.id`;
const PARTNER_SQL = `${EXPORT_SELECT} WHERE r.partner_slug = $1 ORDER BY r.id`;

// JIT compiles for a whole-table plan's total cost, about a third of a second, though rows stream out anyway.
const SESSION = `SET LOCAL TIME ZONE 'UTC'; SET LOCAL jit = off`;

export interface PostgresCsvExport {
  header: readonly string[];
  partnerSlug: string | undefined;
  batchSize: number;
}

/**
 * The registrations CSV from one server-side cursor in a snapshot (see SnapshotCursor). The first batch is read
 * before the stream is returned, so a failing database is still answered with an error status; later batches are
 * read as the consumer takes chunks, one batch ahead, so PostgreSQL produces the next while this one is formatted.
 */
export async function postgresCsvStream(pool: Pool, spec: PostgresCsvExport): Promise<Readable> {
  const cursor =
    spec.partnerSlug === undefined
      ? await SnapshotCursor.open(pool, EVERYONE_SQL, [], SESSION)
      : await SnapshotCursor.open(pool, PARTNER_SQL, [spec.partnerSlug], SESSION);
  let first: string[][];
  try {
    first = await cursor.read(spec.batchSize);
  } catch (error) {
    await cursor.close();
    throw error;
  }
  const stream = Readable.from(chunks(cursor, first, spec), { objectMode: false });
  // Destroyed before its first read (the client left early), the generator never starts and its finally never runs.
  stream.once('close', () => void cursor.close());
  return stream;
}

async function* chunks(cursor: SnapshotCursor, first: string[][], spec: PostgresCsvExport): AsyncGenerator<string> {
  try {
    let rows = first;
    let chunk = csvRow(spec.header);
    for (;;) {
      const next = rows.length === spec.batchSize ? cursor.read(spec.batchSize) : undefined;
      yield chunk + lines(rows);
      if (next === undefined) {
        return;
      }
      rows = await next;
      chunk = '';
    }
  } finally {
    await cursor.close();
  }
}

function lines(rows: readonly TextRow[]): string {
  let text = '';
  for (const row of rows) {
    text += csvLineFromText(row);
  }
  return text;
}
