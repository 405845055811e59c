import { registerProgram } from '../factories/registration.factory';
import { describeWithRedis, flushPrefix, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

const EVENTS = 12;

/**
 * Redis loses every job of the queue (FLUSH of the queue's keys) while deliveries wait there for their retry:
 * the database outbox still holds them and the sweeper puts them back, so every delivery still arrives.
 */
describeWithRedis('Outbound webhooks: Redis flushed mid-delivery', (redisUrl) => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  const prefix = uniqueQueuePrefix();

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        REDIS_URL: redisUrl,
        WEBHOOK_QUEUE_PREFIX: prefix,
        // The first attempt fails; the retry waits in Redis long enough for the flush to hit it.
        WEBHOOK_RETRY_SCHEDULE_MS: '1500,100',
        WEBHOOK_TIMEOUT_MS: '1000',
        SWEEPER_INTERVAL_MS: '300',
      },
    });
    const firstAttempts = new Set<string>();
    receiver = await WebhookReceiver.start((request) => {
      const id = String(request.headers['webhook-id']);
      if (!firstAttempts.has(id)) {
        firstAttempts.add(id);
        return { status: 503 };
      }
      return { status: 200 };
    });
  });

  afterAll(async () => {
    await receiver.close();
    await app.close();
    await flushPrefix(redisUrl, prefix);
  });

  it('should deliver every event once Redis has lost the queued retries', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, program.reference, receiver.url());
    for (let n = 0; n < EVENTS; n++) {
      await app.http
        .patch(`/api/checklist/${program.reference}/items/aml_programme`)
        .send({ done: n % 2 === 0 })
        .expect(200);
    }
    await receiver.waitFor(EVENTS, 15_000);
    await flushPrefix(redisUrl, prefix);

    const deliveries = await waitForDeliveries(
      app,
      webhook.id,
      (list) => list.length === EVENTS && list.every((delivery) => delivery.status === 'delivered'),
      20_000,
    );
    const delivered = receiver.requests.filter((_request, index) => index >= EVENTS);
    expect(new Set(delivered.map((request) => request.headers['webhook-id'])).size).toBe(EVENTS);
    expect(deliveries.every((delivery) => delivery.attempts.length >= 2)).toBe(true);
  });
});
