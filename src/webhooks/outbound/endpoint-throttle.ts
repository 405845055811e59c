/** An endpoint at its in-flight cap is offered again this much later (its slot goes to another endpoint meanwhile). */
export const BUSY_RETRY_MS = 250;

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * Per process: at most `perEndpoint` sends in flight to one endpoint, and at most `rateLimitPerS` sends a second
 * (a token bucket holding one token, so sends are spaced 1/rate apart and no second holds more than the rate).
 * Both are counted in this process only: N worker processes may together send N times as much.
 */
export class EndpointThrottle {
  private readonly inFlight = new Map<number, number>();
  private readonly buckets = new Map<number, Bucket>();

  constructor(private readonly perEndpoint: number) {}

  /** Takes a slot (and a token) for one send, or answers when to try again. */
  acquire(
    endpointId: number,
    rateLimitPerS: number | null,
    now: number,
  ): { ok: true } | { ok: false; retryAt: number } {
    const retryAt = this.retryAt(endpointId, rateLimitPerS, now);
    if (retryAt !== null) {
      return { ok: false, retryAt };
    }
    const rate = rateOf(rateLimitPerS);
    if (rate !== null) {
      this.buckets.set(endpointId, { tokens: this.tokens(endpointId, rate, now) - 1, at: now });
    } else {
      this.buckets.delete(endpointId);
    }
    this.inFlight.set(endpointId, (this.inFlight.get(endpointId) ?? 0) + 1);
    return { ok: true };
  }

  /** When a send to the endpoint may go (null: now), without taking anything. */
  retryAt(endpointId: number, rateLimitPerS: number | null, now: number): number | null {
    if ((this.inFlight.get(endpointId) ?? 0) >= this.perEndpoint) {
      return now + BUSY_RETRY_MS;
    }
    const rate = rateOf(rateLimitPerS);
    if (rate === null) {
      return null;
    }
    const tokens = this.tokens(endpointId, rate, now);
    return tokens >= 1 ? null : now + Math.ceil(((1 - tokens) * 1000) / rate);
  }

  release(endpointId: number): void {
    const count = (this.inFlight.get(endpointId) ?? 0) - 1;
    if (count > 0) {
      this.inFlight.set(endpointId, count);
    } else {
      this.inFlight.delete(endpointId);
    }
  }

  /** The bucket's tokens now: it refills at the rate and holds one at most (no burst). */
  private tokens(endpointId: number, ratePerS: number, now: number): number {
    const bucket = this.buckets.get(endpointId);
    return bucket === undefined ? 1 : Math.min(1, bucket.tokens + ((now - bucket.at) * ratePerS) / 1000);
  }
}

function rateOf(rateLimitPerS: number | null): number | null {
  return rateLimitPerS !== null && rateLimitPerS > 0 ? rateLimitPerS : null;
}
