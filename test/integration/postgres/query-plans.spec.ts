import { createInstruction } from '../../factories/instruction.factory';
import { statementsOf } from '../../support/query-plans';
import { registerProgram } from '../../factories/registration.factory';
import { startTestApp, TestApp } from '../../support/test-app';

/**
 * Every filter and lookup the service runs can be served by an index. With sequential scans disabled for
 * the session, PostgreSQL still picks a Seq Scan only when no index fits — so a Seq Scan here is a missing index.
 */
type QueryPlan = Array<{ 'QUERY PLAN': string }>;

const LOOKUPS: Array<[string, string, unknown[]]> = [
  ['program by reference', `SELECT * FROM registrations WHERE reference = $1`, ['PRG-000001']],
  ['admin list, newest first', `SELECT * FROM registrations ORDER BY created_at DESC LIMIT 100`, []],
  [
    'admin list by status',
    `SELECT * FROM registrations WHERE status = $1 ORDER BY created_at DESC LIMIT 100`,
    ['pending'],
  ],
  [
    'admin list by partner',
    `SELECT * FROM registrations WHERE partner_slug = $1 ORDER BY created_at DESC LIMIT 100`,
    ['p'],
  ],
  [
    'admin list by corridor',
    `SELECT * FROM registrations WHERE corridor = $1 ORDER BY created_at DESC LIMIT 100`,
    ['CA-US'],
  ],
  [
    'admin list by settlement path',
    `SELECT * FROM registrations WHERE settlement_path = $1 ORDER BY created_at DESC LIMIT 100`,
    ['fiat'],
  ],
  ['events page', `SELECT * FROM program_events WHERE registration_id = $1 AND id > $2 ORDER BY id LIMIT 50`, [1, 0]],
  ['chain head', `SELECT seq, hash FROM program_chain_heads WHERE registration_id = $1`, [1]],
  // Partitioned by month: each of these probes every partition's own index (no Seq Scan in any).
  ['last recorded seq', `SELECT seq FROM program_events WHERE registration_id = $1 ORDER BY seq DESC LIMIT 1`, [1]],
  ['attempts of deliveries', `SELECT * FROM webhook_attempts WHERE delivery_id IN ($1, $2) ORDER BY number`, [1, 2]],
  ['event of a delivery', `SELECT * FROM program_events WHERE id = $1 AND created_at = $2`, [1, new Date()]],
  ['checklist', `SELECT * FROM checklist_items WHERE registration_id = $1`, [1]],
  ['handoff records of a program', `SELECT * FROM instructions WHERE registration_id = $1 ORDER BY id`, [1]],
  ['handoff by reference', `SELECT * FROM instructions WHERE instruction_ref = $1`, ['INS-000001']],
  ['handoff by external id', `SELECT * FROM instructions WHERE external_id = $1`, ['ext']],
  ['documents of a program', `SELECT id FROM documents WHERE registration_id = $1`, [1]],
  ['idempotency key', `SELECT * FROM idempotency_keys WHERE scope = $1 AND key = $2`, ['registration', 'k']],
  ['api key by key id', `SELECT * FROM operator_api_keys WHERE key_id = $1`, ['abc']],
  ['active webhooks of a program', `SELECT id FROM webhook_endpoints WHERE registration_id = $1 AND active`, [1]],
  [
    'due deliveries',
    `SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now() ORDER BY next_attempt_at LIMIT 500`,
    [],
  ],
  ['deliveries of an endpoint', `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id`, [1]],
  ['inbound event dedupe', `SELECT 1 FROM inbound_events WHERE provider = $1 AND event_id = $2`, ['idv-provider', 'e']],
];

describe('Query plans (PostgreSQL)', () => {
  let app: TestApp;

  let reference: string;

  beforeAll(async () => {
    app = await startTestApp();
    const program = await registerProgram(app, { partner_slug: 'p' });
    reference = program.reference;
    await createInstruction(app, program.reference);
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(LOOKUPS)('should serve "%s" from an index', async (_name, sql, parameters) => {
    const runner = app.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      const plan = await app.dataSource.query<QueryPlan>(`EXPLAIN ${sql}`, parameters, runner);
      const text = plan.map((row) => row['QUERY PLAN']).join('\n');
      expect(text).not.toMatch(/Seq Scan/);
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });

  it('should serve the statements the hot reads really run from indexes', async () => {
    // Only the reads' own statements: a background task (the tally fold) may run meanwhile.
    const statements = await statementsOf(
      app.dataSource,
      async () => {
        await app.http.get(`/api/programs/${reference}`).expect(200);
        await app.http.get(`/api/programs/${reference}/events?since_id=0&limit=50`).expect(200);
      },
      /"(registrations|program_events)"/,
    );
    expect(statements).toHaveLength(2);
    const runner = app.dataSource.createQueryRunner();
    try {
      await runner.query('SET enable_seqscan = off');
      for (const [sql, parameters] of statements) {
        const plan = await app.dataSource.query<QueryPlan>(`EXPLAIN ${sql}`, parameters, runner);
        expect(plan.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Seq Scan/);
      }
    } finally {
      await runner.query('RESET enable_seqscan');
      await runner.release();
    }
  });
});

/**
 * The batched reads are prepared statements run thousands of times a second: PostgreSQL must settle on their
 * generic plan instead of planning them afresh on every execution (which it does for as long as a plan for
 * the actual values looks cheaper — as it always did when the batch came as a text[] for unnest()).
 */
describe('Plan cache of the batched reads (PostgreSQL)', () => {
  let app: TestApp;

  beforeAll(async () => {
    // One connection: the prepared statements checked below are those of the session the reads ran on.
    app = await startTestApp({ env: { DATABASE_POOL_MAX: '1' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should keep the generic plan of the status read and of the events page', async () => {
    const references: string[] = [];
    for (let n = 0; n < 3; n++) {
      references.push((await registerProgram(app)).reference);
    }
    // Batches of different sizes, as under load; PostgreSQL compares plans over its first five executions.
    for (let round = 0; round < 10; round++) {
      const batch = references.slice(0, 1 + (round % references.length));
      await Promise.all(
        batch.flatMap((reference) => [
          app.http.get(`/api/programs/${reference}`).expect(200),
          app.http.get(`/api/programs/${reference}/events?since_id=0&limit=${1 + round}`).expect(200),
        ]),
      );
    }
    const statements: Array<{ statement: string; generic_plans: string; custom_plans: string }> =
      await app.dataSource.query(
        `SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE statement LIKE '%WITH ORDINALITY%'`,
      );
    expect(statements).toHaveLength(2);
    for (const statement of statements) {
      expect(Number(statement.generic_plans)).toBeGreaterThan(0);
      expect(Number(statement.custom_plans)).toBeLessThanOrEqual(5);
    }
  });
});
