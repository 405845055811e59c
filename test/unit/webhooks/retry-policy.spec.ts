import { nextDelayMs, parseRetryAfter, RETRY_AFTER_CAP_MS } from '../../../src/webhooks/outbound/retry-policy';

describe('nextDelayMs', () => {
  const ladder = [5000, 300000, 1800000];

  it('should walk the ladder and stop after N + 1 attempts', () => {
    expect(nextDelayMs(ladder, 1, null)).toBe(5000);
    expect(nextDelayMs(ladder, 2, null)).toBe(300000);
    expect(nextDelayMs(ladder, 3, null)).toBe(1800000);
    expect(nextDelayMs(ladder, 4, null)).toBeNull();
  });

  it('should never retry sooner than Retry-After asks, and cap what it asks', () => {
    expect(nextDelayMs(ladder, 1, 60_000)).toBe(60_000);
    expect(nextDelayMs(ladder, 2, 1000)).toBe(300000);
    expect(nextDelayMs(ladder, 1, 30 * 24 * 3600 * 1000)).toBe(RETRY_AFTER_CAP_MS);
  });
});

describe('parseRetryAfter', () => {
  it('should read delta-seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 3 ', now)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
