import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runVerifier, VECTORS } from './verifier-cli';

// Variants of the committed vectors for the rules around erased legacy events and notes that no vector file covers.

interface Note {
  note_id: string;
  text: string | null;
  salt: string | null;
  commitment: string | null;
  erased_at: string | null;
}

interface BundleEvent {
  seq: number;
  event_type: string;
  payload: Record<string, unknown>;
  prev_hash: string;
  hash: string;
  hash_version?: number;
  content_erased?: boolean;
}

interface Bundle {
  registration: { reference: string };
  program_events: BundleEvent[];
  integrity: Record<string, unknown>;
  notes: Note[];
  head_signature: { signed: Record<string, unknown> };
}

interface ErasureLib {
  legacyEventDigest(event: BundleEvent, reference: string): string;
  vouchersOf(events: BundleEvent[]): Map<number, unknown[]>;
}

const verifierLib = <T extends object>(file: string) =>
  jest.requireActual<T>(join(__dirname, '..', '..', '..', 'bin', 'lib', file));
const { eventHash } = verifierLib<{ eventHash(event: BundleEvent, reference: string): string }>('event-hash.js');
const erasure = verifierLib<ErasureLib>('erasure-events.js');

const LEGACY_NOTE_ID = '5b0e8c1a-3f2d-4c6e-9a71-1d2e3f4a5b6c';
const V2_NOTE_ID = '9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f';

function vector(name: string): Bundle {
  return JSON.parse(readFileSync(join(VECTORS, name), 'utf8')) as Bundle;
}

/** As someone with write access would: every hash from seq `from` on, the head and its signed copy recomputed. */
function rechained(bundle: Bundle, from: number): Bundle {
  const events = bundle.program_events;
  for (let index = from - 1; index < events.length; index++) {
    events[index].prev_hash = index === 0 ? '0'.repeat(64) : events[index - 1].hash;
    events[index].hash = eventHash(events[index], bundle.registration.reference);
  }
  bundle.integrity.head_hash = events[events.length - 1].hash;
  bundle.head_signature.signed.head_hash = bundle.integrity.head_hash;
  return bundle;
}

function erasurePayload(bundle: Bundle): Record<string, unknown> {
  const event = bundle.program_events[8];
  expect(event.event_type).toBe('program.personal_data_erased');
  return event.payload;
}

function verdictOf(bundle: Bundle, extra: string[] = []): string {
  const dir = mkdtempSync(join(tmpdir(), 'audit-notes-'));
  try {
    const file = join(dir, 'audit.json');
    writeFileSync(file, JSON.stringify(bundle));
    const result = runVerifier([file, ...extra]);
    expect(result.stderr).toBe('');
    return result.stdout;
  } finally {
    rmSync(dir, { recursive: true });
  }
}

