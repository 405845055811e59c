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
  const walk = new LoggedHeadsWalk(logged);
  walk.add([...links].sort((a, b) => a.seq - b.seq));
  return walk.mismatches();
}

/**
 * loggedHeadMismatches fed the chain a batch at a time, in seq order, so that a long record need not be held whole;
 * its chain walk, fed every link once, also gives the record's own verdict (`chain`).
 */
export class LoggedHeadsWalk {
  readonly chain = new ChainWalk();
  private readonly logged: LoggedHeadEntry[];
  private checked = 0;
  private readonly found: LoggedHeadMismatch[] = [];

  constructor(logged: LoggedHeadEntry[]) {
    this.logged = [...logged].sort((a, b) => a.seq - b.seq);
  }

  /** The next links of the chain, in seq order. */
  add(links: ChainLink[]): void {
    let fed = 0;
    for (let index = 0; index < links.length; index++) {
      // Each logged head is compared once the chain was walked up to its seq: before the first link past it.
      while (this.checked < this.logged.length && links[index].seq > this.logged[this.checked].seq) {
        this.chain.add(links.slice(fed, index));
        fed = index;
        this.compare(this.logged[this.checked++]);
      }
    }
    this.chain.add(fed === 0 ? links : links.slice(fed));
  }

  /** Once the whole chain was added: the logged heads it does not reach. */
  mismatches(): LoggedHeadMismatch[] {
    while (this.checked < this.logged.length) {
      this.compare(this.logged[this.checked++]);
    }
    return this.found;
  }

  private compare(entry: LoggedHeadEntry): void {
    const verdict = this.chain.verdict();
    const reached = verdict.valid && this.chain.count === entry.seq ? verdict.headHash : null;
    if (reached !== entry.headHash) {
      this.found.push({
        seq: entry.seq,
        leaf_index: entry.leafIndex,
        logged_head_hash: entry.headHash,
        recomputed_head_hash: reached,
      });
    }
  }
}
