import { Webhook } from 'standardwebhooks';
import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { deliveryQueueOfDialect } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';

const SETTINGS = {
  WEBHOOK_RETRY_SCHEDULE_MS: '30,30',
  WEBHOOK_TIMEOUT_MS: '2000',
  SWEEPER_INTERVAL_MS: '200',
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

// The answers of the new routes, until the generated client schema has them.
interface RecoveryOut {
  queued: number;
  dry_run: boolean;
  more: boolean;
}
interface DeliveryOut {
  id: number;
  event_id: number | null;
  event_type: string;
  webhook_id: string;
  status: string;
}

let partners = 0;
/** A partner slug no other test uses: endpoints filtered to it receive only this test's events. */
const freshPartner = () => `recovery-${process.pid}-${++partners}`;

/** Verifies a delivery with the Standard Webhooks reference library; answers its payload. */
function verified(request: ReceivedRequest, secret = SECRET): Record<string, unknown> {
  return new Webhook(secret).verify(request.body, {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  }) as Record<string, unknown>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Webhook endpoint recovery (recover, replay-missing)', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;
  const toggles = new Map<string, boolean>();

  // On PostgreSQL through BullMQ on Redis, as in production; in process on SQLite.
  const queue = deliveryQueueOfDialect(testDialect);

  beforeAll(async () => {
    app = await startTestApp({ env: { ...SETTINGS, ...queue.env } });
  });

  afterAll(async () => {
    await app.close();
    await queue.release();
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
  ): Promise<number> {
    const response = await app.http
      .post(`${base}/endpoints`)
      .set(headers)
      .send({ url: receiver.url(), secret: SECRET, ...body })
      .expect(200);
    return (response.body as { id: number }).id;
  }

  async function deliveries(endpointId: number): Promise<DeliveryOut[]> {
    const response = await app.http
      .get(`/api/operator/endpoints/${endpointId}/deliveries`)
      .set(ADMIN_HEADERS)
      .expect(200);
    return (response.body as { deliveries: DeliveryOut[] }).deliveries;
  }

  async function waitFor(endpointId: number, done: (list: DeliveryOut[]) => boolean): Promise<DeliveryOut[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const list = await deliveries(endpointId);
      if (done(list)) {
        return list;
      }
      if (Date.now() > deadline) {
        throw new Error(`deliveries did not settle: ${JSON.stringify(list)}`);
      }
      await pause(25);
    }
  }

  /** One `checklist.item_updated` event of the program per call. */
  async function checklistEvent(reference: string): Promise<void> {
    const done = !(toggles.get(reference) ?? false);
    toggles.set(reference, done);
    await app.http
      .patch(`/api/checklist/${reference}/items/aml_programme`)
      .set(ADMIN_HEADERS)
      .send({ done })
      .expect(200);
  }

  async function eventIdsOf(reference: string, type?: string): Promise<number[]> {
    const response = await app.http.get(`/api/programs/${reference}/events`).set(ADMIN_HEADERS).expect(200);
    return bodyOf<'ProgramEventsList'>(response)
      .events.filter((event) => type === undefined || event.event_type === type)
      .map((event) => event.id);
  }

  const call = (
    endpointId: number,
    action: 'recover' | 'replay-missing',
    body: Record<string, unknown>,
    base = '/api/operator',
    headers: Record<string, string> = ADMIN_HEADERS,
  ) => app.http.post(`${base}/endpoints/${endpointId}/${action}`).set(headers).send(body);

  describe('recover', () => {
    it('should send failed deliveries again with the same webhook-id and body, after a dry run that changes nothing', async () => {
      receiver.respondWith(() => ({ status: 500 }));
      const partner = freshPartner();
      const t0 = new Date().toISOString();
      const endpointId = await createEndpoint({ partner_slug: partner });
      const program = await registerProgram(app, { client_role: 'business', partner_slug: partner });
      await checklistEvent(program.reference);
      // Two deliveries × three attempts (the first and two retries): too few to open the breaker.
      const failed = await waitFor(endpointId, (list) => list.length === 2 && list.every((d) => d.status === 'failed'));
      expect(receiver.requests).toHaveLength(6);
      const firstBodies = new Map(
        receiver.requests.map((request) => [String(request.headers['webhook-id']), request.body]),
      );
      expect([...firstBodies.keys()].sort()).toEqual(failed.map((d) => d.webhook_id).sort());
      receiver.respondWith(() => ({ status: 200 }));

      const dry = await call(endpointId, 'recover', { since: t0, dry_run: true }).expect(200);
      expect(dry.body as RecoveryOut).toEqual({ queued: 2, dry_run: true, more: false });
      await pause(400);
      expect(receiver.requests).toHaveLength(6);
      expect((await deliveries(endpointId)).map((d) => d.status)).toEqual(['failed', 'failed']);

      const later = new Date(Date.now() + 1000).toISOString();
      expect((await call(endpointId, 'recover', { since: later }).expect(200)).body as RecoveryOut).toEqual({
        queued: 0,
        dry_run: false,
        more: false,
      });

      const recovered = await call(endpointId, 'recover', { since: t0 }).expect(200);
      expect(recovered.body as RecoveryOut).toEqual({ queued: 2, dry_run: false, more: false });
      const resent = (await receiver.waitFor(8)).slice(6);
      for (const request of resent) {
        const id = String(request.headers['webhook-id']);
        expect(firstBodies.get(id)).toBe(request.body);
        expect(verified(request)).toMatchObject({ program_id: program.reference });
      }
      expect(new Set(resent.map((request) => String(request.headers['webhook-id'])))).toEqual(
        new Set(firstBodies.keys()),
      );
      await waitFor(endpointId, (list) => list.every((d) => d.status === 'delivered'));
      // Nothing failed is left: a second call queues nothing.
      expect(((await call(endpointId, 'recover', { since: t0 }).expect(200)).body as RecoveryOut).queued).toBe(0);

      // Each real run is in the operator log (the dry run is not), with who ran it and how many it queued.
      const log = await app.http.get('/api/operator/audit-log').set(ADMIN_HEADERS).expect(200);
      const runs = bodyOf<'OperatorAuditLogPage'>(log)
        .entries.filter((entry) => (entry.detail as { endpoint_id?: number }).endpoint_id === endpointId)
        .filter((entry) => entry.action === 'webhook_endpoint.recovered')
        .map((entry) => [entry.actor?.type, (entry.detail as { queued: number }).queued])
        .reverse();
      expect(runs).toEqual([
        ['bootstrap', 0],
        ['bootstrap', 2],
        ['bootstrap', 0],
      ]);
    });

    it('should send again, once resumed, the deliveries a pause cancelled, with their webhook-id', async () => {
      // A minute's Retry-After keeps the first attempt's delivery pending (not failed) while the endpoint is paused.
      receiver.respondWith(() => ({ status: 503, headers: { 'retry-after': '60' } }));
      const partner = freshPartner();
      const t0 = new Date().toISOString();
      const endpointId = await createEndpoint({ partner_slug: partner });
      await registerProgram(app, { client_role: 'business', partner_slug: partner });
      const [first] = await receiver.waitFor(1);
      await waitFor(endpointId, (list) => list.length === 1 && list[0].status === 'pending');
      const endpointPath = `/api/operator/endpoints/${endpointId}`;
      await app.http.patch(endpointPath).set(ADMIN_HEADERS).send({ active: false }).expect(200);
      expect((await deliveries(endpointId)).map((d) => d.status)).toEqual(['cancelled']);
      await app.http.patch(endpointPath).set(ADMIN_HEADERS).send({ active: true }).expect(200);
      receiver.respondWith(() => ({ status: 200 }));
      // A cancelled delivery is not missing (it exists): replay leaves it to recover.
      expect(((await call(endpointId, 'replay-missing', { since: t0 }).expect(200)).body as RecoveryOut).queued).toBe(
        0,
      );

      const dry = await call(endpointId, 'recover', { since: t0, dry_run: true }).expect(200);
      expect(dry.body as RecoveryOut).toEqual({ queued: 1, dry_run: true, more: false });
      const recovered = await call(endpointId, 'recover', { since: t0 }).expect(200);
      expect(recovered.body as RecoveryOut).toEqual({ queued: 1, dry_run: false, more: false });
      const [, resent] = await receiver.waitFor(2);
      expect(resent.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(resent.body).toBe(first.body);
      verified(resent);
      await waitFor(endpointId, (list) => list.length === 1 && list[0].status === 'delivered');
      expect(receiver.requests).toHaveLength(2);
    });

    it('should refuse a paused endpoint with 409 and bad input with 422, changing nothing', async () => {
      receiver.respondWith(() => ({ status: 500 }));
      const partner = freshPartner();
      const t0 = new Date().toISOString();
      const endpointId = await createEndpoint({ partner_slug: partner });
      await registerProgram(app, { client_role: 'business', partner_slug: partner });
      await waitFor(endpointId, (list) => list.length === 1 && list[0].status === 'failed');

      for (const body of [
        {},
        { since: '2026-01-01T00:00:00' },
        { since: 'yesterday' },
        { since: t0, dry_run: 'maybe' },
      ]) {
        const refused = await call(endpointId, 'recover', body).expect(422);
        expect(bodyOf<'HTTPValidationError'>(refused).detail[0].loc[0]).toBe('body');
      }
      await app.http
        .patch(`/api/operator/endpoints/${endpointId}`)
        .set(ADMIN_HEADERS)
        .send({ active: false })
        .expect(200);
      for (const action of ['recover', 'replay-missing'] as const) {
        const conflict = await call(endpointId, action, { since: t0 }).expect(409);
        expect(bodyOf<'HTTPError'>(conflict).code).toBe('webhook_inactive');
        await call(endpointId, action, { since: t0, dry_run: true }).expect(409);
      }
      expect((await deliveries(endpointId)).map((d) => d.status)).toEqual(['failed']);
      await call(999_999, 'recover', { since: t0 }).expect(404);
      await app.http.delete(`/api/operator/endpoints/${endpointId}`).set(ADMIN_HEADERS).expect(200);
      await call(endpointId, 'recover', { since: t0 }).expect(404);
    });
  });

  describe('replay-missing', () => {
    it('should send an endpoint created later exactly the events its filters select, once', async () => {
      const partner = freshPartner();
      const t0 = new Date().toISOString();
      // Existed all along: what the outbox wrote for it is the body a replay must reproduce.
      const observer = await WebhookReceiver.start();
      try {
        const observerId = await createEndpoint({ partner_slug: partner, url: observer.url() });
        const program = await registerProgram(app, { client_role: 'business', partner_slug: partner });
        await checklistEvent(program.reference);
        const otherPartner = await registerProgram(app, { client_role: 'business', partner_slug: freshPartner() });
        await checklistEvent(otherPartner.reference);
        await observer.waitFor(2);

        const endpointId = await createEndpoint({ partner_slug: partner, event_types: ['checklist.*'] });
        await pause(300);
        expect(receiver.requests).toHaveLength(0);

        const dry = await call(endpointId, 'replay-missing', { since: t0, dry_run: true }).expect(200);
        expect(dry.body as RecoveryOut).toEqual({ queued: 1, dry_run: true, more: false });
        expect(await deliveries(endpointId)).toEqual([]);

        const replayed = await call(endpointId, 'replay-missing', { since: t0 }).expect(200);
        expect(replayed.body as RecoveryOut).toEqual({ queued: 1, dry_run: false, more: false });
        const [request] = await receiver.waitFor(1);
        const payload = verified(request);
        expect(payload).toMatchObject({ event: 'checklist.item_updated', program_id: program.reference });
        expect(payload.event_id).toBe((await eventIdsOf(program.reference, 'checklist.item_updated'))[0]);
        const original = observer.requests.find(
          (sent) => (JSON.parse(sent.body) as { event: string }).event === 'checklist.item_updated',
        );
        // The same body as the outbox wrote, field for field (PostgreSQL's jsonb may order `data`'s keys otherwise).
        expect(JSON.parse(request.body)).toEqual(JSON.parse(original?.body ?? '{}'));
        expect(request.headers['webhook-id']).not.toBe(original?.headers['webhook-id']);

        expect((await call(endpointId, 'replay-missing', { since: t0 }).expect(200)).body as RecoveryOut).toEqual({
          queued: 0,
          dry_run: false,
          more: false,
        });
        await pause(300);
        expect(receiver.requests).toHaveLength(1);
        // The observer got everything as it happened: nothing is missing there.
        expect(((await call(observerId, 'replay-missing', { since: t0 }).expect(200)).body as RecoveryOut).queued).toBe(
          0,
        );
      } finally {
        await observer.close();
      }
    });

    it('should send a paused-then-resumed endpoint only the events of its pause', async () => {
      const partner = freshPartner();
      const t0 = new Date().toISOString();
      const endpointId = await createEndpoint({ partner_slug: partner });
      const program = await registerProgram(app, { client_role: 'business', partner_slug: partner });
      await receiver.waitFor(1);
      await app.http
        .patch(`/api/operator/endpoints/${endpointId}`)
        .set(ADMIN_HEADERS)
        .send({ active: false })
        .expect(200);
      await checklistEvent(program.reference);
      await checklistEvent(program.reference);
      await app.http
        .patch(`/api/operator/endpoints/${endpointId}`)
        .set(ADMIN_HEADERS)
        .send({ active: true })
        .expect(200);
      await checklistEvent(program.reference);
      await receiver.waitFor(2);
      const during = (await eventIdsOf(program.reference, 'checklist.item_updated')).slice(0, 2);

      const replayed = await call(endpointId, 'replay-missing', { since: t0 }).expect(200);
      expect(replayed.body as RecoveryOut).toEqual({ queued: 2, dry_run: false, more: false });
      const sent = (await receiver.waitFor(4)).slice(2).map((request) => verified(request).event_id as number);
      expect(sent.sort((a, b) => a - b)).toEqual(during);
      expect(((await call(endpointId, 'replay-missing', { since: t0 }).expect(200)).body as RecoveryOut).queued).toBe(
        0,
      );
      await pause(300);
      expect(receiver.requests).toHaveLength(4);
    });

    it("should replay to a partner's endpoint only its own programs' events", async () => {
      const own = freshPartner();
      const key = await issueApiKey(app, own);
      const t0 = new Date().toISOString();
      const mine = await registerProgram(app, { client_role: 'business', partner_slug: own });
      const theirs = await registerProgram(app, { client_role: 'business', partner_slug: freshPartner() });
      const unpartnered = await registerProgram(app, { client_role: 'business' });
      await checklistEvent(theirs.reference);
      await checklistEvent(unpartnered.reference);
      const endpointId = await createEndpoint({}, partnerHeaders(key), '/api/partner');

      const replayed = await call(
        endpointId,
        'replay-missing',
        { since: t0 },
        '/api/partner',
        partnerHeaders(key),
      ).expect(200);
      expect(replayed.body as RecoveryOut).toEqual({ queued: 1, dry_run: false, more: false });
      const [request] = await receiver.waitFor(1);
      expect(verified(request)).toMatchObject({ event: 'program.created', program_id: mine.reference });
      await pause(300);
      expect(receiver.requests).toHaveLength(1);
    });
  });

  describe('partner scope', () => {
    it("should answer 404 to a partner on another partner's or an operator's endpoint, and change nothing", async () => {
      const partner = freshPartner();
      const intruder = await issueApiKey(app, freshPartner());
      const ownerKey = await issueApiKey(app, partner);
      const t0 = new Date().toISOString();
      receiver.respondWith(() => ({ status: 500 }));
      const partnersEndpoint = await createEndpoint({}, partnerHeaders(ownerKey), '/api/partner');
      const operatorsEndpoint = await createEndpoint({ partner_slug: partner });
      await registerProgram(app, { client_role: 'business', partner_slug: partner });
      for (const id of [partnersEndpoint, operatorsEndpoint]) {
        await waitFor(id, (list) => list.length === 1 && list[0].status === 'failed');
      }
      for (const id of [partnersEndpoint, operatorsEndpoint]) {
        for (const action of ['recover', 'replay-missing'] as const) {
          const refused = await call(id, action, { since: t0 }, '/api/partner', partnerHeaders(intruder)).expect(404);
          expect(bodyOf<'HTTPError'>(refused).code).toBe('webhook_endpoint_not_found');
        }
        await app.http.get(`/api/partner/endpoints/${id}/stats`).set(partnerHeaders(intruder)).expect(404);
        expect((await deliveries(id)).map((d) => d.status)).toEqual(['failed']);
      }
      // The operator's endpoint is not the partner's either, though it is about the partner's programs.
      await call(operatorsEndpoint, 'recover', { since: t0 }, '/api/partner', partnerHeaders(ownerKey)).expect(404);
      const own = await call(
        partnersEndpoint,
        'recover',
        { since: t0, dry_run: true },
        '/api/partner',
        partnerHeaders(ownerKey),
      );
      expect(own.status).toBe(200);
      expect(own.body as RecoveryOut).toEqual({ queued: 1, dry_run: true, more: false });
    });
  });
});
