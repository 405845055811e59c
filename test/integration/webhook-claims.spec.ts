import { TransactionRunner } from '../../src/database/transaction-runner';
import { CircuitBreaker } from '../../src/webhooks/outbound/circuit-breaker';
import {
  ClaimedDelivery,
  ClaimResult,
  DeliveryClaims,
  LEASE_MARGIN_MS,
} from '../../src/webhooks/outbound/delivery-claims';
import { DeliveryRecorder } from '../../src/webhooks/outbound/delivery-recorder';
import { WebhookAttempt } from '../../src/webhooks/outbound/webhook-attempt.entity';
import { WebhookDeliveriesRepository } from '../../src/webhooks/outbound/webhook-deliveries.repository';
import { WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import { WebhookEndpoint } from '../../src/webhooks/outbound/webhook-endpoint.entity';
import { WebhookEndpointsRepository } from '../../src/webhooks/outbound/webhook-endpoints.repository';
import { SendOutcome } from '../../src/webhooks/outbound/webhook-sender';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, WEBHOOK_SECRET } from '../support/webhook-helpers';

const RETRY_DELAY_MS = 60_000;
const TIMEOUT_MS = 1000;

function answered(statusCode: number | null): SendOutcome {
  return { statusCode, error: statusCode === null ? 'network error' : null, retryAfterMs: null, durationMs: 3 };
}

function claimedOf(result: ClaimResult): ClaimedDelivery {
  if (result.kind !== 'claimed') {
    throw new Error(`expected a claim, got ${result.kind}`);
  }
  return result.claim;
}

/**
 * The claim and outcome statements on the real dialect, without a worker: one attempt per claim, leases
 * respected between instances, and each outcome recorded once, by the claim's holder only.
 */
