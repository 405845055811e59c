#!/usr/bin/env node
'use strict';

// Regenerates test/fixtures/audit/ (the offline verifier's test vectors): `node scripts/make-audit-vectors.js [dir]`.
// Deterministic (fixed keys, fixed times; Ed25519 signatures are deterministic), so a rerun rewrites the same bytes.
// Builds the hashes, the Merkle tree and the signatures with its own code, sharing nothing with bin/lib/ (the
// verifier) nor src/ (the service), so the vectors check the verifier instead of mirroring it.

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const OUT = path.resolve(process.argv[2] || path.join(__dirname, '..', 'test', 'fixtures', 'audit'));
const REFERENCE = 'PRG-7Q4M2X';
const GENESIS = '0'.repeat(64);

// ---- canonical JSON (RFC 8785 for plain JSON values), written out differently from bin/lib on purpose ----
function jcs(value) {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return String(value).replace(/^-0$/, '0');
    case 'object': {
      if (value === null) {
        return 'null';
      }
      if (Array.isArray(value)) {
        return `[${value.map(jcs).join(',')}]`;
      }
      const members = [];
      for (const name of Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
        if (value[name] !== undefined) {
          members.push(`${JSON.stringify(name)}:${jcs(value[name])}`);
        }
      }
      return `{${members.join(',')}}`;
    }
    default:
      throw new TypeError(`no canonical form for ${typeof value}`);
  }
}

const sha256 = (...parts) => parts.reduce((hash, part) => hash.update(part), crypto.createHash('sha256')).digest();
const hex = (buffer) => buffer.toString('hex');

// ---- keys: fixed seeds, TEST ONLY ----
function keyFromSeed(label) {
  const seed = sha256(Buffer.from(`program-audit test vector key: ${label}`));
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  const privateKey = crypto.createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' });
  const publicKey = crypto.createPublicKey(privateKey);
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    privateKey,
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }),
    kid: hex(sha256(spki)).slice(0, 16),
  };
}

const signingKey = keyFromSeed('signing');
const otherKey = keyFromSeed('other');
const retiredKey = keyFromSeed('retired');

const sign = (key, object) => crypto.sign(null, Buffer.from(jcs(object), 'utf8'), key.privateKey).toString('base64');

// ---- events ----
const OPERATOR = { type: 'operator', id: 'op-3', display: 'Dana Reviewer' };
const APPROVER = { type: 'operator', id: 'op-7', display: 'Sam Approver' };
const APPLICANT = { type: 'applicant', id: null, display: null };
const SYSTEM = { type: 'system', id: 'system', display: 'Program Workflow Service' };

const LEGACY_NOTE = {
  note_id: '5b0e8c1a-3f2d-4c6e-9a71-1d2e3f4a5b6c',
  text: 'Called Jane Doe on +1 555 0100: incorporation documents look complete.',
};
const V2_NOTE = {
  note_id: '9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f',
  text: 'Rejected: the approver could not reach Jane Doe to confirm the corridor.',
  salt: hex(sha256(Buffer.from('program-audit test vector salt'))),
};
V2_NOTE.commitment = hex(sha256(Buffer.from(V2_NOTE.salt + V2_NOTE.text, 'utf8')));

