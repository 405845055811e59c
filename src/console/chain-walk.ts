import { ChainLink, ChainVerdict, eventHash, GENESIS_HASH } from '../program-events/event-hash';

/**
 * `verifyChain` fed a batch at a time, so a long record is checked whole without holding it: the same
 * verdict (first broken seq; head = the last event's hash) for the same events in seq order.
 */
export class ChainWalk {
  private expectedPrev = GENESIS_HASH;
  private expectedSeq = 1;
  private lastHash = '';
  private brokenAtSeq: number | null = null;
  count = 0;

  add(events: ChainLink[]): void {
    for (const event of events) {
      this.count++;
      this.lastHash = event.hash;
      if (this.brokenAtSeq !== null) {
        continue;
      }
      if (event.seq !== this.expectedSeq || event.prevHash !== this.expectedPrev || eventHash(event) !== event.hash) {
        this.brokenAtSeq = event.seq;
        continue;
      }
      this.expectedPrev = event.hash;
      this.expectedSeq++;
    }
  }

  verdict(): ChainVerdict {
    if (this.brokenAtSeq !== null) {
      return { valid: false, headHash: this.lastHash, brokenAtSeq: this.brokenAtSeq };
    }
    return { valid: true, headHash: this.count === 0 ? '' : this.expectedPrev, brokenAtSeq: null };
  }
}
