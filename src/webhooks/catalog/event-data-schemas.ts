import {
  LIFECYCLES,
  APPLICATION_STATUSES,
  CLIENT_ROLES,
  REGISTRATION_TYPES,
} from '../../registrations/registration.enums';
import { ACTOR_TYPES } from '../../common/auth/actor';
import { TEMPLATE_IDS } from '../../catalogs/program-templates.catalog';
import { INSTRUCTION_STATUSES } from '../../instructions/instruction-status';
import { IDV_STATUSES } from '../inbound/dto/idv-webhook.dto';

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 reads it). */
export type JsonSchema = Record<string, unknown>;

/**
 * The `data` of each delivery type: the program event's payload after `partnerVisiblePayload` (no operator notes,
 * approval steps reduced to their id), written from the sites that append each event. A field is required only
 * when every site sets it; `additionalProperties: false` only where the payload is built in one place.
 */
function closed(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)): JsonSchema {
  return { type: 'object', ...(required.length > 0 ? { required } : {}), properties, additionalProperties: false };
}

const integer = (description: string, minimum?: number): JsonSchema => ({
  type: 'integer',
  ...(minimum === undefined ? {} : { minimum }),
  description,
});
const text = (description: string): JsonSchema => ({ type: 'string', description });
const nullableText = (description: string): JsonSchema => ({ type: ['string', 'null'], description });
const oneOf = (values: readonly string[], description: string): JsonSchema => ({
  type: 'string',
  enum: [...values],
  description,
});

const HANDOFF_REF: JsonSchema = {
  type: 'string',
  pattern: '^INS-[0-9]+$',
  description: 'The handoff record (`INS-…`)',
};
const PROVIDER_EVENT_ID = text("The provider's own event id");

function transition(values: readonly string[], what: string, to?: string): JsonSchema {
  return closed({
    from: oneOf(values, `The ${what} before`),
    to: to === undefined ? oneOf(values, `The ${what} after`) : { const: to, description: `The ${what} after` },
  });
}

const LIFECYCLE = (to?: string): JsonSchema => transition(LIFECYCLES, 'lifecycle', to);
const HANDOFF_STATUS = (what: string): JsonSchema => oneOf(INSTRUCTION_STATUSES, what);

/** A confirmed four-eyes request: its id and the kind of actor who asked (never who). */
const CONFIRMED_APPROVAL: JsonSchema = {
  ...closed({
    id: integer('The four-eyes request'),
    requested_by: { ...closed({ type: oneOf(ACTOR_TYPES, 'Its kind') }), description: 'Who asked, by kind only' },
  }),
  description: 'Present when a second operator confirmed a four-eyes request',
};

const APPROVAL_STEP: JsonSchema = closed({ approval_id: integer('The four-eyes request') });

const HANDOFF_RECORD = {
  instruction_ref: HANDOFF_REF,
  provider: text('The provider the record is for'),
  action: text('What the record asks the provider to do'),
};

