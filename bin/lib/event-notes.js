'use strict';

const { createHash } = require('node:crypto');
const { ERASURE_EVENT, isErasureEvent } = require('./erasure-events');

// Operators' free text lives in these payload members only; nothing else may be referred to as a note, and only a
// hash version 1 event of these types ever held a note inline (so only such an event may have lost its content).
const NOTE_FIELDS = Object.freeze({
  'program.status_changed': 'note',
  'program.approval_rejected': 'reason',
  // An operator's comment on a checklist tick: only ever written as a reference (hash_version 2).
  'checklist.item_updated': 'comment',
});

// The note members a hash_version 1 event held inline, before notes left the payloads.
const LEGACY_NOTE_FIELDS = Object.freeze({
  'program.status_changed': 'note',
  'program.approval_rejected': 'reason',
});

const HEX64 = /^[0-9a-f]{64}$/;

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function noteFieldOf(event) {
  return Object.prototype.hasOwnProperty.call(NOTE_FIELDS, event.event_type) ? NOTE_FIELDS[event.event_type] : null;
}

function legacyNoteFieldOf(event) {
  return Object.prototype.hasOwnProperty.call(LEGACY_NOTE_FIELDS, event.event_type)
    ? LEGACY_NOTE_FIELDS[event.event_type]
    : null;
}

function noteValueOf(event) {
  const field = noteFieldOf(event);
  return field === null || !isObject(event.payload) ? undefined : event.payload[field];
}

/** note_id → the first listed note with that id (duplicates are refused later, by checkNoteList). */
function notesById(notes) {
  const byId = new Map();
  if (Array.isArray(notes)) {
    for (const note of notes) {
      if (isObject(note) && typeof note.note_id === 'string' && !byId.has(note.note_id)) {
        byId.set(note.note_id, note);
      }
    }
  }
  return byId;
}

function isErasedLegacyNote(note) {
  return (
    isObject(note) &&
    note.text === null &&
    note.salt === null &&
    note.commitment === null &&
    typeof note.erased_at === 'string' &&
    note.erased_at !== ''
  );
}

/**
 * Why an event marked `content_erased` may not be checked by its link alone, or null when it may: a hash version 1
 * status change or rejection whose note member is exactly {note_id}, that note listed and erased as a legacy note.
 */
function erasedContentProblem(event, byId) {
  const field = legacyNoteFieldOf(event);
  if (field === null) {
    return `content_erased on a ${JSON.stringify(event.event_type)} event: only status changes and approval rejections held erasable notes`;
  }
  if (event.hash_version !== 1) {
    return `content_erased on a hash_version ${JSON.stringify(event.hash_version)} event: only hash_version 1 events held notes inline`;
  }
  const value = noteValueOf(event);
  if (!isObject(value) || Object.keys(value).join() !== 'note_id' || typeof value.note_id !== 'string') {
    return `content_erased but payload.${field} is not exactly {"note_id": …}`;
  }
  const note = byId.get(value.note_id);
  if (note === undefined) {
    return `content_erased but note ${value.note_id} is not in the bundle's notes`;
  }
  if (!isErasedLegacyNote(note)) {
    return `content_erased but note ${value.note_id} is not an erased legacy note (text, salt and commitment null, erased_at set)`;
  }
  return null;
}

/** What the events say about notes: v2 references by id, erased v1 references by id, v1 texts held inline. */
function noteReferences(events) {
  const committed = new Map(); // note_id → [{seq, commitment}]
  const erasedLegacy = new Map(); // note_id → seq
  const inlineTexts = []; // {seq, text, used}
  const problems = [];
  for (const event of events) {
    const value = noteValueOf(event);
    if (value === undefined || value === null) {
      continue;
    }
    const field = noteFieldOf(event);
    if (event.hash_version === 2) {
      if (!isObject(value)) {
        continue;
      }
      if (typeof value.note_id !== 'string' || typeof value.commitment !== 'string' || !HEX64.test(value.commitment)) {
        problems.push({
          seq: event.seq,
          what: `payload.${field} needs a note_id and a commitment of 64 hex characters`,
        });
        continue;
      }
      const list = committed.get(value.note_id) || [];
      list.push({ seq: event.seq, commitment: value.commitment });
      committed.set(value.note_id, list);
    } else if (legacyNoteFieldOf(event) === null) {
      continue;
    } else if (event.content_erased === true) {
      erasedLegacy.set(value.note_id, event.seq);
    } else if (typeof value === 'string') {
      inlineTexts.push({ seq: event.seq, text: value, used: false });
    }
  }
  return { committed, erasedLegacy, inlineTexts, problems };
}

