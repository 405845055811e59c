import request from 'supertest';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { describeWithRedis, flushPrefix, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';
import { MetricsListener } from '../../src/observability/metrics/metrics-listener';

const FAST_WEBHOOKS = { WEBHOOK_RETRY_SCHEDULE_MS: '30', WEBHOOK_TIMEOUT_MS: '500', SWEEPER_INTERVAL_MS: '200' };
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one series of the exposition (labels in the order the registry prints them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: TestApp): Promise<string> {
  return (await app.http.get('/metrics').expect(200)).text;
}

describe('GET /metrics (Prometheus)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: FAST_WEBHOOKS });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer the text exposition format with the service and process metrics', async () => {
    const response = await app.http.get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;/);
    expect(response.headers['content-type']).toContain('version=0.0.4');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain('# TYPE http_requests_total counter');
    expect(response.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.text).toMatch(/^pws_build_info\{version="[^"]+",role="api"\} 1$/m);
    expect(sample(response.text, 'pws_database_up')).toBe(1);
    // Without REDIS_URL there is no queue to report: no 0 that would read as "Redis down".
    expect(response.text).not.toContain('pws_redis_up');
    expect(response.text).not.toContain('pws_webhook_queue_jobs');
    // Counters of known labels start at 0, so that increase() sees their first event.
    expect(sample(response.text, 'pws_chain_verifications_total{result="broken"}')).toBe(0);
    expect(sample(response.text, 'pws_webhook_endpoints_disabled_total{reason="breaker"}')).toBe(0);
    expect(sample(response.text, 'pws_webhook_attempts_total{outcome="timeout"}')).toBe(0);
  });

  it('should label requests by route template and status class, never by the path the client sent', async () => {
    const program = await registerProgram(app);
    await app.http.get(`/api/programs/${program.reference}`).expect(200);
    await app.http.get('/api/programs/PRG-000000').expect(404);
    await app.http.get('/no/such/path/PRG-123456').expect(404);
    const text = await scrape(app);
    const read = (status: string) =>
      sample(text, `http_requests_total{method="GET",route="/api/programs/{reference}",status_class="${status}"}`);
    expect(read('2xx')).toBe(1);
    expect(read('4xx')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}')).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/programs/{reference}",status_class="2xx"}',
      ),
    ).toBe(1);
    // No reference, path or e-mail ever becomes a label value.
    expect(text).not.toContain(program.reference);
    expect(text).not.toContain('/no/such/path');
    expect(text).not.toContain('@');
  });

  it('should time the prepared hot-path statements by verb and table', async () => {
    const program = await registerProgram(app);
    await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    const text = await scrape(app);
    const timed = text
      .split('\n')
      .filter((line) => line.startsWith('db_query_duration_seconds_count{'))
      .map((line) => /statement="([^"]+)"/.exec(line)?.[1]);
    // Intake's statements: the check for endpoints awaiting new programs, and the program's own write.
    expect(timed).toContain('select webhook_endpoints');
    expect(timed.some((label) => label?.endsWith(' registrations'))).toBe(true);
    expect(
      timed.every((label) => label !== undefined && /^(select|insert|update|delete|with|other) \w+$/.test(label)),
    ).toBe(true);
  });

  it('should report the pool by state', async () => {
    const text = await scrape(app);
    if (testDialect === 'postgres') {
      expect(sample(text, 'db_pool_connections{state="max"}')).toBe(10);
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(sample(text, 'db_pool_connections{state="max"}')).toBe(1);
    }
  });

  it('should count attempts by outcome, retries and the commit-to-2xx latency of deliveries', async () => {
    const receiver = await WebhookReceiver.start(WebhookReceiver.sequence(503, 200));
    try {
      const before = await scrape(app);
      const program = await registerProgram(app, { client_role: 'business' });
      const webhook = await registerWebhook(app, program.reference, receiver.url());
      await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
      await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');
      const after = await scrape(app);
      const delta = (series: string) => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
      expect(delta('pws_webhook_attempts_total{outcome="5xx"}')).toBe(1);
      expect(delta('pws_webhook_attempts_total{outcome="2xx"}')).toBe(1);
      expect(delta('pws_webhook_retries_scheduled_total')).toBe(1);
      expect(delta('pws_webhook_delivery_latency_seconds_count')).toBe(1);
      expect(sample(after, 'pws_webhook_outbox_pending')).toBe(0);
      expect(sample(after, 'pws_webhook_outbox_oldest_pending_age_seconds')).toBe(0);
    } finally {
      await receiver.close();
    }
  });

  it('should show the backlog and the age of its oldest delivery while a receiver keeps it waiting', async () => {
    // A minute's Retry-After keeps the delivery pending.
    const receiver = await WebhookReceiver.start(() => ({ status: 503, headers: { 'retry-after': '60' } }));
    try {
      const program = await registerProgram(app, { client_role: 'business' });
      const webhook = await registerWebhook(app, program.reference, receiver.url());
      await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
      await receiver.waitFor(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const text = await scrape(app);
      expect(sample(text, 'pws_webhook_outbox_pending')).toBe(1);
      expect(sample(text, 'pws_webhook_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(1);
      await app.http.delete(`/api/operator/webhooks/${webhook.id}`).set(ADMIN_HEADERS).expect(200);
      expect(sample(await scrape(app), 'pws_webhook_outbox_pending')).toBe(0);
    } finally {
      await receiver.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_TOKEN, RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_READ_PER_MINUTE: '2' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should refuse a scrape without the bearer token or with a wrong one, and never echo the token', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      METRICS_TOKEN,
      `Basic ${METRICS_TOKEN}`,
    ]) {
      const call = app.http.get('/metrics');
      const response = await (authorization === undefined ? call : call.set('Authorization', authorization)).expect(
        401,
      );
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.text).not.toContain(METRICS_TOKEN);
    }
    const allowed = await app.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    expect(allowed.text).toContain('http_requests_total');
    expect(app.logs.text()).not.toContain(METRICS_TOKEN);
  });

  it('should never rate-limit nor access-log a scrape', async () => {
    // The read budget is 2 a minute: an /api read past it is refused, scrapes never are.
    const reads = [];
    for (let i = 0; i < 3; i++) {
      reads.push((await app.http.get('/api/corridors')).status);
    }
    expect(reads).toEqual([200, 200, 429]);
    for (let i = 0; i < 10; i++) {
      await app.http.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200);
    }
    const accessLines = app.logs.lines.filter((line) => line.includes('"msg":"request"'));
    expect(accessLines.length).toBeGreaterThan(0);
    expect(accessLines.filter((line) => line.includes('"path":"/metrics"'))).toEqual([]);
  });
});

