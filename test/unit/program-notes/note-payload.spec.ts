import { createHash } from 'node:crypto';
import {
  ChainLink,
  eventHash,
  GENESIS_HASH,
  legacyEventDigest,
  verifyChain,
} from '../../../src/program-events/event-hash';
import type { ProgramEvent } from '../../../src/program-events/program-event.entity';
import {
  ERASED_TEXT,
  hashedLinksOf,
  hashedPayloadOf,
  legacyErasuresOf,
  NoteState,
  noteIdsOf,
  withNoteText,
} from '../../../src/program-notes/note-payload';

const NOTE_ID = '5f0c1d3e-8a9b-4c2d-9e1f-0a1b2c3d4e5f';
const TEXT = 'director on a sanctions list';
const REFERENCE = 'PRG-123456';
const ERASED_AT = new Date('2031-01-01T00:00:00.000Z');

/** A legacy note (moved out of an event, no commitment) of program 1; erased when `text` is null. */
function legacyNote(text: string | null, changes: Partial<NoteState> = {}): NoteState {
  return { registrationId: 1, text, commitment: null, erasedAt: text === null ? ERASED_AT : null, ...changes };
}
const notesOf = (note: NoteState): Map<string, NoteState> => new Map([[NOTE_ID, note]]);

/** A chained event of `hashVersion` whose stored payload is `stored` and whose hash covers `hashed`. */
function storedEvent(
  seq: number,
  prevHash: string,
  hashVersion: number,
  stored: Record<string, unknown>,
  hashed = stored,
  eventType = 'program.status_changed',
): ProgramEvent {
  const fields = {
    seq,
    eventType,
    source: 'admin',
    actor: null,
    instructionId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
    prevHash,
    hashVersion,
  };
  return {
    ...fields,
    id: seq,
    registrationId: 1,
    payload: stored,
    hash: eventHash({ ...fields, reference: REFERENCE, payload: hashed }),
  };
}

/** What the erasure lists for a legacy event it erases the note of: its seq, note and the digest of its stored form. */
const vouchFor = (event: ProgramEvent, noteId = NOTE_ID) => ({
  seq: event.seq,
  note_id: noteId,
  digest: legacyEventDigest({ ...event, reference: REFERENCE }),
});

/** program.personal_data_erased (hash version 2 unless told) listing `legacyEvents`. */
function erasureEvent(seq: number, prevHash: string, legacyEvents: unknown[], hashVersion = 2): ProgramEvent {
  const payload = { fields: ['full_name'], documents: 0, notes: 1, handoff_records: 0, legacy_events: legacyEvents };
  return storedEvent(seq, prevHash, hashVersion, payload, payload, 'program.personal_data_erased');
}

