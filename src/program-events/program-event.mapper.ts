import { ProgramEventOut, ProgramEventsList } from './dto/program-event-out.dto';
import { ProgramEvent } from './program-event.entity';

export function toProgramEventOut(event: ProgramEvent): ProgramEventOut {
  return {
    id: event.id,
    event_type: event.eventType,
    source: event.source,
    instruction_id: event.instructionId,
    payload: event.payload,
    created_at: event.createdAt.toISOString(),
  };
}

export function toProgramEventsList(reference: string, events: ProgramEvent[]): ProgramEventsList {
  return { reference, events: events.map(toProgramEventOut), count: events.length };
}
