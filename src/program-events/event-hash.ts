import { createHash } from 'node:crypto';
import type { Actor } from '../common/auth/actor';

export const GENESIS_HASH = '0'.repeat(64);
export const HASH_ALGORITHM = 'sha256';

export interface HashedEventFields {
  reference: string;
  seq: number;
  eventType: string;
  source: string;
  /** Covered by the hash when present; events from before actors were recorded have none. */
  actor: Actor | null;
  instructionId: number | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  prevHash: string;
  /**
   * 1 (or absent): the object below as first written; 2: the same object with `"hash_version": 2` (events whose
   * free text lives in program_notes, the payload holding only its id and commitment).
   */
  hashVersion?: number;
}

/** The hash version new events are written with. */
export const CURRENT_HASH_VERSION = 2;

/**
 * hash = SHA-256(prev_hash + canonical JSON of the event). Canonical JSON: object keys sorted at every depth
 * (the top level included), no whitespace, timestamps as ISO 8601 UTC with milliseconds; `actor` is left out
 * when the event has none (events written before actors were recorded keep their hashes), `hash_version` when
 * it is 1 (events written before versions keep theirs).
 */
export function eventHash(event: HashedEventFields): string {
  return createHash(HASH_ALGORITHM)
    .update(event.prevHash)
    .update(canonicalJson(hashedObjectOf(event)))
    .digest('hex');
}

/** The object an event's hash covers after its prev_hash (see eventHash). */
function hashedObjectOf(event: Omit<HashedEventFields, 'prevHash'>): Record<string, unknown> {
  const version = event.hashVersion ?? 1;
  return {
    hash_version: version === 1 ? undefined : version,
    reference: event.reference,
    seq: event.seq,
    event_type: event.eventType,
    source: event.source,
    actor: event.actor ?? undefined,
    instruction_id: event.instructionId,
    payload: event.payload,
    created_at: event.createdAt.toISOString(),
  };
}

/**
 * hex SHA-256 of a hash-version-1 event's hashed object as stored (its note field holding `{"note_id": …}`), without
 * prev_hash: what the erasure lists (`legacy_events`) for each legacy event whose note it erases, so that the event,
 * checked by its link only afterwards, cannot be rewritten unnoticed.
 */
export function legacyEventDigest(event: Omit<HashedEventFields, 'prevHash' | 'hashVersion'>): string {
  return createHash(HASH_ALGORITHM)
    .update(canonicalJson(hashedObjectOf({ ...event, hashVersion: 1 })), 'utf8')
    .digest('hex');
}

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface ChainLink extends HashedEventFields {
  hash: string;
  /**
   * The event's hashed content can no longer be rebuilt (a legacy note it held inline was erased): only its place
   * in the chain (seq, prev_hash) is checked, and it is counted in the verdict.
   */
  contentErased?: boolean;
}

export interface ChainVerdict {
  valid: boolean;
  headHash: string;
  /** seq of the first event whose link does not hold, when the chain is broken. */
  brokenAtSeq: number | null;
  /** Events checked by link only (`contentErased`), up to the first break. */
  contentErased: number;
}

/** Re-walks a program's events in seq order and recomputes every link. */
export function verifyChain(events: ChainLink[]): ChainVerdict {
  const walk = new ChainWalk();
  walk.add(events);
  return walk.verdict();
}

/**
 * The chain check fed a batch at a time, so a long record can be checked whole without holding it (the console
 * pages through it); `verifyChain` is one batch of it.
 */
export class ChainWalk {
  private expectedPrev = GENESIS_HASH;
  private expectedSeq = 1;
  private lastHash = GENESIS_HASH;
  private brokenAtSeq: number | null = null;
  private contentErased = 0;
  private versionSeen = 1;
  count = 0;

  add(events: ChainLink[]): void {
    for (const event of events) {
      this.count++;
      this.lastHash = event.hash;
      if (this.brokenAtSeq !== null) {
        continue;
      }
      const linked = event.seq === this.expectedSeq && event.prevHash === this.expectedPrev;
      // Versions never go back: a version-1 event after a version-2 one would be one re-labelled to claim a
      // legacy note (and, once erased, to be checked by its link only).
      const version = event.hashVersion ?? 1;
      if (!linked || version < this.versionSeen || (!event.contentErased && eventHash(event) !== event.hash)) {
        this.brokenAtSeq = event.seq;
        continue;
      }
      this.versionSeen = version;
      if (event.contentErased) {
        this.contentErased++;
      }
      this.expectedPrev = event.hash;
      this.expectedSeq++;
    }
  }

  /** The first broken seq, if any; the head is the last event's hash (genesis for no events). */
  verdict(): ChainVerdict {
    if (this.brokenAtSeq !== null) {
      return {
        valid: false,
        headHash: this.lastHash,
        brokenAtSeq: this.brokenAtSeq,
        contentErased: this.contentErased,
      };
    }
    return { valid: true, headHash: this.expectedPrev, brokenAtSeq: null, contentErased: this.contentErased };
  }
}
