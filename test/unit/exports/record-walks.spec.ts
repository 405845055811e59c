import { LoggedHeadEntry, loggedHeadMismatches, LoggedHeadsWalk } from '../../../src/audit/checkpoints/logged-heads';
import { BOOTSTRAP_ACTOR } from '../../../src/common/auth/actor';
import { ChainLink, eventHash, GENESIS_HASH, verifyChain } from '../../../src/program-events/event-hash';
import type { ProgramEvent } from '../../../src/program-events/program-event.entity';
import { noteCommitment } from '../../../src/program-notes/note-commitment';
import { NotesCheck, notesHold } from '../../../src/program-notes/note-validity';
import { ProgramNote } from '../../../src/program-notes/program-note.entity';

/** Splits `items` into consecutive batches of the given sizes, cycling through them (empty batches included). */
function batches<T>(items: T[], sizes: number[]): T[][] {
  const out: T[][] = [];
  for (let start = 0, turn = 0; start < items.length; turn++) {
    const size = sizes[turn % sizes.length];
    out.push(items.slice(start, start + size));
    start += size;
  }
  return out;
}

const SPLITS = [[1], [2, 0, 3], [5, 1], [7], [1000]];

function chain(length: number, tamperAt?: number): ChainLink[] {
  const links: ChainLink[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= length; seq++) {
    const fields = {
      reference: 'PRG-000001',
      seq,
      eventType: 'checklist.item_updated',
      source: 'admin',
      actor: BOOTSTRAP_ACTOR,
      instructionId: null,
      payload: { item_id: 'aml_programme', done: seq % 2 === 0 },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)),
      prevHash,
      hashVersion: 2,
    };
    const hash = eventHash(fields);
    links.push({ ...fields, payload: seq === tamperAt ? { tampered: true } : fields.payload, hash });
    prevHash = hash;
  }
  return links;
}

describe('LoggedHeadsWalk (logged heads checked a batch of the chain at a time)', () => {
  const links = chain(20);
  const logged: LoggedHeadEntry[] = [
    { seq: 12, headHash: links[11].hash, leafIndex: 4 },
    { seq: 3, headHash: links[2].hash, leafIndex: 0 },
    { seq: 7, headHash: 'f'.repeat(64), leafIndex: 2 },
    { seq: 7, headHash: links[6].hash, leafIndex: 1 },
    { seq: 20, headHash: links[19].hash, leafIndex: 6 },
    { seq: 25, headHash: links[19].hash, leafIndex: 7 },
  ];

  it.each(SPLITS)('should find what the whole chain finds, fed in batches of %p', (...sizes) => {
    for (const record of [links, chain(20, 9)]) {
      const walk = new LoggedHeadsWalk(logged);
      for (const batch of batches(record, sizes)) {
        walk.add(batch);
      }
      expect(walk.mismatches()).toEqual(loggedHeadMismatches(record, logged));
      expect(walk.chain.verdict()).toEqual(verifyChain(record));
      expect(walk.chain.count).toBe(record.length);
    }
  });

  it('should report the forged head, the head past the record, and every head after a break', () => {
    expect(loggedHeadMismatches(links, logged).map((entry) => [entry.seq, entry.leaf_index])).toEqual([
      [7, 2],
      [25, 7],
    ]);
    expect(loggedHeadMismatches(chain(20, 9), logged).map((entry) => entry.leaf_index)).toEqual([2, 4, 6, 7]);
  });
});

describe('NotesCheck (notes checked a batch of the record at a time)', () => {
  const SALT = 'a'.repeat(64);
  const TEXT = 'Director named in an adverse media report';
  const note = (id: string, changes: Partial<ProgramNote> = {}): ProgramNote =>
    Object.assign(new ProgramNote(), {
      id,
      registrationId: 1,
      salt: SALT,
      text: TEXT,
      commitment: noteCommitment(SALT, TEXT),
      createdAt: new Date('2026-01-01T00:00:00.000Z'),
      erasedAt: null,
      ...changes,
    });
  const erased = (id: string) => note(id, { text: null, salt: null, erasedAt: new Date('2031-01-01T00:00:00.000Z') });
  type Referring = Pick<ProgramEvent, 'registrationId' | 'eventType' | 'payload' | 'hashVersion'>;
  const v2 = (id: string): Referring => ({
    registrationId: 1,
    eventType: 'program.status_changed',
    payload: { note: { note_id: id, commitment: noteCommitment(SALT, TEXT) } },
    hashVersion: 2,
  });
  const plain: Referring = { registrationId: 1, eventType: 'document.uploaded', payload: {}, hashVersion: 2 };
  const erasure: Referring = {
    registrationId: 1,
    eventType: 'program.personal_data_erased',
    payload: { legacy_events: [] },
    hashVersion: 2,
  };

  const cases: Array<[string, Referring[], ProgramNote[]]> = [
    ['an erased note whose erasure comes pages later', [v2('n1'), plain, plain, plain, erasure], [erased('n1')]],
    ['an erased note with no erasure', [v2('n1'), plain, plain, plain], [erased('n1')]],
    ['a note two events in different batches refer to', [v2('n1'), plain, plain, v2('n1')], [note('n1')]],
    ['notes that hold', [v2('n1'), plain, v2('n2'), plain], [note('n1'), note('n2')]],
    [
      'a forged note after an erased one',
      [v2('n1'), plain, v2('n2'), erasure],
      [erased('n1'), note('n2', { text: 'x' })],
    ],
  ];

  it.each(SPLITS)('should say what notesHold says of the whole record, fed in batches of %p', (...sizes) => {
    for (const [, events, notes] of cases) {
      const check = new NotesCheck(notes);
      for (const batch of batches(events, sizes)) {
        check.add(batch);
      }
      expect(check.holds()).toBe(notesHold(events, notes));
    }
    expect(cases.map(([, events, notes]) => notesHold(events, notes))).toEqual([true, false, false, true, false]);
  });
});
