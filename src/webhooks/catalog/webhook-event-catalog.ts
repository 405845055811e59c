import { ACTOR_TYPES } from '../../common/auth/actor';
import { EVENT_TYPES, EventType } from '../../program-events/event-types';
import { EVENT_DATA_SCHEMAS, JsonSchema } from './event-data-schemas';

export const WEBHOOK_AUDIENCES = ['operator', 'partner'] as const;
export type WebhookAudience = (typeof WEBHOOK_AUDIENCES)[number];

/** Types that exist only as deliveries, never as program events. */
export const DELIVERY_ONLY_TYPES = ['webhook.test', 'audit.checkpoint.published'] as const;
export type WebhookEventType = EventType | (typeof DELIVERY_ONLY_TYPES)[number];

export interface WebhookEventTypeEntry {
  type: WebhookEventType;
  /** One sentence for integrators. */
  description: string;
  /** The service version that first sent it. */
  since: string;
  deprecated: boolean;
  /** Who may subscribe to it. */
  audiences: readonly WebhookAudience[];
  /** JSON Schema of the delivery's `data`. */
  data: JsonSchema;
}

const BOTH: readonly WebhookAudience[] = ['operator', 'partner'];

function entry(type: WebhookEventType, description: string, since = '1.0.0'): WebhookEventTypeEntry {
  return { type, description, since, deprecated: false, audiences: BOTH, data: EVENT_DATA_SCHEMAS[type] };
}

/** Every type a webhook endpoint can receive, in a stable order: program events first, then delivery-only types. */
export const WEBHOOK_EVENT_CATALOG: readonly WebhookEventTypeEntry[] = [
  entry('program.created', 'A program was registered (intake, a partner or an operator).'),
  entry('program.status_changed', "The program's review status moved, possibly moving its lifecycle too."),
  entry('program.approval_requested', 'A status move or an erasure now waits for a second operator to confirm it.'),
  entry('program.approval_rejected', 'A second operator turned down (or the requester withdrew) a four-eyes request.'),
  entry('program.updated', "The program's settlement path (or its internal status note) changed."),
  entry('portal.verify.completed', 'The applicant completed the portal verify step; the lifecycle is now verified.'),
  entry('portal.fund.completed', 'The applicant completed the portal fund step; the lifecycle is now funded.'),
  entry('checklist.item_updated', 'A readiness checklist item was ticked off or reopened.'),
  entry('document.uploaded', 'A document was uploaded to the program (its metadata, never its content).'),
  entry('handoff.prepared', 'A handoff record was submitted and is ready for its provider.'),
  entry('handoff_record.created', 'A handoff record was created as a draft.'),
  entry('handoff_record.updated', "A handoff record's status (or external id) changed."),
  entry('identity.verification_updated', 'The identity-verification provider reported a result for the program.'),
  entry(
    'payment_provider.status_reported',
    "The payment provider reported a status the handoff record could not move to; the record's status is unchanged.",
  ),
  entry(
    'webhook.endpoint_disabled',
    'One of your own webhook endpoints was disabled by the service (it answered 410 Gone, or its breaker kept tripping).',
  ),
  entry(
    'program.personal_data_erased',
    "The program's personal data was erased after its retention ended; its event record stays verifiable.",
    '1.1.0',
  ),
  entry('webhook.test', 'A test delivery you asked for; it is about no program and needs no action.', '1.1.0'),
  entry(
    'audit.checkpoint.published',
    'A new signed audit checkpoint (Merkle tree head of every program chain) was published.',
    '1.1.0',
  ),
];

const BY_TYPE: ReadonlyMap<string, WebhookEventTypeEntry> = new Map(
  WEBHOOK_EVENT_CATALOG.map((item) => [item.type, item]),
);

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_CATALOG.map((item) => item.type);

export function catalogEntry(type: string): WebhookEventTypeEntry | undefined {
  return BY_TYPE.get(type);
}

export function isWebhookEventType(type: string): type is WebhookEventType {
  return BY_TYPE.has(type);
}

const PROGRAM_EVENT_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);
/** A program event that may also be sent about no program (an operator-wide endpoint). */
const SOMETIMES_PROGRAMLESS: ReadonlySet<string> = new Set<WebhookEventType>(['webhook.endpoint_disabled']);

const PROGRAM_REF: JsonSchema = { type: 'string', pattern: '^PRG-[0-9]+$', description: 'The program reference' };
const HANDOFF_REF: JsonSchema = {
  type: 'string',
  pattern: '^INS-[0-9]+$',
  description: 'The handoff record (`INS-…`) a handoff event is about',
};
const TIMESTAMP: JsonSchema = { type: 'string', format: 'date-time', description: 'When the event was recorded (UTC)' };
const EVENT_ID: JsonSchema = {
  type: 'integer',
  description: 'The program event id: the same event is never delivered under two ids',
};
const NULL: JsonSchema = { type: 'null' };
const ENVELOPE_KEYS = ['event', 'program_id', 'handoff_ref', 'timestamp', 'event_id', 'data', 'actor_type'];

function nullable(schema: JsonSchema, why: string): JsonSchema {
  return { ...schema, type: [schema.type, 'null'], description: `${String(schema.description)}; ${why}` };
}

function actorType(values: readonly (string | null)[]): JsonSchema {
  const types = values.includes(null) ? ['string', 'null'] : 'string';
  return { type: types, enum: [...values], description: 'The kind of actor who caused it' };
}

/** The envelope every delivery shares, whatever its type. */
export function webhookEnvelopeSchema(): JsonSchema {
  return {
    type: 'object',
    required: ENVELOPE_KEYS,
    properties: {
      event: { type: 'string', enum: [...WEBHOOK_EVENT_TYPES], description: 'The event type' },
      program_id: nullable(PROGRAM_REF, 'null for a delivery about no program'),
      handoff_ref: nullable(HANDOFF_REF, 'null for other events'),
      timestamp: TIMESTAMP,
      event_id: nullable(EVENT_ID, 'null for a delivery about no program event'),
      data: { type: 'object', description: "The event's data; its schema depends on `event`" },
      actor_type: actorType([...ACTOR_TYPES, null]),
    },
  };
}

/** The whole delivery body of one type: the envelope with `event` fixed and that type's `data`. */
export function deliveryBodySchema(type: WebhookEventType): JsonSchema {
  const item = BY_TYPE.get(type);
  if (!item) {
    throw new Error(`Unknown webhook event type ${type}`);
  }
  const aboutProgram = PROGRAM_EVENT_TYPES.has(type);
  const programless = 'null when it is about an operator-wide endpoint';
  return {
    type: 'object',
    description: item.description,
    required: ENVELOPE_KEYS,
    properties: {
      event: { const: type, description: 'The event type' },
      program_id: !aboutProgram
        ? NULL
        : SOMETIMES_PROGRAMLESS.has(type)
          ? nullable(PROGRAM_REF, programless)
          : PROGRAM_REF,
      handoff_ref: type.startsWith('handoff') ? HANDOFF_REF : NULL,
      timestamp: TIMESTAMP,
      event_id: !aboutProgram ? NULL : SOMETIMES_PROGRAMLESS.has(type) ? nullable(EVENT_ID, programless) : EVENT_ID,
      data: { ...item.data, description: 'What happened' },
      actor_type:
        type === 'audit.checkpoint.published'
          ? actorType(['system'])
          : // Events recorded before actors existed carry none.
            actorType(aboutProgram ? [...ACTOR_TYPES, null] : ACTOR_TYPES),
    },
    ...(item.deprecated ? { deprecated: true } : {}),
  };
}
