import type { ProgramEvent } from '../program-events/program-event.entity';
import { noteCommitment } from './note-commitment';
import { NoteReference, noteIdsOf, noteReferenceOf, recordsAnErasure } from './note-payload';
import type { ProgramNote } from './program-note.entity';

type ReferringEvent = Pick<ProgramEvent, 'registrationId' | 'eventType' | 'payload' | 'hashVersion'>;

/** The notes `events` refer to, in the order of `notes`: a bundle carries no note its events do not explain. */
export function notesReferencedBy<T extends Pick<ProgramNote, 'id'>>(events: ReferringEvent[], notes: T[]): T[] {
  const ids = new Set(noteIdsOf(events));
  return notes.filter((note) => ids.has(note.id));
}

/**
 * Whether the program's notes are the ones its events committed to. The referring event decides what a note must
 * be (never the note's own columns, which a writer to the table could change): a version-2 event's note must open
 * the commitment the event's hash covers, sha256(salt + text), unless erased; a version-1 event's note is a moved
 * legacy text (no commitment), whose text the event's hash covers (the chain check recomputes it). Each note belongs
 * to exactly one event of this program, and every legacy note is referred to. A version-2 note no event refers to
 * is left out (it may have been written after the events were read) and out of the bundle with it. A note is
 * erased only by the erasure, which records program.personal_data_erased: an erased note in a chain without one was
 * blanked by hand (or "hidden" as erased).
 */
export function notesHold(events: ReferringEvent[], notes: ProgramNote[]): boolean {
  const check = new NotesCheck(notes);
  check.add(events);
  return check.holds();
}

/** notesHold fed the record a batch at a time, in seq order, so that a long record need not be held whole. */
export class NotesCheck {
  private readonly byId: ReadonlyMap<string, ProgramNote>;
  private readonly referred = new Set<string>();
  private failed = false;
  private erasureRecorded = false;
  /** A referred note has no text: that holds only if the record, read to its end, holds an erasure. */
  private textErased = false;

  constructor(private readonly notes: ProgramNote[]) {
    this.byId = new Map(notes.map((note) => [note.id, note]));
  }

  add(events: ReferringEvent[]): void {
    this.erasureRecorded ||= recordsAnErasure(events);
    for (const event of events) {
      if (this.failed) {
        return;
      }
      const reference = noteReferenceOf(event);
      if (reference) {
        this.failed = !this.refersRightly(event, reference);
      }
    }
  }

  holds(): boolean {
    return (
      !this.failed &&
      !(this.textErased && !this.erasureRecorded) &&
      this.notes.every((note) => note.commitment !== null || this.referred.has(note.id))
    );
  }

  private refersRightly(event: ReferringEvent, reference: NoteReference): boolean {
    const note = this.byId.get(reference.note_id);
    if (this.referred.has(reference.note_id) || !note || note.registrationId !== event.registrationId) {
      return false;
    }
    this.referred.add(note.id);
    this.textErased ||= note.text === null;
    return holdsErasureState(note) && opens(event.hashVersion ?? 1, reference, note);
  }
}

/** Text and salt are blanked together, and only by the erasure (which records when). */
function holdsErasureState(note: ProgramNote): boolean {
  if (note.text === null) {
    return note.salt === null && note.erasedAt !== null;
  }
  return note.erasedAt === null;
}

function opens(hashVersion: number, reference: NoteReference, note: ProgramNote): boolean {
  if (hashVersion === 1) {
    return Object.keys(reference).length === 1 && note.commitment === null && note.salt === null;
  }
  if (typeof reference.commitment !== 'string' || note.commitment !== reference.commitment) {
    return false;
  }
  return note.text === null || (note.salt !== null && noteCommitment(note.salt, note.text) === reference.commitment);
}
