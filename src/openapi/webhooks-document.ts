import {
  deliveryBodySchema,
  WEBHOOK_EVENT_CATALOG,
  WebhookEventTypeEntry,
  webhookEnvelopeSchema,
} from '../webhooks/catalog/webhook-event-catalog';

type Json = Record<string, unknown>;

const ENVELOPE = webhookEnvelopeSchema();

/** The generic delivery body (the `programEvent` entry, and the typed client's `WebhookDelivery`). */
export const WEBHOOK_DELIVERY_SCHEMA = {
  title: 'WebhookDelivery',
  description:
    'The body of every outbound delivery: serialised once when the event is written and re-sent byte for byte on every ' +
    'attempt, keys in this order. `data` is the event as a partner may see it; its schema per `event` is in the ' +
    'typed entries of `webhooks` and in `GET /api/webhook-event-types`.',
  type: 'object',
  // Kept as first published; every delivery now carries `data` and `actor_type` too.
  required: ['event', 'program_id', 'handoff_ref', 'timestamp', 'event_id'],
  properties: ENVELOPE.properties,
};

/** `program.status_changed` → `ProgramStatusChanged`. */
export function webhookTypeName(type: string): string {
  return type
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

export function webhookDeliveryComponentName(type: string): string {
  return `WebhookDelivery_${webhookTypeName(type)}`;
}

/** The generic body and one named body per catalog type. */
export function webhookComponentSchemas(): Record<string, unknown> {
  return {
    WebhookDelivery: WEBHOOK_DELIVERY_SCHEMA,
    ...Object.fromEntries(
      WEBHOOK_EVENT_CATALOG.map((item) => [
        webhookDeliveryComponentName(item.type),
        { title: webhookDeliveryComponentName(item.type), ...deliveryBodySchema(item.type) },
      ]),
    ),
  };
}

const SIGNED_HEADERS: Json[] = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'Stable id of this event × endpoint (`msg_…`), the same on every retry: deduplicate on it',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Unix seconds of this attempt; refuse attempts more than five minutes away from your clock',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: false,
    description:
      'Present when the endpoint has a secret: `v1,<base64 HMAC-SHA256(key, "{webhook-id}.{webhook-timestamp}.{body}")>`; ' +
      'accept the delivery when any of its space-separated entries verifies (Standard Webhooks). The key is the base64-decoded rest of a `whsec_` secret, else the ' +
      "secret's UTF-8 bytes (the reference libraries call that form 'raw'). The typed client's `verifyWebhook` checks it.",
    schema: { type: 'string' },
  },
];

const RECEIVER_RETRY_AFTER = {
  'Retry-After': {
    description: 'Honoured: the next attempt comes no sooner (seconds or an HTTP date, capped at six hours)',
    schema: { type: 'string' },
  },
};

const RECEIVER_RESPONSES: Json = {
  '2XX': { description: 'Accepted: the delivery is done; the body is ignored' },
  '410': { description: 'Gone: the endpoint is disabled at once and its pending deliveries are cancelled' },
  '429': {
    description: 'Busy: retried, no sooner than `Retry-After`',
    headers: RECEIVER_RETRY_AFTER,
  },
  '503': {
    description: 'Unavailable: retried, no sooner than `Retry-After`',
    headers: RECEIVER_RETRY_AFTER,
  },
  default: {
    description:
      'Any other answer, a timeout or a refused connection: retried on the schedule, and never sooner than a ' +
      '`Retry-After` the answer carries',
  },
};

function delivery(operation: Json, component: string): Json {
  return {
    post: {
      ...operation,
      tags: ['webhooks'],
      security: [],
      parameters: SIGNED_HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${component}` } } },
      },
      responses: RECEIVER_RESPONSES,
    },
  };
}

function typedDelivery(item: WebhookEventTypeEntry): Json {
  return delivery(
    {
      operationId: `receive${webhookTypeName(item.type)}`,
      summary: `\`${item.type}\`: ${item.description}`,
      description:
        `Sent to the endpoints whose \`event_types\` select \`${item.type}\` (since ${item.since}); the same ` +
        'delivery rules, headers and answers as `programEvent`.',
      ...(item.deprecated ? { deprecated: true } : {}),
    },
    webhookDeliveryComponentName(item.type),
  );
}

/** OpenAPI 3.1's `webhooks`: what the service sends to endpoints and what it makes of the answers; one entry per type. */
export function webhooksSection(): Json {
  return {
    programEvent: delivery(
      {
        operationId: 'receiveProgramEvent',
        summary:
          'Any delivery, to an operator or partner webhook endpoint (the typed entries below narrow it per type)',
        description:
          'Sent through the outbox after the event commits: at least once, in event order per program, retried on the ' +
          "configured schedule (`WEBHOOK_RETRY_SCHEDULE_MS`) until a 2xx or the schedule's end.",
      },
      'WebhookDelivery',
    ),
    ...Object.fromEntries(WEBHOOK_EVENT_CATALOG.map((item) => [item.type, typedDelivery(item)])),
  };
}
