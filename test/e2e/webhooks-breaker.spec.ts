import { Webhook } from 'standardwebhooks';
import { registerProgram } from '../factories/registration.factory';
import { describeWithRedis, flushPrefix, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { registerWebhook, WEBHOOK_SECRET } from '../support/webhook-helpers';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';
import { WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import { WebhookEndpoint } from '../../src/webhooks/outbound/webhook-endpoint.entity';

/**
 * The open period: long enough for what the test does while it lasts (a loaded machine took more than 1.5 s), and
 * longer than the 3 s "at once" bound below, which a delivery waiting for its own re-check (up to an open period) would
 * miss.
 */
const OPEN_MS = 5000;
/** The checks of an open period are made this long before it ends (and must be done by then). */
const CHECK_BEFORE_END_MS = 500;
/**
 * 8 delays = 9 attempts per delivery: enough that no delivery runs out before the breaker trips. A 3 s timeout is what
 * the hanging probe costs; an answer (500, or the closing probe's 200) comes in well within it on a loaded machine.
 */
const SETTINGS = {
  WEBHOOK_RETRY_SCHEDULE_MS: '50,50,50,50,50,50,50,50',
  WEBHOOK_TIMEOUT_MS: '3000',
  SWEEPER_INTERVAL_MS: '200',
  WEBHOOK_BREAKER_OPEN_MS: String(OPEN_MS),
};
/**
 * A short open period for the ten trips in a row. Nothing hangs there, so a long timeout costs nothing and a late 500
 * is never recorded as a timeout (the disabling records the last status code).
 */
const QUICK_TRIPS = { ...SETTINGS, WEBHOOK_BREAKER_OPEN_MS: '200', WEBHOOK_TIMEOUT_MS: '5000' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails loudly when the checks of an open period ended after it: they would prove nothing (or fail obscurely). */
function expectStillOpen(openUntil: Date, what: string): void {
  const late = Date.now() - openUntil.getTime();
  if (late >= 0) {
    throw new Error(
      `${what} were done ${late} ms after the open period ended: the machine is too slow for OPEN_MS=${OPEN_MS}`,
    );
  }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`condition not met in time; last value: ${JSON.stringify(value)}`);
    }
    await sleep(25);
  }
}

/** Verified with the Standard Webhooks reference package, as a receiver would. */
function verify(request: ReceivedRequest): void {
  new Webhook(WEBHOOK_SECRET).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  });
}

/** `events` checklist toggles of the program, so as many deliveries to each of its webhooks. */
async function toggle(app: TestApp, reference: string, events: number): Promise<void> {
  for (let i = 0; i < events; i++) {
    await app.http
      .patch(`/api/checklist/${reference}/items/aml_programme`)
      .send({ done: i % 2 === 0 })
      .expect(200);
  }
}

/** A business program with a webhook to `receiver`; `events` checklist toggles, so as many deliveries. */
async function programWithDeliveries(app: TestApp, receiver: WebhookReceiver, events: number) {
  const program = await registerProgram(app, { client_role: 'business' });
  const webhook = await registerWebhook(app, program.reference, receiver.url());
  await toggle(app, program.reference, events);
  return { reference: program.reference, endpointId: webhook.id };
}

