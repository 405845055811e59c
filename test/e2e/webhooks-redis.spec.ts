import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { describeWithRedis, flushPrefix, RedisProxy, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, signatureValid, waitForDeliveries, WEBHOOK_SECRET } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

const FAST = { WEBHOOK_RETRY_SCHEDULE_MS: '30,30,30', WEBHOOK_TIMEOUT_MS: '500', SWEEPER_INTERVAL_MS: '300' };

async function toggleChecklist(app: TestApp, reference: string, done = true): Promise<void> {
  await app.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done }).expect(200);
}

async function queueHealth(app: TestApp): Promise<string> {
  return ((await app.http.get('/health').expect(200)).body as { checks: { queue: string } }).checks.queue;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error('condition not met in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Outbound webhooks: Redis at a closed port', () => {
  it('should start, report the queue unavailable and still deliver (in-process fallback, sweeper)', async () => {
    const app = await startTestApp({ env: { ...FAST, REDIS_URL: 'redis://127.0.0.1:6399' } });
    const receiver = await WebhookReceiver.start();
    try {
      expect(await queueHealth(app)).toBe('unavailable');
      const program = await registerProgram(app, { client_role: 'business' });
      const webhook = await registerWebhook(app, program.reference, receiver.url());
      await toggleChecklist(app, program.reference);
      await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');
    } finally {
      await receiver.close();
      await app.close();
    }
  });
});

describeWithRedis('Outbound webhooks through BullMQ', (redisUrl) => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  let proxy: RedisProxy;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    proxy = await RedisProxy.start(redisUrl);
    app = await startTestApp({ env: { ...FAST, REDIS_URL: proxy.url, WEBHOOK_QUEUE_PREFIX: prefix } });
  });

  afterAll(async () => {
    await app.close();
    await proxy.down();
    await flushPrefix(redisUrl, prefix);
  });

  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });

  afterEach(async () => {
    await receiver.close();
  });

  it('should report the queue ok', async () => {
    await eventually(async () => (await queueHealth(app)) === 'ok');
  });

  it('should retry 500, 500, 200 through the queue: same webhook-id, identical signed bytes, delivered', async () => {
    receiver.respondWith(WebhookReceiver.sequence(500, 500, 200));
    const program = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, program.reference, receiver.url());
    await toggleChecklist(app, program.reference);
    const requests = await receiver.waitFor(3);
    const [delivery] = await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    expect(new Set(requests.map((request) => request.body)).size).toBe(1);
    expect(requests.every((request) => signatureValid(request, WEBHOOK_SECRET))).toBe(true);
    expect(delivery.attempts.map((attempt) => attempt.status_code)).toEqual([500, 500, 200]);
  });

  it('should send a redelivery at once, even while the delivery waits on a delayed retry job', async () => {
    // A minute's Retry-After parks the delivery's job in the delayed set; redeliver must not wait for it.
    receiver.respondWith(WebhookReceiver.sequence({ status: 503, headers: { 'retry-after': '60' } }, 200));
    const program = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, program.reference, receiver.url());
    await toggleChecklist(app, program.reference);
    const [first] = await receiver.waitFor(1);
    const [pending] = await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'pending');
    await app.http.post(`/api/operator/webhook-deliveries/${pending.id}/redeliver`).set(ADMIN_HEADERS).expect(200);
    const [, second] = await receiver.waitFor(2, 5_000);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');
  });

  it('should keep intake fast while Redis is unreachable and deliver everything once it is back', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, program.reference, receiver.url());
    const timeIntake = async (): Promise<number> => {
      const started = performance.now();
      await app.http.post('/api/register').send(registrationInput()).expect(200);
      return performance.now() - started;
    };
    const baseline: number[] = [];
    for (let i = 0; i < 5; i++) {
      baseline.push(await timeIntake());
    }

    await proxy.down();
    await eventually(async () => (await queueHealth(app)) === 'unavailable');
    const during: number[] = [];
    for (let i = 0; i < 5; i++) {
      during.push(await timeIntake());
    }
    await toggleChecklist(app, program.reference, true);
    await toggleChecklist(app, program.reference, false);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    process.stdout.write(
      `[webhooks] intake median with Redis up ${median(baseline).toFixed(1)} ms, down ${median(during).toFixed(1)} ms\n`,
    );
    // Intake waiting on Redis would wait for as long as it is down (no retry limit); load only adds noise.
    expect(median(during)).toBeLessThan(median(baseline) + 250);
    expect(Math.max(...during)).toBeLessThan(3000);

    await proxy.up();
    await eventually(async () => (await queueHealth(app)) === 'ok');
    const deliveries = await waitForDeliveries(
      app,
      webhook.id,
      (list) => list.length === 2 && list.every((delivery) => delivery.status === 'delivered'),
    );
    expect(deliveries.map((delivery) => delivery.event_type)).toEqual([
      'checklist.item_updated',
      'checklist.item_updated',
    ]);
    // Delivered once each: the lease keeps the fallback runner and the queue from both sending.
    expect(receiver.requests).toHaveLength(2);
  });
});

describeWithRedis('Outbound webhooks: Redis down at start', (redisUrl) => {
  it('should start without Redis, deliver meanwhile, and use the queue once Redis appears', async () => {
    const proxy = await RedisProxy.start(redisUrl);
    await proxy.down();
    const prefix = uniqueQueuePrefix();
    const started = Date.now();
    const app = await startTestApp({ env: { ...FAST, REDIS_URL: proxy.url, WEBHOOK_QUEUE_PREFIX: prefix } });
    const receiver = await WebhookReceiver.start();
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await queueHealth(app)).toBe('unavailable');
      const program = await registerProgram(app, { client_role: 'business' });
      const webhook = await registerWebhook(app, program.reference, receiver.url());
      await toggleChecklist(app, program.reference, true);
      await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');

      await proxy.up();
      await eventually(async () => (await queueHealth(app)) === 'ok');
      await toggleChecklist(app, program.reference, false);
      await waitForDeliveries(
        app,
        webhook.id,
        (list) => list.length === 2 && list.every((delivery) => delivery.status === 'delivered'),
      );
      expect(receiver.requests).toHaveLength(2);
    } finally {
      await receiver.close();
      await app.close();
      await proxy.down();
      await flushPrefix(redisUrl, prefix);
    }
  });
});
