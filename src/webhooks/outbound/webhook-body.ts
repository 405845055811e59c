import { randomBytes } from 'node:crypto';
import type { ProgramEvent } from '../../program-events/program-event.entity';

/**
 * The delivery body, serialised once when the event is written and re-sent byte for byte on every
 * attempt. Key order is fixed: event, program_id, handoff_ref, timestamp, event_id.
 */
export function webhookBody(event: ProgramEvent, programReference: string): string {
  return JSON.stringify({
    event: event.eventType,
    program_id: programReference,
    handoff_ref: handoffRefOf(event),
    timestamp: event.createdAt.toISOString(),
    event_id: event.id,
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
