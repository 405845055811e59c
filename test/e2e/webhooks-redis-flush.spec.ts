import { Queue } from 'bullmq';
import { DELIVERY_QUEUE, DeliveryJobData, redisOptions } from '../../src/webhooks/outbound/delivery-queue';
import { WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import { registerProgram } from '../factories/registration.factory';
import { describeWithRedis, flushPrefix, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

// Fewer than the 10 attempts the circuit breaker needs to trip: every first attempt fails, and this test is about the
// queue losing its retries, not about the breaker holding them.
const EVENTS = 9;

async function waitForQueueHealth(app: TestApp, expected: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = (await app.http.get('/health').expect(200)).body as { checks: { queue: string } };
    if (health.checks.queue === expected) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`queue health stayed ${health.checks.queue}, expected ${expected}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The delivery ids of the jobs waiting in the queue's delayed set, ascending, once it holds `count` of them (or
 * whatever it holds at the deadline). Read through BullMQ itself, so the job id scheme does not matter.
 */
async function delayedDeliveryIds(
  redisUrl: string,
  prefix: string,
  count: number,
  timeoutMs: number,
): Promise<number[]> {
  const queue = new Queue<DeliveryJobData>(DELIVERY_QUEUE, { connection: redisOptions(redisUrl), prefix });
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const ids = (await queue.getDelayed()).map((job) => job.data.deliveryId).sort((a, b) => a - b);
      if (ids.length >= count || Date.now() > deadline) {
        return ids;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await queue.close();
  }
}

/** The webhook ids the receiver saw more than once: the deliveries whose retry reached it. */
function retriedDeliveryIds(receiver: WebhookReceiver): Set<string> {
  const seen = new Set<string>();
  const retried = new Set<string>();
  for (const request of receiver.requests) {
    const id = String(request.headers['webhook-id']);
    (seen.has(id) ? retried : seen).add(id);
  }
  return retried;
}

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
        // The first attempt fails; the retry waits in Redis long enough for the flush to hit it, even when the nine
        // first attempts take seconds on a loaded machine (at 1.5 s, CI once saw seven retries go out before the flush;
        // 6 s still raced it). The test brings the retries forward itself once the flush has hit them.
        WEBHOOK_RETRY_SCHEDULE_MS: '20000,100',
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

  // What the flush hit, recorded by the first test for the second.
  let queuedAtFlush: number[] = [];
  let retriesSentBeforeFlush = -1;
  let deliveryIds: number[] = [];

  it('should deliver every event once Redis has lost the queued retries', async () => {
    // Until the queue's connection is ready the scheduler runs deliveries in-process, and nothing reaches Redis.
    await waitForQueueHealth(app, 'ok', 10_000);
    const program = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, program.reference, receiver.url());
    for (let n = 0; n < EVENTS; n++) {
      await app.http
        .patch(`/api/checklist/${program.reference}/items/aml_programme`)
        .send({ done: n % 2 === 0 })
        .expect(200);
    }
    await receiver.waitFor(EVENTS, 15_000);
    queuedAtFlush = await delayedDeliveryIds(redisUrl, prefix, EVENTS, 5_000);
    retriesSentBeforeFlush = retriedDeliveryIds(receiver).size;
    await flushPrefix(redisUrl, prefix);
    // Make the lost retries due now rather than in 20 s: only the database still knows of them, so only the sweeper
    // can send them. All nine are still waiting for their retry.
    const broughtForward = await app.dataSource
      .getRepository(WebhookDelivery)
      .update({ endpointId: webhook.id, status: 'pending' }, { nextAttemptAt: new Date() });
    expect(broughtForward.affected).toBe(EVENTS);

    const deliveries = await waitForDeliveries(
      app,
      webhook.id,
      (list) => list.length === EVENTS && list.every((delivery) => delivery.status === 'delivered'),
      25_000,
    );
    deliveryIds = deliveries.map((delivery) => delivery.id).sort((a, b) => a - b);
    expect(retriedDeliveryIds(receiver).size).toBe(EVENTS);
    expect(deliveries.every((delivery) => delivery.attempts.length >= 2)).toBe(true);
  }, 60_000);

  // Before the scheduler's job ids were made non-integer, BullMQ refused every enqueue and this queue was empty.
  it('should have had every retry queued in Redis, and none sent yet, when the flush happened', () => {
    expect(deliveryIds).toHaveLength(EVENTS);
    expect({ queuedAtFlush, retriesSentBeforeFlush }).toEqual({
      queuedAtFlush: deliveryIds,
      retriesSentBeforeFlush: 0,
    });
  });
});