describe('note payloads', () => {
  it('should put a moved legacy note back inline so that the stored hash recomputes', () => {
    const event = storedEvent(
      1,
      GENESIS_HASH,
      1,
      { to: 'reviewing', note: { note_id: NOTE_ID } },
      {
        to: 'reviewing',
        note: TEXT,
      },
    );
    const hashed = hashedPayloadOf(event, notesOf(legacyNote(TEXT)));
    expect(hashed).toEqual({ payload: { to: 'reviewing', note: TEXT }, contentErased: false });
    expect(eventHash({ ...event, reference: REFERENCE, payload: hashed.payload })).toBe(event.hash);
  });

  it('should mark a legacy event content_erased once its note is erased', () => {
    const event = storedEvent(1, GENESIS_HASH, 1, { note: { note_id: NOTE_ID } }, { note: TEXT });
    expect(hashedPayloadOf(event, notesOf(legacyNote(null)))).toEqual({
      payload: event.payload,
      contentErased: true,
      legacyNoteId: NOTE_ID,
    });
  });

  it('should leave a hash-version-2 payload as stored (the hash covers the reference and commitment)', () => {
    const stored = { note: { note_id: NOTE_ID, commitment: 'c'.repeat(64) } };
    const event = storedEvent(1, GENESIS_HASH, 2, stored);
    expect(hashedPayloadOf(event, notesOf(legacyNote(null)))).toEqual({ payload: stored, contentErased: false });
  });

  it('should put back the reason of a legacy rejection, and leave other events alone', () => {
    const rejection = storedEvent(
      1,
      GENESIS_HASH,
      1,
      { reason: { note_id: NOTE_ID } },
      { reason: TEXT },
      'program.approval_rejected',
    );
    expect(hashedPayloadOf(rejection, notesOf(legacyNote(TEXT))).payload).toEqual({ reason: TEXT });
    const other = storedEvent(1, GENESIS_HASH, 1, { note: { note_id: NOTE_ID } }, undefined, 'program.updated');
    expect(hashedPayloadOf(other, notesOf(legacyNote(TEXT))).payload).toBe(other.payload);
  });

  it('should join the text back for admin views, "[erased]" once erased, and null notes stay null', () => {
    const event = storedEvent(1, GENESIS_HASH, 2, { to: 'kyc_pending', note: { note_id: NOTE_ID, commitment: 'c' } });
    expect(withNoteText(event, notesOf(legacyNote(TEXT)))).toEqual({ to: 'kyc_pending', note: TEXT });
    expect(withNoteText(event, notesOf(legacyNote(null)))).toEqual({ to: 'kyc_pending', note: ERASED_TEXT });
    const withoutNote = storedEvent(2, GENESIS_HASH, 2, { to: 'approved', note: null });
    expect(withNoteText(withoutNote, new Map())).toEqual({ to: 'approved', note: null });
    expect(noteIdsOf([event, withoutNote])).toEqual([NOTE_ID]);
  });
});

describe("a checklist tick's comment", () => {
  it('should be a note of checklist.item_updated: its id listed, its text joined back, "[erased]" once erased', () => {
    const stored = { item_id: 'kyc', done: true, comment: { note_id: NOTE_ID, commitment: 'c'.repeat(64) } };
    const event = storedEvent(1, GENESIS_HASH, 2, stored, stored, 'checklist.item_updated');
    expect(noteIdsOf([event])).toEqual([NOTE_ID]);
    expect(withNoteText(event, notesOf(legacyNote(TEXT)))).toEqual({ item_id: 'kyc', done: true, comment: TEXT });
    expect(withNoteText(event, notesOf(legacyNote(null)))).toEqual({
      item_id: 'kyc',
      done: true,
      comment: ERASED_TEXT,
    });
    expect(hashedPayloadOf(event, notesOf(legacyNote(TEXT)))).toEqual({ payload: stored, contentErased: false });
  });

  it('should never be taken for a legacy note: a version-1 tick held no comment inline', () => {
    const forged = { item_id: 'kyc', done: true, comment: { note_id: NOTE_ID } };
    const event = storedEvent(1, GENESIS_HASH, 1, forged, forged, 'checklist.item_updated');
    expect(hashedPayloadOf(event, notesOf(legacyNote(TEXT)))).toEqual({ payload: forged, contentErased: false });
    expect(hashedPayloadOf(event, notesOf(legacyNote(null)))).toEqual({ payload: forged, contentErased: false });
  });
});

