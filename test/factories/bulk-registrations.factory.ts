import { Client } from 'pg';

export interface BulkRegistrations {
  count: number;
  /** Every n-th registration (from the first) belongs to this partner; the others to `other-bank`. */
  partnerSlug?: string;
  partnerEvery?: number;
  /** References are `<prefix>-<n>`; another prefix for a second batch in the same database. */
  prefix?: string;
}

const HOSTILE_NAMES = ['=HYPERLINK("http://evil")', '+1 555, "quoted"', '@SUM(A1)', '-minus', '\ttab', 'multi\r\nline'];

/**
 * Inserts registrations straight into a PostgreSQL database, fast enough for exports of several thousand rows,
 * with what the CSV must survive: formula triggers, quotes, line breaks, NULL columns, microsecond timestamps,
 * checklist items (some done), documents and instructions. Returns the references in id order.
 */
export async function insertBulkRegistrations(databaseUrl: string, spec: BulkRegistrations): Promise<string[]> {
  const partnerSlug = spec.partnerSlug ?? 'bulk-bank';
  const partnerEvery = spec.partnerEvery ?? 1;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const inserted = await client.query<{ id: number; reference: string }>(
      `INSERT INTO registrations (reference, full_name, email, company, legal_entity_name, corridor, consent_accepted,
         settlement_path, client_role, registration_type, partner_slug, status, lifecycle, template_id, created_at,
         updated_at)
       SELECT $5 || '-' || lpad(n::text, 6, '0'),
              ($1::text[])[1 + n % cardinality($1::text[])] || ' ' || n,
              'bulk' || n || '@example.com',
              CASE WHEN n % 3 = 0 THEN NULL ELSE 'Company, "' || n || '"' END,
              CASE WHEN n % 5 = 0 THEN '=legal' || n ELSE NULL END,
              CASE WHEN n % 2 = 0 THEN 'CA-US' ELSE NULL END,
              true, 'fiat', 'individual', 'program',
              CASE WHEN n % $3 = 0 THEN $2 ELSE 'other-bank' END,
              'pending', 'created', 'program_individual',
              timestamptz '2026-01-02 03:04:05.678901+00' + n * interval '1.000123 second',
              timestamptz '2026-03-04 05:06:07+00' + n * interval '1 millisecond'
       FROM generate_series(0, $4 - 1) AS n
       ORDER BY n
       RETURNING id, reference`,
      [HOSTILE_NAMES, partnerSlug, partnerEvery, spec.count, spec.prefix ?? 'BLK'],
    );
    const ids = inserted.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO checklist_items (registration_id, item_id, label, category, required, done, position)
       SELECT r.id, 'item_' || p, 'Item ' || p, 'bulk', true, (r.id + p) % 3 = 0, p
       FROM registrations r CROSS JOIN generate_series(0, 3) AS p WHERE r.id = ANY($1) AND r.id % 4 <> 0`,
      [ids],
    );
    await client.query(
      `INSERT INTO documents (id, registration_id, filename, content_type, size, sha256, content, source, uploaded_at)
       SELECT md5(r.id::text || '-' || k), r.id, 'doc.pdf', 'application/pdf', 3, repeat('0', 64), '\\x010203', 'upload',
              now()
       FROM registrations r CROSS JOIN generate_series(1, 2) AS k WHERE r.id = ANY($1) AND r.id % 7 = 0`,
      [ids],
    );
    await client.query(
      `INSERT INTO instructions (instruction_ref, registration_id, provider, action, status, payload, created_at,
         updated_at)
       SELECT 'I' || lpad(r.id::text, 8, '0'), r.id, 'bank', 'wire', 'pending', '{}', now(), now()
       FROM registrations r WHERE r.id = ANY($1) AND r.id % 11 = 0`,
      [ids],
    );
    return inserted.rows.sort((a, b) => a.id - b.id).map((row) => row.reference);
  } finally {
    await client.end();
  }
}
