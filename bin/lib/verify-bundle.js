'use strict';

const { GENESIS_HASH, eventHash } = require('./event-hash');
const { headLeafInput, isHash, leafHash, rootFromInclusionProof } = require('./merkle');
const { NOTE_FIELDS, checkNoteList, erasedContentProblem, notesById } = require('./event-notes');
const { isErasureEvent, legacyEventsProblem, unvouchedProblem, vouchersOf } = require('./erasure-events');
const { signatureProblem } = require('./signatures');

/** The bundle (or part of it) does not verify: `line` names the first bad seq or part and what failed. */
class VerificationFailure extends Error {
  constructor(part, what) {
    super(`${part}: ${what}`);
    this.part = part;
  }
}

/** The input is not something the verifier can judge (exit 2, never a verdict). */
class InputError extends Error {}

function fail(part, what) {
  throw new VerificationFailure(part, what);
}

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function assertBundleShape(bundle) {
  if (!isObject(bundle) || !Array.isArray(bundle.program_events)) {
    throw new InputError('not an audit bundle: no program_events list');
  }
  if (!isObject(bundle.registration) || typeof bundle.registration.reference !== 'string') {
    throw new InputError('not an audit bundle: no registration.reference');
  }
  if (!isObject(bundle.integrity)) {
    throw new InputError('not an audit bundle: no integrity object');
  }
}

/**
 * Every event: seq 1..n in order, prev_hash linking to the previous hash, no hash version 1 after a version 2, and
 * the hash recomputed, except for an erased legacy note's event (see erasedContentProblem), checked by link only;
 * then each such event must be vouched for by a later erasure event, all of them hash-checked by then.
 */
function walkChain(events, reference, byId) {
  let previous = GENESIS_HASH;
  let firstV2 = null;
  const linkOnly = [];
  events.forEach((event, index) => {
    const expected = index + 1;
    const part = `seq ${expected}`;
    if (!isObject(event)) {
      fail(part, 'the event is not an object');
    }
    if (event.seq !== expected) {
      const later = events.slice(index + 1).some((other) => isObject(other) && other.seq === expected);
      fail(part, `${later ? 'out of order' : 'missing'} (seq ${JSON.stringify(event.seq)} stands in its place)`);
    }
    if (event.prev_hash !== previous) {
      fail(part, `prev_hash does not link to ${index === 0 ? 'genesis (64 zeros)' : `the hash of seq ${index}`}`);
    }
    if (!isHash(event.hash)) {
      fail(part, 'hash is not 64 lowercase hex characters');
    }
    const version = event.hash_version === undefined || event.hash_version === null ? 1 : event.hash_version;
    if (version === 2 && firstV2 === null) {
      firstV2 = expected;
    } else if (version === 1 && firstV2 !== null) {
      fail(part, `hash_version 1 after the hash_version 2 event seq ${firstV2} (a downgrade)`);
    }
    if (event.content_erased === true) {
      const problem = erasedContentProblem(event, byId);
      if (problem !== null) {
        fail(part, problem);
      }
      linkOnly.push(expected);
    } else {
      let computed;
      try {
        computed = eventHash(event, reference);
      } catch (error) {
        fail(part, error.message);
      }
      if (computed !== event.hash) {
        fail(part, `hash does not match the event's content (recomputed ${computed}, listed ${event.hash})`);
      }
      const problem = isErasureEvent(event) ? legacyEventsProblem(event) : null;
      if (problem !== null) {
        fail(part, problem);
      }
    }
    previous = event.hash;
  });
  const vouchers = vouchersOf(events);
  for (const seq of linkOnly) {
    const event = events[seq - 1];
    const noteId = event.payload[NOTE_FIELDS[event.event_type]].note_id;
    const problem = unvouchedProblem(event, noteId, reference, vouchers);
    if (problem !== null) {
      fail(`seq ${seq}`, problem);
    }
  }
  return { head: previous, linkOnly };
}

function checkIntegrity(integrity, events, head) {
  if (integrity.algorithm !== 'sha256') {
    fail('integrity', `algorithm ${JSON.stringify(integrity.algorithm)} is not "sha256"`);
  }
  if (integrity.head_hash !== head) {
    fail('integrity', `head_hash ${integrity.head_hash} is not the last event's hash ${head}`);
  }
  if (integrity.event_count !== events.length) {
    fail('integrity', `event_count ${integrity.event_count} but the bundle lists ${events.length} events`);
  }
  if (integrity.chain_valid !== true || integrity.broken_at_seq !== null) {
    fail('integrity', 'the service reports the chain broken, yet every event verifies here');
  }
  // Checks the service makes with data the bundle does not carry (every logged head of the program, every note row):
  // a reported failure is never overruled offline. Older bundles without these members are judged on the rest.
  if (integrity.logged_heads_valid === false) {
    fail('integrity', 'the service reports that the record no longer reaches a head an earlier checkpoint logged');
  }
  if (integrity.notes_valid === false) {
    fail('integrity', 'the service reports a note that does not match its commitment or its event');
  }
}

