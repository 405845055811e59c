import { Webhook } from 'standardwebhooks';
import { registerProgram } from '../factories/registration.factory';
import { describeWithRedis, flushPrefix, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { registerWebhook, WEBHOOK_SECRET } from '../support/webhook-helpers';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';
import { WebhookAttempt } from '../../src/webhooks/outbound/webhook-attempt.entity';
import { WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';

/**
 * How long the hanging receiver holds a send before it times out, freeing a slot: the window in which the fast endpoint
 * must be served without that slot. Long, so a loaded machine's slow requests stay well inside it; it costs no run
 * time, as the hanging receiver is closed before the app (which lets in-flight sends finish) when each test ends.
 */
const TIMEOUT_MS = 10_000;
/** Concurrency 4: at most 2 sends in flight to one endpoint (half of it). */
const SETTINGS = {
  WEBHOOK_CONCURRENCY: '4',
  WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
  WEBHOOK_RETRY_SCHEDULE_MS: '60000',
  SWEEPER_INTERVAL_MS: '200',
};

function verify(request: ReceivedRequest): void {
  new Webhook(WEBHOOK_SECRET).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

async function toggle(app: TestApp, reference: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) {
    await app.http
      .patch(`/api/checklist/${reference}/items/aml_programme`)
      .send({ done: i % 2 === 0 })
      .expect(200);
  }
}

function fairnessScenarios(start: (env: Record<string, string>) => Promise<TestApp>): void {
  let app: TestApp;
  let slow: WebhookReceiver;
  let fast: WebhookReceiver;

  beforeEach(async () => {
    slow = await WebhookReceiver.start(() => ({ status: 200, hang: true }));
    fast = await WebhookReceiver.start();
  });

  afterEach(async () => {
    // The hanging receiver first: closing it ends the sends it holds, which the app's shutdown would otherwise await
    // until their timeout.
    await slow.close();
    await app.close();
    await fast.close();
  });

  it('should deliver a fast endpoint at once while a hanging endpoint holds at most half the slots', async () => {
    app = await start(SETTINGS);
    const slowProgram = await registerProgram(app, { client_role: 'business' });
    const slowHook = await registerWebhook(app, slowProgram.reference, slow.url());
    const fastProgram = await registerProgram(app, { client_role: 'business' });
    await registerWebhook(app, fastProgram.reference, fast.url());
    await toggle(app, slowProgram.reference, 8);
    await toggle(app, fastProgram.reference, 8);

    const received = await fast.waitFor(8, TIMEOUT_MS);
    received.forEach(verify);
    // Every fast delivery before the first hanging send times out (which would free a slot without the cap). Those
    // sends hang from when the slow receiver got them, not from before the requests above (slow on a loaded machine).
    const [firstHanging] = await slow.waitFor(2, TIMEOUT_MS);
    expect(Math.max(...received.map((request) => request.at)) - firstHanging.at).toBeLessThan(TIMEOUT_MS);
    // Not one slow send has ended (an ended send logs its attempt): no slot was freed for the fast deliveries.
    const endedSlowSends = await app.dataSource
      .getRepository(WebhookAttempt)
      .count({ where: { endpointId: slowHook.id } });
    expect(endedSlowSends).toBe(0);
    expect(slow.requests).toHaveLength(2);
    // The slow endpoint's other deliveries were given back unsent: no attempt counted for them.
    const slowDeliveries = await app.dataSource
      .getRepository(WebhookDelivery)
      .find({ where: { endpointId: slowHook.id } });
    expect(slowDeliveries).toHaveLength(8);
    expect(slowDeliveries.reduce((sum, delivery) => sum + delivery.attemptCount, 0)).toBe(2);
  });

  it('should keep an endpoint limited to 5/s to at most 5 sends in any second', async () => {
    app = await start({ ...SETTINGS, WEBHOOK_CONCURRENCY: '8' });
    const created = await app.http
      .post('/api/operator/endpoints')
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .send({ url: fast.url(), secret: WEBHOOK_SECRET, rate_limit_per_s: 5, event_types: ['checklist.item_updated'] })
      .expect(200);
    expect(created.body).toMatchObject({ rate_limit_per_s: 5 });
    const program = await registerProgram(app, { client_role: 'business' });
    await toggle(app, program.reference, 20);

    const received = await fast.waitFor(20, 10_000);
    received.forEach(verify);
    // When each attempt left, as the sender logged it just after taking its token: at least 200 ms apart, so six in a
    // row span a second at least (1 ms for the clock ticking between the token and the log's timestamp).
    const attemptsOf = () =>
      app.dataSource
        .getRepository(WebhookAttempt)
        .find({ where: { endpointId: (created.body as { id: number }).id }, order: { attemptedAt: 'ASC' } });
    let attempts = await attemptsOf();
    for (let tries = 0; attempts.length < 20 && tries < 40; tries++) {
      // The last answer may be in before its attempt is logged.
      await new Promise((resolve) => setTimeout(resolve, 25));
      attempts = await attemptsOf();
    }
    expect(attempts.length).toBeGreaterThanOrEqual(20);
    const sent = attempts.map((attempt) => attempt.attemptedAt.getTime());
    for (let i = 0; i + 5 < sent.length; i++) {
      expect(sent[i + 5] - sent[i]).toBeGreaterThanOrEqual(999);
    }
    expect(sent[19] - sent[0]).toBeGreaterThanOrEqual(19 * 200 - 19);
    // At the receiver, arrivals also carry the time between the send and its arrival, which varies on a loaded
    // machine (206 ms seen on CI): two sends of slack per second there, and 400 ms over the whole run. Unthrottled,
    // the twenty arrive within a few tens of milliseconds.
    const arrived = received.map((request) => request.at).sort((a, b) => a - b);
    for (let i = 0; i + 7 < arrived.length; i++) {
      expect(arrived[i + 7] - arrived[i]).toBeGreaterThanOrEqual(1000);
    }
    expect(arrived[19] - arrived[0]).toBeGreaterThanOrEqual(19 * 200 - 400);
  }, 20_000);
}

describe('Webhook worker fairness and rate limits (in-process)', () => {
  fairnessScenarios((env) => startTestApp({ env }));
});

describeWithRedis('Webhook worker fairness and rate limits (BullMQ)', (redisUrl) => {
  const prefixes: string[] = [];

  afterAll(async () => {
    for (const prefix of prefixes) {
      await flushPrefix(redisUrl, prefix);
    }
  });

  fairnessScenarios((env) => {
    const prefix = uniqueQueuePrefix();
    prefixes.push(prefix);
    return startTestApp({ env: { ...env, REDIS_URL: redisUrl, WEBHOOK_QUEUE_PREFIX: prefix } });
  });
});
