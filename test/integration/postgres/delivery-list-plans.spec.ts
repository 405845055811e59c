import { encodeListCursor } from '../../../src/common/paging/list-cursor';
import {
  namedStatementsOf,
  planOf as queryPlanOf,
  statementsOf as capturedStatements,
} from '../../support/query-plans';
import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../../factories/instruction-actors.factory';
import { startTestApp, TestApp } from '../../support/test-app';
import { bodyOf } from '../../support/typed-body';

/** Deliveries seeded: enough that PostgreSQL's costs favour a scan of the table wherever no index fits. */
const DELIVERIES = 60_000;
const PARTNER = 'plans-partner';

/**
 * The plans of the statements the delivery lists really run (captured from the service while it answers each
 * list and filter, then EXPLAINed with their own parameters) on 60 k deliveries with 66 k attempts, most of them of
 * one endpoint. Planner settings are left alone: a Seq Scan or a Sort of webhook_deliveries here is a page that
 * reads the whole table (or the whole endpoint).
 */
describe('Query plans of the delivery lists (PostgreSQL, 60 k deliveries)', () => {
  let app: TestApp;
  /** Holds 49 deliveries in 50. */
  let big: number;
  /** The partner's own endpoint: one delivery in 50. */
  let small: number;
  let partner: Record<string, string>;
  /** The ids half-way down each endpoint's deliveries. */
  let middle: number;
  let smallMiddle: number;

  beforeAll(async () => {
    // No worker in the process: its sweeps would read webhook_deliveries between the statements captured.
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false' } });
    const create = async (path: string, headers: Record<string, string>) => {
      const response = await app.http.post(path).set(headers).send({ url: 'http://127.0.0.1:9/hook' }).expect(200);
      const { id } = bodyOf<'WebhookEndpointWithSecret'>(response);
      // Paused: the worker never picks the seeded rows up.
      await app.http.patch(`${path}/${id}`).set(headers).send({ active: false }).expect(200);
      return id;
    };
    partner = partnerHeaders(await issueApiKey(app, PARTNER));
    big = await create('/api/operator/endpoints', ADMIN_HEADERS);
    small = await create('/api/partner/endpoints', partner);
    await seedDeliveries(app, big, small);
    const [row] = await app.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`,
      [big, Math.floor((DELIVERIES * 0.98) / 2)],
    );
    middle = row.id;
    const [smallRow] = await app.dataSource.query<Array<{ id: number }>>(
      `SELECT id FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY id DESC OFFSET $2 LIMIT 1`,
      [small, Math.floor((DELIVERIES * 0.02) / 2)],
    );
    smallMiddle = smallRow.id;
  }, 180_000);

  afterAll(async () => {
    await app.close();
  });

  const LIST_TABLES = /"webhook_(deliveries|attempts)"/;
  const statementsOf = (read: () => Promise<unknown>) => capturedStatements(app.dataSource, read, LIST_TABLES);
  const planOf = (sql: string, parameters: unknown[]) => queryPlanOf(app.dataSource, sql, parameters);
  /** The tables a plan reads by Seq Scan that hold a row. */
  const scannedPartitionsWithRows = async (plan: string): Promise<string[]> => {
    const withRows: string[] = [];
    for (const [, table] of plan.matchAll(/Seq Scan on (\w+)/g)) {
      const [{ any }] = await app.dataSource.query<Array<{ any: boolean }>>(
        `SELECT EXISTS (SELECT 1 FROM ${table}) AS "any"`,
      );
      if (any) {
        withRows.push(table);
      }
    }
    return withRows;
  };

  const cursor = (endpointId: number, id: number, filter: { status?: string; event_type?: string } = {}) =>
    encodeListCursor(
      'webhook-deliveries',
      { endpoint_id: endpointId, status: filter.status ?? null, event_type: filter.event_type ?? null },
      { direction: 'after', key: { id } },
    );

  const get =
    (path: string, headers: Record<string, string> = ADMIN_HEADERS) =>
    async () => {
      const response = await app.http.get(path).set(headers).expect(200);
      expect(bodyOf<'WebhookDeliveryList'>(response).count).toBeGreaterThan(0);
    };

  /** Each read, and the index (a pattern) its page must be read from (null: a common value, at the planner's choice). */
  const READS: Array<[string, () => () => Promise<void>, string | null]> = [
    // Nearly every row is the big endpoint's: the primary key read backwards and filtered is as good.
    ['newest page', () => get(`/api/operator/endpoints/${big}/deliveries`), null],
    [
      'middle page by cursor',
      () => get(`/api/operator/endpoints/${big}/deliveries?cursor=${cursor(big, middle)}`),
      null,
    ],
    ['largest page', () => get(`/api/operator/endpoints/${big}/deliveries?limit=200`), null],
    ['per-program webhook route', () => get(`/api/operator/webhooks/${big}/deliveries`), null],
    [
      'rare status',
      () => get(`/api/operator/endpoints/${big}/deliveries?status=failed`),
      'idx_webhook_deliveries_endpoint_status',
    ],
    [
      'rare status by cursor',
      () =>
        get(
          `/api/operator/endpoints/${big}/deliveries?status=failed&cursor=${cursor(big, middle, { status: 'failed' })}`,
        ),
      'idx_webhook_deliveries_endpoint_status',
    ],
    ['common status', () => get(`/api/operator/endpoints/${big}/deliveries?status=delivered`), null],
    [
      'rare event type',
      () => get(`/api/operator/endpoints/${big}/deliveries?event_type=webhook.test`),
      'idx_webhook_deliveries_endpoint_type',
    ],
    [
      'rare event type by cursor',
      () =>
        get(
          `/api/operator/endpoints/${big}/deliveries?event_type=webhook.test&cursor=${cursor(big, middle, { event_type: 'webhook.test' })}`,
        ),
      'idx_webhook_deliveries_endpoint_type',
    ],
    ['common event type', () => get(`/api/operator/endpoints/${big}/deliveries?event_type=program.created`), null],
    [
      'both filters',
      () => get(`/api/operator/endpoints/${big}/deliveries?status=failed&event_type=program.created`),
      // The rarer filter's index, the other filter applied to its rows.
      'idx_webhook_deliveries_endpoint_(status|type)',
    ],
    [
      "partner's endpoint",
      () => get(`/api/partner/endpoints/${small}/deliveries`, partner),
      'idx_webhook_deliveries_endpoint',
    ],
    [
      "partner's endpoint by cursor",
      () => get(`/api/partner/endpoints/${small}/deliveries?cursor=${cursor(small, smallMiddle)}`, partner),
      'idx_webhook_deliveries_endpoint',
    ],
    [
      'per-program webhook route, smaller endpoint',
      () => get(`/api/operator/webhooks/${small}/deliveries?limit=200`),
      'idx_webhook_deliveries_endpoint',
    ],
    [
      "partner's endpoint, rare status",
      () => get(`/api/partner/endpoints/${small}/deliveries?status=failed`, partner),
      'idx_webhook_deliveries_endpoint_status',
    ],
  ];

  it.each(READS)(
    'should read "%s" from an index in its order, never scanning or sorting the table',
    async (_name, read, index) => {
      // Planned for their values each time, so the plans EXPLAINed below with their values are the plans that run.
      expect(await namedStatementsOf(read(), LIST_TABLES)).toEqual([]);
      const statements = await statementsOf(read());
      // The page, then its attempts in one statement: never one per delivery.
      expect(statements.map(([sql]) => (/FROM "webhook_attempts"/.test(sql) ? 'attempts' : 'page'))).toEqual([
        'page',
        'attempts',
      ]);
      const [pagePlan, attemptsPlan] = await Promise.all(
        statements.map(([sql, parameters]) => planOf(sql, parameters)),
      );

      expect(pagePlan).not.toMatch(/Seq Scan|Sort/);
      // A common value may be read from the primary key or the endpoint's index, filtered: in id order all the same.
      expect(pagePlan).toMatch(/Index (Only )?Scan( Backward)? using "?(idx_webhook_deliveries_endpoint|PK_)/);
      if (index !== null) {
        expect(pagePlan).toMatch(new RegExp(`Index (Only )?Scan( Backward)? using ${index} `));
      }
      // The attempt log is partitioned by month: the partition holding the attempts is read through its own
      // (delivery_id, number) index; the empty months ahead may be "scanned" (no page to read).
      expect(await scannedPartitionsWithRows(attemptsPlan)).toEqual([]);
      expect(attemptsPlan).toMatch(
        /(Index (Only )?Scan using|Bitmap Index Scan on) webhook_attempts_\w+_delivery_id_number_idx/,
      );
    },
  );
});

/**
 * 60 k deliveries, by SQL: 49 in 50 of `big`'s, the rest of `small`'s; one in 97 failed (two attempts),
 * one in three cancelled, the rest delivered (one attempt); one in two hundred a `webhook.test`.
 */
async function seedDeliveries(app: TestApp, big: number, small: number): Promise<void> {
  await app.dataSource.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, webhook_id, event_type, body, status, attempt_count,
       round_attempts, next_attempt_at, created_at, updated_at)
     SELECT CASE WHEN n % 50 = 0 THEN $2::int ELSE $1::int END, NULL, 'msg_plan_' || n,
       CASE WHEN n % 200 = 7 THEN 'webhook.test' ELSE 'program.created' END, '{}',
       CASE WHEN n % 97 = 3 THEN 'failed' WHEN n % 3 = 0 THEN 'cancelled' ELSE 'delivered' END,
       CASE WHEN n % 97 = 3 THEN 2 ELSE 1 END, 1, NULL,
       now() - ($3::int - n) * interval '1 second', now() - ($3::int - n) * interval '1 second'
     FROM generate_series(1, $3::int) n`,
    [big, small, DELIVERIES],
  );
  await app.dataSource.query(
    `INSERT INTO webhook_attempts (delivery_id, endpoint_id, number, attempted_at, status_code, error, duration_ms)
     SELECT d.id, d.endpoint_id, a.number, d.created_at, CASE WHEN d.status = 'failed' THEN 500 ELSE 200 END, NULL, 12
     FROM webhook_deliveries d CROSS JOIN LATERAL generate_series(1, d.attempt_count) AS a(number)
     WHERE d.webhook_id LIKE 'msg_plan_%'`,
  );
  await app.dataSource.query('VACUUM ANALYZE webhook_deliveries, webhook_attempts');
}
