import { ProgramEventOut, ProgramEventsList } from './dto/program-event-out.dto';
import { ProgramEvent } from './program-event.entity';

/** The event columns a published event shows. */
export const EVENT_OUT_FIELDS = [
  'id',
  'eventType',
  'source',
  'instructionId',
  'payload',
  'createdAt',
] as const satisfies ReadonlyArray<keyof ProgramEvent>;
export type PublishedEvent = Pick<ProgramEvent, (typeof EVENT_OUT_FIELDS)[number]>;

export function toProgramEventOut(event: PublishedEvent): ProgramEventOut {
  return {
    id: event.id,
    event_type: event.eventType,
    source: event.source,
    instruction_id: event.instructionId,
    payload: event.payload,
    created_at: event.createdAt.toISOString(),
  };
}

export function toProgramEventsList(reference: string, events: PublishedEvent[]): ProgramEventsList {
  return { reference, events: events.map(toProgramEventOut), count: events.length };
}
