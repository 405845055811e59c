import type { ValidateFunction } from 'ajv/dist/2020';
import { EVENT_TYPES } from '../../src/program-events/event-types';
import {
  deliveryBodySchema,
  WEBHOOK_EVENT_CATALOG,
  WEBHOOK_EVENT_TYPES,
  WebhookEventType,
} from '../../src/webhooks/catalog/webhook-event-catalog';
import { uploadDocument } from '../factories/document.factory';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { createOperatorWithToken, TestOperator } from '../support/operators';
import { startTestApp, TestApp } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { catalogAjv, problemsOf } from '../unit/webhooks/catalog/catalog-ajv';
import { eventId, postSigned, SECRETS_ENV } from './inbound-signing';

interface CatalogBody {
  count: number;
  event_types: Array<{
    type: string;
    description: string;
    since: string;
    deprecated: boolean;
    audiences: string[];
    schema: Record<string, unknown>;
  }>;
}

interface EventBody {
  id: number;
  event_type: WebhookEventType;
  payload: Record<string, unknown>;
}

type Json = Record<string, unknown>;

describe('GET /api/webhook-event-types', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer every catalog type with its delivery body schema, cacheable, to anyone without a credential', async () => {
    const response = await app.http.get('/api/webhook-event-types').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = response.body as CatalogBody;
    expect(body.count).toBe(WEBHOOK_EVENT_TYPES.length);
    expect(body.event_types.map((item) => item.type)).toEqual(WEBHOOK_EVENT_TYPES);
    expect(body.event_types).toEqual(
      WEBHOOK_EVENT_CATALOG.map((item) => ({
        type: item.type,
        description: item.description,
        since: item.since,
        deprecated: item.deprecated,
        audiences: item.audiences,
        schema: deliveryBodySchema(item.type),
      })),
    );
  });

  it('should list every program event type', async () => {
    const body = (await app.http.get('/api/webhook-event-types').expect(200)).body as CatalogBody;
    const listed = body.event_types.map((item) => item.type);
    expect(EVENT_TYPES.filter((type) => !listed.includes(type))).toEqual([]);
  });

  it('should serve the same schemas in the webhooks section of the OpenAPI document, one entry per type', async () => {
    const catalog = (await app.http.get('/api/webhook-event-types').expect(200)).body as CatalogBody;
    const document = (await app.http.get('/openapi.json').expect(200)).body as {
      webhooks: Record<string, { post: Json }>;
      components: { schemas: Record<string, Json> };
    };
    expect(Object.keys(document.webhooks)).toEqual(['programEvent', ...WEBHOOK_EVENT_TYPES]);
    for (const item of catalog.event_types) {
      const post = document.webhooks[item.type].post as {
        operationId: string;
        deprecated?: boolean;
        requestBody: { content: { 'application/json': { schema: { $ref: string } } } };
      };
      const reference = post.requestBody.content['application/json'].schema.$ref;
      const name = reference.replace('#/components/schemas/', '');
      expect(name).toMatch(/^WebhookDelivery_[A-Z][A-Za-z]+$/);
      expect(post.operationId).toBe(`receive${name.slice('WebhookDelivery_'.length)}`);
      expect(post.deprecated ?? false).toBe(item.deprecated);
      const { title, ...component } = document.components.schemas[name];
      expect([title, component]).toEqual([name, item.schema]);
    }
    expect((document.components.schemas.WebhookDelivery.properties as Json).event).toMatchObject({
      enum: WEBHOOK_EVENT_TYPES,
    });
  });
});

/**
 * Real events of (nearly) every program event type, produced through the API, read as a partner sees them (the
 * anonymous events read answers the same view) and as a webhook endpoint receives them: each must match the catalog.
 */
