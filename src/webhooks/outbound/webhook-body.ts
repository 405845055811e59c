import { randomBytes } from 'node:crypto';
import type { ActorType } from '../../common/auth/actor';
import type { ProgramEvent } from '../../program-events/program-event.entity';
import { partnerVisiblePayload } from '../../program-events/program-event.mapper';

/** A delivery about no program event: a test, a published checkpoint, a notice about an endpoint. */
export interface Notice {
  type: 'webhook.test' | 'audit.checkpoint.published' | 'webhook.endpoint_disabled';
  data: Record<string, unknown>;
  actorType: ActorType;
  at: Date;
}

/**
 * The delivery body, serialised once when the event is written and re-sent byte for byte on every attempt.
 * Key order is fixed: event, program_id, handoff_ref, timestamp, event_id, then data and actor_type. `data` is the
 * payload as a partner may see it (never an operator's note), so one body serves every endpoint of the event.
 */
export function webhookBody(event: ProgramEvent, programReference: string): string {
  return JSON.stringify({
    event: event.eventType,
    program_id: programReference,
    handoff_ref: handoffRefOf(event),
    timestamp: event.createdAt.toISOString(),
    event_id: event.id,
    data: partnerVisiblePayload(event.eventType, event.payload),
    actor_type: event.actor?.type ?? null,
  });
}

/** The same envelope for a notice: no program, no event id. */
export function noticeBody(notice: Notice): string {
  return JSON.stringify({
    event: notice.type,
    program_id: null,
    handoff_ref: null,
    timestamp: notice.at.toISOString(),
    event_id: null,
    data: notice.data,
    actor_type: notice.actorType,
  });
}

/** Every handoff event's payload names its record's INS reference; other events have none. */
function handoffRefOf(event: ProgramEvent): string | null {
  const ref = event.payload.instruction_ref;
  return event.eventType.startsWith('handoff') && typeof ref === 'string' ? ref : null;
}

/** The stable `webhook-id` of one event × endpoint (Standard Webhooks' `msg_` convention). */
export function newWebhookId(): string {
  return `msg_${randomBytes(18).toString('base64url')}`;
}
