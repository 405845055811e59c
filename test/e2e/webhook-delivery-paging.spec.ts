import { encodeListCursor } from '../../src/common/paging/list-cursor';
import { ADMIN_HEADERS, issueApiKey, IssuedApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { seedDeliveries } from '../factories/webhook-delivery.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';
import { WebhookReceiver } from '../support/webhook-receiver';

type DeliveryList = Schemas['WebhookDeliveryList'];

interface ValidationBody {
  detail: Array<{ type: string; loc: Array<string | number>; msg: string }>;
}

const SETTINGS = { WEBHOOK_RETRY_SCHEDULE_MS: '30,30,30', WEBHOOK_TIMEOUT_MS: '2000', SWEEPER_INTERVAL_MS: '200' };
const PARTNER = 'paging-partner';
const OTHER_PARTNER = 'paging-intruder';

/**
 * Keyset pages of an endpoint's deliveries (operator, per-program webhook and partner routes): newest first by id,
 * every delivery once while new ones are written, filters by status and event type, the limit's bounds, cursors
 * bound to their list, endpoint and filters (422 otherwise, nothing written), a page's attempts read together,
 * and the partner's single redelivery scoped to its own endpoints.
 */
describe('Webhook delivery pages', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let partner: IssuedApiKey;
  let intruder: IssuedApiKey;

  beforeAll(async () => {
    app = await startTestApp({ env: SETTINGS });
    receiver = await WebhookReceiver.start();
    partner = await issueApiKey(app, PARTNER);
    intruder = await issueApiKey(app, OTHER_PARTNER);
  });

  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  async function createEndpoint(path: string, headers: Record<string, string>, body = {}): Promise<number> {
    const response = await app.http
      .post(path)
      .set(headers)
      .send({ url: receiver.url(), event_types: ['webhook.test'], ...body })
      .expect(200);
    return bodyOf<'WebhookEndpointWithSecret'>(response).id;
  }

  const operatorEndpoint = (body = {}) => createEndpoint('/api/operator/endpoints', ADMIN_HEADERS, body);
  const partnerEndpoint = (key: IssuedApiKey = partner) =>
    createEndpoint('/api/partner/endpoints', partnerHeaders(key));

  async function page(
    path: string,
    query: Record<string, string | number>,
    headers: Record<string, string> = ADMIN_HEADERS,
  ): Promise<DeliveryList> {
    return bodyOf<'WebhookDeliveryList'>(await app.http.get(path).query(query).set(headers).expect(200));
  }

  /** Follows next_cursor to the end, calling `between` after each page; answers every id in the order seen. */
  async function walk(
    path: string,
    query: Record<string, string | number>,
    headers: Record<string, string> = ADMIN_HEADERS,
    between = async () => {},
  ): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const current: DeliveryList = await page(path, cursor === null ? query : { ...query, cursor }, headers);
      expect(current.count).toBe(current.deliveries.length);
      expect(current.deliveries.length).toBeLessThanOrEqual(Number(query.limit ?? 100));
      seen.push(...current.deliveries.map((delivery) => delivery.id));
      cursor = current.next_cursor;
      await between();
    } while (cursor !== null);
    return seen;
  }

  async function rowCounts(): Promise<number[]> {
    const counts = [];
    for (const table of ['webhook_deliveries', 'webhook_attempts', 'operator_audit_log', 'program_events']) {
      const [row] = await app.dataSource.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`);
      counts.push(Number(row.n));
    }
    return counts;
  }

  async function sendTest(endpointId: number): Promise<void> {
    await app.http.post(`/api/operator/endpoints/${endpointId}/test`).set(ADMIN_HEADERS).expect(200);
  }

  describe('order and cursors', () => {
    it('should give every delivery exactly once, newest first, while new ones are written meanwhile', async () => {
      const endpoint = await operatorEndpoint();
      const seeded = await seedDeliveries(app, endpoint, 23, (index) => ({
        status: index % 2 === 0 ? 'delivered' : 'failed',
        eventType: 'webhook.test',
        attempts: 1 + (index % 3),
      }));
      const path = `/api/operator/endpoints/${endpoint}/deliveries`;
      const before = await page(path, { limit: 200 });
      expect(before.next_cursor).toBeNull();
      expect(before.deliveries.map((delivery) => delivery.id)).toEqual([...seeded].reverse());

      const seen = await walk(path, { limit: 4 }, ADMIN_HEADERS, () => sendTest(endpoint));

      expect(seen).toEqual([...seeded].reverse());
      expect(new Set(seen).size).toBe(seen.length);
      // The deliveries written meanwhile are newer than the first page: a walk started before them never meets them.
      const after = await page(path, { limit: 200 });
      expect(after.count).toBe(seeded.length + Math.ceil(seeded.length / 4));
      expect(after.deliveries.slice(after.count - seeded.length).map((delivery) => delivery.id)).toEqual(
        [...seeded].reverse(),
      );
      expect(after.deliveries.slice(0, after.count - seeded.length).every((d) => d.event_type === 'webhook.test')).toBe(
        true,
      );
    });

    it("should list each delivery with every attempt by number, a page's attempts read in one statement", async () => {
      const endpoint = await operatorEndpoint();
      const ids = await seedDeliveries(app, endpoint, 30, (index) => ({
        status: 'failed',
        eventType: 'webhook.test',
        attempts: 1 + (index % 4),
      }));
      const statements: string[] = [];
      const logger = app.dataSource.logger;
      const logQuery = logger.logQuery.bind(logger);
      logger.logQuery = (query, parameters, runner): void => {
        statements.push(query);
        logQuery(query, parameters, runner);
      };
      let listed: DeliveryList;
      try {
        listed = await page(`/api/operator/endpoints/${endpoint}/deliveries`, { limit: 30 });
      } finally {
        logger.logQuery = logQuery;
      }

      expect(listed.deliveries.map((delivery) => delivery.id)).toEqual([...ids].reverse());
      for (const [position, delivery] of listed.deliveries.entries()) {
        const index = ids.length - 1 - position;
        expect(delivery.attempts.map((attempt) => attempt.number)).toEqual(
          Array.from({ length: 1 + (index % 4) }, (_, n) => n + 1),
        );
      }
      // The list's own statements (the in-process sweeper's, aliased otherwise, may run meanwhile).
      expect(statements.filter((sql) => /FROM "webhook_attempts" "WebhookAttempt"/.test(sql))).toHaveLength(1);
      expect(statements.filter((sql) => /FROM "webhook_deliveries" "WebhookDelivery"/.test(sql))).toHaveLength(1);
    });

    it('should page a per-program webhook on its own route with the same cursors', async () => {
      const { reference } = await registerProgram(app);
      const created = await app.http
        .post('/api/operator/webhooks')
        .set(ADMIN_HEADERS)
        .send({ reference, url: receiver.url(), secret: null })
        .expect(200);
      const webhook = (created.body as { id: number }).id;
      const ids = await seedDeliveries(app, webhook, 7, () => ({ status: 'delivered', eventType: 'program.updated' }));

      const seen = await walk(`/api/operator/webhooks/${webhook}/deliveries`, { limit: 3 });

      expect(seen).toEqual([...ids].reverse());
      // One list whichever route reads it: the endpoint route's cursor continues the webhook route's walk.
      const first = await page(`/api/operator/webhooks/${webhook}/deliveries`, { limit: 3 });
      const next = await page(`/api/operator/endpoints/${webhook}/deliveries`, {
        limit: 3,
        cursor: first.next_cursor as string,
      });
      expect(next.deliveries.map((delivery) => delivery.id)).toEqual(seen.slice(3, 6));
      await app.http.get('/api/operator/webhooks/999999/deliveries').set(ADMIN_HEADERS).expect(404);
    });
  });

  describe('filters', () => {
    it('should filter by status, by event type and by both, each paged with cursors bound to it', async () => {
      const endpoint = await operatorEndpoint();
      const statuses = ['delivered', 'failed', 'cancelled'] as const;
      const types = ['webhook.test', 'program.created', 'program.status_changed'] as const;
      const ids = await seedDeliveries(app, endpoint, 40, (index) => ({
        status: statuses[index % 3],
        eventType: types[Math.floor(index / 3) % 3],
      }));
      const shapes = ids.map((id, index) => ({
        id,
        status: statuses[index % 3],
        eventType: types[Math.floor(index / 3) % 3],
      }));
      const path = `/api/operator/endpoints/${endpoint}/deliveries`;
      const expected = (status?: string, eventType?: string) =>
        shapes
          .filter(
            (shape) =>
              (status === undefined || shape.status === status) &&
              (eventType === undefined || shape.eventType === eventType),
          )
          .map((shape) => shape.id)
          .reverse();

      for (const [status, eventType] of [
        ['failed', undefined],
        [undefined, 'program.created'],
        ['cancelled', 'program.status_changed'],
        ['delivered', 'webhook.test'],
      ] as const) {
        const filter = { ...(status ? { status } : {}), ...(eventType ? { event_type: eventType } : {}) };
        const want = expected(status, eventType);
        expect(want.length).toBeGreaterThan(2);
        expect(await walk(path, { ...filter, limit: 2 })).toEqual(want);
        const whole = await page(path, { ...filter, limit: 200 });
        expect(
          whole.deliveries.every(
            (delivery) =>
              (status === undefined || delivery.status === status) &&
              (eventType === undefined || delivery.event_type === eventType),
          ),
        ).toBe(true);
      }
      expect((await page(path, { status: 'pending' })).deliveries).toEqual([]);
    });

    it('should refuse an unknown status, an unknown or prefixed event type, and a limit out of bounds (422)', async () => {
      const endpoint = await operatorEndpoint();
      await seedDeliveries(app, endpoint, 205, () => ({ status: 'delivered', eventType: 'webhook.test' }));
      const path = `/api/operator/endpoints/${endpoint}/deliveries`;

      expect((await page(path, {})).count).toBe(100);
      expect((await page(path, { limit: 200 })).count).toBe(200);
      expect((await page(path, { limit: 1 })).count).toBe(1);
      for (const [query, field] of [
        [{ limit: 201 }, 'limit'],
        [{ limit: 0 }, 'limit'],
        [{ status: 'sent' }, 'status'],
        [{ event_type: 'program.*' }, 'event_type'],
        [{ event_type: 'no.such.type' }, 'event_type'],
      ] as const) {
        const refused = await app.http.get(path).query(query).set(ADMIN_HEADERS).expect(422);
        expect((refused.body as ValidationBody).detail[0].loc).toEqual(['query', field]);
      }
    });
  });

  describe('refused cursors', () => {
    it("should refuse a malformed, altered, another list's, another endpoint's or other filters' cursor with 422 and write nothing", async () => {
      const endpoint = await operatorEndpoint();
      const other = await operatorEndpoint();
      await seedDeliveries(app, endpoint, 5, () => ({ status: 'failed', eventType: 'webhook.test' }));
      await seedDeliveries(app, other, 5, () => ({ status: 'failed', eventType: 'webhook.test' }));
      const path = `/api/operator/endpoints/${endpoint}/deliveries`;
      const mine = (await page(path, { limit: 2 })).next_cursor as string;
      const filtered = (await page(path, { limit: 2, status: 'failed' })).next_cursor as string;
      const others = (await page(`/api/operator/endpoints/${other}/deliveries`, { limit: 2 })).next_cursor as string;
      const auditLog = bodyOf<'OperatorAuditLogPage'>(
        await app.http.get('/api/operator/audit-log').query({ limit: 1 }).set(ADMIN_HEADERS).expect(200),
      ).next_cursor as string;
      const registrations = encodeListCursor(
        'registrations',
        { endpoint_id: endpoint, status: null, event_type: null },
        { direction: 'after', key: { atMicros: 1, id: 3 } },
      );
      const partnersOwn = await partnerEndpoint();
      const before = await rowCounts();

      const refusals: Array<[string, Record<string, string | number>]> = [
        ['malformed', { cursor: 'not a cursor' }],
        ['not base64url text', { cursor: 'bm90IGEgY3Vyc29y' }],
        ['altered', { cursor: `${mine.slice(0, -3)}${mine.endsWith('A') ? 'B' : 'A'}${mine.slice(-2)}` }],
        ['cut short', { cursor: mine.slice(0, 20) }],
        ["another list's", { cursor: auditLog }],
        ["another list's with these filters", { cursor: registrations }],
        ["another endpoint's", { cursor: others }],
        ["other filters' (added)", { cursor: mine, status: 'failed' }],
        ["other filters' (dropped)", { cursor: filtered }],
        ["other filters' (changed)", { cursor: filtered, status: 'delivered' }],
        ['too long', { cursor: 'A'.repeat(201) }],
      ];
      for (const [why, query] of refusals) {
        const refused = await app.http.get(path).query(query).set(ADMIN_HEADERS);
        expect([why, refused.status]).toEqual([why, 422]);
        expect((refused.body as ValidationBody).detail[0].loc).toEqual(['query', 'cursor']);
      }
      const partnerSide = await app.http
        .get(`/api/partner/endpoints/${partnersOwn}/deliveries`)
        .query({ cursor: mine })
        .set(partnerHeaders(partner))
        .expect(422);
      expect((partnerSide.body as ValidationBody).detail[0]).toMatchObject({ type: 'cursor_invalid' });

      expect(await rowCounts()).toEqual(before);
    });
  });

  describe('partners', () => {
    it("should page a partner's own endpoint and answer 404 for another partner's or the operator's", async () => {
      const mine = await partnerEndpoint();
      const theirs = await partnerEndpoint(intruder);
      const operators = await operatorEndpoint();
      const ids = await seedDeliveries(app, mine, 9, (index) => ({
        status: index % 2 === 0 ? 'delivered' : 'failed',
        eventType: 'webhook.test',
      }));
      const path = `/api/partner/endpoints/${mine}/deliveries`;

      expect(await walk(path, { limit: 4 }, partnerHeaders(partner))).toEqual([...ids].reverse());
      expect(await walk(path, { limit: 2, status: 'failed' }, partnerHeaders(partner))).toEqual(
        ids.filter((_, index) => index % 2 === 1).reverse(),
      );
      for (const id of [theirs, operators]) {
        const refused = await app.http
          .get(`/api/partner/endpoints/${id}/deliveries`)
          .set(partnerHeaders(partner))
          .expect(404);
        expect(refused.body).toMatchObject({ code: 'webhook_endpoint_not_found' });
      }
      await app.http.get(path).set(partnerHeaders(intruder)).expect(404);
    });

    it('should redeliver one of its own deliveries with the same webhook-id, and nobody else’s (404)', async () => {
      const mine = await partnerEndpoint();
      const theirs = await partnerEndpoint(intruder);
      await app.http.post(`/api/partner/endpoints/${mine}/test`).set(partnerHeaders(partner)).expect(200);
      await app.http.post(`/api/partner/endpoints/${theirs}/test`).set(partnerHeaders(intruder)).expect(200);
      const operators = await operatorEndpoint();
      await sendTest(operators);
      const settled = async (endpoint: number, headers: Record<string, string>, path = 'partner') => {
        for (const deadline = Date.now() + 10_000; ;) {
          const list = await page(`/api/${path}/endpoints/${endpoint}/deliveries`, {}, headers);
          if (list.deliveries[0]?.status === 'delivered') {
            return list.deliveries[0];
          }
          if (Date.now() > deadline) {
            throw new Error(`not delivered: ${JSON.stringify(list)}`);
          }
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      };
      const own = await settled(mine, partnerHeaders(partner));
      const foreign = await settled(theirs, partnerHeaders(intruder));
      const operatorsDelivery = await settled(operators, ADMIN_HEADERS, 'operator');
      const before = await rowCounts();
      const redeliver = (endpoint: number, delivery: number, key = partner) =>
        app.http.post(`/api/partner/endpoints/${endpoint}/deliveries/${delivery}/redeliver`).set(partnerHeaders(key));

      const refusals: Array<[number, number, string]> = [
        [theirs, foreign.id, 'webhook_endpoint_not_found'],
        [mine, foreign.id, 'webhook_delivery_not_found'],
        [operators, operatorsDelivery.id, 'webhook_endpoint_not_found'],
        [mine, operatorsDelivery.id, 'webhook_delivery_not_found'],
        [mine, 999999, 'webhook_delivery_not_found'],
        [999999, own.id, 'webhook_endpoint_not_found'],
        [mine, 99999999999, 'webhook_delivery_not_found'],
      ];
      for (const [endpoint, delivery, code] of refusals) {
        const refused = await redeliver(endpoint, delivery).expect(404);
        expect(refused.body).toMatchObject({ code });
      }
      await app.http.post(`/api/partner/endpoints/${mine}/deliveries/${own.id}/redeliver`).expect(401);
      await app.http
        .post(`/api/partner/endpoints/${mine}/deliveries/${own.id}/redeliver`)
        .set(ADMIN_HEADERS)
        .expect(401);
      expect(await rowCounts()).toEqual(before);
      expect(
        (await page(`/api/partner/endpoints/${theirs}/deliveries`, {}, partnerHeaders(intruder))).deliveries[0],
      ).toMatchObject({ id: foreign.id, status: 'delivered', attempt_count: 1 });

      const received = receiver.requests.length;
      const again = await redeliver(mine, own.id).expect(200);
      expect(bodyOf<'WebhookDeliveryView'>(again)).toMatchObject({
        id: own.id,
        webhook_id: own.webhook_id,
        status: 'pending',
        attempt_count: 1,
      });
      const [resent] = (await receiver.waitFor(received + 1)).slice(received);
      expect(resent.headers['webhook-id']).toBe(own.webhook_id);
      const redelivered = await settled(mine, partnerHeaders(partner));
      expect(redelivered.attempts.map((attempt) => attempt.number)).toEqual([1, 2]);
    });

    it('should refuse to redeliver for a paused endpoint (409) and change nothing', async () => {
      const mine = await partnerEndpoint();
      const [delivery] = await seedDeliveries(app, mine, 1, () => ({ status: 'failed', eventType: 'webhook.test' }));
      await app.http
        .patch(`/api/partner/endpoints/${mine}`)
        .set(partnerHeaders(partner))
        .send({ active: false })
        .expect(200);
      const before = await rowCounts();

      const refused = await app.http
        .post(`/api/partner/endpoints/${mine}/deliveries/${delivery}/redeliver`)
        .set(partnerHeaders(partner))
        .expect(409);

      expect(refused.body).toMatchObject({ code: 'webhook_inactive' });
      expect(await rowCounts()).toEqual(before);
      const [listed] = (await page(`/api/partner/endpoints/${mine}/deliveries`, {}, partnerHeaders(partner)))
        .deliveries;
      expect(listed).toMatchObject({ id: delivery, status: 'failed', next_attempt_at: null });
    });
  });
});
