import { ChainLink, ChainWalk } from '../../program-events/event-hash';

export interface LoggedHeadEntry {
  seq: number;
  headHash: string;
  leafIndex: number;
}

export interface LoggedHeadMismatch {
  seq: number;
  leaf_index: number;
  logged_head_hash: string;
  /** The chain's hash at `seq` as recomputed from the stored events; null when the chain breaks before it. */
  recomputed_head_hash: string | null;
}

/**
 * Compares each head the log recorded with the program's chain re-walked from genesis: a record rewritten after
 * a checkpoint (hashes recomputed so the chain verifies again) no longer reaches the logged hash at that seq.
 */
export function loggedHeadMismatches(links: ChainLink[], logged: LoggedHeadEntry[]): LoggedHeadMismatch[] {
  const ordered = [...links].sort((a, b) => a.seq - b.seq);
  const walk = new ChainWalk();
  let fed = 0;
  const mismatches: LoggedHeadMismatch[] = [];
  for (const entry of [...logged].sort((a, b) => a.seq - b.seq)) {
    const upTo = ordered.findIndex((link) => link.seq > entry.seq);
    const end = upTo === -1 ? ordered.length : upTo;
    walk.add(ordered.slice(fed, end));
    fed = end;
    const verdict = walk.verdict();
    const reached = verdict.valid && walk.count === entry.seq ? verdict.headHash : null;
    if (reached !== entry.headHash) {
      mismatches.push({
        seq: entry.seq,
        leaf_index: entry.leafIndex,
        logged_head_hash: entry.headHash,
        recomputed_head_hash: reached,
      });
    }
  }
  return mismatches;
}
