/** Beyond the HTTP timeout, how long a claim (or a breaker's probe) covers the database writes around one attempt. */
export const LEASE_MARGIN_MS = 5000;

/** Until when a claim (or a probe) taken at `now` holds: past it, its sender is presumed dead. */
export function leaseEnd(now: Date, timeoutMs: number): Date {
  return new Date(now.getTime() + timeoutMs + LEASE_MARGIN_MS);
}
