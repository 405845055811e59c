import { BreakerState, WebhookEndpoint } from './webhook-endpoint.entity';

/**
 * The circuit breaker's thresholds, in one place. The open period and the window are defaults that
 * WEBHOOK_BREAKER_OPEN_MS / WEBHOOK_BREAKER_WINDOW_MS may override (tests run them in seconds).
 */
export const BREAKER = {
  /** Fewer attempts than this in the window never trip it. */
  minAttempts: 10,
  /** Share of failed attempts (no 2xx) in the window that trips it. */
  failureRatio: 0.7,
  windowMs: 5 * 60_000,
  openMs: 30_000,
  /** Trips in a row (no successful probe between them) that disable the endpoint. */
  tripsToDisable: 10,
} as const;

export const BREAKER_DISABLE_REASON = `circuit breaker tripped ${BREAKER.tripsToDisable} times in a row`;

/** The endpoint's attempts in the window, and how many of them failed. */
export interface BreakerWindow {
  attempts: number;
  failures: number;
}

export type BreakerFields = Pick<
  WebhookEndpoint,
  'breakerState' | 'breakerOpenUntil' | 'breakerProbeDeliveryId' | 'breakerProbeUntil' | 'breakerTrips'
>;

/** What the breaker becomes after a trip or a probe: `disable` when it tripped too often in a row. */
export interface BreakerChange {
  state: BreakerState;
  openUntil: Date | null;
  trips: number;
  closedAt: Date | null;
  disable: boolean;
}

/** Whether a delivery of the endpoint may be claimed now: always when closed, the one probe when half-open. */
export type BreakerGate = { kind: 'pass' } | { kind: 'wait'; until: Date } | { kind: 'probe' };

export function succeeded(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/** The window reaches back `windowMs`, but never before the breaker last closed (a fresh start after a probe). */
export function windowStart(now: Date, windowMs: number, closedAt: Date | null): Date {
  const start = now.getTime() - windowMs;
  return new Date(closedAt === null ? start : Math.max(start, closedAt.getTime()));
}

export function shouldTrip(window: BreakerWindow): boolean {
  return window.attempts >= BREAKER.minAttempts && window.failures >= BREAKER.failureRatio * window.attempts;
}

/** Closed → open (or a failed probe: half-open → open again): one more trip in a row. */
export function trip(trips: number, now: Date, openMs: number): BreakerChange {
  const next = trips + 1;
  return {
    state: 'open',
    openUntil: new Date(now.getTime() + openMs),
    trips: next,
    closedAt: null,
    disable: next >= BREAKER.tripsToDisable,
  };
}

/** The probe's outcome: a 2xx closes the breaker and restarts its window; anything else opens it again. */
export function afterProbe(trips: number, statusCode: number | null, now: Date, openMs: number): BreakerChange {
  if (succeeded(statusCode)) {
    return { state: 'closed', openUntil: null, trips: 0, closedAt: now, disable: false };
  }
  return trip(trips, now, openMs);
}

/**
 * For a delivery whose claim was refused: wait until the open period ends, take the probe when it is free
 * (the open period is over, or the last probe's sender died: its hold expired), or wait for the probe in
 * flight (re-checking at most every `recheckMs`, so a closed breaker is noticed without waiting for the hold).
 */
export function breakerGate(breaker: BreakerFields, deliveryId: number, now: Date, recheckMs: number): BreakerGate {
  if (breaker.breakerState === 'closed') {
    return { kind: 'pass' };
  }
  if (breaker.breakerState === 'open') {
    const until = breaker.breakerOpenUntil;
    return until !== null && until > now ? { kind: 'wait', until } : { kind: 'probe' };
  }
  const held = breaker.breakerProbeUntil;
  if (held === null || held <= now) {
    return { kind: 'probe' };
  }
  if (breaker.breakerProbeDeliveryId === deliveryId) {
    return { kind: 'pass' };
  }
  return { kind: 'wait', until: new Date(Math.min(held.getTime(), now.getTime() + recheckMs)) };
}
