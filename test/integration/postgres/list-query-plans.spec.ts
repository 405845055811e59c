import { Client } from 'pg';
import {
  namedStatementsOf,
  planOf as queryPlanOf,
  statementsOf as capturedStatements,
} from '../../support/query-plans';
import { encodeListCursor } from '../../../src/common/paging/list-cursor';
import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../../factories/instruction-actors.factory';
import { SCALE_PARTNERS, seedScaleBook } from '../../support/scale-seed';
import { startTestApp, TestApp } from '../../support/test-app';

/** Rows of the seeded book: enough that PostgreSQL's costs favour a scan of the table wherever no index fits. */
const BOOK = 50_000;
const SIDE_ROWS = 20_000;
const RARE_PARTNER = 'scale-rare';

/**
 * The plans of the statements the lists really run (captured from the service while it answers each list and
 * filter, then EXPLAINed with their own parameters) on a book of 50 k registrations with their checklists, events
 * and documents, and 20 k operator-log entries and checkpoints. Planner settings are left alone: a Seq Scan of
 * registrations or program_events here is a list that reads the whole book.
 */
describe('Query plans of the keyset lists (PostgreSQL, 50 k registrations)', () => {
  let app: TestApp;
  let partner: Record<string, string>;
  let rarePartner: Record<string, string>;
  /** The key of the registration half-way down the book, newest first. */
  let middle: { atMicros: number; id: number };

  beforeAll(async () => {
    app = await startTestApp({ env: { AUDIT_CHECKPOINT_INTERVAL_S: '86400' } });
    await seedScaleBook(app.scratchUrl as string, BOOK);
    await seedSideTables(app.scratchUrl as string);
    // Rare values beside the common ones: the planner reads a rare value from its filter's own index.
    await app.dataSource.query(
      `UPDATE registrations SET status = 'approved' WHERE status = 'declined' AND id % 100 <> 0`,
    );
    await app.dataSource.query(`UPDATE registrations SET corridor = 'ZZ-RARE' WHERE id % 500 = 7`);
    await app.dataSource.query(`UPDATE registrations SET settlement_path = 'rare-path' WHERE id % 500 = 11`);
    await app.dataSource.query(`UPDATE registrations SET partner_slug = '${RARE_PARTNER}' WHERE id % 500 = 13`);
    await app.dataSource.query('VACUUM ANALYZE registrations');
    partner = partnerHeaders(await issueApiKey(app, SCALE_PARTNERS[1]));
    rarePartner = partnerHeaders(await issueApiKey(app, RARE_PARTNER));
    const [row] = await app.dataSource.query<Array<{ micros: string; id: number }>>(
      `SELECT (EXTRACT(EPOCH FROM created_at) * 1000000)::bigint AS micros, id FROM registrations
       ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
      [BOOK / 2],
    );
    middle = { atMicros: Number(row.micros), id: row.id };
  }, 180_000);

  afterAll(async () => {
    await app.close();
  });

  const LIST_TABLES = /"(registrations|operator_audit_log|audit_checkpoints)"/;
  const statementsOf = (read: () => Promise<unknown>) => capturedStatements(app.dataSource, read, LIST_TABLES);
  const planOf = (sql: string, parameters: unknown[]) => queryPlanOf(app.dataSource, sql, parameters);

  const adminCursor = (filter: Record<string, string | boolean>) =>
    encodeListCursor(
      'registrations',
      { status: null, corridor: null, settlement_path: null, has_documents: null, partner: null, ...filter },
      { direction: 'after', key: middle },
    );

  const get =
    (path: string, headers: Record<string, string> = ADMIN_HEADERS) =>
    async () => {
      await app.http.get(path).set(headers).expect(200);
    };

  const partnerCursor = (slug: string) =>
    encodeListCursor('partner-registrations', { partner: slug, status: null }, { direction: 'after', key: middle });

  /**
   * Each list read, and the index its page must be read from. A common value (a tenth of the book or more) may be
   * read from the (created_at, id) index and filtered, at the planner's choice (null): the page then reads about
   * limit / share rows. A rare value must come from its own index.
   */
  const LIST_READS: Array<[string, () => () => Promise<void>, string | null]> = [
    ['admin list, newest', () => get('/api/admin/registrations'), 'idx_registrations_keyset'],
    [
      'admin list, middle by cursor',
      () => get(`/api/admin/registrations?cursor=${adminCursor({})}`),
      'idx_registrations_keyset',
    ],
    ['admin list, common status', () => get('/api/admin/registrations?status=pending'), null],
    [
      'admin list, rare status',
      () => get('/api/admin/registrations?status=declined'),
      'idx_registrations_status_keyset',
    ],
    [
      'admin list, rare status by cursor',
      () => get(`/api/admin/registrations?status=declined&cursor=${adminCursor({ status: 'declined' })}`),
      'idx_registrations_status_keyset',
    ],
    ['admin list, common corridor', () => get('/api/admin/registrations?corridor=CA-GB'), null],
    [
      'admin list, rare corridor',
      () => get('/api/admin/registrations?corridor=ZZ-RARE'),
      'idx_registrations_corridor_keyset',
    ],
    ['admin list, common settlement path', () => get('/api/admin/registrations?settlement_path=wire'), null],
    [
      'admin list, rare settlement path',
      () => get('/api/admin/registrations?settlement_path=rare-path'),
      'idx_registrations_settlement_keyset',
    ],
    ['admin list, common partner', () => get(`/api/admin/registrations?partner=${SCALE_PARTNERS[2]}`), null],
    [
      'admin list, rare partner',
      () => get(`/api/admin/registrations?partner=${RARE_PARTNER}`),
      'idx_registrations_partner_keyset',
    ],
    [
      'admin list, with documents',
      () => get('/api/admin/registrations?has_documents=true'),
      'idx_registrations_with_documents_keyset',
    ],
    [
      'admin list, with documents by cursor',
      () => get(`/api/admin/registrations?has_documents=true&cursor=${adminCursor({ has_documents: true })}`),
      'idx_registrations_with_documents_keyset',
    ],
    ['admin list, without documents', () => get('/api/admin/registrations?has_documents=false'), null],
    [
      'admin list, filters combined',
      () => get(`/api/admin/registrations?status=approved&corridor=CA-MX&partner=${SCALE_PARTNERS[0]}`),
      null,
    ],
    ['console, first page', () => get('/admin'), 'idx_registrations_keyset'],
    ['console, middle page', () => get(`/admin?cursor=${adminCursor({})}`), 'idx_registrations_keyset'],
    ['console, last page', () => get('/admin?page=last'), 'idx_registrations_keyset'],
    ['partner list, common partner', () => get('/api/partner/registrations', partner), null],
    [
      'partner list, common partner by cursor',
      () => get(`/api/partner/registrations?cursor=${partnerCursor(SCALE_PARTNERS[1])}`, partner),
      null,
    ],
    [
      'partner list, rare partner',
      () => get('/api/partner/registrations', rarePartner),
      'idx_registrations_partner_keyset',
    ],
    [
      'partner list, rare partner by cursor',
      () => get(`/api/partner/registrations?cursor=${partnerCursor(RARE_PARTNER)}`, rarePartner),
      'idx_registrations_partner_keyset',
    ],
  ];

  it.each(LIST_READS)('should read "%s" from an index, never scanning the book', async (_name, read, index) => {
    // Planned for their values each time, so the plans EXPLAINed below with their values are the plans that run.
    expect(await namedStatementsOf(read(), LIST_TABLES)).toEqual([]);
    const statements = await statementsOf(read());
    expect(statements.length).toBeGreaterThanOrEqual(2);
    for (const [sql, parameters] of statements) {
      const plan = await planOf(sql, parameters);
      expect(plan).not.toMatch(/Seq Scan on (registrations|program_events)/);
      expect(plan).toMatch(/(Index (Only )?Scan( Backward)? using|Bitmap Index Scan on) idx_registrations_/);
    }
    if (index !== null) {
      const [pageSql, pageParameters] = statements.find(([sql]) => /"key_at"/.test(sql)) as [string, unknown[]];
      // A few hundred matches may come from a bitmap of the index, sorted: cheaper than walking it in order.
      expect(await planOf(pageSql, pageParameters)).toMatch(
        new RegExp(`(Scan( Backward)? using|Bitmap Index Scan on) ${index} `),
      );
    }
  });

  it.each([
    ['a name, e-mail or company', 'scale applicant 12', ['email', 'name', 'company', 'entity']],
    ['a reference', '0012', ['reference', 'email', 'name', 'company', 'entity']],
  ])("should search by %s as a range of each field's own index", async (_name, q, fields) => {
    const search = get(`/admin/search?q=${encodeURIComponent(q)}`);
    expect(await namedStatementsOf(search, LIST_TABLES)).toEqual([]);
    const statements = await statementsOf(search);
    expect(statements).toHaveLength(1);
    const plan = await planOf(...statements[0]);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).not.toMatch(/Sort/);
    for (const field of fields) {
      expect(plan).toMatch(new RegExp(`Index Scan using idx_registrations_search_${field} `));
    }
  });

  it('should page the operator log and the checkpoints by their primary keys', async () => {
    const reads = [
      get('/api/operator/audit-log?limit=100'),
      get(
        `/api/operator/audit-log?limit=100&cursor=${encodeListCursor('operator-audit-log', {}, { direction: 'after', key: { id: SIDE_ROWS / 2 } })}`,
      ),
      get('/api/audit/checkpoints?limit=100', {}),
      get(
        `/api/audit/checkpoints?limit=100&cursor=${encodeListCursor('audit-checkpoints', { since: null }, { direction: 'after', key: { id: SIDE_ROWS / 2 } })}`,
        {},
      ),
    ];
    for (const read of reads) {
      expect(await namedStatementsOf(read, LIST_TABLES)).toEqual([]);
      const statements = await statementsOf(read);
      expect(statements).toHaveLength(1);
      const plan = await planOf(...statements[0]);
      expect(plan).not.toMatch(/Seq Scan/);
      expect(plan).toMatch(/Index Scan( Backward)? using "?(PK_|pk_)/);
    }
  });
});

/** Operator-log entries and checkpoints, by SQL (both tables refuse only UPDATE and DELETE). */
async function seedSideTables(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO operator_audit_log (occurred_at, action, actor, detail)
       SELECT now() - n * interval '1 minute', 'sign_in.failed', NULL, '{}'::jsonb FROM generate_series(1, $1::int) n`,
      [SIDE_ROWS],
    );
    await client.query(
      `INSERT INTO audit_checkpoints (tree_size, root_hash, issued_at, kid, signature)
       SELECT n, repeat('0', 64), timestamptz '2024-01-01' + n * interval '5 minutes', '0123456789abcdef',
         replace(encode(sha512(convert_to(n::text, 'UTF8')), 'base64'), chr(10), '')
       FROM generate_series(1, $1::int) n`,
      [SIDE_ROWS],
    );
    await client.query('VACUUM ANALYZE operator_audit_log, audit_checkpoints');
  } finally {
    await client.end();
  }
}
