/** A Retry-After longer than this is treated as this: a receiver cannot park a delivery for days. */
export const RETRY_AFTER_CAP_MS = 6 * 60 * 60 * 1000;

/**
 * Delay before the next attempt after `roundAttempts` failed attempts, or null when the ladder is
 * exhausted (N delays = N + 1 attempts). A Retry-After is honoured: never retry sooner than it asks.
 */
export function nextDelayMs(schedule: number[], roundAttempts: number, retryAfterMs: number | null): number | null {
  if (roundAttempts > schedule.length) {
    return null;
  }
  const planned = schedule[roundAttempts - 1];
  if (retryAfterMs === null) {
    return planned;
  }
  return Math.max(planned, Math.min(retryAfterMs, RETRY_AFTER_CAP_MS));
}

/** Retry-After as delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | null {
  if (value === undefined) {
    return null;
  }
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    return Number(trimmed) * 1000;
  }
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
