import Database from 'better-sqlite3';
import { Client } from 'pg';
import { DateUtils } from 'typeorm/util/DateUtils';

export const CSV_PARTNER = 'bench-csv-partner';
const BATCH = 1000;
const ITEMS = ['identity_verification', 'settlement_path_confirmed', 'documents_uploaded', 'consent_recorded'];

export interface SeedTarget {
  dialect: 'sqlite' | 'postgres';
  url: string;
}

/**
 * Inserts `count` registrations (with their checklist items) straight into the database, for the CSV
 * export benchmark: going through intake would measure intake again and take minutes.
 */
export async function seedRegistrations(target: SeedTarget, count: number): Promise<void> {
  // Timestamps as the service itself stores them: TypeORM's UTC text on SQLite, ISO text (parsed) on PostgreSQL.
  const now =
    target.dialect === 'sqlite'
      ? (DateUtils.mixedDateToUtcDatetimeString(new Date()) as string)
      : new Date().toISOString();
  const rows = (start: number, size: number) =>
    Array.from({ length: size }, (_, offset) => {
      const n = start + offset;
      return {
        reference: `PRG-${String(n).padStart(6, '0')}`,
        fullName: `Csv Applicant ${n}`,
        email: `csv${n}@example.com`,
        company: n % 7 === 0 ? `=HYPERLINK("x"), Co ${n}` : `Company, "${n}"`,
      };
    });
  if (target.dialect === 'sqlite') {
    const db = new Database(target.url.slice('sqlite:'.length));
    db.pragma('busy_timeout = 10000');
    const insertRegistration = db.prepare(
      `INSERT INTO registrations (reference, full_name, email, company, consent_accepted, corridor, settlement_path,
        client_role, registration_type, partner_slug, status, lifecycle, template_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, 1, 'CA-US', 'fiat', 'individual', 'program', ?, 'pending', 'created', 'program_individual', ?, ?)`,
    );
    const insertItem = db.prepare(
      `INSERT INTO checklist_items (registration_id, item_id, label, category, required, done, position)
       VALUES (?, ?, ?, 'bench', 1, ?, ?)`,
    );
    for (let start = 0; start < count; start += BATCH) {
      db.transaction(() => {
        for (const row of rows(start, Math.min(BATCH, count - start))) {
          const id = insertRegistration.run(row.reference, row.fullName, row.email, row.company, CSV_PARTNER, now, now)
            .lastInsertRowid as number;
          ITEMS.forEach((item, position) => insertItem.run(id, item, item, position % 2, position));
        }
      })();
    }
    db.close();
    return;
  }
  const client = new Client({ connectionString: target.url });
  await client.connect();
  try {
    for (let start = 0; start < count; start += BATCH) {
      const batch = rows(start, Math.min(BATCH, count - start));
      const inserted = await client.query<{ id: number }>(
        `INSERT INTO registrations (reference, full_name, email, company, consent_accepted, corridor, settlement_path,
          client_role, registration_type, partner_slug, status, lifecycle, template_id, created_at, updated_at)
         SELECT r, n, e, c, true, 'CA-US', 'fiat', 'individual', 'program', $5, 'pending', 'created',
                'program_individual', $6, $6
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(r, n, e, c)
         RETURNING id`,
        [
          batch.map((row) => row.reference),
          batch.map((row) => row.fullName),
          batch.map((row) => row.email),
          batch.map((row) => row.company),
          CSV_PARTNER,
          now,
        ],
      );
      const ids = inserted.rows.flatMap((row) => ITEMS.map(() => row.id));
      const items = inserted.rows.flatMap(() => ITEMS);
      const positions = inserted.rows.flatMap(() => ITEMS.map((_, position) => position));
      await client.query(
        `INSERT INTO checklist_items (registration_id, item_id, label, category, required, done, position)
         SELECT i, it, it, 'bench', true, p % 2 = 1, p FROM unnest($1::int[], $2::text[], $3::int[]) AS t(i, it, p)`,
        [ids, items, positions],
      );
    }
    // Fresh bulk-loaded tables have no planner statistics until autovacuum gets to them; a live system has.
    await client.query('ANALYZE registrations, checklist_items, documents, instructions');
  } finally {
    await client.end();
  }
}