function eventSpecs() {
  return [
    {
      event_type: 'program.created',
      source: 'intake',
      actor: APPLICANT,
      instruction_id: null,
      payload: { template: 'msb-onboarding', registration_type: 'new', client_role: 'msb', partner_slug: null },
      created_at: '2025-03-03T14:02:11.417Z',
    },
    {
      event_type: 'document.uploaded',
      source: 'portal',
      actor: APPLICANT,
      instruction_id: null,
      payload: {
        document_id: 'a3c1e2f4-5b6d-4e7f-8091-a2b3c4d5e6f7',
        sha256: hex(sha256(Buffer.from('incorporation.pdf bytes'))),
        size: 48213,
      },
      created_at: '2025-03-03T14:09:52.003Z',
    },
    {
      event_type: 'checklist.item_updated',
      source: 'admin',
      actor: OPERATOR,
      instruction_id: null,
      payload: { item_id: 'incorporation_docs', done: true },
      created_at: '2025-03-04T09:15:00.250Z',
    },
    {
      // Written before notes left the events (hash version 1): the text is inside the hashed payload.
      event_type: 'program.status_changed',
      source: 'admin',
      actor: OPERATOR,
      instruction_id: null,
      payload: { from: 'pending', to: 'reviewing', note: LEGACY_NOTE.text },
      created_at: '2025-03-04T09:20:31.888Z',
      legacyNote: LEGACY_NOTE,
    },
    {
      event_type: 'handoff_record.created',
      source: 'admin',
      actor: OPERATOR,
      instruction_id: 41,
      payload: { instruction_ref: 'HR-000041', provider: 'sandbox-bank', action: 'settlement', status: 'draft' },
      created_at: '2025-03-05T11:00:00.000Z',
    },
    {
      event_type: 'program.approval_rejected',
      source: 'admin',
      actor: APPROVER,
      instruction_id: null,
      payload: {
        approval_id: 7,
        from: 'reviewing',
        to: 'approved',
        reason: { note_id: V2_NOTE.note_id, commitment: V2_NOTE.commitment },
      },
      created_at: '2025-03-06T16:45:12.120Z',
      hash_version: 2,
    },
    {
      event_type: 'program.status_changed',
      source: 'admin',
      actor: APPROVER,
      instruction_id: null,
      payload: {
        from: 'reviewing',
        to: 'approved',
        note: null,
        lifecycle: { from: 'onboarding', to: 'active' },
        approval: { id: 8, requested_by: OPERATOR },
      },
      created_at: '2025-03-07T10:05:44.561Z',
      hash_version: 2,
    },
    {
      event_type: 'handoff.prepared',
      source: 'system',
      actor: SYSTEM,
      instruction_id: 41,
      payload: { instruction_ref: 'HR-000041', unicode_check: 'Zürich → Montréal ✓' },
      created_at: '2025-03-07T10:05:45.002Z',
      hash_version: 2,
    },
  ];
}

function hashedForm(event) {
  const object = {
    reference: REFERENCE,
    seq: event.seq,
    event_type: event.event_type,
    source: event.source,
    actor: event.actor === null ? undefined : event.actor,
    instruction_id: event.instruction_id,
    payload: event.payload,
    created_at: event.created_at,
  };
  if (event.hash_version === 2) {
    object.hash_version = 2;
  }
  return object;
}

function hashEvent(event) {
  return hex(sha256(Buffer.from(event.prev_hash, 'ascii'), Buffer.from(jcs(hashedForm(event)), 'utf8')));
}

/** Recomputes every hash from `fromIndex` on, as someone with write access to the database would. */
function rechain(events, fromIndex = 0) {
  for (let index = fromIndex; index < events.length; index++) {
    events[index].prev_hash = index === 0 ? GENESIS : events[index - 1].hash;
    events[index].hash = hashEvent(events[index]);
  }
}

function exportedEvents() {
  const events = eventSpecs().map((spec, index) => ({
    id: 1200 + index * 3,
    seq: index + 1,
    event_type: spec.event_type,
    source: spec.source,
    actor: spec.actor,
    instruction_id: spec.instruction_id,
    payload: spec.payload,
    created_at: spec.created_at,
    prev_hash: '',
    hash: '',
    hash_version: spec.hash_version || 1,
  }));
  rechain(events);
  return events;
}

// ---- Merkle tree (RFC 6962 §2.1: MTH and PATH, recursively) ----
const leafInput = (head) =>
  Buffer.from(jcs({ head_hash: head.head_hash, reference: head.reference, seq: head.seq }), 'utf8');
const hashLeaf = (head) => sha256(Buffer.from([0]), leafInput(head));
const hashChildren = (left, right) => sha256(Buffer.from([1]), left, right);
const splitPoint = (n) => 2 ** Math.floor(Math.log2(n - 1));

function mth(leaves) {
  if (leaves.length === 0) {
    return sha256(Buffer.alloc(0));
  }
  if (leaves.length === 1) {
    return hashLeaf(leaves[0]);
  }
  const k = splitPoint(leaves.length);
  return hashChildren(mth(leaves.slice(0, k)), mth(leaves.slice(k)));
}

function auditPath(m, leaves) {
  if (leaves.length <= 1) {
    return [];
  }
  const k = splitPoint(leaves.length);
  return m < k
    ? [...auditPath(m, leaves.slice(0, k)), mth(leaves.slice(k))]
    : [...auditPath(m - k, leaves.slice(k)), mth(leaves.slice(0, k))];
}