describe('program-audit-verify on erased legacy events and notes', () => {
  it.each([
    [
      'logged_heads_valid',
      'FAIL: integrity: the service reports that the record no longer reaches a head an earlier checkpoint logged\n',
    ],
    ['notes_valid', 'FAIL: integrity: the service reports a note that does not match its commitment or its event\n'],
  ])('should never overrule the service reporting %s false', (member, verdict) => {
    const bundle = vector('good.json');
    bundle.integrity[member] = false;
    expect(verdictOf(bundle)).toBe(verdict);
    bundle.integrity[member] = true;
    expect(verdictOf(bundle)).toMatch(/^OK: /);
  });

  it('should refuse content_erased when the note member holds more than {note_id}', () => {
    const bundle = vector('good-erased.json');
    bundle.program_events[3].payload.note = { note_id: LEGACY_NOTE_ID, text: 'x' };
    expect(verdictOf(bundle)).toBe('FAIL: seq 4: content_erased but payload.note is not exactly {"note_id": …}\n');
  });

  it("should refuse content_erased when its note is not in the bundle's notes", () => {
    const bundle = vector('good-erased.json');
    bundle.notes = bundle.notes.filter((note) => note.note_id !== LEGACY_NOTE_ID);
    expect(verdictOf(bundle)).toBe(
      `FAIL: seq 4: content_erased but note ${LEGACY_NOTE_ID} is not in the bundle's notes\n`,
    );
  });

  it('should refuse content_erased when the erased note has a commitment or no erased_at', () => {
    const committed = vector('good-erased.json');
    committed.notes[0].commitment = 'a'.repeat(64);
    expect(verdictOf(committed)).toMatch(/^FAIL: seq 4: content_erased but note \S+ is not an erased legacy note /);
    const notErased = vector('good-erased.json');
    notErased.notes[0].erased_at = null;
    expect(verdictOf(notErased)).toMatch(/^FAIL: seq 4: content_erased but note \S+ is not an erased legacy note /);
  });

  it("should refuse a hash version 2 event whose note the bundle's notes do not list", () => {
    const bundle = vector('good.json');
    bundle.notes = bundle.notes.filter((note) => note.note_id !== V2_NOTE_ID);
    expect(verdictOf(bundle)).toBe(`FAIL: seq 6: refers to note ${V2_NOTE_ID}, which the bundle's notes do not list\n`);
  });

  it('should refuse an erased legacy note that no erased event refers to', () => {
    const bundle = vector('good.json');
    Object.assign(bundle.notes[0], { text: null, erased_at: '2030-03-08T00:00:00.000Z' });
    expect(verdictOf(bundle)).toBe(`FAIL: note ${LEGACY_NOTE_ID}: no exported event refers to this note\n`);
  });

  it('should refuse a committed note with text but no salt', () => {
    const bundle = vector('good.json');
    bundle.notes[1].salt = null;
    expect(verdictOf(bundle)).toMatch(new RegExp(`^FAIL: note ${V2_NOTE_ID}: needs a text and a salt of 64 `));
  });

  it('should refuse a head whose signed object lacks chain_valid or carries other members', () => {
    const without = vector('good.json');
    delete without.head_signature.signed.chain_valid;
    expect(verdictOf(without)).toBe(
      'FAIL: head_signature: signed.chain_valid undefined does not match the bundle (true)\n',
    );
    const extra = vector('good.json');
    extra.head_signature.signed.note = 'x';
    expect(verdictOf(extra)).toBe('FAIL: head_signature: signed has members the head message does not have: note\n');
  });

  it('should sign and verify the head over all five signed members', () => {
    const bundle = vector('good.json');
    expect(Object.keys(bundle.head_signature.signed).sort()).toEqual(
      ['chain_valid', 'generated_at', 'head_hash', 'head_seq', 'reference'].sort(),
    );
    expect(verdictOf(bundle, ['--keys', join(VECTORS, 'keys.json')])).toMatch(/signatures verified/);
  });

  it('should vouch for the erased legacy event with the digest of its exported form, without prev_hash', () => {
    const bundle = vector('good-erased.json');
    const listed = erasurePayload(bundle).legacy_events as Array<Record<string, unknown>>;
    expect(listed).toEqual([
      { seq: 4, note_id: LEGACY_NOTE_ID, digest: erasure.legacyEventDigest(bundle.program_events[3], 'PRG-7Q4M2X') },
    ]);
    // prev_hash and hash_version are outside the digest; content_erased too.
    const event = { ...bundle.program_events[3], prev_hash: 'f'.repeat(64), hash_version: 2, content_erased: false };
    expect(erasure.legacyEventDigest(event, 'PRG-7Q4M2X')).toBe(listed[0].digest);
  });

  it('should check the erasure event by its hash before it vouches for anything', () => {
    const bundle = vector('good-erased.json');
    (erasurePayload(bundle).legacy_events as Array<Record<string, unknown>>)[0].digest = 'a'.repeat(64);
    expect(verdictOf(bundle)).toMatch(/^FAIL: seq 9: hash does not match the event's content /);
  });

  it('should refuse an erasure event that names another note for the erased event', () => {
    const bundle = vector('good-erased.json');
    (erasurePayload(bundle).legacy_events as Array<Record<string, unknown>>)[0].note_id = V2_NOTE_ID;
    expect(verdictOf(rechained(bundle, 9))).toBe(
      `FAIL: seq 4: content_erased but erasure event seq 9 lists note ${V2_NOTE_ID} for it, not ${LEGACY_NOTE_ID}\n`,
    );
  });

  it.each([
    ['lists nothing', [], 'FAIL: seq 4: content_erased but no later erasure event vouches for its content\n'],
    [
      'has no legacy_events',
      undefined,
      'FAIL: seq 4: content_erased but no later erasure event vouches for its content\n',
    ],
    [
      'lists another seq',
      [{ seq: 3, note_id: LEGACY_NOTE_ID, digest: 'a'.repeat(64) }],
      'FAIL: seq 4: content_erased but no later erasure event vouches for its content\n',
    ],
    ['holds legacy_events that are not a list', { seq: 4 }, 'FAIL: seq 9: payload.legacy_events is not a list\n'],
    [
      'holds an entry without a digest',
      [{ seq: 4, note_id: LEGACY_NOTE_ID }],
      'FAIL: seq 9: payload.legacy_events[0] is not {seq, note_id, digest of 64 lowercase hex}\n',
    ],
  ])('should refuse content_erased when the erasure event %s', (_name, listed, verdict) => {
    const bundle = vector('good-erased.json');
    erasurePayload(bundle).legacy_events = listed;
    expect(verdictOf(rechained(bundle, 9))).toBe(verdict);
  });

  it('should take no voucher from an erasure event that comes before the erased event', () => {
    const events = [
      {
        seq: 1,
        event_type: 'program.personal_data_erased',
        hash_version: 2,
        payload: {
          legacy_events: [
            { seq: 2, note_id: 'n', digest: 'a'.repeat(64) },
            { seq: 1, note_id: 'n', digest: 'a'.repeat(64) },
          ],
        },
      },
      {
        seq: 2,
        event_type: 'program.personal_data_erased',
        hash_version: 2,
        payload: { legacy_events: [{ seq: 1, note_id: 'n', digest: 'b'.repeat(64) }] },
      },
      {
        seq: 3,
        event_type: 'program.personal_data_erased',
        hash_version: 1,
        payload: { legacy_events: [{ seq: 1, note_id: 'n', digest: 'c'.repeat(64) }] },
      },
    ] as unknown as BundleEvent[];
    expect([...erasure.vouchersOf(events)]).toEqual([[1, [{ erasureSeq: 2, note_id: 'n', digest: 'b'.repeat(64) }]]]);
  });

  it('should accept an erased committed note only in a program whose chain records an erasure', () => {
    const erased = vector('good-erased.json');
    expect(verdictOf(erased)).toMatch(/^OK: .* notes: 0 match their commitments, 2 erased, 0 legacy;/);
    const hidden = vector('good.json');
    Object.assign(hidden.notes[1], { text: null, salt: null, erased_at: '2030-03-08T00:00:00.000Z' });
    expect(verdictOf(hidden)).toBe(
      `FAIL: note ${V2_NOTE_ID}: erased, but the chain holds no program.personal_data_erased event (hash_version 2)\n`,
    );
  });

  describe("a checklist tick's comment (the console's checklist form)", () => {
    const COMMENT_NOTE_ID = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
    const COMMENT = 'Seen the licence on a video call';

    /** good.json with a ninth event: a hash-version-2 tick whose comment is a committed note of the bundle. */
    function withCommentedTick(): Bundle {
      const bundle = vector('good.json');
      const salt = 'ab'.repeat(32);
      const commitment = createHash('sha256')
        .update(salt + COMMENT, 'utf8')
        .digest('hex');
      const last = bundle.program_events[7];
      bundle.program_events.push({
        ...last,
        seq: 9,
        event_type: 'checklist.item_updated',
        hash_version: 2,
        payload: { item_id: 'incorporation_docs', done: false, comment: { note_id: COMMENT_NOTE_ID, commitment } },
      });
      bundle.notes.push({ note_id: COMMENT_NOTE_ID, text: COMMENT, salt, commitment, erased_at: null });
      Object.assign(bundle.integrity, { event_count: 9 });
      bundle.head_signature.signed.head_seq = 9;
      return rechained(bundle, 9);
    }

    it('should check the comment against the commitment its event holds', () => {
      expect(verdictOf(withCommentedTick())).toMatch(
        /^OK: PRG-7Q4M2X 9 events verified .* notes: 2 match their commitments/,
      );
      const edited = withCommentedTick();
      edited.notes[2].text = 'Never called';
      expect(verdictOf(edited)).toMatch(
        new RegExp(`^FAIL: note ${COMMENT_NOTE_ID}: text does not match its commitment`),
      );
      const dropped = withCommentedTick();
      dropped.notes.pop();
      expect(verdictOf(dropped)).toBe(
        `FAIL: seq 9: refers to note ${COMMENT_NOTE_ID}, which the bundle's notes do not list\n`,
      );
    });

    it('should never excuse a tick as erased legacy content: no version-1 tick held a comment', () => {
      const bundle = vector('good.json');
      const tick = bundle.program_events[2];
      expect(tick.event_type).toBe('checklist.item_updated');
      Object.assign(tick, { content_erased: true, payload: { ...tick.payload, comment: { note_id: LEGACY_NOTE_ID } } });
      expect(verdictOf(bundle)).toBe(
        'FAIL: seq 3: content_erased on a "checklist.item_updated" event: only status changes and approval ' +
          'rejections held erasable notes\n',
      );
    });
  });

  it("should document the digest with the erased vector's own bytes and value", () => {
    const doc = readFileSync(join(ROOT, 'docs', 'audit-verification.md'), 'utf8');
    const match = /<!-- digest example -->\n\n[^\n]*\n\n {4}(\{[^\n]*\})\n\nwhose SHA-256 is `([0-9a-f]{64})`/.exec(
      doc,
    );
    expect(match).not.toBeNull();
    const [, bytes, digest] = match!;
    const listed = (erasurePayload(vector('good-erased.json')).legacy_events as Array<{ digest: string }>)[0].digest;
    expect(createHash('sha256').update(bytes, 'utf8').digest('hex')).toBe(listed);
    expect(digest).toBe(listed);
  });
});
