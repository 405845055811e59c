import { WebhookAttempt } from '../../src/webhooks/outbound/webhook-attempt.entity';
import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { WebhookReceiver } from '../support/webhook-receiver';

const SETTINGS = {
  // One attempt per delivery within a test: the first retry would come a minute later.
  WEBHOOK_RETRY_SCHEDULE_MS: '60000',
  // Far above a loaded machine's answer time: a late answer must not count as a timeout. The test of a timeout sets a
  // short one on its endpoint for that attempt only.
  WEBHOOK_TIMEOUT_MS: '5000',
  SWEEPER_INTERVAL_MS: '200',
};

// The answer of the stats route, until the generated client schema has it.
interface StatsOut {
  endpoint_id: number;
  since: string;
  until: string;
  attempts: number;
  successes: number;
  failures: { http_4xx: number; http_5xx: number; timeout: number; network: number; refused: number; other: number };
  latency_ms: { p50: number | null; p95: number | null };
  breaker: { state: string; open_until: string | null; trips: number };
}

let partners = 0;
const freshPartner = () => `stats-${process.pid}-${++partners}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Webhook endpoint stats', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    app = await startTestApp({ env: SETTINGS });
  });

  afterAll(async () => {
    await app.close();
  });

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });

  afterEach(async () => {
    await receiver.close();
  });

  async function createEndpoint(
    body: Record<string, unknown>,
    headers: Record<string, string> = ADMIN_HEADERS,
    base = '/api/operator',
  ) {
    const response = await app.http
      .post(`${base}/endpoints`)
      .set(headers)
      .send({ url: receiver.url(), ...body });
    expect(response.status).toBe(200);
    return (response.body as { id: number }).id;
  }

  const stats = (id: number, query = '', base = '/api/operator', headers: Record<string, string> = ADMIN_HEADERS) =>
    app.http.get(`${base}/endpoints/${id}/stats${query}`).set(headers);

  async function statsWhen(id: number, done: (out: StatsOut) => boolean): Promise<StatsOut> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const out = (await stats(id).expect(200)).body as StatsOut;
      if (done(out)) {
        return out;
      }
      if (Date.now() > deadline) {
        throw new Error(`stats did not settle: ${JSON.stringify(out)}`);
      }
      await pause(50);
    }
  }

  async function checklistEvents(reference: string, count: number): Promise<void> {
    for (let i = 0; i < count; i++) {
      await app.http
        .patch(`/api/checklist/${reference}/items/aml_programme`)
        .set(ADMIN_HEADERS)
        .send({ done: i % 2 === 0 })
        .expect(200);
    }
  }

  it('should count attempts by outcome and report the breaker after known answers', async () => {
    const partner = freshPartner();
    const answers = [{ status: 200 }, { status: 500 }, { status: 404 }, { status: 0, hang: true }];
    receiver.respondWith((_request, index) => answers[Math.min(index, answers.length - 1)]);
    const endpointId = await createEndpoint({ partner_slug: partner });
    const program = await registerProgram(app, { client_role: 'business', partner_slug: partner });
    await checklistEvents(program.reference, 2);
    // The three answers in, then a short timeout for the fourth attempt, which hangs.
    await statsWhen(endpointId, (current) => current.attempts === 3);
    await app.http
      .patch(`/api/operator/endpoints/${endpointId}`)
      .set(ADMIN_HEADERS)
      .send({ timeout_ms: 300 })
      .expect(200);
    await app.http
      .patch(`/api/checklist/${program.reference}/items/aml_programme`)
      .set(ADMIN_HEADERS)
      .send({ done: true })
      .expect(200);

    const out = await statsWhen(endpointId, (current) => current.attempts === 4);
    expect(out).toMatchObject({
      endpoint_id: endpointId,
      attempts: 4,
      successes: 1,
      failures: { http_4xx: 1, http_5xx: 1, timeout: 1, network: 0, refused: 0, other: 0 },
      breaker: { state: 'closed', open_until: null, trips: 0 },
    });
    // Nearest rank of 4: p95 is the slowest (at least the timed-out attempt's 300 ms), p50 the second fastest, of the
    // durations the attempts recorded (not of what this machine's speed would suggest).
    const deliveries = await app.http
      .get(`/api/operator/endpoints/${endpointId}/deliveries`)
      .set(ADMIN_HEADERS)
      .expect(200);
    const durations = bodyOf<'WebhookDeliveryList'>(deliveries)
      .deliveries.flatMap((delivery) => delivery.attempts.map((attempt) => attempt.duration_ms))
      .sort((a, b) => a - b);
    expect(durations).toHaveLength(4);
    expect(out.latency_ms).toEqual({ p50: durations[1], p95: durations[3] });
    expect(out.latency_ms.p95).toBeGreaterThanOrEqual(300);
    expect(Date.parse(out.until) - Date.parse(out.since)).toBe(24 * 3600 * 1000);
    expect(Math.abs(Date.parse(out.until) - Date.now())).toBeLessThan(5000);
  });

  it('should classify a connection that fails as network, and keep the stats of a deleted endpoint', async () => {
    const closed = await WebhookReceiver.start();
    const url = closed.url();
    await closed.close();
    const partner = freshPartner();
    const endpointId = await createEndpoint({ partner_slug: partner, url });
    await registerProgram(app, { partner_slug: partner });
    const out = await statsWhen(endpointId, (current) => current.attempts === 1);
    expect(out.failures).toEqual({ http_4xx: 0, http_5xx: 0, timeout: 0, network: 1, refused: 0, other: 0 });
    expect(out.successes).toBe(0);
    await app.http.delete(`/api/operator/endpoints/${endpointId}`).set(ADMIN_HEADERS).expect(200);
    expect(((await stats(endpointId).expect(200)).body as StatsOut).attempts).toBe(1);
  });

  it('should answer nearest-rank p50 and p95 of known durations within [since, until) only', async () => {
    const endpointId = await createEndpoint({ partner_slug: freshPartner() });
    const sent = await app.http.post(`/api/operator/endpoints/${endpointId}/test`).set(ADMIN_HEADERS).expect(200);
    const deliveryId = (sent.body as { delivery_id: number }).delivery_id;
    const base = Date.parse('2001-03-01T00:00:00.000Z');
    // Durations 1..20 ms, shuffled; one more before the window and one at its (excluded) end.
    const durations = [7, 3, 20, 11, 1, 15, 9, 18, 2, 13, 5, 17, 4, 19, 6, 12, 8, 16, 10, 14];
    const rows = durations.map((durationMs, index) => ({ durationMs, at: base + 1000 + index }));
    rows.push({ durationMs: 5000, at: base - 1 }, { durationMs: 5000, at: base + 3600_000 });
    await app.dataSource.getRepository(WebhookAttempt).insert(
      rows.map((row, index) => ({
        deliveryId,
        endpointId,
        number: 100 + index,
        attemptedAt: new Date(row.at),
        statusCode: 200,
        error: null,
        durationMs: row.durationMs,
      })),
    );
    const since = new Date(base).toISOString();
    const until = new Date(base + 3600_000).toISOString();
    const out = (await stats(endpointId, `?since=${since}&until=${until}`).expect(200)).body as StatsOut;
    // n = 20: p50 is the 10th shortest, p95 the 19th.
    expect(out).toMatchObject({ since, until, attempts: 20, successes: 20, latency_ms: { p50: 10, p95: 19 } });

    const empty = (await stats(endpointId, `?since=2001-01-01T00:00:00Z&until=2001-01-02T00:00:00Z`).expect(200))
      .body as StatsOut;
    expect(empty).toMatchObject({ attempts: 0, successes: 0, latency_ms: { p50: null, p95: null } });
  });

  it('should refuse a window that is empty, reversed, longer than 31 days or not a date-time with 422', async () => {
    const endpointId = await createEndpoint({ partner_slug: freshPartner() });
    for (const query of [
      '?since=2026-01-02T00:00:00Z&until=2026-01-02T00:00:00Z',
      '?since=2026-01-03T00:00:00Z&until=2026-01-02T00:00:00Z',
      '?since=2026-01-01T00:00:00Z&until=2026-02-01T00:00:01Z',
      `?since=${new Date(Date.now() + 60_000).toISOString()}`,
      '?since=2026-01-01',
      '?until=yesterday',
    ]) {
      const refused = await stats(endpointId, query).expect(422);
      expect(bodyOf<'HTTPValidationError'>(refused).detail[0].loc[0]).toBe('query');
    }
    await stats(endpointId, '?since=2026-01-01T00:00:00Z&until=2026-02-01T00:00:00Z').expect(200);
    await stats(999_999).expect(404);
  });

  it("should show a partner its own endpoint's stats and answer 404 for anyone else's", async () => {
    const partner = freshPartner();
    const key = await issueApiKey(app, partner);
    const stranger = await issueApiKey(app, freshPartner());
    const own = await createEndpoint({}, partnerHeaders(key), '/api/partner');
    const operators = await createEndpoint({ partner_slug: partner });
    const mine = await stats(own, '', '/api/partner', partnerHeaders(key)).expect(200);
    expect((mine.body as StatsOut).endpoint_id).toBe(own);
    const refused = await stats(own, '', '/api/partner', partnerHeaders(stranger)).expect(404);
    expect(bodyOf<'HTTPError'>(refused).code).toBe('webhook_endpoint_not_found');
    await stats(operators, '', '/api/partner', partnerHeaders(key)).expect(404);
  });
});