describe('verifyChain with content_erased events', () => {
  function mixedChain(): { events: ProgramEvent[]; notes: Map<string, NoteState> } {
    const first = storedEvent(1, GENESIS_HASH, 1, { note: { note_id: NOTE_ID } }, { note: TEXT });
    const second = storedEvent(2, first.hash, 2, { note: { note_id: 'other', commitment: 'c'.repeat(64) } });
    const third = storedEvent(3, second.hash, 2, { to: 'approved', note: null });
    const erasure = erasureEvent(4, third.hash, [vouchFor(first)]);
    return { events: [first, second, third, erasure], notes: notesOf(legacyNote(TEXT)) };
  }
  const links = (events: ProgramEvent[], notes: Map<string, NoteState>): ChainLink[] =>
    hashedLinksOf(events, REFERENCE, notes);

  it('should verify a chain of legacy and version-2 events and count no erased content', () => {
    const { events, notes } = mixedChain();
    expect(verifyChain(links(events, notes))).toEqual({
      valid: true,
      headHash: events[3].hash,
      brokenAtSeq: null,
      contentErased: 0,
    });
  });

  it('should check an erased legacy event a later erasure vouches for by its link only and count it', () => {
    const { events, notes } = mixedChain();
    notes.set(NOTE_ID, legacyNote(null));
    expect(verifyChain(links(events, notes))).toEqual({
      valid: true,
      headHash: events[3].hash,
      brokenAtSeq: null,
      contentErased: 1,
    });
  });

  it('should still break at a content_erased event whose link does not hold', () => {
    const { events, notes } = mixedChain();
    notes.set(NOTE_ID, legacyNote(null));
    const chain = links(events, notes);
    chain[0].prevHash = 'f'.repeat(64);
    expect(verifyChain(chain)).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });

  it('should build each link of the hashed fields only, named one by one, the stored event untouched', () => {
    const { events, notes } = mixedChain();
    const [legacy] = links(events, notes);
    // Not `{ ...event, reference }`: V8 promotes objects built by a spread and then given one more property.
    expect(legacy).toEqual({
      reference: REFERENCE,
      seq: 1,
      eventType: events[0].eventType,
      source: events[0].source,
      actor: events[0].actor,
      instructionId: events[0].instructionId,
      payload: { note: TEXT },
      createdAt: events[0].createdAt,
      prevHash: GENESIS_HASH,
      hash: events[0].hash,
      hashVersion: 1,
    });
    expect(Object.keys(legacy)).not.toContain('id');
    expect(events[0].payload).toEqual({ note: { note_id: NOTE_ID } });
  });

  it('should break when a moved legacy note text is changed', () => {
    const { events, notes } = mixedChain();
    notes.set(NOTE_ID, legacyNote('someone else'));
    expect(verifyChain(links(events, notes))).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });

  it('should cover hash_version: an event re-labelled version 1 no longer verifies', () => {
    const { events, notes } = mixedChain();
    events[1].hashVersion = 1;
    expect(verifyChain(links(events, notes))).toMatchObject({ valid: false, brokenAtSeq: 2 });
  });
});

describe('content_erased is granted only to an erased legacy note of the same program', () => {
  const erasedLegacy = (stored: Record<string, unknown> = { note: { note_id: NOTE_ID } }, eventType?: string) =>
    storedEvent(1, GENESIS_HASH, 1, stored, { note: TEXT }, eventType);

  it('should grant it to a status change and to a rejection whose erased legacy note is referred to by id alone', () => {
    expect(hashedPayloadOf(erasedLegacy(), notesOf(legacyNote(null))).contentErased).toBe(true);
    const rejection = erasedLegacy({ reason: { note_id: NOTE_ID } }, 'program.approval_rejected');
    expect(hashedPayloadOf(rejection, notesOf(legacyNote(null))).contentErased).toBe(true);
  });

  it('should refuse it to any other event type', () => {
    const other = erasedLegacy({ note: { note_id: NOTE_ID } }, 'program.updated');
    expect(hashedPayloadOf(other, notesOf(legacyNote(null))).contentErased).toBe(false);
  });

  it('should refuse it to a hash-version-2 event', () => {
    const event = storedEvent(1, GENESIS_HASH, 2, { note: { note_id: NOTE_ID } });
    expect(hashedPayloadOf(event, notesOf(legacyNote(null))).contentErased).toBe(false);
  });

  it('should refuse it when the note field holds more than the note id', () => {
    const event = erasedLegacy({ note: { note_id: NOTE_ID, commitment: 'c'.repeat(64) } });
    expect(hashedPayloadOf(event, notesOf(legacyNote(null))).contentErased).toBe(false);
    const padded = erasedLegacy({ note: { note_id: NOTE_ID, text: 'x' } });
    expect(hashedPayloadOf(padded, notesOf(legacyNote(null))).contentErased).toBe(false);
  });

  it("should refuse it for another program's erased note, and not put another program's text back", () => {
    expect(hashedPayloadOf(erasedLegacy(), notesOf(legacyNote(null, { registrationId: 2 }))).contentErased).toBe(false);
    const event = erasedLegacy();
    expect(hashedPayloadOf(event, notesOf(legacyNote(TEXT, { registrationId: 2 })))).toEqual({
      payload: event.payload,
      contentErased: false,
    });
  });

  it('should refuse it for a note not erased (text blanked without erased_at), one with a commitment, or none', () => {
    expect(hashedPayloadOf(erasedLegacy(), notesOf(legacyNote(null, { erasedAt: null }))).contentErased).toBe(false);
    const committed = legacyNote(null, { commitment: 'c'.repeat(64) });
    expect(hashedPayloadOf(erasedLegacy(), notesOf(committed)).contentErased).toBe(false);
    expect(hashedPayloadOf(erasedLegacy(), new Map()).contentErased).toBe(false);
  });

  it('should break the chain at an event refused content_erased (its stored payload does not hash)', () => {
    const event = erasedLegacy();
    const notes = notesOf(legacyNote(null, { registrationId: 2 }));
    expect(verifyChain(hashedLinksOf([event], REFERENCE, notes))).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });
});

