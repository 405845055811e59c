export const RATE_WINDOW_MS = 60_000;

/** One key's count in its current one-minute window. */
export interface RateWindow {
  start: number;
  count: number;
}

/**
 * Counts per key in one-minute fixed windows against one limit, kept in this process. A slot is taken before
 * the request is served and never past the limit, so concurrent requests cannot overrun it; a slot that turns
 * out not to count (a reserved miss answered with something other than 404) is given back.
 */
export class RateWindows {
  private readonly windows = new Map<string, RateWindow>();

  constructor(
    readonly limit: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The key's live window, opened when it has none (or its last one has ended). */
  current(key: string, now = this.now()): RateWindow {
    let window = this.windows.get(key);
    if (window === undefined || now - window.start >= RATE_WINDOW_MS) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    return window;
  }

  /** 0 while the window has room for one more; else the whole seconds until it ends (at least 1). */
  retryAfterSeconds(window: RateWindow, now = this.now()): number {
    if (window.count < this.limit) {
      return 0;
    }
    return Math.max(1, Math.ceil((window.start + RATE_WINDOW_MS - now) / 1000));
  }

  /** Drops ended windows; called periodically so the map holds only the last minute's keys. */
  forgetEnded(now = this.now()): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= RATE_WINDOW_MS) {
        this.windows.delete(key);
      }
    }
  }

  get size(): number {
    return this.windows.size;
  }
}

/** Takes a slot of a window checked with `retryAfterSeconds`. */
export function takeSlot(window: RateWindow): void {
  window.count++;
}

/** Gives back a slot taken earlier; a window that has ended since is no longer read, so this is harmless there. */
export function giveBackSlot(window: RateWindow): void {
  if (window.count > 0) {
    window.count--;
  }
}
