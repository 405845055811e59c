import { BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { EventsSinceQuery, ProgramEventsService } from '../../src/program-events/program-events.service';
import { MAX_QUEUED_PER_CALL } from '../../src/webhooks/outbound/dto/endpoint-recovery.dto';
import { EndpointManager } from '../../src/webhooks/outbound/endpoint-management.service';
import { EndpointRecoveryService } from '../../src/webhooks/outbound/endpoint-recovery.service';
import { WebhookAttempt } from '../../src/webhooks/outbound/webhook-attempt.entity';
import { NewDelivery, WebhookDeliveriesRepository } from '../../src/webhooks/outbound/webhook-deliveries.repository';
import { WebhookDeliveryHistoryRepository } from '../../src/webhooks/outbound/webhook-delivery-history.repository';
import { DeliveryStatus, WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import { WebhookEndpointsRepository } from '../../src/webhooks/outbound/webhook-endpoints.repository';
import { insertChainedEvents } from '../factories/chained-events.factory';
import { registerProgram } from '../factories/registration.factory';
import { endpointValues } from '../factories/webhook-endpoint.factory';
import { startTestApp, TestApp } from '../support/test-app';

// Far in the past: nothing else the suite writes falls in these windows.
const EPOCH = Date.parse('2001-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(EPOCH + ms);

/**
 * The recovery, replay and statistics statements on the real dialect: hand-written SQL whose timestamps must compare
 * like the ORM's, the keyset pages, the (endpoint, event) conflict that makes a replay idempotent, and the program
 * events' `createdSince` page that replay reads through the event door.
 */
describe(WebhookDeliveryHistoryRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let history: WebhookDeliveryHistoryRepository;
  let deliveries: WebhookDeliveriesRepository;
  let endpoints: WebhookEndpointsRepository;
  let events: ProgramEventsService;
  let hookId = 0;

  beforeAll(async () => {
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false' } });
    db = app.app.get(TransactionRunner);
    history = app.app.get(WebhookDeliveryHistoryRepository);
    deliveries = app.app.get(WebhookDeliveriesRepository);
    endpoints = app.app.get(WebhookEndpointsRepository);
    events = app.app.get(ProgramEventsService);
  });

  afterAll(async () => {
    await app.close();
  });

  async function newEndpoint(): Promise<number> {
    const endpoint = await db.write((unit) => endpoints.insert(unit, endpointValues()));
    return endpoint.id;
  }

  async function insertEvent(registrationId: number, eventType: string, createdAt: Date): Promise<number> {
    const [id] = await insertChainedEvents(app, registrationId, [{ eventType, createdAt }]);
    return id;
  }

  function delivery(endpointId: number, overrides: Partial<NewDelivery> = {}): NewDelivery {
    hookId++;
    return {
      endpointId,
      eventId: null,
      eventCreatedAt: null,
      webhookId: `msg_history_${hookId}`,
      eventType: 'webhook.test',
      body: `{"n":${hookId}}`,
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

  async function insertDelivery(endpointId: number, status: DeliveryStatus, createdAt: Date): Promise<number> {
    const [id] = await db.write((unit) =>
      deliveries.insertMissing(unit, [
        delivery(endpointId, { status, createdAt, nextAttemptAt: null, attemptCount: 3, roundAttempts: 3 }),
      ]),
    );
    return id;
  }

  const find = (id: number) => app.dataSource.getRepository(WebhookDelivery).findOneByOrFail({ id });

  describe('failed deliveries', () => {
    it("should restart only the endpoint's failed and cancelled deliveries created at or after since, in id pages", async () => {
      const endpointId = await newEndpoint();
      const other = await newEndpoint();
      const before = await insertDelivery(endpointId, 'failed', at(999));
      const exactly = await insertDelivery(endpointId, 'failed', at(1000));
      const later = await insertDelivery(endpointId, 'failed', at(5000));
      const delivered = await insertDelivery(endpointId, 'delivered', at(2000));
      const cancelled = await insertDelivery(endpointId, 'cancelled', at(2000));
      const otherFailed = await insertDelivery(other, 'failed', at(2000));
      const page = (afterId: number, limit: number) => ({ endpointId, since: at(1000), afterId, limit });

      // Failed (retries spent) and cancelled (pending when a pause cancelled it) never reached the endpoint.
      expect(await db.read((unit) => history.countFailed(unit, page(0, 10)))).toBe(3);
      expect(await db.read((unit) => history.countFailed(unit, page(0, 1)))).toBe(1);
      const webhookIdBefore = (await find(exactly)).webhookId;

      const now = at(10_000);
      const first = await db.write((unit) => history.restartFailed(unit, page(0, 1), now));
      expect(first).toEqual([exactly]);
      const second = await db.write((unit) => history.restartFailed(unit, page(exactly, 1), now));
      expect(second).toEqual([later]);
      expect(await db.write((unit) => history.restartFailed(unit, page(later, 1), now))).toEqual([cancelled]);
      expect(await db.write((unit) => history.restartFailed(unit, page(cancelled, 1), now))).toEqual([]);

      const restarted = await find(exactly);
      expect(restarted).toMatchObject({
        status: 'pending',
        roundAttempts: 0,
        attemptCount: 3,
        webhookId: webhookIdBefore,
        leaseUntil: null,
      });
      expect(restarted.nextAttemptAt?.toISOString()).toBe(now.toISOString());
      for (const [id, status] of [
        [before, 'failed'],
        [delivered, 'delivered'],
        [cancelled, 'pending'],
        [otherFailed, 'failed'],
      ] as const) {
        expect((await find(id)).status).toBe(status);
      }
      expect(await db.read((unit) => history.countFailed(unit, page(0, 10)))).toBe(0);
    });
  });

  describe('missing deliveries', () => {
    it('should insert a delivery per (endpoint, event) once, and tell which events already have one', async () => {
      // The program first: an operator-wide endpoint existing then would get its program.created from the outbox.
      const program = await registerProgram(app);
      const endpointId = await newEndpoint();
      const first = await insertEvent(program.id, 'checklist.item_updated', at(0));
      const second = await insertEvent(program.id, 'checklist.item_updated', at(0));
      const third = await insertEvent(program.id, 'checklist.item_updated', at(0));

      const ids = await db.write((unit) =>
        deliveries.insertMissing(unit, [
          delivery(endpointId, { eventId: first, eventCreatedAt: at(0), nextAttemptAt: at(5) }),
          delivery(endpointId, { eventId: second, eventCreatedAt: at(0) }),
        ]),
      );
      expect(ids).toHaveLength(2);
      expect(await find(ids[0])).toMatchObject({ eventId: first, status: 'pending', endpointId });
      expect((await find(ids[0])).nextAttemptAt?.toISOString()).toBe(at(5).toISOString());

      const again = await db.write((unit) =>
        deliveries.insertMissing(unit, [
          delivery(endpointId, { eventId: second, eventCreatedAt: at(0) }),
          delivery(endpointId, { eventId: third, eventCreatedAt: at(0) }),
        ]),
      );
      expect(again).toHaveLength(1);
      expect((await find(again[0])).eventId).toBe(third);
      expect(await app.dataSource.getRepository(WebhookDelivery).countBy({ endpointId })).toBe(3);

      const had = await db.read((unit) => history.eventsWithDelivery(unit, endpointId, [first, third, third + 1000]));
      expect([...had].sort((a, b) => a - b)).toEqual([first, third]);
      const stranger = await newEndpoint();
      expect(await db.read((unit) => history.eventsWithDelivery(unit, stranger, [first]))).toEqual(new Set());
    });
  });

  describe('attempt statistics', () => {
    it('should count attempts in [since, until) by outcome and pick nearest-rank durations', async () => {
      const endpointId = await newEndpoint();
      const deliveryId = await insertDelivery(endpointId, 'failed', at(0));
      const outcomes: Array<[number | null, string | null, number, number]> = [
        // [status code, error, duration, attempted at]
        [200, null, 10, 1000],
        [204, null, 20, 1001],
        [404, null, 30, 1002],
        [410, null, 40, 1003],
        [500, null, 50, 1004],
        [503, null, 60, 1005],
        [null, 'timeout after 400 ms', 400, 1006],
        [null, 'network error: ECONNREFUSED', 5, 1007],
        [null, 'refused: 10.0.0.1 is not an allowed target', 1, 1008],
        [null, 'invalid URL', 2, 1009],
        [302, null, 70, 1010],
        [200, null, 999, 999], // before the window
        [200, null, 999, 2000], // at its end: excluded
      ];
      await app.dataSource.getRepository(WebhookAttempt).insert(
        outcomes.map(([statusCode, error, durationMs, ms], index) => ({
          deliveryId,
          endpointId,
          number: index + 1,
          attemptedAt: at(ms),
          statusCode,
          error,
          durationMs,
        })),
      );
      const window = { endpointId, since: at(1000), until: at(2000) };
      expect(await db.read((unit) => history.attemptCounts(unit, window))).toEqual({
        attempts: 11,
        successes: 2,
        http4xx: 2,
        http5xx: 2,
        timeout: 1,
        network: 1,
        refused: 1,
      });
      // Sorted: 1, 2, 5, 10, 20, 30, 40, 50, 60, 70, 400.
      const rank = (index: number) => db.read((unit) => history.durationAtRank(unit, window, index));
      expect(await rank(0)).toBe(1);
      expect(await rank(5)).toBe(30);
      expect(await rank(10)).toBe(400);
      expect(await rank(11)).toBeNull();
      const empty = { endpointId, since: at(3000), until: at(4000) };
      expect(await db.read((unit) => history.attemptCounts(unit, empty))).toEqual({
        attempts: 0,
        successes: 0,
        http4xx: 0,
        http5xx: 0,
        timeout: 0,
        network: 0,
        refused: 0,
      });
    });
  });

  describe('ProgramEventsService.createdSince', () => {
    it('should page events since a time by id, narrowed by program, partner and event types', async () => {
      const partner = `history-${Date.now()}`;
      const program = await registerProgram(app, { partner_slug: partner });
      const unpartnered = await registerProgram(app);
      const old = await insertEvent(program.id, 'checklist.item_updated', at(999));
      const checklist = await insertEvent(program.id, 'checklist.item_updated', at(1000));
      const handoff = await insertEvent(program.id, 'handoff_record.created', at(1001));
      const status = await insertEvent(program.id, 'program.status_changed', at(1002));
      const elsewhere = await insertEvent(unpartnered.id, 'checklist.item_updated', at(1003));
      const query: EventsSinceQuery = {
        since: at(1000),
        afterId: 0,
        limit: 100,
        registrationId: null,
        partnerSlug: partner,
        eventTypes: null,
      };
      const ids = async (overrides: Partial<EventsSinceQuery>) =>
        (await db.read((unit) => events.createdSince(unit, { ...query, ...overrides }))).map((item) => item.event.id);

      const all = await db.read((unit) => events.createdSince(unit, query));
      // program.created of the partner's program is recent: it is after `since` too.
      expect(all.map((item) => item.event.eventType)).toEqual([
        'program.created',
        'checklist.item_updated',
        'handoff_record.created',
        'program.status_changed',
      ]);
      expect(all[1]).toMatchObject({
        event: { id: checklist, registrationId: program.id, payload: {}, createdAt: at(1000) },
        program: { id: program.id, reference: program.reference, partnerSlug: partner },
      });
      expect(await ids({ eventTypes: ['handoff_record.*', 'program.status_changed'] })).toEqual([handoff, status]);
      expect(await ids({ afterId: checklist, limit: 1 })).toEqual([handoff]);
      expect(await ids({ partnerSlug: null, registrationId: unpartnered.id, since: at(1003) })).toContain(elsewhere);
      expect(await ids({ partnerSlug: null, registrationId: program.id, since: at(0) })).toContain(old);
      expect(await ids({ partnerSlug: null, registrationId: program.id })).not.toContain(old);
    });
  });

  describe(`${EndpointRecoveryService.name} bounds`, () => {
    const operator: EndpointManager = { kind: 'operator', actor: BOOTSTRAP_ACTOR };
    const input = (dryRun = false) => ({ since: at(0).toISOString(), dry_run: dryRun });

    it(`should queue at most ${MAX_QUEUED_PER_CALL} failed deliveries per call and say more remain`, async () => {
      const recovery = app.app.get(EndpointRecoveryService);
      const endpointId = await newEndpoint();
      const rows = Array.from({ length: MAX_QUEUED_PER_CALL + 1 }, () =>
        delivery(endpointId, { status: 'failed', nextAttemptAt: null, createdAt: at(1) }),
      );
      for (let start = 0; start < rows.length; start += 2000) {
        await db.write((unit) => deliveries.insertMissing(unit, rows.slice(start, start + 2000)));
      }
      expect(await recovery.recover(operator, endpointId, input(true))).toEqual({
        queued: MAX_QUEUED_PER_CALL,
        dry_run: true,
        more: true,
      });
      expect(await recovery.recover(operator, endpointId, input())).toEqual({
        queued: MAX_QUEUED_PER_CALL,
        dry_run: false,
        more: true,
      });
      expect(await recovery.recover(operator, endpointId, input())).toEqual({ queued: 1, dry_run: false, more: false });
      expect(await app.dataSource.getRepository(WebhookDelivery).countBy({ endpointId, status: 'pending' })).toBe(
        MAX_QUEUED_PER_CALL + 1,
      );
    });

    it(`should replay at most ${MAX_QUEUED_PER_CALL} missing events per call, then the rest, then none`, async () => {
      const recovery = app.app.get(EndpointRecoveryService);
      const program = await registerProgram(app);
      await insertChainedEvents(
        app,
        program.id,
        Array.from({ length: MAX_QUEUED_PER_CALL }, () => ({ eventType: 'checklist.item_updated', createdAt: at(2) })),
      );
      const endpointId = await db.write(async (unit) => {
        const endpoint = await endpoints.insert(unit, endpointValues({ registrationId: program.id }));
        return endpoint.id;
      });
      // Its program.created and the 10,000 events above.
      expect(await recovery.replayMissing(operator, endpointId, input())).toEqual({
        queued: MAX_QUEUED_PER_CALL,
        dry_run: false,
        more: true,
      });
      expect(await recovery.replayMissing(operator, endpointId, input(true))).toEqual({
        queued: 1,
        dry_run: true,
        more: false,
      });
      expect(await recovery.replayMissing(operator, endpointId, input())).toEqual({
        queued: 1,
        dry_run: false,
        more: false,
      });
      expect(await recovery.replayMissing(operator, endpointId, input())).toEqual({
        queued: 0,
        dry_run: false,
        more: false,
      });
      expect(await app.dataSource.getRepository(WebhookDelivery).countBy({ endpointId })).toBe(MAX_QUEUED_PER_CALL + 1);
    });
  });
});