describe('hash versions never go back along a chain', () => {
  it('should break at a version-1 event after a version-2 event, even one that hashes', () => {
    const first = storedEvent(1, GENESIS_HASH, 2, { to: 'reviewing', note: null });
    const second = storedEvent(2, first.hash, 1, { to: 'approved', note: null });
    const third = storedEvent(3, second.hash, 2, { to: 'declined', note: null });
    const chain = hashedLinksOf([first, second, third], REFERENCE, new Map());
    expect(verifyChain(chain)).toMatchObject({ valid: false, brokenAtSeq: 2 });
  });

  it('should break at an erased legacy event re-labelled after version-2 events (no link-only downgrade)', () => {
    const first = storedEvent(1, GENESIS_HASH, 2, { to: 'reviewing', note: null });
    const second = storedEvent(2, first.hash, 1, { note: { note_id: NOTE_ID } }, { note: TEXT });
    const erasure = erasureEvent(3, second.hash, [vouchFor(second)]);
    const chain = hashedLinksOf([first, second, erasure], REFERENCE, notesOf(legacyNote(null)));
    expect(chain[1].contentErased).toBe(true);
    expect(verifyChain(chain)).toMatchObject({ valid: false, brokenAtSeq: 2, contentErased: 0 });
  });

  it('should accept version-1 events followed by version-2 events', () => {
    const first = storedEvent(1, GENESIS_HASH, 1, { to: 'reviewing', note: null });
    const second = storedEvent(2, first.hash, 2, { to: 'approved', note: null });
    const chain = hashedLinksOf([first, second], REFERENCE, new Map());
    expect(verifyChain(chain)).toMatchObject({ valid: true, brokenAtSeq: null });
  });
});