function breakerScenarios(start: (env: Record<string, string>) => Promise<TestApp>): void {
  let app: TestApp;
  let failing: WebhookReceiver;
  let healthy: WebhookReceiver;
  const endpointOf = (id: number) => app.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id });
  const deliveriesOf = (endpointId: number) =>
    app.dataSource.getRepository(WebhookDelivery).find({ where: { endpointId }, order: { id: 'ASC' } });

  beforeEach(async () => {
    failing = await WebhookReceiver.start(() => ({ status: 500 }));
    healthy = await WebhookReceiver.start();
  });

  afterEach(async () => {
    await app.close();
    await failing.close();
    await healthy.close();
  });

  it('should open after 10 failed attempts, hold the other deliveries, send one probe, and close on its success', async () => {
    app = await start(SETTINGS);
    // Registered up front, so that only its delivery takes time out of the open period.
    const other = await programWithDeliveries(app, healthy, 0);
    const broken = await programWithDeliveries(app, failing, 6);

    const opened = await eventually(
      () => endpointOf(broken.endpointId),
      (endpoint) => endpoint.breakerState === 'open',
    );
    expect(opened.breakerTrips).toBe(1);
    // Attempts already in flight when it tripped are recorded; then nothing holds a lease.
    const held = await eventually(
      () => deliveriesOf(broken.endpointId),
      (list) => list.every((delivery) => delivery.leaseOwner === null),
    );
    const sentBeforeOpen = failing.requests.length;
    expect(sentBeforeOpen).toBeGreaterThanOrEqual(10);
    expect(held.every((delivery) => delivery.status === 'pending')).toBe(true);

    // Another endpoint keeps receiving meanwhile.
    await toggle(app, other.reference, 1);
    await healthy.waitFor(1, OPEN_MS);
    verify(healthy.requests[0]);
    await eventually(
      () => deliveriesOf(other.endpointId),
      (list) => list[0]?.status === 'delivered',
    );

    // Until the open period ends: not one attempt, not one counter moved.
    const openUntil = opened.breakerOpenUntil!;
    await sleep(openUntil.getTime() - CHECK_BEFORE_END_MS - Date.now());
    const sentWhileOpen = failing.requests.length;
    const waited = await deliveriesOf(broken.endpointId);
    expectStillOpen(openUntil, 'The checks of the first open period');
    expect(sentWhileOpen).toBe(sentBeforeOpen);
    expect(waited.map((delivery) => [delivery.status, delivery.attemptCount])).toEqual(
      held.map((delivery) => [delivery.status, delivery.attemptCount]),
    );

    // The probe hangs until its timeout: nothing else may go out while it is in flight, and it reopens the breaker.
    failing.respondWith(() => ({ status: 200, hang: true }));
    const [firstProbe] = (await failing.waitFor(sentBeforeOpen + 1, OPEN_MS + 10_000)).slice(sentBeforeOpen);
    // Not before the open period ended (the same clock as the app's).
    expect(firstProbe.at).toBeGreaterThanOrEqual(openUntil.getTime());
    const reopened = await eventually(
      () => endpointOf(broken.endpointId),
      (endpoint) => endpoint.breakerState === 'open' && endpoint.breakerTrips === 2,
    );
    const reopenedUntil = reopened.breakerOpenUntil!;
    await sleep(reopenedUntil.getTime() - CHECK_BEFORE_END_MS - Date.now());
    const sentWhileReopened = failing.requests.length;
    expectStillOpen(reopenedUntil, 'The checks of the second open period');
    expect(sentWhileReopened).toBe(sentBeforeOpen + 1);

    // The next probe succeeds: closed, and every waiting delivery goes out at once.
    failing.respondWith(() => ({ status: 200 }));
    const pending = waited.filter((delivery) => delivery.status === 'pending').length;
    const requests = await failing.waitFor(sentBeforeOpen + 1 + pending, OPEN_MS + 10_000);
    const probe = requests[sentBeforeOpen + 1];
    expect(probe.at).toBeGreaterThanOrEqual(reopenedUntil.getTime());
    // Well under an open period (OPEN_MS), which a delivery left to its own re-check could wait.
    expect(requests[requests.length - 1].at - probe.at).toBeLessThan(3000);
    requests.slice(sentBeforeOpen + 1).forEach(verify);
    const delivered = await eventually(
      () => deliveriesOf(broken.endpointId),
      (list) => list.every((delivery) => delivery.status === 'delivered'),
    );
    expect(delivered).toHaveLength(6);
    const closed = await endpointOf(broken.endpointId);
    expect(closed).toMatchObject({ breakerState: 'closed', breakerTrips: 0, breakerProbeDeliveryId: null });
    expect(closed.breakerClosedAt!.getTime()).toBeGreaterThanOrEqual(reopenedUntil.getTime());
  }, 60_000);

  it('should disable the endpoint after 10 trips in a row and record webhook.endpoint_disabled', async () => {
    app = await start(QUICK_TRIPS);
    const broken = await programWithDeliveries(app, failing, 6);

    const disabled = await eventually(
      () => endpointOf(broken.endpointId),
      (endpoint) => !endpoint.active,
      20_000,
    );

    expect(disabled).toMatchObject({
      breakerTrips: 10,
      disabledReason: 'circuit breaker tripped 10 times in a row',
    });
    const events = bodyOf<'ProgramEventsList'>(
      await app.http.get(`/api/programs/${broken.reference}/events`).expect(200),
    ).events.filter((event) => event.event_type === 'webhook.endpoint_disabled');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      source: 'system',
      payload: {
        endpoint_id: broken.endpointId,
        reason: 'circuit breaker tripped 10 times in a row',
        status_code: 500,
        breaker_trips: 10,
      },
    });
    // Its waiting deliveries are cancelled, not sent.
    const settled = await eventually(
      () => deliveriesOf(broken.endpointId),
      (list) => list.every((delivery) => delivery.status !== 'pending'),
    );
    expect(settled.filter((delivery) => delivery.status === 'cancelled').length).toBeGreaterThan(0);
    const sent = failing.requests.length;
    await sleep(400);
    expect(failing.requests).toHaveLength(sent);
  }, 30_000);
}

describe('Webhook circuit breaker (in-process)', () => {
  breakerScenarios((env) => startTestApp({ env }));
});

describeWithRedis('Webhook circuit breaker (BullMQ)', (redisUrl) => {
  const prefixes: string[] = [];

  afterAll(async () => {
    for (const prefix of prefixes) {
      await flushPrefix(redisUrl, prefix);
    }
  });

  breakerScenarios((env) => {
    const prefix = uniqueQueuePrefix();
    prefixes.push(prefix);
    return startTestApp({ env: { ...env, REDIS_URL: redisUrl, WEBHOOK_QUEUE_PREFIX: prefix } });
  });
});
