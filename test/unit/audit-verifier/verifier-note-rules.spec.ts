import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runVerifier, VECTORS } from './verifier-cli';

// Variants of the committed vectors for the rules around erased legacy events and notes that no vector file covers.

interface Note {
  note_id: string;
  text: string | null;
  salt: string | null;
  commitment: string | null;
  erased_at: string | null;
}

interface Bundle {
  program_events: Array<{ payload: Record<string, unknown> }>;
  integrity: Record<string, unknown>;
  notes: Note[];
  head_signature: { signed: Record<string, unknown> };
}

const LEGACY_NOTE_ID = '5b0e8c1a-3f2d-4c6e-9a71-1d2e3f4a5b6c';
const V2_NOTE_ID = '9c4f2e7d-6a1b-4e3c-8d2f-7a6b5c4d3e2f';

function vector(name: string): Bundle {
  return JSON.parse(readFileSync(join(VECTORS, name), 'utf8')) as Bundle;
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
});
