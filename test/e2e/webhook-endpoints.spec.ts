import { Webhook } from 'standardwebhooks';
import { ADMIN_HEADERS, issueApiKey, IssuedApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { deliveryQueueOfDialect } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';
import { ReceivedRequest, WebhookReceiver } from '../support/webhook-receiver';

type EndpointOut = Schemas['WebhookEndpointWithSecret'];
type DeliveryOut = Schemas['WebhookDeliveryView'];

const SETTINGS = {
  WEBHOOK_RETRY_SCHEDULE_MS: '30,30,30',
  // Far above a loaded machine's answer time: no test here is about timeouts.
  WEBHOOK_TIMEOUT_MS: '5000',
  SWEEPER_INTERVAL_MS: '200',
  // The rotation test waits it out, so it costs its length once; it must outlast signing one delivery under load.
  WEBHOOK_SECRET_ROTATION_GRACE_S: '5',
};

/** How long a poll waits for the state it expects before it fails with the last state it read. */
const DEADLINE_MS = 10_000;

/** Verifies a delivery with the Standard Webhooks reference library, as a receiver would; answers its payload. */
function verified(request: ReceivedRequest, secret: string): Record<string, unknown> {
  const headers = {
    'webhook-id': String(request.headers['webhook-id']),
    'webhook-timestamp': String(request.headers['webhook-timestamp']),
    'webhook-signature': String(request.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(request.body, headers) as Record<string, unknown>;
}

function payloadOf(request: ReceivedRequest): Record<string, unknown> {
  return JSON.parse(request.body) as Record<string, unknown>;
}

function eventsOf(receiver: WebhookReceiver, reference?: string): string[] {
  return receiver.requests
    .map(payloadOf)
    .filter((payload) => reference === undefined || payload.program_id === reference)
    .map((payload) => String(payload.event));
}

/** Reads until `done` holds for what `read` answers; fails after DEADLINE_MS with the last answer. */
async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + DEADLINE_MS;
  for (;;) {
    const value = await read();
    if (done(value)) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`${what} did not settle within ${DEADLINE_MS} ms: ${JSON.stringify(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('Webhook endpoints (operator-wide, partner, filtered)', () => {
  let app: TestApp;
  let receiver: WebhookReceiver;

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
    // Every endpoint a test made stops receiving, so later tests' events go only to their own.
    const list = await app.http.get('/api/operator/endpoints').set(ADMIN_HEADERS).expect(200);
    for (const endpoint of bodyOf<'WebhookEndpointList'>(list).endpoints) {
      await app.http.delete(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN_HEADERS).expect(200);
    }
    await receiver.close();
  });

  async function createEndpoint(body: Record<string, unknown>, path = '/hook'): Promise<EndpointOut> {
    const response = await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN_HEADERS)
      .send({ url: receiver.url(path), ...body })
      .expect(200);
    return bodyOf<'WebhookEndpointWithSecret'>(response);
  }

  async function endpointCount(): Promise<number> {
    return (await app.dataSource.query<Array<{ n: number | string }>>('SELECT COUNT(*) AS n FROM webhook_endpoints'))
      .map((row) => Number(row.n))
      .reduce((a, b) => a + b, 0);
  }

  async function deliveriesOf(endpointId: number): Promise<DeliveryOut[]> {
    const response = await app.http
      .get(`/api/operator/endpoints/${endpointId}/deliveries`)
      .set(ADMIN_HEADERS)
      .expect(200);
    return bodyOf<'WebhookDeliveryList'>(response).deliveries;
  }

  /**
   * Waits until no delivery of these endpoints is pending, and answers them. The outbox writes an event's deliveries
   * in the event's own transaction and a delivery leaves `pending` only once its receiver answered (or it gave up), so
   * then every request the endpoints will ever get for the events written so far has reached the receiver.
   */
  async function settle(...endpointIds: number[]): Promise<DeliveryOut[]> {
    return eventually(
      'deliveries',
      async () => (await Promise.all(endpointIds.map(deliveriesOf))).flat(),
      (list) => list.every((delivery) => delivery.status !== 'pending'),
    );
  }

  async function eventTypesOf(reference: string): Promise<string[]> {
    const events = await app.http.get(`/api/programs/${reference}/events`).set(ADMIN_HEADERS).expect(200);
    return (events.body as { events: Array<{ event_type: string }> }).events.map((event) => event.event_type);
  }

  async function moveStatus(reference: string, status: string, note?: string): Promise<void> {
    await app.http
      .patch(`/api/admin/registrations/${reference}`)
      .set(ADMIN_HEADERS)
      .send({ status, ...(note ? { status_note: note } : {}) })
      .expect(200);
  }

  describe('access', () => {
    it('should refuse every endpoint route without an owner credential, and a partner token on operator routes', async () => {
      const partner = await issueApiKey(app, 'access-bank');
      const routes: Array<[string, string]> = [
        ['post', '/api/operator/endpoints'],
        ['get', '/api/operator/endpoints'],
        ['get', '/api/operator/endpoints/1'],
        ['patch', '/api/operator/endpoints/1'],
        ['delete', '/api/operator/endpoints/1'],
        ['post', '/api/operator/endpoints/1/rotate-secret'],
        ['post', '/api/operator/endpoints/1/test'],
        ['get', '/api/operator/endpoints/1/deliveries'],
      ];
      for (const [method, path] of routes) {
        const call = (app.http as unknown as Record<string, (path: string) => import('supertest').Test>)[method];
        await call(path).send({}).expect(401);
        await call(path).set(partnerHeaders(partner)).send({}).expect(401);
      }
      await app.http.get('/api/partner/endpoints').expect(401);
      await app.http.get('/api/partner/endpoints').set(ADMIN_HEADERS).expect(401);
    });
  });

  describe('operator-wide endpoints', () => {
    it('should generate a secret shown once, and deliver every program its events, verified by the reference library', async () => {
      const endpoint = await createEndpoint({ description: 'all programs' });
      expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint).toMatchObject({ owner: 'operator', reference: null, partner_slug: null, has_secret: true });

      const first = await registerProgram(app);
      const second = await registerProgram(app);
      await moveStatus(first.reference, 'reviewing');
      await receiver.waitFor(3);

      expect(eventsOf(receiver, first.reference)).toEqual(['program.created', 'program.status_changed']);
      expect(eventsOf(receiver, second.reference)).toEqual(['program.created']);
      for (const request of receiver.requests) {
        expect(verified(request, endpoint.secret!)).toMatchObject({
          program_id: expect.stringMatching(/^PRG-/) as unknown,
        });
      }
      const shown = await app.http.get(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN_HEADERS).expect(200);
      expect(JSON.stringify(shown.body)).not.toContain(endpoint.secret!.slice(6, 20));
    });

    it('should send the documented body: its keys in order, the partner view of the payload as data, the actor type', async () => {
      await createEndpoint({
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        event_types: ['program.status_changed'],
      });
      const program = await registerProgram(app);

      await moveStatus(program.reference, 'reviewing', 'Suspected structuring: keep internal');
      const [request] = await receiver.waitFor(1);

      const body = payloadOf(request);
      expect(Object.keys(body)).toEqual([
        'event',
        'program_id',
        'handoff_ref',
        'timestamp',
        'event_id',
        'data',
        'actor_type',
      ]);
      expect(body).toMatchObject({
        event: 'program.status_changed',
        program_id: program.reference,
        handoff_ref: null,
        event_id: expect.any(Number) as unknown,
        data: { from: 'pending', to: 'reviewing' },
        actor_type: 'bootstrap',
      });
      expect(request.body).not.toContain('structuring');
      expect(body.data).not.toHaveProperty('note');
    });

    it('should deliver only the types its filter selects, exact or by prefix', async () => {
      const checklist = await createEndpoint({ event_types: ['checklist.*'] }, '/checklist');
      const created = await createEndpoint({ event_types: ['program.created'] }, '/created');
      const program = await registerProgram(app, { client_role: 'business' });

      await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
      await moveStatus(program.reference, 'reviewing');
      await receiver.waitFor(2);
      await settle(checklist.id, created.id);

      const byPath = (path: string) =>
        receiver.requests.filter((request) => request.path === path).map((request) => payloadOf(request).event);
      expect(byPath('/checklist')).toEqual(['checklist.item_updated']);
      expect(byPath('/created')).toEqual(['program.created']);
    });

    it("should deliver only one partner's programs when scoped to it", async () => {
      const scoped = await createEndpoint({ partner_slug: 'scoped-bank' });
      const theirs = await registerProgram(app, { partner_slug: 'scoped-bank' });
      const other = await registerProgram(app, { partner_slug: 'other-bank' });
      const none = await registerProgram(app);

      await moveStatus(other.reference, 'reviewing');
      await moveStatus(none.reference, 'reviewing');
      await moveStatus(theirs.reference, 'reviewing');
      await receiver.waitFor(2);
      await settle(scoped.id);

      expect(receiver.requests.map((request) => payloadOf(request).program_id)).toEqual([
        theirs.reference,
        theirs.reference,
      ]);
    });

    it('should show per-program webhooks in the same model, and keep the per-program list to them', async () => {
      const program = await registerProgram(app);
      const legacy = await app.http
        .post('/api/operator/webhooks')
        .set(ADMIN_HEADERS)
        .send({ reference: program.reference, url: receiver.url('/legacy'), secret: null })
        .expect(200);
      const wide = await createEndpoint({});

      const all = bodyOf<'WebhookEndpointList'>(
        await app.http.get('/api/operator/endpoints').set(ADMIN_HEADERS).expect(200),
      );
      const legacyId = (legacy.body as { id: number }).id;
      expect(all.endpoints.find((endpoint) => endpoint.id === legacyId)).toMatchObject({
        reference: program.reference,
        has_secret: false,
      });
      const perProgram = await app.http.get('/api/operator/webhooks').set(ADMIN_HEADERS).expect(200);
      const ids = bodyOf<'OperatorWebhookList'>(perProgram).webhooks.map((webhook) => webhook.id);
      expect(ids).toContain(legacyId);
      expect(ids).not.toContain(wide.id);
    });

    it.each([
      ['an unknown type', { event_types: ['program.exploded'] }],
      ['a bare wildcard', { event_types: ['*'] }],
      ['an unknown prefix', { event_types: ['nothing.*'] }],
      ['an empty filter', { event_types: [] }],
      ['a filter that is not a list', { event_types: 'program.created' }],
      ['a timeout beyond WEBHOOK_TIMEOUT_MS', { timeout_ms: Number(SETTINGS.WEBHOOK_TIMEOUT_MS) + 1 }],
      ['a rate limit of zero', { rate_limit_per_s: 0 }],
      ['both a program and a partner', { reference: 'PRG-000001', partner_slug: 'acme' }],
      ['a short secret', { secret: 'whsec_c2hvcnQ=' }],
      ['a URL with credentials', { url: 'https://user:pw@example.com/hook' }],
    ])('should refuse %s with 422 and create nothing', async (_case, body) => {
      const before = await endpointCount();

      const response = await app.http
        .post('/api/operator/endpoints')
        .set(ADMIN_HEADERS)
        .send({ url: receiver.url(), ...body })
        .expect(422);

      expect(bodyOf<'HTTPValidationError'>(response).detail.length).toBeGreaterThan(0);
      expect(await endpointCount()).toBe(before);
    });

    it('should answer 404 for a program filter that names no program, creating nothing', async () => {
      const before = await endpointCount();
      await app.http
        .post('/api/operator/endpoints')
        .set(ADMIN_HEADERS)
        .send({ url: receiver.url(), reference: 'PRG-999999' })
        .expect(404);
      expect(await endpointCount()).toBe(before);
    });
  });

  describe('changes', () => {
    it('should apply a PATCH of the filters, keep absent fields, and clear a field sent as null', async () => {
      const endpoint = await createEndpoint({
        description: 'kept',
        event_types: ['program.created'],
        timeout_ms: 1000,
      });

      const patched = await app.http
        .patch(`/api/operator/endpoints/${endpoint.id}`)
        .set(ADMIN_HEADERS)
        .send({ event_types: ['program.status_changed'], timeout_ms: null })
        .expect(200);

      expect(bodyOf<'WebhookEndpointOut'>(patched)).toMatchObject({
        description: 'kept',
        event_types: ['program.status_changed'],
        timeout_ms: null,
      });
      const program = await registerProgram(app);
      await moveStatus(program.reference, 'reviewing');
      await receiver.waitFor(1);
      await settle(endpoint.id);
      expect(eventsOf(receiver)).toEqual(['program.status_changed']);
    });

    it('should deliver nothing while paused and again once resumed', async () => {
      const endpoint = await createEndpoint({});
      await app.http
        .patch(`/api/operator/endpoints/${endpoint.id}`)
        .set(ADMIN_HEADERS)
        .send({ active: false })
        .expect(200);

      const whilePaused = await registerProgram(app);
      // Deliveries are written in the event's transaction: a paused endpoint gets none, now or once resumed.
      expect(await deliveriesOf(endpoint.id)).toEqual([]);
      expect(receiver.requests).toHaveLength(0);

      await app.http
        .patch(`/api/operator/endpoints/${endpoint.id}`)
        .set(ADMIN_HEADERS)
        .send({ active: true })
        .expect(200);
      const afterwards = await registerProgram(app);
      await receiver.waitFor(1);
      // The later event's delivery done and none pending: anything sent for the paused one would have arrived too.
      expect(await settle(endpoint.id)).toHaveLength(1);
      expect(receiver.requests.map((request) => payloadOf(request).program_id)).toEqual([afterwards.reference]);
      expect(whilePaused.reference).not.toBe(afterwards.reference);
    });

    it('should soft-delete: gone from the list and GET, its deliveries still readable', async () => {
      const endpoint = await createEndpoint({});
      await registerProgram(app);
      await receiver.waitFor(1);

      await app.http.delete(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN_HEADERS).expect(200);

      await app.http.get(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN_HEADERS).expect(404);
      await app.http.delete(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN_HEADERS).expect(404);
      const deliveries = await app.http
        .get(`/api/operator/endpoints/${endpoint.id}/deliveries`)
        .set(ADMIN_HEADERS)
        .expect(200);
      expect(bodyOf<'WebhookDeliveryList'>(deliveries).deliveries).toHaveLength(1);
    });

    it('should record every change in the operator log with its actor and never the secret', async () => {
      const endpoint = await createEndpoint({});
      await app.http
        .patch(`/api/operator/endpoints/${endpoint.id}`)
        .set(ADMIN_HEADERS)
        .send({ description: 'x' })
        .expect(200);
      await app.http.post(`/api/operator/endpoints/${endpoint.id}/rotate-secret`).set(ADMIN_HEADERS).expect(200);
      await app.http.delete(`/api/operator/endpoints/${endpoint.id}`).set(ADMIN_HEADERS).expect(200);

      const log = bodyOf<'OperatorAuditLogPage'>(
        await app.http.get('/api/operator/audit-log').set(ADMIN_HEADERS).expect(200),
      );
      const mine = log.entries.filter(
        (entry) => (entry.detail as { endpoint_id?: number }).endpoint_id === endpoint.id,
      );
      expect(mine.map((entry) => entry.action).reverse()).toEqual([
        'webhook_endpoint.created',
        'webhook_endpoint.updated',
        'webhook_endpoint.secret_rotated',
        'webhook_endpoint.deleted',
      ]);
      expect(mine.every((entry) => entry.actor?.type === 'bootstrap')).toBe(true);
      expect(JSON.stringify(log)).not.toContain(endpoint.secret!.slice(6, 20));
    });
  });

  describe('secret rotation', () => {
    it('should sign with both secrets during the overlap, then with the new one only', async () => {
      const endpoint = await createEndpoint({});
      const rotated = bodyOf<'SecretRotation'>(
        await app.http.post(`/api/operator/endpoints/${endpoint.id}/rotate-secret`).set(ADMIN_HEADERS).expect(200),
      );
      expect(rotated.secret).not.toBe(endpoint.secret);
      expect(Date.parse(rotated.previous_secret_expires_at)).toBeGreaterThan(Date.now());

      await registerProgram(app);
      const [during] = await receiver.waitFor(1);
      expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
      expect(verified(during, endpoint.secret!)).toMatchObject({ event: 'program.created' });
      expect(verified(during, rotated.secret)).toMatchObject({ event: 'program.created' });

      await new Promise((resolve) =>
        setTimeout(resolve, Date.parse(rotated.previous_secret_expires_at) - Date.now() + 50),
      );
      await registerProgram(app);
      const [, after] = await receiver.waitFor(2);
      expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
      expect(verified(after, rotated.secret)).toMatchObject({ event: 'program.created' });
      expect(() => verified(after, endpoint.secret!)).toThrow();
    });
  });

  describe('test deliveries', () => {
    it('should send webhook.test through the delivery path and log its attempt', async () => {
      const endpoint = await createEndpoint({ event_types: ['program.created'] });

      const sent = bodyOf<'EndpointTestSent'>(
        await app.http.post(`/api/operator/endpoints/${endpoint.id}/test`).set(ADMIN_HEADERS).expect(200),
      );
      const [request] = await receiver.waitFor(1);

      expect(request.headers['webhook-id']).toBe(sent.webhook_id);
      expect(verified(request, endpoint.secret!)).toMatchObject({
        event: 'webhook.test',
        program_id: null,
        event_id: null,
        data: { endpoint_id: endpoint.id },
        actor_type: 'bootstrap',
      });
      // Recorded once the receiver's answer is in, after the receiver saw the request.
      const deliveries = await settle(endpoint.id);
      expect(deliveries).toEqual([
        expect.objectContaining({ id: sent.delivery_id, event_type: 'webhook.test', status: 'delivered' }),
      ]);
      expect(deliveries[0].attempts).toEqual([expect.objectContaining({ number: 1, status_code: 200 })]);
    });

    it('should refuse a test to a paused endpoint with 409 and queue nothing', async () => {
      const endpoint = await createEndpoint({});
      await app.http
        .patch(`/api/operator/endpoints/${endpoint.id}`)
        .set(ADMIN_HEADERS)
        .send({ active: false })
        .expect(200);

      await app.http.post(`/api/operator/endpoints/${endpoint.id}/test`).set(ADMIN_HEADERS).expect(409);

      const deliveries = await app.http.get(`/api/operator/endpoints/${endpoint.id}/deliveries`).set(ADMIN_HEADERS);
      expect(bodyOf<'WebhookDeliveryList'>(deliveries).deliveries).toEqual([]);
    });
  });

  describe('checkpoint witnesses', () => {
    it('should send each new checkpoint to the endpoints that subscribe, as the public checkpoint reads it', async () => {
      const endpoint = await createEndpoint({ event_types: ['audit.checkpoint.published'] });
      await registerProgram(app);

      const run = await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
      const issued = bodyOf<'AuditCheckpointRun'>(run);
      expect(issued.issued).toBe(true);
      const [request] = await receiver.waitFor(1);

      const latest = await app.http.get('/api/audit/checkpoints/latest').expect(200);
      expect(verified(request, endpoint.secret!)).toEqual({
        event: 'audit.checkpoint.published',
        program_id: null,
        handoff_ref: null,
        timestamp: issued.checkpoint!.issued_at,
        event_id: null,
        data: latest.body as Record<string, unknown>,
        actor_type: 'system',
      });
    });
  });

  describe('partner endpoints', () => {
    let acme: IssuedApiKey;
    let globex: IssuedApiKey;

    beforeAll(async () => {
      acme = await issueApiKey(app, 'acme-hooks');
      globex = await issueApiKey(app, 'globex-hooks');
    });

    async function partnerEndpoint(key: IssuedApiKey, body: Record<string, unknown> = {}): Promise<EndpointOut> {
      const response = await app.http
        .post('/api/partner/endpoints')
        .set(partnerHeaders(key))
        .send({ url: receiver.url(`/${key.slug}`), ...body })
        .expect(200);
      return bodyOf<'WebhookEndpointWithSecret'>(response);
    }

    it("should deliver a partner only its own programs' events, whatever it asks for", async () => {
      const mine = await partnerEndpoint(acme, { partner_slug: 'globex-hooks', reference: 'PRG-000001' });
      expect(mine).toMatchObject({ owner: 'partner', partner_slug: 'acme-hooks', reference: null });
      const theirs = await partnerEndpoint(globex);

      const acmeProgram = await registerProgram(app, { partner_slug: 'acme-hooks' });
      const globexProgram = await registerProgram(app, { partner_slug: 'globex-hooks' });
      await registerProgram(app);
      await receiver.waitFor(2);
      await settle(mine.id, theirs.id);

      const seen = (slug: string) =>
        receiver.requests
          .filter((request) => request.path === `/${slug}`)
          .map((request) => payloadOf(request).program_id);
      expect(seen('acme-hooks')).toEqual([acmeProgram.reference]);
      expect(seen('globex-hooks')).toEqual([globexProgram.reference]);
    });

    it("should never show or change another partner's or the operator's endpoints", async () => {
      const theirs = await partnerEndpoint(globex);
      const operators = await createEndpoint({});

      for (const id of [theirs.id, operators.id]) {
        await app.http.get(`/api/partner/endpoints/${id}`).set(partnerHeaders(acme)).expect(404);
        await app.http
          .patch(`/api/partner/endpoints/${id}`)
          .set(partnerHeaders(acme))
          .send({ active: false })
          .expect(404);
        await app.http.delete(`/api/partner/endpoints/${id}`).set(partnerHeaders(acme)).expect(404);
        await app.http.post(`/api/partner/endpoints/${id}/rotate-secret`).set(partnerHeaders(acme)).expect(404);
        await app.http.post(`/api/partner/endpoints/${id}/test`).set(partnerHeaders(acme)).expect(404);
        await app.http.get(`/api/partner/endpoints/${id}/deliveries`).set(partnerHeaders(acme)).expect(404);
        await app.http
          .post(`/api/partner/endpoints/${id}/deliveries/1/redeliver`)
          .set(partnerHeaders(acme))
          .expect(404);
      }
      const listed = bodyOf<'WebhookEndpointList'>(
        await app.http.get('/api/partner/endpoints').set(partnerHeaders(acme)).expect(200),
      );
      expect(listed.endpoints.map((endpoint) => endpoint.id)).not.toEqual(
        expect.arrayContaining([theirs.id, operators.id]),
      );
      const all = bodyOf<'WebhookEndpointList'>(await app.http.get('/api/operator/endpoints').set(ADMIN_HEADERS));
      expect(all.endpoints.map((endpoint) => endpoint.id)).toEqual(expect.arrayContaining([theirs.id, operators.id]));
    });

    it('should not send a partner the operator-only notice of a disabled operator endpoint', async () => {
      const mine = await partnerEndpoint(acme);
      const program = await registerProgram(app, { partner_slug: 'acme-hooks' });
      const gone = await WebhookReceiver.start(() => ({ status: 410 }));
      try {
        await app.http
          .post('/api/operator/webhooks')
          .set(ADMIN_HEADERS)
          .send({ reference: program.reference, url: gone.url(), secret: null })
          .expect(200);
        await moveStatus(program.reference, 'reviewing');
        await gone.waitFor(1);
        await receiver.waitFor(2);
        // Written in the transaction that records the 410, with any delivery of it to the partner's endpoint.
        const types = await eventually(
          'events',
          () => eventTypesOf(program.reference),
          (list) => list.includes('webhook.endpoint_disabled'),
        );
        expect(types).toContain('webhook.endpoint_disabled');
        await settle(mine.id);
      } finally {
        await gone.close();
      }

      expect(eventsOf(receiver, program.reference)).toEqual(['program.created', 'program.status_changed']);
    });
  });
});
