import type { ProgramEvent } from '../../../src/program-events/program-event.entity';
import { noteCommitment } from '../../../src/program-notes/note-commitment';
import { notesHold, notesReferencedBy } from '../../../src/program-notes/note-validity';
import { ProgramNote } from '../../../src/program-notes/program-note.entity';

const SALT = 'a'.repeat(64);
const TEXT = 'Director named in an adverse media report';
const ERASED_AT = new Date('2031-01-01T00:00:00.000Z');

type Referring = Pick<ProgramEvent, 'registrationId' | 'eventType' | 'payload' | 'hashVersion'>;

function note(id: string, changes: Partial<ProgramNote> = {}): ProgramNote {
  return Object.assign(new ProgramNote(), {
    id,
    registrationId: 1,
    salt: SALT,
    text: TEXT,
    commitment: noteCommitment(SALT, TEXT),
    createdAt: new Date('2026-01-01T00:00:00.000Z'),
    erasedAt: null,
    ...changes,
  });
}
const legacy = (id: string, changes: Partial<ProgramNote> = {}) =>
  note(id, { salt: null, commitment: null, ...changes });
const erased = (id: string, changes: Partial<ProgramNote> = {}) =>
  note(id, { text: null, salt: null, erasedAt: ERASED_AT, ...changes });

/** A status change of program 1 whose note field holds `reference`. */
function event(hashVersion: number, reference: Record<string, unknown> | null, registrationId = 1): Referring {
  return { registrationId, eventType: 'program.status_changed', payload: { note: reference }, hashVersion };
}
const v2 = (id: string, commitment = noteCommitment(SALT, TEXT)) => event(2, { note_id: id, commitment });
const v1 = (id: string) => event(1, { note_id: id });
/** The erasure's event: only it may leave a note erased. */
const ERASURE: Referring = {
  registrationId: 1,
  eventType: 'program.personal_data_erased',
  payload: { legacy_events: [] },
  hashVersion: 2,
};

describe('notesHold', () => {
  it('should hold for a version-2 note that opens its event commitment, and for an erased one', () => {
    expect(notesHold([v2('n1')], [note('n1')])).toBe(true);
    expect(notesHold([v2('n1'), ERASURE], [erased('n1')])).toBe(true);
  });

  it('should fail when a version-2 note text (or salt) no longer opens the commitment', () => {
    expect(notesHold([v2('n1')], [note('n1', { text: 'someone else' })])).toBe(false);
    expect(notesHold([v2('n1')], [note('n1', { salt: 'b'.repeat(64) })])).toBe(false);
  });

  it("should fail when the note's commitment differs from the event's, even one its own text opens", () => {
    const forged = 'forged text';
    const own = note('n1', { text: forged, commitment: noteCommitment(SALT, forged) });
    expect(notesHold([v2('n1')], [own])).toBe(false);
    expect(notesHold([v2('n1')], [legacy('n1')])).toBe(false);
    expect(notesHold([event(2, { note_id: 'n1' })], [note('n1')])).toBe(false);
  });

  it('should fail on a half-erased note: text blanked without erased_at, salt kept, or erased_at with text', () => {
    expect(notesHold([v2('n1'), ERASURE], [erased('n1', { erasedAt: null })])).toBe(false);
    expect(notesHold([v2('n1'), ERASURE], [erased('n1', { salt: SALT })])).toBe(false);
    expect(notesHold([v2('n1'), ERASURE], [note('n1', { erasedAt: ERASED_AT })])).toBe(false);
  });

  it('should hold for a legacy note its version-1 event refers to by id alone, erased or not', () => {
    expect(notesHold([v1('n1')], [legacy('n1')])).toBe(true);
    expect(notesHold([v1('n1'), ERASURE], [erased('n1', { commitment: null })])).toBe(true);
  });

  it('should fail on an erased note (version 2 or legacy) when the chain records no erasure', () => {
    expect(notesHold([v2('n1')], [erased('n1')])).toBe(false);
    expect(notesHold([v1('n1')], [erased('n1', { commitment: null })])).toBe(false);
  });

  it('should fail when a version-1 event refers to a note with a commitment, or by more than its id', () => {
    expect(notesHold([v1('n1')], [note('n1')])).toBe(false);
    expect(notesHold([event(1, { note_id: 'n1', commitment: 'c'.repeat(64) })], [legacy('n1')])).toBe(false);
  });

  it('should fail on a legacy note no event refers to', () => {
    expect(notesHold([], [legacy('n1')])).toBe(false);
    expect(notesHold([v2('n2')], [legacy('n1'), note('n2')])).toBe(false);
  });

  it('should leave out a version-2 note no event refers to (written after the events were read)', () => {
    expect(notesHold([v2('n1')], [note('n1'), note('n2')])).toBe(true);
  });

  it("should fail on a missing note, another program's note, and a note two events refer to", () => {
    expect(notesHold([v2('n1')], [])).toBe(false);
    expect(notesHold([v2('n1')], [note('n1', { registrationId: 2 })])).toBe(false);
    expect(notesHold([v2('n1'), v2('n1')], [note('n1')])).toBe(false);
  });

  it('should read the rejection reason field, and ignore events without a note', () => {
    const rejection: Referring = {
      registrationId: 1,
      eventType: 'program.approval_rejected',
      payload: { reason: { note_id: 'n1', commitment: noteCommitment(SALT, TEXT) } },
      hashVersion: 2,
    };
    expect(notesHold([rejection, event(2, null)], [note('n1')])).toBe(true);
    expect(notesHold([rejection], [note('n1', { text: 'changed' })])).toBe(false);
  });
});

describe('notesReferencedBy', () => {
  it('should keep only the notes the events refer to, in the order given', () => {
    const notes = [note('n1'), note('n2'), legacy('n3')];
    expect(notesReferencedBy([v1('n3'), v2('n1')], notes).map((kept) => kept.id)).toEqual(['n1', 'n3']);
  });
});