const otherHead = (reference, seq) => ({
  reference,
  seq,
  head_hash: hex(sha256(Buffer.from(`head of ${reference} at ${seq}`))),
});

function logLeaves(events) {
  const head = (seq) => ({ reference: REFERENCE, seq, head_hash: events[seq - 1].hash });
  return [
    otherHead('PRG-2B7D9K', 4),
    head(3),
    otherHead('PRG-8C3N5T', 2),
    head(6),
    otherHead('PRG-2B7D9K', 9),
    otherHead('PRG-8C3N5T', 5),
    head(8),
  ];
}

function checkpoint(id, leaves, treeSize, issuedAt, key = signingKey) {
  const signed = {
    issued_at: issuedAt,
    kid: key.kid,
    root_hash: hex(mth(leaves.slice(0, treeSize))),
    tree_size: treeSize,
  };
  return {
    id,
    tree_size: treeSize,
    root_hash: signed.root_hash,
    issued_at: issuedAt,
    kid: key.kid,
    signature: sign(key, signed),
  };
}

function inclusionProof(leaves, leafIndex, treeSize) {
  const head = leaves[leafIndex];
  return {
    leaf_index: leafIndex,
    tree_size: treeSize,
    head: { reference: head.reference, seq: head.seq, head_hash: head.head_hash },
    hashes: auditPath(leafIndex, leaves.slice(0, treeSize)).map(hex),
  };
}

// ---- the bundle, shaped like the service's audit.json ----
const GENERATED_AT = '2025-03-07T12:00:00.000Z';

function registration(erased) {
  const personal = (value) => (erased ? '[erased]' : value);
  return {
    id: 318,
    reference: REFERENCE,
    full_name: personal('Jane Quincy Doe'),
    email: personal('jane.doe@maple-remit.example'),
    company: 'Maple Remit Inc.',
    phone: personal('+1 555 0100'),
    legal_entity_name: 'Maple Remit Incorporated',
    business_number: '123456789RC0001',
    rpaa_target_date: '2025-06-30',
    incident_contact_email: personal('incidents@maple-remit.example'),
    consent_accepted: true,
    corridor: 'CA-US',
    settlement_path: 'partner_bank',
    client_role: 'msb',
    fintrac_msb: true,
    registration_type: 'new',
    notes: null,
    messaging_user_id: null,
    messaging_username: null,
    partner_slug: null,
    status: 'approved',
    status_note: null,
    lifecycle: 'active',
    lifecycle_before_close: null,
    template: 'msb-onboarding',
    created_at: '2025-03-03T14:02:11.417Z',
    updated_at: '2025-03-07T10:05:44.561Z',
  };
}

function headSignature(events, integrity) {
  const signed = {
    reference: REFERENCE,
    head_seq: events.length === 0 ? 0 : events[events.length - 1].seq,
    head_hash: integrity.head_hash,
    chain_valid: integrity.chain_valid,
    generated_at: GENERATED_AT,
  };
  return { kid: signingKey.kid, alg: 'Ed25519', signed, signature: sign(signingKey, signed) };
}

function integrityOf(events) {
  return {
    algorithm: 'sha256',
    head_hash: events.length === 0 ? GENESIS : events[events.length - 1].hash,
    chain_valid: true,
    event_count: events.length,
    broken_at_seq: null,
  };
}

/** Rebuilds integrity and the head signature after the events changed (what the service would sign). */
function resealed(bundle) {
  bundle.integrity = integrityOf(bundle.program_events);
  bundle.head_signature = headSignature(bundle.program_events, bundle.integrity);
  return bundle;
}

const ERASED_AT = '2030-03-08T00:00:00.000Z';
const OWNER = { type: 'operator', id: 'op-1', display: 'Olive Owner' };

/** hex SHA-256 of a hash version 1 event's hashed object as stored (note member {note_id}), without prev_hash. */
const legacyDigest = (event) => hex(sha256(Buffer.from(jcs(hashedForm({ ...event, hash_version: 1 })), 'utf8')));

