import { APPLICANT_ACTOR } from '../../../src/common/auth/actor';
import { createHash } from 'node:crypto';
import {
  canonicalJson,
  ChainLink,
  eventHash,
  GENESIS_HASH,
  HASHED_KEYS,
  hashedJsonOf,
  hashedObjectOf,
  verifyChain,
} from '../../../src/program-events/event-hash';

/** canonicalJson as first written (sort, filter, map, join per object): the form its loops must reproduce. */
function referenceCanonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(referenceCanonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const entries = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${referenceCanonicalJson(record[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

function link(seq: number, prevHash: string, payload: Record<string, unknown> = {}): ChainLink {
  const fields = {
    reference: 'PRG-123456',
    seq,
    eventType: 'checklist.item_updated',
    source: 'portal',
    actor: null,
    instructionId: null,
    payload,
    createdAt: new Date(Date.UTC(2026, 10, 22, 10, 15, 30, seq)),
    prevHash,
  };
  return { ...fields, hash: eventHash(fields) };
}

function chain(length: number): ChainLink[] {
  const links: ChainLink[] = [];
  for (let seq = 1; seq <= length; seq++) {
    links.push(link(seq, links.length > 0 ? links[links.length - 1].hash : GENESIS_HASH, { item_id: `item-${seq}` }));
  }
  return links;
}

describe('event hash chain', () => {
  it('should serialise canonically: sorted keys at every depth, no whitespace, undefined dropped', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, e: undefined })).toBe(
      '{"a":{"c":"x","d":[3,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('should write what the first canonicalJson wrote, odd values included', () => {
    const values: unknown[] = [
      { b: 1, a: { d: [3, { z: 1, y: 2 }], c: 'x' }, e: undefined },
      { '10': 'ten', '9': 'nine', a: 'after', '': 'empty', é: 'accent', Z: 'upper' },
      [1, undefined, 'two', null, [], {}, [undefined]],
      { f: NaN, g: -0, h: Infinity, i: 1e21, j: 0.1 + 0.2, k: 'line\nbreak "quoted" \u2028 😀' },
      { date: new Date(0), nested: { deeper: { deepest: [{ b: 2, a: 1 }] } } },
      [1, , 3],
      [() => 1, Symbol('s'), 'kept'],
      { fn: () => 1, sym: Symbol('s'), kept: 1 },
      {
        boxed: new String('ab'),
        bytes: new Uint8Array([2, 1]),
        bare: Object.assign(Object.create(null) as object, { b: 1, a: 2 }),
      },
      'text',
      42,
      null,
      true,
      [],
      {},
    ];
    for (const value of values) {
      expect(canonicalJson(value)).toBe(referenceCanonicalJson(value));
    }
  });

  it('should write an event in the sorted order of every key it hashes, whichever are absent', () => {
    const base = {
      reference: 'PRG-123456',
      seq: 7,
      eventType: 'checklist.item_updated',
      source: 'admin',
      payload: { item_id: 'kyc', done: true, note: { note_id: 3, commitment: 'ab'.repeat(32) }, '2': 'x' },
      createdAt: new Date(Date.UTC(2026, 10, 22, 10, 15, 30, 7)),
    };
    const variants = [
      { ...base, actor: null, instructionId: null },
      { ...base, actor: APPLICANT_ACTOR, instructionId: 12, hashVersion: 2 },
      { ...base, actor: APPLICANT_ACTOR, instructionId: null, hashVersion: 1 },
      { ...base, actor: undefined as unknown as null, instructionId: undefined as unknown as null },
      { ...base, actor: null, instructionId: null, payload: {} },
    ];
    expect([...HASHED_KEYS]).toEqual(Object.keys(hashedObjectOf(variants[1])).sort());
    for (const event of variants) {
      expect(hashedJsonOf(event)).toBe(referenceCanonicalJson(hashedObjectOf(event)));
    }
  });

  it('should hash prev_hash followed by the canonical event, with ISO millisecond timestamps', () => {
    const event = link(1, GENESIS_HASH, { b: 2, a: 1 });
    const expected = createHash('sha256')
      .update(
        GENESIS_HASH +
          '{"created_at":"2026-11-22T10:15:30.001Z","event_type":"checklist.item_updated","instruction_id":null,' +
          '"payload":{"a":1,"b":2},"reference":"PRG-123456","seq":1,"source":"portal"}',
      )
      .digest('hex');
    expect(event.hash).toBe(expected);
  });

  it('should cover the actor when the event has one, between created_at and event_type in key order', () => {
    const fields: ChainLink = {
      ...link(1, GENESIS_HASH),
      actor: { type: 'operator', id: '7', display: 'Alex Morgan' },
    };
    const expected = createHash('sha256')
      .update(
        GENESIS_HASH +
          '{"actor":{"display":"Alex Morgan","id":"7","type":"operator"},"created_at":"2026-11-22T10:15:30.001Z",' +
          '"event_type":"checklist.item_updated","instruction_id":null,"payload":{},"reference":"PRG-123456",' +
          '"seq":1,"source":"portal"}',
      )
      .digest('hex');
    expect(eventHash(fields)).toBe(expected);
  });

  it('should hash an event without an actor exactly as before actors were recorded', () => {
    const legacy = link(1, GENESIS_HASH);
    expect(eventHash({ ...legacy, actor: null })).toBe(legacy.hash);
  });

  it('should break the chain when the recorded actor is changed', () => {
    const links = chain(3).map((event): ChainLink => ({ ...event, actor: APPLICANT_ACTOR }));
    for (const event of links) {
      event.prevHash = links[event.seq - 2]?.hash ?? GENESIS_HASH;
      event.hash = eventHash(event);
    }
    expect(verifyChain(links).valid).toBe(true);
    links[1].actor = { type: 'operator', id: '9', display: 'Someone Else' };
    expect(verifyChain(links)).toEqual({ valid: false, headHash: links[2].hash, brokenAtSeq: 2, contentErased: 0 });
  });

  it('should not depend on payload key order', () => {
    expect(link(1, GENESIS_HASH, { a: 1, b: 2 }).hash).toBe(link(1, GENESIS_HASH, { b: 2, a: 1 }).hash);
  });

  it('should accept an intact chain and report its head', () => {
    const links = chain(5);
    expect(verifyChain(links)).toEqual({ valid: true, headHash: links[4].hash, brokenAtSeq: null, contentErased: 0 });
    expect(verifyChain([])).toEqual({ valid: true, headHash: GENESIS_HASH, brokenAtSeq: null, contentErased: 0 });
  });

  it.each([
    ['a changed payload', (links: ChainLink[]) => (links[2].payload = { item_id: 'forged' })],
    ['a changed event type', (links: ChainLink[]) => (links[1].eventType = 'program.created')],
    ['a changed timestamp', (links: ChainLink[]) => (links[3].createdAt = new Date(0))],
    ['a removed event', (links: ChainLink[]) => links.splice(2, 1)],
    ['swapped events', (links: ChainLink[]) => links.splice(1, 2, links[2], links[1])],
    ['a rewritten prev_hash', (links: ChainLink[]) => (links[4].prevHash = GENESIS_HASH)],
  ])('should detect %s', (_label, tamper) => {
    const links = chain(5);
    tamper(links);
    const verdict = verifyChain(links);
    expect(verdict.valid).toBe(false);
    expect(verdict.brokenAtSeq).toEqual(expect.any(Number));
  });
});

describe('event hash versions', () => {
  it('should add "hash_version":2 to the hashed object of version-2 events, and nothing for version 1', () => {
    const fields = { ...link(1, GENESIS_HASH), hashVersion: 2 };
    const expected = createHash('sha256')
      .update(
        GENESIS_HASH +
          '{"created_at":"2026-11-22T10:15:30.001Z","event_type":"checklist.item_updated","hash_version":2,' +
          '"instruction_id":null,"payload":{},"reference":"PRG-123456","seq":1,"source":"portal"}',
      )
      .digest('hex');
    expect(eventHash(fields)).toBe(expected);
    expect(eventHash({ ...fields, hashVersion: 1 })).toBe(link(1, GENESIS_HASH).hash);
  });
});
