import { TransactionRunner } from '../../src/database/transaction-runner';
import {
  AttemptLog,
  DeliveryMove,
  NewDelivery,
  WebhookDeliveriesRepository,
} from '../../src/webhooks/outbound/webhook-deliveries.repository';
import { WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import { DeliveryWindow, NO_DELIVERY_FILTER } from '../../src/webhooks/outbound/delivery-paging';
import { WebhookEndpoint } from '../../src/webhooks/outbound/webhook-endpoint.entity';
import { endpointValues } from '../factories/webhook-endpoint.factory';
import { WebhookEndpointsRepository } from '../../src/webhooks/outbound/webhook-endpoints.repository';
import { insertChainedEvents } from '../factories/chained-events.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

// Far in the past: no delivery the rest of the suite writes is due this early, so sweeps here see only their own.
const EPOCH = Date.parse('2001-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(EPOCH + ms);

/**
 * The `webhook_deliveries` outbox and `webhook_attempts` log on the real dialect: the claim and outcome
 * statements (hand-written SQL whose timestamps must compare like the ORM's), the sweep and the operator reads.
 */
describe(WebhookDeliveriesRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let deliveries: WebhookDeliveriesRepository;
  let endpoints: WebhookEndpointsRepository;
  const eventTimes = new Map<number, Date>();

  beforeAll(async () => {
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false' } });
    db = app.app.get(TransactionRunner);
    deliveries = app.app.get(WebhookDeliveriesRepository);
    endpoints = app.app.get(WebhookEndpointsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  /** A fresh program with an active endpoint and `count` events of its own (no outbox: inserted directly). */
  async function endpointWithEvents(count: number): Promise<{ endpointId: number; eventIds: number[] }> {
    const registrationId = (await registerProgram(app)).id;
    const endpoint = await db.write((unit) =>
      endpoints.insert(unit, endpointValues({ registrationId, url: 'https://receiver.example/hook' })),
    );
    const createdAt = new Date();
    const eventIds = await insertChainedEvents(
      app,
      registrationId,
      Array.from({ length: count }, () => ({ eventType: 'checklist.item_updated', createdAt })),
    );
    eventIds.forEach((id) => eventTimes.set(id, createdAt));
    return { endpointId: endpoint.id, eventIds };
  }

  function pending(endpointId: number, eventId: number, overrides: Partial<NewDelivery> = {}): NewDelivery {
    return {
      endpointId,
      eventId,
      eventCreatedAt: eventTimes.get(eventId) ?? null,
      webhookId: `msg_${endpointId}_${eventId}`,
      eventType: 'checklist.item_updated',
      body: `{"event":${eventId}}`,
      status: 'pending',
      attemptCount: 0,
      roundAttempts: 0,
      nextAttemptAt: at(0),
      leaseUntil: null,
      leaseOwner: null,
      lastStatusCode: null,
      lastError: null,
      createdAt: at(0),
      updatedAt: at(0),
      deliveredAt: null,
      ...overrides,
    };
  }

  /** Each delivery's endpoint, for the attempts logged against it. */
  const endpointIdOf = new Map<number, number>();

  async function insertPending(overrides: Partial<NewDelivery> = {}): Promise<{ id: number; endpointId: number }> {
    const { endpointId, eventIds } = await endpointWithEvents(1);
    const id = await db.write((unit) => deliveries.insert(unit, pending(endpointId, eventIds[0], overrides)));
    endpointIdOf.set(id, endpointId);
    return { id, endpointId };
  }

  const row = async (id: number) => (await db.read((unit) => deliveries.find(unit, id)))!;
  const claim = (deliveryId: number, owner: string, now: Date, leaseUntil = new Date(now.getTime() + 60_000)) =>
    db.writeStatements((unit) => deliveries.claim(unit, { deliveryId, owner, leaseUntil, now }));
  const settle = (owner: string, attempt: AttemptLog, move: DeliveryMove) =>
    db.writeStatements((unit) => deliveries.settle(unit, owner, attempt, move));
  const attemptOf = (deliveryId: number, attempt: number, attemptedAt: Date): AttemptLog => ({
    deliveryId,
    endpointId: endpointIdOf.get(deliveryId) ?? 0,
    attempt,
    attemptedAt,
    statusCode: 500,
    error: null,
    durationMs: 12,
  });

  it('should insert a delivery and read every column back as written', async () => {
    const { endpointId, eventIds } = await endpointWithEvents(1);
    const written = pending(endpointId, eventIds[0], { nextAttemptAt: at(1234), createdAt: at(5) });

    const id = await db.write((unit) => deliveries.insert(unit, written));

    // Written outside any span: no trace to continue.
    expect(await row(id)).toEqual({ id, ...written, traceparent: null });
  });

  it('should claim a due delivery with what sending needs, holding it with the lease', async () => {
    const { id, endpointId } = await insertPending();
    const leaseUntil = at(65_000);

    const claimed = await claim(id, 'owner-a', at(1), leaseUntil);

    expect(claimed).toEqual({
      delivery: {
        id,
        webhookId: expect.stringMatching(/^msg_/) as unknown,
        body: expect.any(String) as unknown,
        roundAttempts: 1,
        createdAt: at(0),
        traceparent: null,
      },
      endpoint: {
        id: endpointId,
        registrationId: expect.any(Number) as unknown,
        owner: 'operator',
        url: 'https://receiver.example/hook',
        secret: null,
        previousSecret: null,
        previousSecretExpiresAt: null,
        timeoutMs: null,
        rateLimitPerS: null,
      },
      attempt: 1,
      probe: false,
    });
    expect(await row(id)).toMatchObject({ attemptCount: 1, roundAttempts: 1, leaseOwner: 'owner-a', leaseUntil });
  });

  it('should compare times in the claim exactly as the ORM stored them (due at the very millisecond)', async () => {
    const { id } = await insertPending({ nextAttemptAt: at(5_000) });

    expect(await claim(id, 'owner-a', at(4_999))).toBeNull();
    expect(await claim(id, 'owner-a', at(5_000))).toMatchObject({ attempt: 1 });
  });

  it('should not claim a delivery under a live lease, but take it over once the lease has expired', async () => {
    const { id } = await insertPending();
    await claim(id, 'owner-a', at(1), at(10_000));

    expect(await claim(id, 'owner-b', at(9_999))).toBeNull();
    expect(await claim(id, 'owner-b', at(10_000))).toMatchObject({ attempt: 2 });
    expect(await row(id)).toMatchObject({ attemptCount: 2, leaseOwner: 'owner-b' });
  });

  it('should not claim a settled delivery or one whose endpoint is no longer active', async () => {
    const settled = await insertPending({ status: 'delivered' });
    const orphaned = await insertPending();
    await db.write((unit) => endpoints.disableIfActive(unit, orphaned.endpointId, 'gone', new Date()));

    expect(await claim(settled.id, 'owner-a', at(1))).toBeNull();
    expect(await claim(orphaned.id, 'owner-a', at(1))).toBeNull();
    expect(await row(orphaned.id)).toMatchObject({ attemptCount: 0, leaseOwner: null });
  });

  it("should log the attempt and move the delivery on when the claim's holder settles it", async () => {
    const { id } = await insertPending();
    await claim(id, 'owner-a', at(1));
    const attemptedAt = at(2);

    const moved = await settle('owner-a', attemptOf(id, 1, attemptedAt), {
      status: 'pending',
      nextAttemptAt: at(60_000),
      deliveredAt: null,
      updatedAt: at(3),
    });

    expect(moved).toBe(true);
    expect(await row(id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: at(60_000),
      lastStatusCode: 500,
      lastError: null,
      leaseUntil: null,
      leaseOwner: null,
      updatedAt: at(3),
      deliveredAt: null,
    });
    const attempts = await db.read((unit) => deliveries.attemptsOf(unit, [id]));
    expect(attempts).toEqual([
      {
        id: expect.any(Number) as unknown,
        deliveryId: id,
        endpointId: endpointIdOf.get(id),
        number: 1,
        attemptedAt,
        statusCode: 500,
        error: null,
        durationMs: 12,
      },
    ]);
  });

  it('should only log the attempt of a sender whose claim was taken over', async () => {
    const { id } = await insertPending();
    await claim(id, 'owner-a', at(1), at(2));
    await claim(id, 'owner-b', at(3));

    const moved = await settle('owner-a', attemptOf(id, 1, at(4)), {
      status: 'delivered',
      nextAttemptAt: null,
      deliveredAt: at(5),
      updatedAt: at(5),
    });

    expect(moved).toBe(false);
    expect(await row(id)).toMatchObject({ status: 'pending', leaseOwner: 'owner-b', deliveredAt: null });
    expect((await db.read((unit) => deliveries.attemptsOf(unit, [id]))).map((attempt) => attempt.number)).toEqual([1]);
  });

  it('should keep the first delivery time when a later move gives none', async () => {
    const { id } = await insertPending();
    await claim(id, 'owner-a', at(1));
    await settle('owner-a', attemptOf(id, 1, at(2)), {
      status: 'delivered',
      nextAttemptAt: null,
      deliveredAt: at(3),
      updatedAt: at(3),
    });
    await db.write(async (unit) => deliveries.startNewRound(unit, (await deliveries.find(unit, id))!, at(4)));
    await claim(id, 'owner-a', at(5));

    await settle('owner-a', attemptOf(id, 2, at(6)), {
      status: 'failed',
      nextAttemptAt: null,
      deliveredAt: null,
      updatedAt: at(7),
    });

    expect(await row(id)).toMatchObject({ status: 'failed', deliveredAt: at(3), attemptCount: 2, roundAttempts: 1 });
  });

  it('should sweep only pending deliveries that are due and unheld, the longest due first, up to the limit', async () => {
    // The earlier tests' deliveries are out of the way: not due before 2100.
    await app.dataSource
      .getRepository(WebhookDelivery)
      .update({ status: 'pending' }, { nextAttemptAt: new Date('2100-01-01') });
    const late = await insertPending({ nextAttemptAt: at(30) });
    const early = await insertPending({ nextAttemptAt: at(10) });
    const later = await insertPending({ nextAttemptAt: at(40) });
    await insertPending({ nextAttemptAt: at(90_000) });
    await insertPending({ nextAttemptAt: at(20), status: 'failed' });
    await insertPending({ nextAttemptAt: at(20), leaseUntil: at(80_000), leaseOwner: 'owner-a' });
    const expiredLease = await insertPending({ nextAttemptAt: at(50), leaseUntil: at(60), leaseOwner: 'owner-a' });

    const due = await db.write((unit) => deliveries.dueIds(unit, at(70), 10));
    const firstTwo = await db.write((unit) => deliveries.dueIds(unit, at(70), 2));

    expect(due).toEqual([early.id, late.id, later.id, expiredLease.id]);
    expect(firstTwo).toEqual([early.id, late.id]);
  });

  it('should not sweep the deliveries an open breaker holds (or a half-open one, while its probe is out)', async () => {
    await app.dataSource
      .getRepository(WebhookDelivery)
      .update({ status: 'pending' }, { nextAttemptAt: new Date('2100-01-01') });
    const held = await insertPending({ nextAttemptAt: at(10) });
    const openOver = await insertPending({ nextAttemptAt: at(11) });
    const probing = await insertPending({ nextAttemptAt: at(12) });
    const probeExpired = await insertPending({ nextAttemptAt: at(13) });
    const breakers = app.dataSource.getRepository(WebhookEndpoint);
    await breakers.update({ id: held.endpointId }, { breakerState: 'open', breakerOpenUntil: at(71) });
    await breakers.update({ id: openOver.endpointId }, { breakerState: 'open', breakerOpenUntil: at(70) });
    await breakers.update({ id: probing.endpointId }, { breakerState: 'half_open', breakerProbeUntil: at(71) });
    await breakers.update({ id: probeExpired.endpointId }, { breakerState: 'half_open', breakerProbeUntil: at(70) });

    const due = await db.write((unit) => deliveries.dueIds(unit, at(70), 10));

    expect(due).toEqual([openOver.id, probeExpired.id]);
  });

  it("should count the endpoint's attempts and failures in the window, from when its breaker last closed", async () => {
    const { id, endpointId } = await insertPending();
    const log = (attempt: number, ms: number, statusCode: number | null) =>
      settle(
        'nobody',
        { ...attemptOf(id, attempt, at(ms)), statusCode },
        {
          status: 'pending',
          nextAttemptAt: null,
          deliveredAt: null,
          updatedAt: at(ms),
        },
      );
    await log(1, 1000, 500);
    await log(2, 2000, 200);
    await log(3, 3000, null);
    await log(4, 4000, 302);
    const window = (since: number) => db.read((unit) => deliveries.breakerWindow(unit, endpointId, at(since)));

    expect(await window(0)).toEqual({ attempts: 4, failures: 3 });
    expect(await window(2000)).toEqual({ attempts: 3, failures: 2 });
    await app.dataSource.getRepository(WebhookEndpoint).update({ id: endpointId }, { breakerClosedAt: at(3000) });
    expect(await window(0)).toEqual({ attempts: 2, failures: 2 });
    await app.dataSource.getRepository(WebhookEndpoint).update({ id: endpointId }, { breakerState: 'open' });
    expect(await window(0)).toEqual({ attempts: 0, failures: 0 });
  });

  it("should release only this owner's leases on pending deliveries", async () => {
    const mine = await insertPending({ leaseUntil: at(100), leaseOwner: 'owner-a' });
    const theirs = await insertPending({ leaseUntil: at(100), leaseOwner: 'owner-b' });
    const settled = await insertPending({ status: 'delivered', leaseUntil: at(100), leaseOwner: 'owner-a' });

    await db.write((unit) => deliveries.release(unit, [mine.id, theirs.id, settled.id], 'owner-a'));

    expect(await row(mine.id)).toMatchObject({ leaseUntil: null, leaseOwner: null });
    expect(await row(theirs.id)).toMatchObject({ leaseUntil: at(100), leaseOwner: 'owner-b' });
    expect(await row(settled.id)).toMatchObject({ leaseUntil: at(100), leaseOwner: 'owner-a' });
  });

  it('should cancel a pending delivery, and leave a settled one as it is', async () => {
    const open = await insertPending({ leaseUntil: at(100), leaseOwner: 'owner-a' });
    const settled = await insertPending({ status: 'delivered' });
    const now = new Date();

    await db.write(async (unit) => {
      await deliveries.cancelIfPending(unit, open.id, now);
      await deliveries.cancelIfPending(unit, settled.id, now);
    });

    expect(await row(open.id)).toMatchObject({
      status: 'cancelled',
      nextAttemptAt: null,
      leaseUntil: null,
      leaseOwner: null,
      updatedAt: now,
    });
    expect(await row(settled.id)).toMatchObject({ status: 'delivered', updatedAt: at(0) });
  });

  it("should cancel an endpoint's pending deliveries but the one excepted", async () => {
    const { endpointId, eventIds } = await endpointWithEvents(3);
    const [kept, cancelledOne, settled] = await db.write(async (unit) => [
      await deliveries.insert(unit, pending(endpointId, eventIds[0])),
      await deliveries.insert(unit, pending(endpointId, eventIds[1])),
      await deliveries.insert(unit, pending(endpointId, eventIds[2], { status: 'failed' })),
    ]);
    const other = await insertPending();

    await db.write((unit) => deliveries.cancelPendingOf(unit, endpointId, new Date(), kept));

    expect((await row(kept)).status).toBe('pending');
    expect((await row(cancelledOne)).status).toBe('cancelled');
    expect((await row(settled)).status).toBe('failed');
    expect((await row(other.id)).status).toBe('pending');
  });

  it('should start a new round now, keeping the attempt count', async () => {
    const { id } = await insertPending({ status: 'failed', attemptCount: 7, roundAttempts: 7, nextAttemptAt: null });
    const now = new Date();

    const restarted = await db.write(async (unit) =>
      deliveries.startNewRound(unit, (await deliveries.find(unit, id))!, now),
    );

    const expected = { status: 'pending', roundAttempts: 0, attemptCount: 7, nextAttemptAt: now, updatedAt: now };
    expect(restarted).toMatchObject(expected);
    expect(await row(id)).toMatchObject(expected);
  });

  it("should read an endpoint's deliveries in keyset pages, newest first, and a page's attempts by delivery and number", async () => {
    const { endpointId, eventIds } = await endpointWithEvents(3);
    const ids = await db.write(async (unit) => {
      const inserted: number[] = [];
      for (const eventId of eventIds) {
        const id = await deliveries.insert(unit, pending(endpointId, eventId));
        endpointIdOf.set(id, endpointId);
        inserted.push(id);
      }
      return inserted;
    });
    for (const id of ids.slice(1)) {
      await claim(id, 'owner-a', at(1), at(2));
      await settle('owner-a', attemptOf(id, 1, at(3)), {
        status: 'pending',
        nextAttemptAt: at(4),
        deliveredAt: null,
        updatedAt: at(4),
      });
      await claim(id, 'owner-a', at(5));
      await settle('owner-a', attemptOf(id, 2, at(6)), {
        status: 'failed',
        nextAttemptAt: null,
        deliveredAt: null,
        updatedAt: at(6),
      });
    }
    const page = (window: DeliveryWindow, limit: number, filter = NO_DELIVERY_FILTER) =>
      db.read(async (unit) => {
        const found = await deliveries.pageOf(unit, endpointId, filter, window, limit);
        return { ids: found.rows.map((delivery) => delivery.id), more: found.more };
      });

    expect(await page({ from: 'newest' }, 2)).toEqual({ ids: [ids[2], ids[1]], more: true });
    expect(await page({ from: 'newest' }, 3)).toEqual({ ids: [ids[2], ids[1], ids[0]], more: false });
    expect(await page({ from: 'after', beforeId: ids[1] }, 2)).toEqual({ ids: [ids[0]], more: false });
    expect(await page({ from: 'after', beforeId: ids[2] }, 1)).toEqual({ ids: [ids[1]], more: true });
    // Read backwards from a key: the rows just newer than it, still shown newest first.
    expect(await page({ from: 'before', afterId: ids[0] }, 1)).toEqual({ ids: [ids[1]], more: true });
    expect(await page({ from: 'before', afterId: ids[0] }, 5)).toEqual({ ids: [ids[2], ids[1]], more: false });
    expect(await page({ from: 'newest' }, 5, { status: 'pending', eventType: null })).toEqual({
      ids: [ids[0]],
      more: false,
    });
    expect(await page({ from: 'newest' }, 1, { status: 'failed', eventType: 'checklist.item_updated' })).toEqual({
      ids: [ids[2]],
      more: true,
    });
    expect(await page({ from: 'newest' }, 5, { status: null, eventType: 'program.created' })).toEqual({
      ids: [],
      more: false,
    });

    const attempts = await db.read((unit) => deliveries.attemptsOf(unit, [ids[2], ids[1]]));
    expect(attempts.map((attempt) => [attempt.deliveryId, attempt.number])).toEqual([
      [ids[1], 1],
      [ids[1], 2],
      [ids[2], 1],
      [ids[2], 2],
    ]);
    expect(await db.read((unit) => deliveries.attemptsOf(unit, []))).toEqual([]);
  });
});