describe('an erased legacy event is checked by its link only when a later erasure vouches for it as stored', () => {
  /** An erased legacy status change (seq 1), an ordinary event (seq 2) and the erasure listing `legacyEvents` (seq 3). */
  function erasedProgram(legacyEvents?: (legacy: ProgramEvent) => unknown[], erasureVersion = 2): ProgramEvent[] {
    const legacy = storedEvent(
      1,
      GENESIS_HASH,
      1,
      { from: 'reviewing', to: 'declined', note: { note_id: NOTE_ID } },
      {
        from: 'reviewing',
        to: 'declined',
        note: TEXT,
      },
    );
    const closed = storedEvent(2, legacy.hash, 2, { lifecycle: 'closed' });
    const listed = legacyEvents ? legacyEvents(legacy) : [vouchFor(legacy)];
    return [legacy, closed, erasureEvent(3, closed.hash, listed, erasureVersion)];
  }
  const verdict = (events: ProgramEvent[]) => verifyChain(hashedLinksOf(events, REFERENCE, notesOf(legacyNote(null))));

  /** The attack of review 18b item 2: the event's fields rewritten after its note was erased, its hash left as is. */
  const tampered = (event: ProgramEvent): ProgramEvent => ({ ...event, payload: { ...event.payload, to: 'approved' } });

  it('should accept it, counting it, when the erasure lists its seq, note and digest', () => {
    expect(verdict(erasedProgram())).toMatchObject({ valid: true, brokenAtSeq: null, contentErased: 1 });
  });

  it('should break at it when the chain holds no erasure event', () => {
    expect(verdict(erasedProgram().slice(0, 2))).toMatchObject({ valid: false, brokenAtSeq: 1, contentErased: 0 });
  });

  it('should break at a tampered legacy event although an erasure vouches for its original form', () => {
    const [legacy, ...rest] = erasedProgram();
    expect(verdict([legacy, ...rest]).valid).toBe(true);
    expect(verdict([tampered(legacy), ...rest])).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });

  it('should break at a tampered legacy event when no erasure vouches for it', () => {
    const [legacy, closed] = erasedProgram();
    expect(verdict([tampered(legacy), closed])).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });

  it('should break at it when the erasure lists another note, another seq or another digest', () => {
    const otherNote = erasedProgram((legacy) => [vouchFor(legacy, 'another-note')]);
    expect(verdict(otherNote)).toMatchObject({ valid: false, brokenAtSeq: 1 });
    const otherSeq = erasedProgram((legacy) => [{ ...vouchFor(legacy), seq: 2 }]);
    expect(verdict(otherSeq)).toMatchObject({ valid: false, brokenAtSeq: 1 });
    const otherDigest = erasedProgram((legacy) => [{ ...vouchFor(legacy), digest: 'd'.repeat(64) }]);
    expect(verdict(otherDigest)).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });

  it('should ignore an erasure of hash version 1 (its hash does not cover the list)', () => {
    expect(verdict(erasedProgram(undefined, 1))).toMatchObject({ valid: false, brokenAtSeq: 1 });
  });

  it('should ignore an erasure earlier in the chain than the event', () => {
    const legacy = storedEvent(2, 'x'.repeat(64), 1, { note: { note_id: NOTE_ID } }, { note: TEXT });
    const erasure = erasureEvent(1, GENESIS_HASH, [vouchFor(legacy)]);
    const second = storedEvent(2, erasure.hash, 1, { note: { note_id: NOTE_ID } }, { note: TEXT });
    expect(verdict([erasure, second])).toMatchObject({ valid: false, brokenAtSeq: 2 });
  });

  it('should excuse an event of one batch by an erasure of a later batch when given the whole chain erasures', () => {
    const events = erasedProgram();
    const notes = notesOf(legacyNote(null));
    const firstBatch = hashedLinksOf(events.slice(0, 1), REFERENCE, notes, legacyErasuresOf(events));
    expect(firstBatch[0].contentErased).toBe(true);
    expect(hashedLinksOf(events.slice(0, 1), REFERENCE, notes)[0].contentErased).toBeUndefined();
  });

  it('should keep a not-yet-erased legacy event checked with its text put back, listed or not', () => {
    const events = erasedProgram();
    const chain = hashedLinksOf(events, REFERENCE, notesOf(legacyNote(TEXT)));
    expect(chain[0]).toMatchObject({ payload: { note: TEXT } });
    expect(chain[0].contentErased).toBeUndefined();
    expect(verifyChain(chain)).toMatchObject({ valid: true, contentErased: 0 });
  });
});

describe(legacyEventDigest.name, () => {
  it('should be the SHA-256 of the canonical version-1 object as stored, without prev_hash', () => {
    const event = storedEvent(3, 'a'.repeat(64), 1, { note: { note_id: NOTE_ID }, to: 'declined' });
    const canonical =
      `{"created_at":"2026-01-01T00:00:03.000Z","event_type":"program.status_changed","instruction_id":null,` +
      `"payload":{"note":{"note_id":"${NOTE_ID}"},"to":"declined"},"reference":"${REFERENCE}","seq":3,"source":"admin"}`;
    const expected = createHash('sha256').update(canonical, 'utf8').digest('hex');
    expect(legacyEventDigest({ ...event, reference: REFERENCE })).toBe(expected);
    const relinked: ProgramEvent = { ...event, prevHash: 'b'.repeat(64) };
    expect(legacyEventDigest({ ...relinked, reference: REFERENCE })).toBe(expected);
  });
});
