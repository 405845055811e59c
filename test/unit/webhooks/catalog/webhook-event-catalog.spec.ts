import { ACTOR_TYPES } from '../../../../src/common/auth/actor';
import { WEBHOOK_DELIVERY_SCHEMA } from '../../../../src/openapi/webhooks-document';
import { EVENT_TYPES } from '../../../../src/program-events/event-types';
import { ProgramEvent } from '../../../../src/program-events/program-event.entity';
import { partnerVisiblePayload } from '../../../../src/program-events/program-event.mapper';
import {
  deliveryBodySchema,
  DELIVERY_ONLY_TYPES,
  WEBHOOK_EVENT_CATALOG,
  WEBHOOK_EVENT_TYPES,
  webhookEnvelopeSchema,
  WebhookEventType,
} from '../../../../src/webhooks/catalog/webhook-event-catalog';
import { noticeBody, webhookBody } from '../../../../src/webhooks/outbound/webhook-body';
import { catalogAjv, problemsOf } from './catalog-ajv';
import { STORED_PAYLOADS } from './event-payload-samples';

const ajv = catalogAjv();
const NEW_IN_1_1 = ['webhook.test', 'audit.checkpoint.published', 'program.personal_data_erased'];
const PROGRAM_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

/** A delivery body exactly as the outbox serialises it, from a stored payload. */
function body(type: WebhookEventType, payload: Record<string, unknown>): Record<string, unknown> {
  const at = new Date('2026-11-26T17:00:00.000Z');
  if (!PROGRAM_TYPES.has(type)) {
    const notice = {
      type: type as 'webhook.test' | 'audit.checkpoint.published',
      data: payload,
      actorType: 'system' as const,
      at,
    };
    return JSON.parse(noticeBody(notice)) as Record<string, unknown>;
  }
  const event = Object.assign(new ProgramEvent(), {
    id: 42,
    eventType: type,
    payload,
    createdAt: at,
    actor: { type: 'operator', id: '7', display: 'Olga Operator' },
  });
  return JSON.parse(webhookBody(event, 'PRG-123456')) as Record<string, unknown>;
}

function samples(): Array<[WebhookEventType, Record<string, unknown>]> {
  return WEBHOOK_EVENT_TYPES.flatMap((type) =>
    STORED_PAYLOADS[type].map((payload): [WebhookEventType, Record<string, unknown>] => [type, payload]),
  );
}

describe('WEBHOOK_EVENT_CATALOG', () => {
  it('should list every program event type and the delivery-only types, each once', () => {
    expect(EVENT_TYPES.filter((type) => !WEBHOOK_EVENT_TYPES.includes(type))).toEqual([]);
    expect([...WEBHOOK_EVENT_TYPES].sort()).toEqual([...EVENT_TYPES, ...DELIVERY_ONLY_TYPES].sort());
    expect(new Set(WEBHOOK_EVENT_TYPES).size).toBe(WEBHOOK_EVENT_TYPES.length);
  });

  it('should date the types added by the webhooks product 1.1.0 and every older one 1.0.0', () => {
    const since = Object.fromEntries(WEBHOOK_EVENT_CATALOG.map((item) => [item.type, item.since]));
    for (const type of WEBHOOK_EVENT_TYPES) {
      expect([type, since[type]]).toEqual([type, NEW_IN_1_1.includes(type) ? '1.1.0' : '1.0.0']);
    }
  });

  it('should open every type to operators and partners, and deprecate none yet', () => {
    for (const item of WEBHOOK_EVENT_CATALOG) {
      expect([item.type, item.audiences, item.deprecated]).toEqual([item.type, ['operator', 'partner'], false]);
    }
  });

  it('should describe every type in one sentence', () => {
    for (const item of WEBHOOK_EVENT_CATALOG) {
      expect(item.description).toMatch(/^[A-Z][^\n]{10,160}\.$/);
      expect(item.description.slice(0, -1)).not.toMatch(/\.\s/);
    }
  });

  it('should give every type a data schema that a strict 2020-12 validator compiles', () => {
    for (const item of WEBHOOK_EVENT_CATALOG) {
      expect(() => ajv.compile(item.data)).not.toThrow();
      expect(() => ajv.compile(deliveryBodySchema(item.type))).not.toThrow();
    }
    expect(() => ajv.compile(webhookEnvelopeSchema())).not.toThrow();
  });

  it('should have a stored payload sample for every type, so that the next check covers them all', () => {
    expect(WEBHOOK_EVENT_TYPES.filter((type) => (STORED_PAYLOADS[type] ?? []).length === 0)).toEqual([]);
  });

  it.each(samples())(
    'should accept the %s delivery the outbox builds from its stored payload (%j)',
    (type, payload) => {
      const delivery = body(type, payload);
      expect(Object.keys(delivery)).toEqual([
        'event',
        'program_id',
        'handoff_ref',
        'timestamp',
        'event_id',
        'data',
        'actor_type',
      ]);
      expect(problemsOf(ajv.compile(deliveryBodySchema(type)), delivery)).toEqual([]);
      expect(problemsOf(ajv.compile(webhookEnvelopeSchema()), delivery)).toEqual([]);
      expect(problemsOf(ajv.compile(WEBHOOK_DELIVERY_SCHEMA), delivery)).toEqual([]);
    },
  );
});

