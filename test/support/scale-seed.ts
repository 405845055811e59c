import { Client } from 'pg';

/** Partners of the seeded book: every fifth registration has none. */
export const SCALE_PARTNERS = ['scale-p0', 'scale-p1', 'scale-p2', 'scale-p3'] as const;
/** One registration in this many has a document. */
export const SCALE_DOCUMENT_EVERY = 100;
const BATCH = 100_000;
const ITEMS = ['identity_verification', 'settlement_path_confirmed', 'documents_uploaded', 'consent_recorded'];
// Spread so that each status, corridor and path is found all along the book, not in runs.
const STATUSES = [
  'pending',
  'pending',
  'pending',
  'kyc_pending',
  'rpaa_review',
  'reviewing',
  'reviewing',
  'approved',
  'approved',
  'declined',
];

/**
 * Seeds `count` registrations on PostgreSQL by SQL (generate_series, a batch of 100 k per statement), each as the
 * service writes one: the registration, four checklist items (two done), its `program.created` event, and one in
 * SCALE_DOCUMENT_EVERY a document. Two registrations share each creation time, so lists must break ties by id.
 * When the maintained figure columns exist (document_count, checklist_done), they are written with the row.
 * References are `PRG-` + the row number (six digits up to 1 M), so seed an empty book.
 */
export async function seedScaleBook(
  url: string,
  count: number,
  base = new Date('2024-01-01T00:00:00Z'),
): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT column_name AS name FROM information_schema.columns
       WHERE table_name = 'registrations' AND column_name IN ('document_count', 'checklist_done')`,
    );
    const maintained = rows.length === 2;
    for (let low = 0; low < count; low += BATCH) {
      await client.query(seedBatchSql(maintained), [low, Math.min(count, low + BATCH) - 1, base.toISOString()]);
    }
    await client.query('VACUUM ANALYZE registrations, checklist_items, documents, program_events');
  } finally {
    await client.end();
  }
}

function seedBatchSql(maintained: boolean): string {
  const statuses = `ARRAY[${STATUSES.map((status) => `'${status}'`).join(', ')}]`;
  const items = ITEMS.map((item, position) => `('${item}', ${position})`).join(', ');
  const counterColumns = maintained ? ', document_count, checklist_done' : '';
  const counterValues = maintained ? `, CASE WHEN n % ${SCALE_DOCUMENT_EVERY} = 0 THEN 1 ELSE 0 END, 2` : '';
  return `WITH "new" AS (
      INSERT INTO registrations (reference, full_name, email, company, consent_accepted, corridor, settlement_path,
        client_role, registration_type, partner_slug, status, lifecycle, template_id, created_at, updated_at${counterColumns})
      SELECT 'PRG-' || lpad(n::text, 6, '0'), 'Scale Applicant ' || n, 'scale' || n || '@example.com',
        'Company ' || n, true,
        (ARRAY['CA-US', 'CA-MX', 'US-MX', 'CA-GB'])[1 + (n / 3) % 4],
        (ARRAY['fiat', 'stablecoin', 'wire'])[1 + (n / 11) % 3],
        'individual', 'program',
        CASE WHEN n % 5 = 4 THEN NULL ELSE 'scale-p' || (n % 5) END,
        (${statuses})[1 + (n * 7) % 10],
        'created', 'program_individual',
        $3::timestamptz + (n / 2) * interval '30 seconds', $3::timestamptz + (n / 2) * interval '30 seconds'
        ${counterValues}
      FROM generate_series($1::int, $2::int) AS n
      RETURNING id, reference, created_at
    ), "items" AS (
      INSERT INTO checklist_items (registration_id, item_id, label, category, required, done, position)
      SELECT "new".id, item.name, item.name, 'scale', true, item.position % 2 = 1, item.position
      FROM "new", (VALUES ${items}) AS item(name, position)
    ), "documents" AS (
      INSERT INTO documents (id, registration_id, filename, content_type, size, sha256, content, source, uploaded_at)
      SELECT md5("new".reference)::uuid::text, "new".id, 'scale.pdf', 'application/pdf', 4, repeat('0', 64),
        '\\x25504446'::bytea, 'api', "new".created_at
      FROM "new" WHERE substr("new".reference, 5)::int % ${SCALE_DOCUMENT_EVERY} = 0
    )
    INSERT INTO program_events (registration_id, seq, event_type, source, payload, created_at, prev_hash, hash)
    SELECT "new".id, 1, 'program.created', 'api', '{}'::jsonb, "new".created_at, repeat('0', 64),
      encode(sha256(convert_to("new".reference, 'UTF8')), 'hex')
    FROM "new"`;
}