/** What the erasure appends after it took the notes away: the legacy events it vouches for, in its hashed payload. */
function erasureEvent(events, legacyEvents) {
  return {
    id: 1200 + events.length * 3,
    seq: events.length + 1,
    event_type: 'program.personal_data_erased',
    source: 'admin',
    actor: OWNER,
    instruction_id: null,
    payload: {
      fields: ['full_name', 'email', 'phone', 'incident_contact_email'],
      documents: 1,
      notes: 2,
      handoff_records: 1,
      legacy_events: legacyEvents,
    },
    created_at: ERASED_AT,
    prev_hash: '',
    hash: '',
    hash_version: 2,
  };
}

function goodBundle({ erased = false } = {}) {
  const events = exportedEvents();
  const leaves = logLeaves(events);
  const notes = [
    { note_id: LEGACY_NOTE.note_id, text: LEGACY_NOTE.text, salt: null, commitment: null, erased_at: null },
    {
      note_id: V2_NOTE.note_id,
      text: V2_NOTE.text,
      salt: V2_NOTE.salt,
      commitment: V2_NOTE.commitment,
      erased_at: null,
    },
  ];
  if (erased) {
    // The legacy note's text was inside a version 1 event: once erased the event keeps the stored form (note id
    // only) and can be checked by its link alone.
    // Before erasing, the erasure lists the digest of that stored form, which vouches for the event's content.
    events[3].payload = { ...events[3].payload, note: { note_id: LEGACY_NOTE.note_id } };
    const vouched = [{ seq: 4, note_id: LEGACY_NOTE.note_id, digest: legacyDigest(events[3]) }];
    events[3].content_erased = true;
    for (const note of notes) {
      Object.assign(note, { text: null, salt: null, erased_at: ERASED_AT });
    }
    events.push(erasureEvent(events, vouched));
    rechain(events, events.length - 1);
  }
  const integrity = integrityOf(events);
  return {
    generated_at: GENERATED_AT,
    registration: registration(erased),
    checklist: {
      reference: REFERENCE,
      template: 'msb-onboarding',
      items: [
        {
          id: 'incorporation_docs',
          label: 'Incorporation documents',
          category: 'documents',
          required: true,
          done: true,
          done_at: '2025-03-04T09:15:00.250Z',
          done_by: 'Dana Reviewer',
        },
      ],
      completed: 1,
      total: 1,
      required_open: 0,
      percent_complete: 100,
    },
    documents: [
      {
        id: 'a3c1e2f4-5b6d-4e7f-8091-a2b3c4d5e6f7',
        reference: REFERENCE,
        filename: 'incorporation.pdf',
        content_type: 'application/pdf',
        size: 48213,
        sha256: events[1].payload.sha256,
        document_type: 'incorporation',
        uploaded_at: '2025-03-03T14:09:52.003Z',
      },
    ],
    instructions: [
      {
        id: 41,
        instruction_ref: 'HR-000041',
        reference: REFERENCE,
        provider: 'sandbox-bank',
        action: 'settlement',
        external_id: null,
        status: 'draft',
        payload: { corridor: 'CA-US', amount_band: 'small' },
        created_at: '2025-03-05T11:00:00.000Z',
        updated_at: '2025-03-05T11:00:00.000Z',
      },
    ],
    program_events: events,
    webhooks: [],
    integrity,
    checkpoint: checkpoint(2, leaves, 5, '2025-03-07T10:00:00.000Z'),
    inclusion_proof: inclusionProof(leaves, 3, 5),
    head_signature: headSignature(events, integrity),
    notes,
  };
}

function keysDocument(current = signingKey.publicPem, notAfter = undefined) {
  return {
    keys: [
      {
        kid: signingKey.kid,
        alg: 'Ed25519',
        public_key: current,
        not_before: '2025-01-01T00:00:00.000Z',
        not_after: notAfter,
      },
      {
        kid: retiredKey.kid,
        alg: 'Ed25519',
        public_key: retiredKey.publicPem,
        not_before: '2024-01-01T00:00:00.000Z',
        not_after: '2025-01-01T00:00:00.000Z',
      },
    ],
  };
}

