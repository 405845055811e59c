'use strict';

const { createHash } = require('node:crypto');
const { canonicalJson } = require('./canonical-json');
const { hashedEventObject } = require('./event-hash');

// An erased legacy event can no longer be recomputed from its hash: what vouches for its content is the erasure
// event that, before erasing, listed the digest of its stored form (note member {note_id}) in its own hashed payload.
const ERASURE_EVENT = 'program.personal_data_erased';

const HEX64 = /^[0-9a-f]{64}$/;

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** An erasure event the verifier may rely on: hash version 2 (every erasure event is), so its payload is hashed. */
function isErasureEvent(event) {
  return isObject(event) && event.event_type === ERASURE_EVENT && event.hash_version === 2;
}

/**
 * hex SHA-256( utf8(JCS(E)) ), E being the hash version 1 object of the event as exported (no prev_hash, no
 * hash_version): the digest an erasure event lists for each legacy event whose note it erases.
 */
function legacyEventDigest(event, reference) {
  const hashed = hashedEventObject({ ...event, hash_version: 1 }, reference);
  return createHash('sha256').update(canonicalJson(hashed), 'utf8').digest('hex');
}

/** Why an erasure event's `legacy_events` cannot be read, or null (an absent list vouches for nothing). */
function legacyEventsProblem(event) {
  const listed = isObject(event.payload) ? event.payload.legacy_events : undefined;
  if (listed === undefined) {
    return null;
  }
  if (!Array.isArray(listed)) {
    return 'payload.legacy_events is not a list';
  }
  const bad = listed.findIndex(
    (entry) =>
      !isObject(entry) ||
      !Number.isSafeInteger(entry.seq) ||
      typeof entry.note_id !== 'string' ||
      typeof entry.digest !== 'string' ||
      !HEX64.test(entry.digest),
  );
  return bad === -1 ? null : `payload.legacy_events[${bad}] is not {seq, note_id, digest of 64 lowercase hex}`;
}

/** seq of a content_erased event → what the erasure events after it list for it: [{erasureSeq, note_id, digest}]. */
function vouchersOf(events) {
  const vouchers = new Map();
  for (const event of events) {
    if (!isErasureEvent(event) || !isObject(event.payload) || !Array.isArray(event.payload.legacy_events)) {
      continue;
    }
    for (const entry of event.payload.legacy_events) {
      if (entry.seq < event.seq) {
        const list = vouchers.get(entry.seq) || [];
        list.push({ erasureSeq: event.seq, note_id: entry.note_id, digest: entry.digest });
        vouchers.set(entry.seq, list);
      }
    }
  }
  return vouchers;
}

/**
 * Why a content_erased event (its note member already checked to be exactly {note_id}) is not vouched for, or null:
 * some later erasure event must list its seq, and every one that does must name its note and the digest recomputed
 * from the event as exported.
 */
function unvouchedProblem(event, noteId, reference, vouchers) {
  const listed = vouchers.get(event.seq);
  if (listed === undefined) {
    return 'content_erased but no later erasure event vouches for its content';
  }
  const digest = legacyEventDigest(event, reference);
  for (const voucher of listed) {
    if (voucher.note_id !== noteId) {
      return `content_erased but erasure event seq ${voucher.erasureSeq} lists note ${voucher.note_id} for it, not ${noteId}`;
    }
    if (voucher.digest !== digest) {
      return (
        `content_erased but its digest does not match the one erasure event seq ${voucher.erasureSeq} lists ` +
        `(recomputed ${digest}, listed ${voucher.digest})`
      );
    }
  }
  return null;
}

module.exports = {
  ERASURE_EVENT,
  isErasureEvent,
  legacyEventDigest,
  legacyEventsProblem,
  unvouchedProblem,
  vouchersOf,
};