describe('Webhook event catalog against real events', () => {
  const ajv = catalogAjv();
  const dataValidators = new Map<string, ValidateFunction>(
    WEBHOOK_EVENT_CATALOG.map((item) => [item.type, ajv.compile(item.data)]),
  );
  const bodyValidators = new Map<string, ValidateFunction>(
    WEBHOOK_EVENT_CATALOG.map((item) => [item.type, ajv.compile(deliveryBodySchema(item.type))]),
  );
  let app: TestApp;
  let reviewer: TestOperator;
  let approver: TestOperator;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        ...SECRETS_ENV,
        FOUR_EYES_STATUSES: 'approved',
        RETENTION_YEARS: '0',
        WEBHOOK_RETRY_SCHEDULE_MS: '30,30,30',
        WEBHOOK_TIMEOUT_MS: '2000',
        SWEEPER_INTERVAL_MS: '200',
      },
    });
    reviewer = await createOperatorWithToken(app, 'reviewer');
    approver = await createOperatorWithToken(app, 'approver');
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    await receiver.close();
    await app.close();
  });

  async function publicEvents(reference: string): Promise<EventBody[]> {
    const response = await app.http.get(`/api/programs/${reference}/events?limit=500`).expect(200);
    return (response.body as { events: EventBody[] }).events;
  }

  function admin(reference: string, change: Json, as: Record<string, string> = ADMIN_HEADERS, status = 200) {
    return app.http.patch(`/api/admin/registrations/${reference}`).set(as).send(change).expect(status);
  }

  /** A business program taken through intake, the portal, documents, checklist, handoffs, providers and four-eyes. */
  async function busyProgram(): Promise<{ reference: string; webhookId: number; firstWatched: number }> {
    const { reference } = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, reference, receiver.url());
    const [created] = await publicEvents(reference);
    await app.http.post(`/api/register/${reference}/portal-step`).send({ step: 'verify' }).expect(200);
    await app.http.post(`/api/register/${reference}/portal-step`).send({ step: 'fund' }).expect(200);
    await uploadDocument(app, reference);
    await app.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done: true }).expect(200);
    await admin(reference, { status: 'reviewing', status_note: 'internal: looks fine so far' });
    await admin(reference, { settlement_path: 'stablecoin' });
    await admin(reference, { status_note: 'internal: second look' });
    const submitted = await createInstruction(app, reference);
    await app.http
      .patch(`/api/instructions/${submitted.id}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'submitted' })
      .expect(200);
    const draft = await createInstruction(app, reference);
    const report = {
      event_id: eventId('pay'),
      instruction_ref: draft.instruction_ref,
      status: 'filled',
      external_id: 'psp-1',
    };
    await postSigned(app, 'payment-provider', report).expect(409);
    await postSigned(app, 'idv-provider', { event_id: eventId('idv'), reference, status: 'approved' }).expect(200);
    const rejected = await admin(
      reference,
      { status: 'approved', status_note: 'internal: ready' },
      reviewer.headers,
      202,
    );
    await app.http
      .post(`/api/operator/approvals/${(rejected.body as { approval_id: number }).approval_id}/reject`)
      .set(approver.headers)
      .send({ reason: 'internal: one more check' })
      .expect(200);
    const confirmed = await admin(reference, { status: 'approved' }, reviewer.headers, 202);
    await app.http
      .post(`/api/operator/approvals/${(confirmed.body as { approval_id: number }).approval_id}/confirm`)
      .set(approver.headers)
      .expect(200);
    return { reference, webhookId: webhook.id, firstWatched: created.id };
  }

  async function erasedProgram(): Promise<string> {
    const { reference } = await registerProgram(app, { company: 'Erasable Ltd' });
    await admin(reference, { status: 'declined', status_note: 'internal: no' });
    await app.http.post(`/api/admin/registrations/${reference}/erase`).set(ADMIN_HEADERS).send({}).expect(200);
    return reference;
  }

  /** A program whose endpoint answers 410 Gone: the service disables it and records webhook.endpoint_disabled. */
  async function goneEndpointProgram(): Promise<string> {
    const gone = await WebhookReceiver.start(() => ({ status: 410 }));
    try {
      const { reference } = await registerProgram(app);
      const webhook = await registerWebhook(app, reference, gone.url());
      await app.http.patch(`/api/checklist/${reference}/items/consent_recorded`).send({ done: false }).expect(200);
      await waitForDeliveries(app, webhook.id, (list) => list.some((delivery) => delivery.status === 'failed'));
      return reference;
    } finally {
      await gone.close();
    }
  }

  it("should produce events whose partner-visible payloads match their type's data schema", async () => {
    const busy = await busyProgram();
    const references = [busy.reference, await erasedProgram(), await goneEndpointProgram()];
    const events = (await Promise.all(references.map(publicEvents))).flat();

    const problems = events.flatMap((event) =>
      problemsOf(dataValidators.get(event.event_type) as ValidateFunction, event.payload).map(
        (problem) => `${event.event_type} ${JSON.stringify(event.payload)}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
    // Reached: every program event type (webhook.test and audit.checkpoint.published are never program events).
    const reached = new Set(events.map((event) => event.event_type));
    expect(EVENT_TYPES.filter((type) => !reached.has(type))).toEqual([]);
    // The notes written above never reach this view, nor a pending decision.
    expect(JSON.stringify(events)).not.toContain('internal:');

    // The same events as the program's endpoint receives them: whole bodies against each type's schema.
    const busyEvents = (await publicEvents(busy.reference)).filter((event) => event.id > busy.firstWatched);
    await receiver.waitFor(busyEvents.length, 20_000);
    // Each event delivered once (the receiver answers 200 at once).
    const bodies = receiver.requests.map((request) => JSON.parse(request.body) as Json & { event: string });
    // At least once, in parallel: arrival order is not event order, so compare the sets of event ids.
    expect(bodies.map((body) => Number(body.event_id)).sort((a, b) => a - b)).toEqual(
      busyEvents.map((event) => event.id).sort((a, b) => a - b),
    );
    const bodyProblems = bodies.flatMap((body) =>
      problemsOf(bodyValidators.get(body.event) as ValidateFunction, body).map(
        (problem) => `${body.event}: ${problem}`,
      ),
    );
    expect(bodyProblems).toEqual([]);
  }, 60_000);
});
