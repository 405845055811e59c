import type { ChainLink } from '../program-events/event-hash';
import type { ProgramEvent } from '../program-events/program-event.entity';
import type { ProgramNote } from './program-note.entity';

/** The payload member holding an operator's free text, per event type. */
const NOTE_FIELDS: Readonly<Record<string, string>> = {
  'program.status_changed': 'note',
  'program.approval_rejected': 'reason',
};

/** What an admin view shows in place of a note that was erased. */
export const ERASED_TEXT = '[erased]';

/** What the views and the chain check need of a note: its program, its text (null once erased), its state. */
export type NoteState = Pick<ProgramNote, 'registrationId' | 'text' | 'commitment' | 'erasedAt'>;

/** Notes by id. */
export type NoteTexts = ReadonlyMap<string, NoteState>;

export function textsById(notes: Array<NoteState & { id: string }>): NoteTexts {
  return new Map(
    notes.map((note) => [
      note.id,
      { registrationId: note.registrationId, text: note.text, commitment: note.commitment, erasedAt: note.erasedAt },
    ]),
  );
}

/** What an event's payload holds in place of a note: its id, and (events of hash version 2) its commitment. */
export interface NoteReference {
  note_id: string;
  commitment?: string;
}

type EventContent = Pick<ProgramEvent, 'eventType' | 'payload'> & { hashVersion?: number };

/** An event as its hash is rebuilt: its program decides which notes it may refer to. */
type HashedContent = EventContent & Pick<ProgramEvent, 'registrationId'>;

export function noteFieldOf(eventType: string): string | undefined {
  return NOTE_FIELDS[eventType];
}

export function isNoteReference(value: unknown): value is NoteReference {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Record<string, unknown>).note_id === 'string'
  );
}

/** The note an event refers to, if any. */
export function noteReferenceOf(event: EventContent): NoteReference | null {
  const field = noteFieldOf(event.eventType);
  const value = field === undefined ? undefined : event.payload[field];
  return isNoteReference(value) ? value : null;
}

export function noteIdsOf(events: EventContent[]): string[] {
  return events.map(noteReferenceOf).flatMap((reference) => (reference ? [reference.note_id] : []));
}

/** The payload as an admin reads it: the note's text joined back in place of its reference ("[erased]" once erased). */
export function withNoteText(event: EventContent, texts: NoteTexts): Record<string, unknown> {
  const reference = noteReferenceOf(event);
  if (!reference) {
    return event.payload;
  }
  const field = noteFieldOf(event.eventType) as string;
  return { ...event.payload, [field]: texts.get(reference.note_id)?.text ?? ERASED_TEXT };
}

/**
 * The note a hash-version-1 event's payload points to in place of the text its hash covers: the note field holds
 * exactly `{"note_id": …}` (what the migration wrote) and the note is one of this event's program moved out of an
 * event (no commitment). Anything else is no legacy reference: the payload is checked as stored.
 */
function legacyNoteOf(event: HashedContent, notesById: NoteTexts): { field: string; note: NoteState } | null {
  const field = noteFieldOf(event.eventType);
  if (field === undefined || (event.hashVersion ?? 1) !== 1) {
    return null;
  }
  const value = event.payload[field];
  if (!isNoteReference(value) || Object.keys(value).length !== 1) {
    return null;
  }
  const note = notesById.get(value.note_id);
  if (!note || note.registrationId !== event.registrationId || note.commitment !== null) {
    return null;
  }
  return { field, note };
}

/** Erased: text gone and the erasure recorded (the database allows no other way to blank a text). */
function isErased(note: NoteState): boolean {
  return note.text === null && note.erasedAt !== null;
}

/**
 * The payload the stored hash covers. Hash version 2 covers the stored payload (the note's reference); version 1
 * events had the text inline until the notes moved out, so their text goes back in place of the reference. Once
 * such a note is erased the content cannot be rebuilt: `contentErased`, checked by its link only. Only that case
 * excuses the content (see legacyNoteOf): any other event is checked, and fails, as stored.
 */
export function hashedPayloadOf(
  event: HashedContent,
  notesById: NoteTexts,
): { payload: Record<string, unknown>; contentErased: boolean } {
  const legacy = legacyNoteOf(event, notesById);
  if (!legacy) {
    return { payload: event.payload, contentErased: false };
  }
  if (legacy.note.text === null) {
    return { payload: event.payload, contentErased: isErased(legacy.note) };
  }
  return { payload: { ...event.payload, [legacy.field]: legacy.note.text }, contentErased: false };
}

/** The event as the chain check reads it: its hashed form, of the program `reference`. */
export function hashedLinkOf(event: ProgramEvent, reference: string, notesById: NoteTexts): ChainLink {
  const { payload, contentErased } = hashedPayloadOf(event, notesById);
  return { ...event, reference, payload, ...(contentErased ? { contentErased } : {}) };
}