// ---- the vectors ----
function vectors() {
  const leaves = logLeaves(exportedEvents());
  const files = {};
  const good = goodBundle();
  files['good.json'] = good;
  files['good-erased.json'] = goodBundle({ erased: true });

  const noCheckpoint = goodBundle();
  noCheckpoint.checkpoint = null;
  noCheckpoint.inclusion_proof = null;
  files['good-no-checkpoint.json'] = noCheckpoint;

  files['keys.json'] = keysDocument();
  files['keys-wrong.json'] = keysDocument(otherKey.publicPem);
  files['keys-expired.json'] = keysDocument(signingKey.publicPem, '2025-02-01T00:00:00.000Z');

  files['checkpoint-older.json'] = checkpoint(1, leaves, 3, '2025-03-05T10:00:00.000Z');
  files['checkpoint-same.json'] = checkpoint(2, leaves, 5, '2025-03-07T10:00:00.000Z');
  files['checkpoint-newer.json'] = checkpoint(3, leaves, 7, '2025-03-07T10:10:00.000Z');
  // Signed by our key, same size, other leaves: a split view only a held copy reveals.
  const forkedLeaves = [...leaves.slice(0, 4), otherHead('PRG-9Z9Z9Z', 1)];
  files['checkpoint-forked.json'] = checkpoint(2, forkedLeaves, 5, '2025-03-07T10:00:00.000Z');

  const payload = goodBundle();
  payload.program_events[2].payload.done = false;
  files['tampered-payload.json'] = payload;

  const removed = goodBundle();
  removed.program_events.splice(4, 1);
  files['tampered-removed-event.json'] = removed;

  const reordered = goodBundle();
  const [fourth, fifth] = reordered.program_events.slice(3, 5);
  reordered.program_events.splice(3, 2, fifth, fourth);
  files['tampered-reordered.json'] = reordered;

  // Last event edited after the last checkpoint, every hash and the head recomputed: only the head signature holds.
  const forgedHead = goodBundle();
  forgedHead.program_events[7].payload.instruction_ref = 'HR-000099';
  rechain(forgedHead.program_events, 7);
  forgedHead.integrity = integrityOf(forgedHead.program_events);
  forgedHead.head_signature.signed.head_hash = forgedHead.integrity.head_hash;
  files['tampered-forged-head.json'] = forgedHead;

  // An event already logged edited, hashes recomputed, the proof's head updated: the checkpoint's root refuses it.
  const forgedLogged = resealed(goodBundle());
  forgedLogged.program_events[5].payload.to = 'closed';
  rechain(forgedLogged.program_events, 5);
  resealed(forgedLogged);
  forgedLogged.inclusion_proof.head.head_hash = forgedLogged.program_events[5].hash;
  files['tampered-forged-logged-head.json'] = forgedLogged;

  const proofHash = goodBundle();
  const flipped = Buffer.from(proofHash.inclusion_proof.hashes[1], 'hex');
  flipped[0] ^= 0x08;
  proofHash.inclusion_proof.hashes[1] = hex(flipped);
  files['tampered-inclusion-hash.json'] = proofHash;

  const missingProof = goodBundle();
  missingProof.inclusion_proof = null;
  files['tampered-missing-proof.json'] = missingProof;

  const noteText = goodBundle();
  noteText.notes[1].text = 'Approved after a call with Jane Doe.';
  files['tampered-note-text.json'] = noteText;

  // A different note, opened consistently (new salt, new commitment) but not the one the chain hashed.
  const noteSwap = goodBundle();
  const swapped = noteSwap.notes[1];
  swapped.text = 'Approved after a call with Jane Doe.';
  swapped.commitment = hex(sha256(Buffer.from(swapped.salt + swapped.text, 'utf8')));
  files['tampered-note-commitment.json'] = noteSwap;

  const headSigned = goodBundle();
  headSigned.head_signature.signed.head_seq = 7;
  files['tampered-head-signed.json'] = headSigned;

  const count = goodBundle();
  count.integrity.event_count = 7;
  files['tampered-integrity-count.json'] = count;

  // The head signed as if the service had found the chain broken.
  const chainValid = goodBundle();
  chainValid.head_signature.signed.chain_valid = false;
  files['tampered-head-chain-valid.json'] = chainValid;

  // ---- content_erased may excuse only an erased legacy note's event ----
  // On an event that never held a note: it would hide any edit of it.
  const erasedOtherType = goodBundle();
  erasedOtherType.program_events[2].payload.done = false;
  erasedOtherType.program_events[2].content_erased = true;
  files['tampered-erased-other-type.json'] = erasedOtherType;

  // On a hash version 2 event, whose note is outside its hash: nothing was erased from it.
  const erasedV2 = goodBundle();
  erasedV2.program_events[5].payload.to = 'closed';
  erasedV2.program_events[5].content_erased = true;
  files['tampered-erased-v2.json'] = erasedV2;

  // On the legacy note's event while the note still has its text.
  const erasedKept = goodBundle();
  erasedKept.program_events[3].payload = {
    ...erasedKept.program_events[3].payload,
    note: { note_id: LEGACY_NOTE.note_id },
  };
  erasedKept.program_events[3].content_erased = true;
  files['tampered-erased-note-kept.json'] = erasedKept;

  // ---- content_erased needs a later erasure event listing the digest of the event as exported ----
  // The erased legacy event rewritten (from/to) after the erasure: its digest no longer matches the listed one.
  const erasedEdited = goodBundle({ erased: true });
  Object.assign(erasedEdited.program_events[3].payload, { from: 'reviewing', to: 'rejected' });
  files['tampered-erased-legacy-edited.json'] = erasedEdited;

  // A never-erased program's legacy event rewritten and passed off as erased, its note too: nothing vouches for it.
  const unvouched = goodBundle();
  unvouched.program_events[3].payload = { from: 'reviewing', to: 'rejected', note: { note_id: LEGACY_NOTE.note_id } };
  unvouched.program_events[3].content_erased = true;
  Object.assign(unvouched.notes[0], { text: null, erased_at: ERASED_AT });
  files['tampered-erased-unvouched.json'] = unvouched;

  // A committed note hidden as erased in a program never erased.
  const hidden = goodBundle();
  Object.assign(hidden.notes[1], { text: null, salt: null, erased_at: ERASED_AT });
  files['tampered-note-hidden.json'] = hidden;

  // The erasure event listing another digest than the stored event's (chain, integrity and head re-signed).
  const wrongDigest = goodBundle({ erased: true });
  const edited = {
    ...wrongDigest.program_events[3],
    payload: { ...wrongDigest.program_events[3].payload, to: 'rejected' },
  };
  wrongDigest.program_events[8].payload.legacy_events[0].digest = legacyDigest(edited);
  rechain(wrongDigest.program_events, 8);
  resealed(wrongDigest);
  files['tampered-erasure-wrong-digest.json'] = wrongDigest;

  // ---- notes: each one's kind comes from the event that refers to it ----
  const legacyText = goodBundle();
  legacyText.notes[0].text = 'Called Jane Doe: documents missing, asked for them again.';
  files['tampered-legacy-note-text.json'] = legacyText;

  // A committed note passed off as a legacy one, so that its edited text would need no commitment.
  const commitmentNulled = goodBundle();
  Object.assign(commitmentNulled.notes[1], {
    text: 'Approved after a call with Jane Doe.',
    salt: null,
    commitment: null,
  });
  files['tampered-note-commitment-nulled.json'] = commitmentNulled;

  const orphan = goodBundle();
  const orphanNote = {
    note_id: 'e1d2c3b4-a596-4877-8695-a4b3c2d1e0f9',
    text: 'Never referred to.',
    salt: V2_NOTE.salt,
  };
  orphanNote.commitment = hex(sha256(Buffer.from(orphanNote.salt + orphanNote.text, 'utf8')));
  orphan.notes.push({ ...orphanNote, erased_at: null });
  files['tampered-orphan-note.json'] = orphan;

  const duplicate = goodBundle();
  duplicate.notes.push({ ...duplicate.notes[1] });
  files['tampered-duplicate-note.json'] = duplicate;

  // A version 2 event rewritten as version 1 (all hashes after it recomputed, integrity and head re-signed).
  const downgrade = goodBundle();
  downgrade.program_events[6].hash_version = 1;
  rechain(downgrade.program_events, 6);
  resealed(downgrade);
  files['tampered-downgrade.json'] = downgrade;

  return files;
}

function write() {
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(path.join(OUT, 'signing-key.TEST-ONLY.pem'), signingKey.privatePem);
  fs.writeFileSync(path.join(OUT, 'other-key.TEST-ONLY.pem'), otherKey.privatePem);
  for (const [name, content] of Object.entries(vectors())) {
    fs.writeFileSync(path.join(OUT, name), `${JSON.stringify(content, null, 2)}\n`);
  }
  process.stdout.write(`audit vectors written to ${OUT}\n`);
}

write();