describe('GET /metrics on a listener of its own (METRICS_PORT)', () => {
  let app: TestApp;
  let metricsUrl: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { METRICS_PORT: '0', HOST: '127.0.0.1' } });
    metricsUrl = `http://127.0.0.1:${app.app.get(MetricsListener).port()}`;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should serve the metrics there, answer 404 to anything else there, and 404 on the API port', async () => {
    const response = await request(metricsUrl).get('/metrics').expect(200);
    expect(response.text).toMatch(/^pws_build_info\{version="[^"]+",role="api"\} 1$/m);
    const live = await request(metricsUrl).get('/health/live').expect(200);
    expect(live.body).toEqual({ status: 'ok' });
    await request(metricsUrl).get('/api/programs').expect(404);
    await request(metricsUrl).post('/metrics').expect(404);
    await app.http.get('/metrics').expect(404);
  });
});

describeWithRedis('GET /metrics with the Redis queue', (redisUrl) => {
  let app: TestApp;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    app = await startTestApp({ env: { ...FAST_WEBHOOKS, REDIS_URL: redisUrl, WEBHOOK_QUEUE_PREFIX: prefix } });
  });

  afterAll(async () => {
    await app.close();
    await flushPrefix(redisUrl, prefix);
  });

  it('should report Redis up and the queue by state', async () => {
    const deadline = Date.now() + 5000;
    let text = await scrape(app);
    while (sample(text, 'pws_redis_up') !== 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      text = await scrape(app);
    }
    expect(sample(text, 'pws_redis_up')).toBe(1);
    for (const state of ['waiting', 'delayed', 'active']) {
      expect(sample(text, `pws_webhook_queue_jobs{state="${state}"}`)).toBe(0);
    }
  });
});
