export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

const WINDOW_MS = 60_000;

/** Per-key request counts in one-minute windows, kept in this process. */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.forgetExpired(), WINDOW_MS);
    this.sweeper.unref();
  }

  /** Counts one request against `limit` and says whether it may proceed. */
  hit(key: string, limit: number): RateDecision {
    const window = this.current(key);
    window.count++;
    return this.decide(window, limit);
  }

  /** Says whether `key` is already over `limit`, without counting. */
  check(key: string, limit: number): RateDecision {
    const window = this.windows.get(key);
    if (!window || this.now() - window.start >= WINDOW_MS) {
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return this.decide({ ...window, count: window.count + 1 }, limit);
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private current(key: string): { start: number; count: number } {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  private decide(window: { start: number; count: number }, limit: number): RateDecision {
    if (window.count <= limit) {
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + WINDOW_MS - this.now()) / 1000)),
    };
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.start >= WINDOW_MS) {
        this.windows.delete(key);
      }
    }
  }
}