export const EVENT_DATA_SCHEMAS = {
  'program.created': closed({
    template: oneOf(TEMPLATE_IDS, 'The checklist template chosen'),
    registration_type: oneOf(REGISTRATION_TYPES, 'What was registered'),
    client_role: oneOf(CLIENT_ROLES, 'Who registered'),
    partner_slug: nullableText('The partner the program came through, if any'),
  }),
  'program.status_changed': closed(
    {
      from: oneOf(APPLICATION_STATUSES, 'The status before'),
      to: oneOf(APPLICATION_STATUSES, 'The status after'),
      lifecycle: { ...LIFECYCLE(), description: 'Present when the move also moved the lifecycle' },
      approval: CONFIRMED_APPROVAL,
    },
    ['from', 'to'],
  ),
  'program.approval_requested': APPROVAL_STEP,
  'program.approval_rejected': APPROVAL_STEP,
  'program.updated': closed({
    changes: {
      // Empty when only the (internal) status note changed.
      ...closed({ settlement_path: closed({ from: text('Before'), to: text('After') }) }, []),
      description: 'The fields that changed, each with its value before and after',
    },
  }),
  'portal.verify.completed': closed({ lifecycle: LIFECYCLE('verified') }),
  'portal.fund.completed': closed({ lifecycle: LIFECYCLE('funded') }),
  'checklist.item_updated': closed(
    {
      item_id: text('The checklist item'),
      done: { type: 'boolean', description: 'Its new state' },
      cause: text('The event type that ticked it off, when another event did (e.g. `document.uploaded`)'),
    },
    ['item_id', 'done'],
  ),
  'document.uploaded': closed({
    document_id: { type: 'string', format: 'uuid', description: 'The document' },
    sha256: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of its bytes, lowercase hex' },
    size: integer('Its size in bytes', 0),
  }),
  'handoff.prepared': closed(HANDOFF_RECORD),
  'handoff_record.created': closed({
    ...HANDOFF_RECORD,
    status: HANDOFF_STATUS('The status it was created in (`draft`)'),
  }),
  'handoff_record.updated': closed({
    instruction_ref: HANDOFF_REF,
    from: HANDOFF_STATUS('The status before'),
    to: HANDOFF_STATUS('The status after'),
    external_id: nullableText("The provider's id of the record, once known"),
  }),
  'identity.verification_updated': closed({
    status: oneOf(IDV_STATUSES, 'The verification result'),
    provider_event_id: PROVIDER_EVENT_ID,
  }),
  'payment_provider.status_reported': closed({
    instruction_ref: HANDOFF_REF,
    from: HANDOFF_STATUS("The record's status when the report came"),
    to: HANDOFF_STATUS('The status the provider reported'),
    external_id: nullableText("The provider's id of the record"),
    provider_event_id: PROVIDER_EVENT_ID,
    accepted: { const: false, description: 'Always false: an accepted report is a `handoff_record.updated`' },
  }),
  'webhook.endpoint_disabled': {
    type: 'object',
    required: ['endpoint_id', 'reason'],
    properties: {
      endpoint_id: integer('The endpoint that was disabled'),
      reason: text('Why it was disabled'),
      delivery_id: { type: ['integer', 'null'], description: 'The delivery whose answer disabled it' },
      status_code: { type: ['integer', 'null'], description: "That delivery's HTTP status, if any" },
      breaker_trips: integer('Set when the circuit breaker disabled it: its trips in a row', 1),
    },
  },
  'program.personal_data_erased': closed(
    {
      fields: { type: 'array', items: { type: 'string' }, description: 'The personal fields that held a value' },
      documents: integer('Documents whose bytes and file names were erased', 0),
      notes: integer("Operators' notes erased", 0),
      handoff_records: integer('Handoff records whose payloads were erased', 0),
      legacy_events: {
        type: 'array',
        description: 'Events written before notes left payloads whose inline note was erased, each with its digest',
        items: closed({
          seq: integer('The event’s position in the program’s record', 1),
          note_id: text('The erased note'),
          digest: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of its stored form, hex' },
        }),
      },
      approval: CONFIRMED_APPROVAL,
    },
    ['fields', 'documents', 'notes', 'handoff_records', 'legacy_events'],
  ),
  'webhook.test': closed({
    endpoint_id: integer('The endpoint the test was sent to'),
    message: text('A fixed text; nothing to act on'),
  }),
  'audit.checkpoint.published': closed({
    id: integer('The checkpoint'),
    tree_size: integer('Leaves covered: [0, tree_size)', 1),
    root_hash: { type: 'string', pattern: '^[0-9a-f]{64}$', description: 'Merkle tree head, lowercase hex' },
    issued_at: { type: 'string', format: 'date-time', description: 'ISO 8601 UTC with milliseconds' },
    kid: { type: 'string', pattern: '^[0-9a-f]{16}$', description: 'The signing key id' },
    signature: text('base64 Ed25519 signature over JCS({issued_at, kid, root_hash, tree_size})'),
  }),
} satisfies Record<string, JsonSchema>;
