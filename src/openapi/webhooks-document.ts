import { EVENT_TYPES } from '../program-events/event-types';

type Json = Record<string, unknown>;

export const WEBHOOK_DELIVERY_SCHEMA = {
  title: 'WebhookDelivery',
  description:
    'The body of every outbound delivery: serialised once when the event is written and re-sent byte for byte on every ' +
    'attempt, keys in this order. It names the program event; read the event itself with `GET /api/programs/{reference}/events`.',
  type: 'object',
  required: ['event', 'program_id', 'handoff_ref', 'timestamp', 'event_id'],
  properties: {
    event: { type: 'string', enum: [...EVENT_TYPES], description: 'The program event type' },
    program_id: { type: 'string', description: 'The program reference', examples: ['PRG-123456'] },
    handoff_ref: {
      type: ['string', 'null'],
      description: 'The handoff record (`INS-…`) a handoff event is about; null for other events',
    },
    timestamp: { type: 'string', format: 'date-time', description: 'When the event was recorded (UTC)' },
    event_id: { type: 'integer', description: 'The event id: the same event is never delivered twice under two ids' },
  },
};

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

/** OpenAPI 3.1's `webhooks`: what the service sends to operator endpoints and what it makes of the answers. */
export function webhooksSection(): Json {
  return {
    programEvent: {
      post: {
        operationId: 'receiveProgramEvent',
        summary: 'A program event, delivered to an operator webhook endpoint',
        description:
          'Sent through the outbox after the event commits: at least once, in event order per program, retried on the ' +
          "configured schedule (`WEBHOOK_RETRY_SCHEDULE_MS`) until a 2xx or the schedule's end.",
        tags: ['webhooks'],
        security: [],
        parameters: SIGNED_HEADERS,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookDelivery' } } },
        },
        responses: {
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
        },
      },
    },
  };
}
