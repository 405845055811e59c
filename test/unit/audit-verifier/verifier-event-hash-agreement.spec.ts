import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, eventHash, legacyEventDigest } from '../../../src/program-events/event-hash';
import type { Actor } from '../../../src/common/auth/actor';
import { VECTORS } from './verifier-cli';

// The one place the verifier meets the service's code: both must compute the same bytes, or one of them is wrong.

interface BundleEvent {
  seq: number;
  event_type: string;
  source: string;
  actor: Actor | null;
  instruction_id: number | null;
  payload: Record<string, unknown>;
  created_at: string;
  prev_hash: string;
  hash: string;
  hash_version?: number;
}

interface VerifierLib {
  canonicalJson(value: unknown): string;
  eventHash(event: BundleEvent, reference: string): string;
  legacyEventDigest(event: BundleEvent, reference: string): string;
}

const lib = (file: string) => jest.requireActual<VerifierLib>(join(__dirname, '..', '..', '..', 'bin', 'lib', file));
const verifier = { ...lib('canonical-json.js'), ...lib('event-hash.js'), ...lib('erasure-events.js') };

/** A bundle's event as the service's hashing functions take it. */
const serviceFields = (event: BundleEvent, reference: string) => ({
  reference,
  seq: event.seq,
  eventType: event.event_type,
  source: event.source,
  actor: event.actor,
  instructionId: event.instruction_id,
  payload: event.payload,
  createdAt: new Date(event.created_at),
});

const serviceHash = (event: BundleEvent, reference: string) =>
  eventHash({ ...serviceFields(event, reference), prevHash: event.prev_hash, hashVersion: event.hash_version });

describe('the verifier’s event hash against the service’s (src/program-events/event-hash.ts)', () => {
  const bundle = JSON.parse(readFileSync(join(VECTORS, 'good.json'), 'utf8')) as {
    registration: { reference: string };
    program_events: BundleEvent[];
  };
  const reference = bundle.registration.reference;
  const events = bundle.program_events;
  const versionOne = events.filter((event) => event.hash_version === 1);

  it('should have events of both hash versions to compare', () => {
    expect(events.map((event) => event.hash_version)).toEqual([1, 1, 1, 1, 1, 2, 2, 2]);
  });

  it.each(events.map((event) => [event.seq, event.hash_version, event.event_type, event] as const))(
    'should hash event seq %s (version %s, %s) as the service does',
    (_seq, _version, _type, event) => {
      expect(verifier.eventHash(event, reference)).toBe(serviceHash(event, reference));
      expect(verifier.eventHash(event, reference)).toBe(event.hash);
    },
  );

  it('should hash events without an actor as the service does (actor left out)', () => {
    const event = { ...versionOne[0], actor: null };
    expect(verifier.eventHash(event, reference)).toBe(serviceHash(event, reference));
  });

  it('should hash a version-1 event read as version 2 differently, as the service does', () => {
    const asVersionTwo = { ...versionOne[0], hash_version: 2 };
    expect(verifier.eventHash(asVersionTwo, reference)).toBe(serviceHash(asVersionTwo, reference));
    expect(verifier.eventHash(asVersionTwo, reference)).not.toBe(versionOne[0].hash);
  });

  it.each([
    ['member names by UTF-16 code unit', { b: 1, a: 2, B: 3, é: 4, '\u{1F600}': 5, '\uFB01': 6, '': 7 }],
    ['nested objects and arrays', { z: [{ y: 1, x: [true, false, null] }], a: { d: {}, c: [] } }],
    ['numbers as ECMAScript writes them', { n: [0, -0, 1e21, 1e-7, 0.1, 123456789012345680000, -1.5, 2 ** 53] }],
    ['string escapes', { s: 'quote " backslash \\ tab \t newline \n nul \u0000 del \u007f é → 😀 \u2028' }],
    ['undefined members dropped', { kept: 1, dropped: undefined }],
  ])('should write %s as the service’s canonical JSON does', (_name, value) => {
    expect(verifier.canonicalJson(value)).toBe(canonicalJson(value));
  });
});

describe('the verifier’s legacy-event digest (erasure vouchers) against the service’s', () => {
  const bundle = JSON.parse(readFileSync(join(VECTORS, 'good-erased.json'), 'utf8')) as {
    registration: { reference: string };
    program_events: Array<BundleEvent & { content_erased?: boolean }>;
  };
  const reference = bundle.registration.reference;
  const erased = bundle.program_events.filter((event) => event.content_erased === true);
  const vouchers = bundle.program_events
    .filter((event) => event.event_type === 'program.personal_data_erased')
    .flatMap((event) => event.payload.legacy_events as Array<{ seq: number; digest: string }>);

  it('should compute, for each erased legacy event, the digest the erasure event lists, as the service does', () => {
    expect(erased.length).toBeGreaterThan(0);
    for (const event of erased) {
      const service = legacyEventDigest(serviceFields(event, reference));
      expect(verifier.legacyEventDigest(event, reference)).toBe(service);
      expect(vouchers.find((voucher) => voucher.seq === event.seq)?.digest).toBe(service);
    }
  });
});
