import { Caller } from '../common/auth/caller';
import { actorView } from '../common/auth/actor.mapper';
import { ProgramEventOut, ProgramEventsList } from './dto/program-event-out.dto';
import { EventType } from './event-types';
import { ProgramEvent } from './program-event.entity';

/** The event columns a published event shows. */
export const EVENT_OUT_FIELDS = [
  'id',
  'eventType',
  'source',
  'actor',
  'instructionId',
  'payload',
  'createdAt',
] as const satisfies ReadonlyArray<keyof ProgramEvent>;
export type PublishedEvent = Pick<ProgramEvent, (typeof EVENT_OUT_FIELDS)[number]>;

/** How many of its newest events a program's status shows. */
export const RECENT_EVENTS_LIMIT = 10;

/**
 * Who an event is shown to: `internal` (the admin credential) sees the stored payload whole; `public` (everyone
 * else, and the public status read whoever asks) sees it without the operator's notes, which may hold a
 * suspicion the applicant must not learn (decisions §5). The stored event, and so its hash, never changes.
 */
export type EventView = 'internal' | 'public';

export function eventViewFor(caller: Caller): EventView {
  return caller.kind === 'admin' ? 'internal' : 'public';
}

export function toProgramEventOut(event: PublishedEvent, view: EventView): ProgramEventOut {
  return {
    id: event.id,
    event_type: event.eventType,
    source: event.source,
    actor: event.actor && actorView(event.actor, view === 'internal'),
    instruction_id: event.instructionId,
    payload: view === 'internal' ? event.payload : partnerVisiblePayload(event.eventType, event.payload),
    created_at: event.createdAt.toISOString(),
  };
}

export function toProgramEventsList(reference: string, events: PublishedEvent[], view: EventView): ProgramEventsList {
  return { reference, events: events.map((event) => toProgramEventOut(event, view)), count: events.length };
}

const EVENTS_WITH_NOTES: ReadonlySet<string> = new Set<EventType>(['program.status_changed', 'program.updated']);
const APPROVAL_STEPS: ReadonlySet<string> = new Set<EventType>([
  'program.approval_requested',
  'program.approval_rejected',
]);

/**
 * The payload as an applicant or partner may see it: without operator notes (`note` of a status change or update,
 * the `status_note` entry of an update's `changes`, the `comment` of a checklist tick — whether an internal note was
 * written is itself internal),
 * with a four-eyes requester shown as its kind only (like every event's actor), and of a four-eyes request or
 * rejection only that it happened: which decision is pending, or was turned down and why, stays internal until
 * the status itself moves.
 */
export function partnerVisiblePayload(eventType: string, payload: Record<string, unknown>): Record<string, unknown> {
  if (APPROVAL_STEPS.has(eventType)) {
    return { approval_id: payload.approval_id };
  }
  if (eventType === 'checklist.item_updated') {
    // An operator's comment on the tick is internal like a status note (whether one was written, too).
    const { comment: _comment, ...rest } = payload;
    return rest;
  }
  if (!EVENTS_WITH_NOTES.has(eventType)) {
    // A confirmed four-eyes erasure names its requester too.
    return isRecord(payload.approval) ? { ...payload, approval: publicApproval(payload.approval) } : payload;
  }
  const { note: _note, ...rest } = payload;
  if (isRecord(rest.approval)) {
    rest.approval = publicApproval(rest.approval);
  }
  if (!isRecord(rest.changes) || !('status_note' in rest.changes)) {
    return rest;
  }
  const { status_note: _statusNote, ...changes } = rest.changes;
  return { ...rest, changes };
}

function publicApproval(approval: Record<string, unknown>): Record<string, unknown> {
  const requester = approval.requested_by;
  return isRecord(requester) && typeof requester.type === 'string'
    ? { ...approval, requested_by: { type: requester.type } }
    : approval;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