function checkHeadSigned(headSignature, bundle, events, head) {
  if (!isObject(headSignature.signed)) {
    fail('head_signature', 'has no signed object');
  }
  if (headSignature.alg !== 'Ed25519') {
    fail('head_signature', `alg ${JSON.stringify(headSignature.alg)} is not "Ed25519"`);
  }
  const signed = headSignature.signed;
  const expected = {
    reference: bundle.registration.reference,
    head_seq: events.length === 0 ? 0 : events[events.length - 1].seq,
    head_hash: head,
    chain_valid: bundle.integrity.chain_valid,
    generated_at: bundle.generated_at,
  };
  const unexpected = Object.keys(signed).filter((field) => !Object.prototype.hasOwnProperty.call(expected, field));
  if (unexpected.length > 0) {
    fail('head_signature', `signed has members the head message does not have: ${unexpected.join(', ')}`);
  }
  for (const [field, value] of Object.entries(expected)) {
    if (signed[field] !== value) {
      fail(
        'head_signature',
        `signed.${field} ${JSON.stringify(signed[field])} does not match the bundle (${JSON.stringify(value)})`,
      );
    }
  }
}

function checkCheckpointShape(checkpoint, part) {
  if (!isObject(checkpoint)) {
    fail(part, 'is not an object');
  }
  if (!Number.isSafeInteger(checkpoint.tree_size) || checkpoint.tree_size < 1) {
    fail(part, `tree_size ${JSON.stringify(checkpoint.tree_size)} is not a positive integer`);
  }
  if (!isHash(checkpoint.root_hash)) {
    fail(part, 'root_hash is not 64 lowercase hex characters');
  }
  if (typeof checkpoint.issued_at !== 'string' || typeof checkpoint.kid !== 'string') {
    fail(part, 'needs issued_at and kid');
  }
}

function checkpointName(checkpoint) {
  return checkpoint.id === undefined ? 'checkpoint' : `checkpoint ${checkpoint.id}`;
}

/** The program's logged head, proven by RFC 9162 §2.1.3.2 to be a leaf of the checkpoint's tree. */
function checkInclusion(checkpoint, proof, reference, events) {
  if (!isObject(proof)) {
    fail('inclusion_proof', `missing: the bundle has ${checkpointName(checkpoint)} but no proof of this program in it`);
  }
  const { head, hashes } = proof;
  if (!Number.isSafeInteger(proof.leaf_index) || !Number.isSafeInteger(proof.tree_size)) {
    fail('inclusion_proof', 'leaf_index and tree_size must be integers');
  }
  if (!isObject(head) || !Array.isArray(hashes)) {
    fail('inclusion_proof', 'needs a head object and a hashes list');
  }
  hashes.forEach((hash, index) => {
    if (!isHash(hash)) {
      fail('inclusion_proof', `hashes[${index}] is not 64 lowercase hex characters`);
    }
  });
  if (proof.tree_size !== checkpoint.tree_size) {
    fail('inclusion_proof', `tree_size ${proof.tree_size} is not the checkpoint's ${checkpoint.tree_size}`);
  }
  if (head.reference !== reference) {
    fail('inclusion_proof', `head.reference ${JSON.stringify(head.reference)} is not this program's ${reference}`);
  }
  if (!Number.isSafeInteger(head.seq) || head.seq < 1 || head.seq > events.length) {
    fail('inclusion_proof', `head.seq ${JSON.stringify(head.seq)} is not an event of this bundle`);
  }
  if (events[head.seq - 1].hash !== head.head_hash) {
    fail(`seq ${head.seq}`, `hash differs from the head logged in ${checkpointName(checkpoint)} (${head.head_hash})`);
  }
  const leaf = leafHash(headLeafInput(head));
  const path = hashes.map((hash) => Buffer.from(hash, 'hex'));
  const root = rootFromInclusionProof(proof.leaf_index, proof.tree_size, leaf, path);
  if (root === null) {
    fail(
      'inclusion_proof',
      `${hashes.length} hashes cannot be the path of leaf ${proof.leaf_index} in a tree of ${proof.tree_size}`,
    );
  }
  if (root.toString('hex') !== checkpoint.root_hash) {
    fail(
      'inclusion_proof',
      `leads to root ${root.toString('hex')}, not ${checkpointName(checkpoint)}'s root_hash ${checkpoint.root_hash}`,
    );
  }
  return head.seq;
}