describe('Webhook delivery claims and outcomes', () => {
  let app: TestApp;
  let claims: DeliveryClaims;
  let otherInstance: DeliveryClaims;
  let recorder: DeliveryRecorder;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        WEBHOOK_WORKER_IN_PROCESS: 'false',
        WEBHOOK_RETRY_SCHEDULE_MS: String(RETRY_DELAY_MS),
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
      },
    });
    claims = app.app.get(DeliveryClaims);
    otherInstance = new DeliveryClaims(
      app.config,
      app.app.get(TransactionRunner),
      app.app.get(WebhookDeliveriesRepository),
      app.app.get(WebhookEndpointsRepository),
      app.app.get(CircuitBreaker),
    );
    recorder = app.app.get(DeliveryRecorder);
  });

  afterAll(async () => {
    await app.close();
  });

  /** A pending delivery of a fresh program's webhook (nothing sends it: no worker runs here). */
  async function pendingDelivery(): Promise<WebhookDelivery> {
    const program = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, program.reference, 'http://127.0.0.1:9/hook');
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    return app.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ endpointId: webhook.id });
  }

  const rowOf = (id: number) => app.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ id });
  const attemptsOf = (id: number) =>
    app.dataSource.getRepository(WebhookAttempt).find({ where: { deliveryId: id }, order: { number: 'ASC' } });
  const expireLease = (id: number) =>
    app.dataSource.getRepository(WebhookDelivery).update({ id }, { leaseUntil: new Date(Date.now() - 1000) });

  it('should claim a due delivery with what sending needs and hold it with a lease', async () => {
    const delivery = await pendingDelivery();
    const before = Date.now();

    const claim = claimedOf(await claims.claim(delivery.id));

    expect(claim.attempt).toBe(1);
    expect(claim.probe).toBe(false);
    expect(claim.delivery).toEqual({
      id: delivery.id,
      webhookId: delivery.webhookId,
      body: delivery.body,
      roundAttempts: 1,
      createdAt: delivery.createdAt,
      traceparent: null,
    });
    const endpoint = await app.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: delivery.endpointId });
    expect(claim.endpoint).toEqual({
      id: endpoint.id,
      registrationId: endpoint.registrationId,
      owner: 'operator',
      url: endpoint.url,
      secret: WEBHOOK_SECRET,
      previousSecret: null,
      previousSecretExpiresAt: null,
      timeoutMs: null,
      rateLimitPerS: null,
    });
    const row = await rowOf(delivery.id);
    expect(row).toMatchObject({ status: 'pending', attemptCount: 1, roundAttempts: 1, leaseOwner: claims.owner });
    expect(row.leaseUntil!.getTime()).toBeGreaterThanOrEqual(before + TIMEOUT_MS + LEASE_MARGIN_MS - 5);
    expect(row.leaseUntil!.getTime()).toBeLessThanOrEqual(Date.now() + TIMEOUT_MS + LEASE_MARGIN_MS + 5);
  });

  it('should not let another instance claim a delivery while its lease is live', async () => {
    const delivery = await pendingDelivery();
    claimedOf(await claims.claim(delivery.id));

    expect(await otherInstance.claim(delivery.id)).toEqual({ kind: 'nothing' });
    expect(await claims.claim(delivery.id)).toEqual({ kind: 'nothing' });
    expect(await rowOf(delivery.id)).toMatchObject({ attemptCount: 1, leaseOwner: claims.owner });
  });

  it('should give exactly one of many simultaneous claims the attempt', async () => {
    const delivery = await pendingDelivery();

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? claims : otherInstance).claim(delivery.id)),
    );

    expect(results.filter((result) => result.kind === 'claimed')).toHaveLength(1);
    expect((await rowOf(delivery.id)).attemptCount).toBe(1);
  });

  it('should let another instance take over an expired lease, and only the new holder settle the delivery', async () => {
    const delivery = await pendingDelivery();
    const first = claimedOf(await claims.claim(delivery.id));
    await expireLease(delivery.id);
    const second = claimedOf(await otherInstance.claim(delivery.id));
    expect(second.attempt).toBe(2);

    // The first sender's answer arrives late: its attempt is logged, the delivery stays the new holder's.
    expect(await recorder.record(first, claims.owner, answered(200), new Date())).toBeNull();
    expect(await rowOf(delivery.id)).toMatchObject({ status: 'pending', leaseOwner: otherInstance.owner });

    expect(await recorder.record(second, otherInstance.owner, answered(200), new Date())).toBeNull();
    const row = await rowOf(delivery.id);
    expect(row).toMatchObject({ status: 'delivered', leaseOwner: null, leaseUntil: null, lastStatusCode: 200 });
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect((await attemptsOf(delivery.id)).map((attempt) => [attempt.number, attempt.statusCode])).toEqual([
      [1, 200],
      [2, 200],
    ]);
  });

  it('should record a failed attempt once and put the delivery on the next rung, then fail it after the last', async () => {
    const delivery = await pendingDelivery();
    const attemptedAt = new Date();

    const next = await recorder.record(
      claimedOf(await claims.claim(delivery.id)),
      claims.owner,
      answered(500),
      attemptedAt,
    );

    expect(next!.getTime()).toBeGreaterThanOrEqual(attemptedAt.getTime() + RETRY_DELAY_MS);
    expect(next!.getTime()).toBeLessThanOrEqual(Date.now() + RETRY_DELAY_MS);
    const waiting = await rowOf(delivery.id);
    expect(waiting).toMatchObject({ status: 'pending', leaseOwner: null, leaseUntil: null, lastStatusCode: 500 });
    expect(waiting.nextAttemptAt!.getTime()).toBe(next!.getTime());
    expect(waiting.deliveredAt).toBeNull();
    expect(await claims.claim(delivery.id)).toEqual({ kind: 'not-due', at: next });

    await app.dataSource.getRepository(WebhookDelivery).update({ id: delivery.id }, { nextAttemptAt: new Date() });
    const last = claimedOf(await claims.claim(delivery.id));
    expect(await recorder.record(last, claims.owner, answered(null), new Date())).toBeNull();

    expect(await rowOf(delivery.id)).toMatchObject({
      status: 'failed',
      nextAttemptAt: null,
      lastStatusCode: null,
      lastError: 'network error',
      attemptCount: 2,
    });
    const attempts = await attemptsOf(delivery.id);
    expect(attempts.map((attempt) => [attempt.number, attempt.statusCode, attempt.error, attempt.durationMs])).toEqual([
      [1, 500, null, 3],
      [2, null, 'network error', 3],
    ]);
    expect(attempts[0].attemptedAt.getTime()).toBe(attemptedAt.getTime());
  });

  it('should cancel, not claim, a delivery whose endpoint is no longer active', async () => {
    const delivery = await pendingDelivery();
    await app.dataSource.getRepository(WebhookEndpoint).update({ id: delivery.endpointId }, { active: false });

    expect(await claims.claim(delivery.id)).toEqual({ kind: 'nothing' });

    expect(await rowOf(delivery.id)).toMatchObject({ status: 'cancelled', attemptCount: 0, nextAttemptAt: null });
  });
  describe('circuit breaker', () => {
    const openBreaker = (endpointId: number, openUntil: Date) =>
      app.dataSource
        .getRepository(WebhookEndpoint)
        .update({ id: endpointId }, { breakerState: 'open', breakerOpenUntil: openUntil, breakerTrips: 1 });

    it('should refuse a delivery while its breaker is open: not due until it ends, nothing counted, not swept', async () => {
      const delivery = await pendingDelivery();
      const openUntil = new Date(Date.now() + 60_000);
      await openBreaker(delivery.endpointId, openUntil);

      expect(await claims.claim(delivery.id)).toEqual({ kind: 'not-due', at: openUntil });

      expect(await rowOf(delivery.id)).toMatchObject({ status: 'pending', attemptCount: 0, leaseOwner: null });
      expect(await claims.due()).not.toContain(delivery.id);
    });

    it('should let exactly one of many simultaneous claims take the probe once the open period is over', async () => {
      const first = await pendingDelivery();
      const endpointId = first.endpointId;
      await openBreaker(endpointId, new Date(Date.now() - 1));
      expect(await claims.due()).toContain(first.id);

      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? claims : otherInstance).claim(first.id)),
      );

      const won = results.filter((result) => result.kind === 'claimed');
      expect(won).toHaveLength(1);
      expect(claimedOf(won[0]).probe).toBe(true);
      const endpoint = await app.dataSource.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpointId });
      expect(endpoint).toMatchObject({ breakerState: 'half_open', breakerProbeDeliveryId: first.id });
      expect(endpoint.breakerProbeUntil!.getTime()).toBeGreaterThan(Date.now() + TIMEOUT_MS);
      expect((await rowOf(first.id)).attemptCount).toBe(1);
    });

    it('should close the breaker on a successful probe and reopen it (one more trip) on a failed one', async () => {
      const delivery = await pendingDelivery();
      const endpoints = app.dataSource.getRepository(WebhookEndpoint);
      await openBreaker(delivery.endpointId, new Date(Date.now() - 1));
      const probe = claimedOf(await claims.claim(delivery.id));
      await recorder.record(probe, claims.owner, answered(503), new Date());
      expect(await endpoints.findOneByOrFail({ id: delivery.endpointId })).toMatchObject({
        breakerState: 'open',
        breakerTrips: 2,
        breakerProbeDeliveryId: null,
      });

      await endpoints.update({ id: delivery.endpointId }, { breakerOpenUntil: new Date(Date.now() - 1) });
      await app.dataSource.getRepository(WebhookDelivery).update({ id: delivery.id }, { nextAttemptAt: new Date() });
      const again = claimedOf(await claims.claim(delivery.id));
      const before = Date.now();
      await recorder.record(again, claims.owner, answered(200), new Date());
      const closed = await endpoints.findOneByOrFail({ id: delivery.endpointId });
      expect(closed).toMatchObject({ breakerState: 'closed', breakerTrips: 0, breakerProbeDeliveryId: null });
      expect(closed.breakerClosedAt!.getTime()).toBeGreaterThanOrEqual(before - 5);
    });
  });

  it('should give a claim back without counting its attempt, only while this owner holds it', async () => {
    const delivery = await pendingDelivery();
    const claim = claimedOf(await claims.claim(delivery.id));

    await otherInstance.giveBack(claim);
    expect(await rowOf(delivery.id)).toMatchObject({ attemptCount: 1, leaseOwner: claims.owner });

    await claims.giveBack(claim);
    expect(await rowOf(delivery.id)).toMatchObject({
      status: 'pending',
      attemptCount: 0,
      roundAttempts: 0,
      leaseOwner: null,
      leaseUntil: null,
    });
    expect(claimedOf(await otherInstance.claim(delivery.id)).attempt).toBe(1);
  });

  it.each([
    [200, []],
    [500, ['SELECT COUNT(*) AS "attempts"']],
  ])(
    'should claim in one statement and settle in one (SQLite: two in a transaction), reading the breaker window only after a failure (%s)',
    async (status, breakerReads) => {
      const delivery = await pendingDelivery();
      const statements = await statementsOf(async () => {
        const claim = claimedOf(await claims.claim(delivery.id));
        await recorder.record(claim, claims.owner, answered(status), new Date());
      });

      const postgres = app.dataSource.options.type === 'postgres';
      expect(statements).toEqual(
        postgres
          ? ['UPDATE "webhook_deliveries"', 'WITH "moved" AS', ...breakerReads]
          : [
              'UPDATE "webhook_deliveries"',
              'BEGIN',
              'INSERT INTO "webhook_attempts"',
              'UPDATE "webhook_deliveries"',
              'COMMIT',
              ...breakerReads,
            ],
      );
    },
  );

  /** The start of every statement `work` sends, in order. */
  async function statementsOf(work: () => Promise<void>): Promise<string[]> {
    const statements: string[] = [];
    const logger = app.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, ...rest): void => {
      statements.push(query);
      logQuery(query, ...rest);
    };
    try {
      await work();
    } finally {
      logger.logQuery = logQuery;
    }
    const starts = [
      'BEGIN',
      'COMMIT',
      'UPDATE "webhook_deliveries"',
      'WITH "moved" AS',
      'INSERT INTO "webhook_attempts"',
      'SELECT COUNT(*) AS "attempts"',
    ];
    return statements.map((query) => starts.find((start) => query.trimStart().startsWith(start)) ?? query);
  }
});