describe(deliveryBodySchema.name, () => {
  const validate = (type: WebhookEventType) => ajv.compile(deliveryBodySchema(type));
  const statusChanged = (): Record<string, unknown> =>
    body('program.status_changed', { from: 'pending', to: 'reviewing' });

  it('should fix the event type, so a body of another type is refused', () => {
    expect(validate('program.updated')(statusChanged())).toBe(false);
  });

  it("should refuse an operator's note in the data of a status change", () => {
    const delivery = { ...statusChanged(), data: { from: 'pending', to: 'reviewing', note: 'suspicious' } };
    expect(problemsOf(validate('program.status_changed'), delivery)).toEqual([
      '/data must NOT have additional properties',
    ]);
  });

  it('should refuse the pending decision in the data of a four-eyes request', () => {
    const delivery = body('program.approval_requested', { approval_id: 3 });
    expect(validate('program.approval_requested')(delivery)).toBe(true);
    expect(validate('program.approval_requested')({ ...delivery, data: { approval_id: 3, to: 'approved' } })).toBe(
      false,
    );
  });

  it("should refuse the requester's identity in a confirmed approval", () => {
    const approval = { id: 4, requested_by: { type: 'operator', id: '7' } };
    const delivery = { ...statusChanged(), data: { from: 'pending', to: 'reviewing', approval } };
    expect(validate('program.status_changed')(delivery)).toBe(false);
  });

  it('should require a handoff reference on handoff events and null on the others', () => {
    const created = body('handoff_record.created', STORED_PAYLOADS['handoff_record.created'][0]);
    expect(created.handoff_ref).toBe('INS-000123');
    expect(validate('handoff_record.created')({ ...created, handoff_ref: null })).toBe(false);
    const reported = body('payment_provider.status_reported', STORED_PAYLOADS['payment_provider.status_reported'][0]);
    expect(validate('payment_provider.status_reported')({ ...reported, handoff_ref: 'INS-000123' })).toBe(false);
  });

  it('should allow no program and no event id only on deliveries that can be about no program', () => {
    const programless = { program_id: null, event_id: null };
    const disabled = body('webhook.endpoint_disabled', STORED_PAYLOADS['webhook.endpoint_disabled'][0]);
    expect(validate('webhook.endpoint_disabled')({ ...disabled, ...programless })).toBe(true);
    expect(validate('program.status_changed')({ ...statusChanged(), ...programless })).toBe(false);
    const test = body('webhook.test', STORED_PAYLOADS['webhook.test'][0]);
    expect(validate('webhook.test')({ ...test, program_id: 'PRG-123456' })).toBe(false);
  });

  it('should allow a null actor type on program events only (events older than actors)', () => {
    expect(validate('program.status_changed')({ ...statusChanged(), actor_type: null })).toBe(true);
    const test = body('webhook.test', STORED_PAYLOADS['webhook.test'][0]);
    expect(validate('webhook.test')({ ...test, actor_type: null })).toBe(false);
    expect(validate('webhook.test')({ ...test, actor_type: 'operator' })).toBe(true);
    const checkpoint = body('audit.checkpoint.published', STORED_PAYLOADS['audit.checkpoint.published'][0]);
    expect(validate('audit.checkpoint.published')({ ...checkpoint, actor_type: 'operator' })).toBe(false);
  });

  it('should list every actor type in the envelope', () => {
    const properties = webhookEnvelopeSchema().properties as Record<string, { enum: unknown[] }>;
    expect(properties.actor_type.enum).toEqual([...ACTOR_TYPES, null]);
    expect(properties.event.enum).toEqual(WEBHOOK_EVENT_TYPES);
  });

  it('should throw on a type outside the catalog', () => {
    expect(() => deliveryBodySchema('program.deleted' as WebhookEventType)).toThrow('Unknown webhook event type');
  });
});

describe(partnerVisiblePayload.name, () => {
  it('should keep the payload of a type without notes unchanged', () => {
    const payload = STORED_PAYLOADS['document.uploaded'][0];
    expect(partnerVisiblePayload('document.uploaded', payload)).toBe(payload);
  });

  it('should drop a status note, which the program.updated data then shows as no change', () => {
    expect(partnerVisiblePayload('program.updated', { changes: { status_note: { changed: true } } })).toEqual({
      changes: {},
    });
  });
});