/** A checkpoint the auditor kept earlier: the bundle's may not be older, nor disagree at the same size. */
function compareHeld(checkpoint, held) {
  if (!checkpoint) {
    fail('stale checkpoint', 'the bundle carries no checkpoint but one is held');
  }
  if (checkpoint.tree_size < held.tree_size) {
    fail(
      'stale checkpoint',
      `the bundle's ${checkpointName(checkpoint)} (tree_size ${checkpoint.tree_size}) is older than the held ` +
        `${checkpointName(held)} (tree_size ${held.tree_size})`,
    );
  }
  if (checkpoint.tree_size === held.tree_size) {
    if (checkpoint.root_hash !== held.root_hash) {
      fail(
        checkpointName(checkpoint),
        `root_hash differs from the held ${checkpointName(held)} of the same tree_size ${held.tree_size}`,
      );
    }
    return `held checkpoint has the same root (tree_size ${held.tree_size})`;
  }
  return `held checkpoint is older (tree_size ${held.tree_size}; consistency not checked offline)`;
}

function checkpointSigned(checkpoint) {
  return {
    issued_at: checkpoint.issued_at,
    kid: checkpoint.kid,
    root_hash: checkpoint.root_hash,
    tree_size: checkpoint.tree_size,
  };
}

function checkSignature(part, keys, kid, signed, signature, at) {
  const problem = signatureProblem(keys, kid, signed, signature, at);
  if (problem !== null) {
    fail(part, problem);
  }
}

/**
 * Runs every check in order, the first failure winning (a VerificationFailure). `keys` is the well-known keys
 * list (or null: signatures not checked), `held` a checkpoint the auditor holds (or null).
 * Answers the OK verdict's text.
 */
function verifyBundle(bundle, keys, held) {
  assertBundleShape(bundle);
  const reference = bundle.registration.reference;
  const events = bundle.program_events;
  const { head, linkOnly } = walkChain(events, reference, notesById(bundle.notes));
  checkIntegrity(bundle.integrity, events, head);
  const notes = checkNoteList(bundle.notes, events, fail);

  const headSignature = bundle.head_signature;
  if (headSignature === undefined || headSignature === null) {
    if (keys) {
      fail('head_signature', 'missing, so the head cannot be checked against the signing key');
    }
  } else {
    if (!isObject(headSignature)) {
      fail('head_signature', 'is not an object');
    }
    checkHeadSigned(headSignature, bundle, events, head);
  }

  const checkpoint = bundle.checkpoint === undefined ? null : bundle.checkpoint;
  let inclusion = 'no checkpoint yet';
  if (checkpoint === null) {
    if (bundle.inclusion_proof !== undefined && bundle.inclusion_proof !== null) {
      fail('inclusion_proof', 'present but the bundle has no checkpoint to prove it in');
    }
  } else {
    checkCheckpointShape(checkpoint, 'checkpoint');
    const loggedSeq = checkInclusion(checkpoint, bundle.inclusion_proof, reference, events);
    inclusion = `head seq ${loggedSeq} included in ${checkpointName(checkpoint)} (tree_size ${checkpoint.tree_size})`;
  }

  let heldVerdict = null;
  if (held) {
    checkCheckpointShape(held, 'held checkpoint');
    heldVerdict = compareHeld(checkpoint, held);
  }

  let signatures = 'signatures not checked (no --keys)';
  if (keys) {
    const kids = new Set();
    if (checkpoint) {
      const part = checkpointName(checkpoint);
      checkSignature(
        part,
        keys,
        checkpoint.kid,
        checkpointSigned(checkpoint),
        checkpoint.signature,
        checkpoint.issued_at,
      );
      kids.add(checkpoint.kid);
    }
    checkSignature(
      'head_signature',
      keys,
      headSignature.kid,
      headSignature.signed,
      headSignature.signature,
      headSignature.signed.generated_at,
    );
    kids.add(headSignature.kid);
    if (held) {
      checkSignature('held checkpoint', keys, held.kid, checkpointSigned(held), held.signature, held.issued_at);
      kids.add(held.kid);
    }
    signatures = `signatures verified (kid ${[...kids].join(', ')})`;
  } else if (!headSignature) {
    signatures = 'no head_signature; signatures not checked (no --keys)';
  }

  const parts = [`${reference} ${events.length} events verified from genesis to head ${head}`];
  if (linkOnly.length > 0) {
    const noun = linkOnly.length === 1 ? 'event' : 'events';
    parts.push(
      `${linkOnly.length} erased legacy ${noun} checked by link only: ${linkOnly.map((seq) => `seq ${seq}`).join(', ')}`,
    );
  }
  if (notes.checked + notes.erased + notes.legacy > 0) {
    parts.push(`notes: ${notes.checked} match their commitments, ${notes.erased} erased, ${notes.legacy} legacy`);
  }
  parts.push(inclusion);
  if (heldVerdict) {
    parts.push(heldVerdict);
  }
  parts.push(signatures);
  return parts.join('; ');
}

module.exports = { verifyBundle, VerificationFailure, InputError };