function opened(note) {
  return createHash('sha256')
    .update(note.salt + note.text, 'utf8')
    .digest('hex');
}

/**
 * Every listed note against the event that refers to it; `fail(part, what)` throws. A note's kind comes from its
 * event, never from the note itself: a v2 event fixes its commitment (which its text and salt must open), an erased
 * v1 event its erasure, a v1 event its text (held inline). Answers the tally for the verdict.
 */
function checkNoteList(notes, events, fail) {
  const tally = { checked: 0, erased: 0, legacy: 0 };
  if (notes !== undefined && notes !== null && !Array.isArray(notes)) {
    fail('notes', 'is not a list');
  }
  const list = Array.isArray(notes) ? notes : [];
  const { committed, erasedLegacy, inlineTexts, problems } = noteReferences(events);
  if (problems.length > 0) {
    fail(`seq ${problems[0].seq}`, problems[0].what);
  }
  // Only an erasure takes a note's text away: an erased note in a program never erased is a note hidden.
  const erasedBy = events.some(isErasureEvent);
  const assertErasureRecorded = (part) => {
    if (!erasedBy) {
      fail(part, `erased, but the chain holds no ${ERASURE_EVENT} event (hash_version 2)`);
    }
  };
  const seen = new Set();
  for (const note of list) {
    if (!isObject(note) || typeof note.note_id !== 'string') {
      fail('notes', 'an entry has no note_id');
    }
    const part = `note ${note.note_id}`;
    if (seen.has(note.note_id)) {
      fail(part, 'listed twice');
    }
    seen.add(note.note_id);
    const references = committed.get(note.note_id);
    if (references) {
      for (const reference of references) {
        if (note.commitment !== reference.commitment) {
          fail(
            part,
            `commitment differs from the one hashed in seq ${reference.seq} ` +
              `(${reference.commitment}; the note lists ${JSON.stringify(note.commitment)})`,
          );
        }
      }
      if (note.text === null && note.salt === null) {
        if (typeof note.erased_at !== 'string' || note.erased_at === '') {
          fail(part, 'has no text nor salt but no erased_at');
        }
        assertErasureRecorded(part);
        tally.erased++;
        continue;
      }
      if (typeof note.text !== 'string' || typeof note.salt !== 'string' || !HEX64.test(note.salt)) {
        fail(part, 'needs a text and a salt of 64 lowercase hex characters (or neither, once erased)');
      }
      const opening = opened(note);
      if (opening !== note.commitment) {
        fail(
          part,
          `text does not match its commitment (SHA-256(salt || text) = ${opening}, commitment ${note.commitment})`,
        );
      }
      tally.checked++;
    } else if (erasedLegacy.has(note.note_id)) {
      // Its erasure was checked with its event (link only): text, salt and commitment null, erased_at set.
      assertErasureRecorded(part);
      tally.erased++;
    } else if (note.commitment === null && note.salt === null && typeof note.text === 'string') {
      const holder = inlineTexts.find((candidate) => !candidate.used && candidate.text === note.text);
      if (!holder) {
        fail(
          part,
          'legacy note whose text no hash_version 1 status change or rejection holds inline (edited, or no event refers to it)',
        );
      }
      holder.used = true;
      tally.legacy++;
    } else {
      fail(part, 'no exported event refers to this note');
    }
  }
  for (const [noteId, references] of committed) {
    if (!seen.has(noteId)) {
      fail(`seq ${references[0].seq}`, `refers to note ${noteId}, which the bundle's notes do not list`);
    }
  }
  return tally;
}

module.exports = { NOTE_FIELDS, checkNoteList, erasedContentProblem, notesById };
