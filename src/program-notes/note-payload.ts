import { ChainLink, legacyEventDigest } from '../program-events/event-hash';
import type { ProgramEvent } from '../program-events/program-event.entity';
import type { ProgramNote } from './program-note.entity';

/** The payload member holding an operator's free text, per event type. */
const NOTE_FIELDS: Readonly<Record<string, string>> = {
  'program.status_changed': 'note',
  'program.approval_rejected': 'reason',
  // An operator's comment on a checklist tick (the console's checklist form); only ever written as a reference.
  'checklist.item_updated': 'comment',
};

/** The note fields a hash-version-1 event held inline before notes left the payloads: only these may be legacy. */
const LEGACY_NOTE_FIELDS: Readonly<Record<string, string>> = {
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
export function legacyNoteOf(
  event: HashedContent,
  notesById: NoteTexts,
): { field: string; noteId: string; note: NoteState } | null {
  const field = LEGACY_NOTE_FIELDS[event.eventType];
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
  return { field, noteId: value.note_id, note };
}

/** The payload with a legacy note's text put back where its hash covers it. */
export function withLegacyText(payload: Record<string, unknown>, field: string, text: string): Record<string, unknown> {
  return { ...payload, [field]: text };
}

/** Erased: text gone and the erasure recorded (the database allows no other way to blank a text). */
function isErased(note: NoteState): boolean {
  return note.text === null && note.erasedAt !== null;
}

/** One legacy event an erasure vouches for (`legacy_events` of program.personal_data_erased). */
export interface LegacyEventErasure {
  seq: number;
  note_id: string;
  digest: string;
}

/** What the erasure events of a chain vouch for, by the seq of the legacy event, with the erasure's own seq. */
export type LegacyErasures = ReadonlyMap<number, ReadonlyArray<LegacyEventErasure & { erasureSeq: number }>>;

export const ERASURE_EVENT = 'program.personal_data_erased';

function isLegacyEventErasure(value: unknown): value is LegacyEventErasure {
  const entry = value as Record<string, unknown> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    Number.isInteger(entry.seq) &&
    typeof entry.note_id === 'string' &&
    typeof entry.digest === 'string'
  );
}

/**
 * The legacy events the chain's erasure events list. Only hash-version-2 erasures count: their hash covers the
 * list (a version-1 event's payload is whatever was stored before notes moved out).
 */
export function legacyErasuresOf(
  events: Array<Pick<ProgramEvent, 'seq' | 'eventType' | 'payload' | 'hashVersion'>>,
): LegacyErasures {
  const bySeq = new Map<number, Array<LegacyEventErasure & { erasureSeq: number }>>();
  for (const event of events) {
    const listed =
      event.eventType === ERASURE_EVENT && event.hashVersion === 2 ? event.payload.legacy_events : undefined;
    if (!Array.isArray(listed)) {
      continue;
    }
    for (const entry of listed.filter(isLegacyEventErasure)) {
      bySeq.set(entry.seq, [...(bySeq.get(entry.seq) ?? []), { ...entry, erasureSeq: event.seq }]);
    }
  }
  return bySeq;
}

/**
 * Whether any of the program's notes is a legacy note (no commitment) whose text is gone: only then can an event be
 * excused by an erasure (see hashedLinksOf), so only then must a reader of the record in pages know the erasures first.
 */
export function hasErasedLegacyNote(notes: Iterable<Pick<NoteState, 'commitment' | 'text'>>): boolean {
  for (const note of notes) {
    if (note.commitment === null && note.text === null) {
      return true;
    }
  }
  return false;
}

/** Whether the chain holds an erasure: only one may leave a note erased. */
export function recordsAnErasure(events: Array<Pick<ProgramEvent, 'eventType'>>): boolean {
  return events.some((event) => event.eventType === ERASURE_EVENT);
}

/** A later erasure of the chain listed this event, its note and the digest of its stored form. */
function vouchedFor(event: ProgramEvent, reference: string, noteId: string, erasures: LegacyErasures): boolean {
  const listed = (erasures.get(event.seq) ?? []).filter(
    (entry) => entry.erasureSeq > event.seq && entry.note_id === noteId,
  );
  if (listed.length === 0) {
    return false;
  }
  const digest = legacyEventDigest({ ...event, reference });
  return listed.some((entry) => entry.digest === digest);
}

/**
 * The payload the stored hash covers. Hash version 2 covers the stored payload (the note's reference); version 1
 * events had the text inline until the notes moved out, so their text goes back in place of the reference. Once
 * such a note is erased the content cannot be rebuilt (`contentErased`: what an export marks `content_erased`).
 * Whether the chain excuses it is the chain check's decision (hashedLinksOf), not this one's.
 */
export function hashedPayloadOf(
  event: HashedContent,
  notesById: NoteTexts,
): { payload: Record<string, unknown>; contentErased: boolean; legacyNoteId?: string } {
  const legacy = legacyNoteOf(event, notesById);
  if (!legacy) {
    return { payload: event.payload, contentErased: false };
  }
  if (legacy.note.text === null) {
    return { payload: event.payload, contentErased: isErased(legacy.note), legacyNoteId: legacy.noteId };
  }
  return { payload: withLegacyText(event.payload, legacy.field, legacy.note.text), contentErased: false };
}

/**
 * The program `reference`'s events (seq order) as the chain check reads them: each in its hashed form. Give it the
 * whole record: an erased legacy note's event is excused only by a later erasure event, which `erasures` (read from
 * `events` unless given, for a caller that walks the record in batches) must hold.
 */
export function hashedLinksOf(
  events: ProgramEvent[],
  reference: string,
  notesById: NoteTexts,
  erasures: LegacyErasures = legacyErasuresOf(events),
): ChainLink[] {
  return events.map((event) => {
    const { payload, contentErased, legacyNoteId } = hashedPayloadOf(event, notesById);
    // Link only when a later erasure vouches for the event as stored, so that its other fields cannot be rewritten.
    const excused = contentErased && vouchedFor(event, reference, legacyNoteId as string, erasures);
    return chainLinkOf(event, reference, payload, excused);
  });
}

/**
 * The link's fields named one by one, not `{ ...event, reference }`: V8 promotes objects built by a spread and then
 * given one more property to the old generation (measured: every link of a 100,000-event export, with the payloads
 * and times it holds, ~1 KB an event), where only a full collection frees them.
 */
function chainLinkOf(
  event: ProgramEvent,
  reference: string,
  payload: Record<string, unknown>,
  excused: boolean,
): ChainLink {
  return {
    reference,
    seq: event.seq,
    eventType: event.eventType,
    source: event.source,
    actor: event.actor,
    instructionId: event.instructionId,
    payload,
    createdAt: event.createdAt,
    prevHash: event.prevHash,
    hash: event.hash,
    hashVersion: event.hashVersion,
    contentErased: excused ? true : undefined,
  };
}
