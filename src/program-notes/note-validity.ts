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
  const erasureRecorded = recordsAnErasure(events);
  const byId = new Map(notes.map((note) => [note.id, note]));
  const referred = new Set<string>();
  for (const event of events) {
    const reference = noteReferenceOf(event);
    if (!reference) {
      continue;
    }
    const note = byId.get(reference.note_id);
    if (referred.has(reference.note_id) || !note || note.registrationId !== event.registrationId) {
      return false;
    }
    referred.add(note.id);
    if (
      (note.text === null && !erasureRecorded) ||
      !holdsErasureState(note) ||
      !opens(event.hashVersion ?? 1, reference, note)
    ) {
      return false;
    }
  }
  return notes.every((note) => note.commitment !== null || referred.has(note.id));
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
