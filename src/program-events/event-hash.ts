import { createHash } from 'node:crypto';

export const GENESIS_HASH = '0'.repeat(64);
export const HASH_ALGORITHM = 'sha256';

export interface HashedEventFields {
  reference: string;
  seq: number;
  eventType: string;
  source: string;
  instructionId: number | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  prevHash: string;
}

/**
 * hash = SHA-256(prev_hash + canonical JSON of the event). Canonical JSON: fixed top-level key order,
 * object keys sorted at every depth, no whitespace, timestamps as ISO 8601 UTC with milliseconds.
 */
export function eventHash(event: HashedEventFields): string {
  const canonical = canonicalJson({
    reference: event.reference,
    seq: event.seq,
    event_type: event.eventType,
    source: event.source,
    instruction_id: event.instructionId,
    payload: event.payload,
    created_at: event.createdAt.toISOString(),
  });
  return createHash(HASH_ALGORITHM).update(event.prevHash).update(canonical).digest('hex');
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
}

export interface ChainVerdict {
  valid: boolean;
  headHash: string;
  /** seq of the first event whose link does not hold, when the chain is broken. */
  brokenAtSeq: number | null;
}

/** Re-walks a program's events in seq order and recomputes every link. */
export function verifyChain(events: ChainLink[]): ChainVerdict {
  let expectedPrev = GENESIS_HASH;
  let expectedSeq = 1;
  for (const event of events) {
    if (event.seq !== expectedSeq || event.prevHash !== expectedPrev || eventHash(event) !== event.hash) {
      return { valid: false, headHash: events[events.length - 1].hash, brokenAtSeq: event.seq };
    }
    expectedPrev = event.hash;
    expectedSeq++;
  }
  return { valid: true, headHash: expectedPrev, brokenAtSeq: null };
}
