import {
  afterProbe,
  BREAKER,
  BreakerFields,
  breakerGate,
  shouldTrip,
  succeeded,
  trip,
  windowStart,
} from '../../../src/webhooks/outbound/breaker-rules';

const NOW = new Date('2026-11-26T12:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

function breaker(overrides: Partial<BreakerFields> = {}): BreakerFields {
  return {
    breakerState: 'closed',
    breakerOpenUntil: null,
    breakerProbeDeliveryId: null,
    breakerProbeUntil: null,
    breakerTrips: 0,
    ...overrides,
  };
}

describe('breaker rules', () => {
  describe(shouldTrip.name, () => {
    it.each([
      [10, 7, true],
      [10, 10, true],
      [20, 14, true],
      [10, 6, false],
      [20, 13, false],
      [9, 9, false],
      [0, 0, false],
    ])('should trip on %i attempts with %i failures: %s', (attempts, failures, expected) => {
      expect(shouldTrip({ attempts, failures })).toBe(expected);
    });

    it('should keep its thresholds in one place', () => {
      expect(BREAKER).toEqual({
        minAttempts: 10,
        failureRatio: 0.7,
        windowMs: 300_000,
        openMs: 30_000,
        tripsToDisable: 10,
      });
    });
  });

  describe(succeeded.name, () => {
    it.each([
      [200, true],
      [204, true],
      [299, true],
      [300, false],
      [199, false],
      [500, false],
      [null, false],
    ])('should count %s as success: %s', (status, expected) => {
      expect(succeeded(status)).toBe(expected);
    });
  });

  describe(windowStart.name, () => {
    it('should reach back the window, but never before the breaker last closed', () => {
      expect(windowStart(NOW, 300_000, null)).toEqual(later(-300_000));
      expect(windowStart(NOW, 300_000, later(-60_000))).toEqual(later(-60_000));
      expect(windowStart(NOW, 300_000, later(-600_000))).toEqual(later(-300_000));
    });
  });

  describe(trip.name, () => {
    it('should open for the open period and count one more trip in a row', () => {
      expect(trip(0, NOW, 30_000)).toEqual({
        state: 'open',
        openUntil: later(30_000),
        trips: 1,
        closedAt: null,
        disable: false,
      });
    });

    it('should disable on the tenth trip in a row, not before', () => {
      expect(trip(8, NOW, 30_000)).toMatchObject({ trips: 9, disable: false });
      expect(trip(9, NOW, 30_000)).toMatchObject({ trips: 10, disable: true });
    });
  });

  describe(afterProbe.name, () => {
    it('should close, reset the trips and restart the window on a 2xx', () => {
      expect(afterProbe(7, 204, NOW, 30_000)).toEqual({
        state: 'closed',
        openUntil: null,
        trips: 0,
        closedAt: NOW,
        disable: false,
      });
    });

    it.each([500, 429, 302, null])('should open again with one more trip on %s', (status) => {
      expect(afterProbe(3, status, NOW, 1000)).toEqual({
        state: 'open',
        openUntil: later(1000),
        trips: 4,
        closedAt: null,
        disable: false,
      });
    });

    it('should disable when the failed probe makes the tenth trip', () => {
      expect(afterProbe(9, 500, NOW, 1000)).toMatchObject({ trips: 10, disable: true });
    });
  });

  describe(breakerGate.name, () => {
    it('should let everything through while closed', () => {
      expect(breakerGate(breaker(), 1, NOW, 30_000)).toEqual({ kind: 'pass' });
    });

    it('should hold deliveries until the open period ends, then offer the probe', () => {
      const open = breaker({ breakerState: 'open', breakerOpenUntil: later(5000), breakerTrips: 1 });
      expect(breakerGate(open, 1, NOW, 30_000)).toEqual({ kind: 'wait', until: later(5000) });
      expect(breakerGate(open, 1, later(5000), 30_000)).toEqual({ kind: 'probe' });
    });

    it('should let only the probe through while half-open, the others waiting (re-checking) for it', () => {
      const halfOpen = breaker({
        breakerState: 'half_open',
        breakerProbeDeliveryId: 7,
        breakerProbeUntil: later(20_000),
      });
      expect(breakerGate(halfOpen, 7, NOW, 30_000)).toEqual({ kind: 'pass' });
      expect(breakerGate(halfOpen, 8, NOW, 30_000)).toEqual({ kind: 'wait', until: later(20_000) });
      expect(breakerGate(halfOpen, 8, NOW, 1000)).toEqual({ kind: 'wait', until: later(1000) });
    });

    it("should offer the probe again once a probe's hold expired (its sender died)", () => {
      const stale = breaker({ breakerState: 'half_open', breakerProbeDeliveryId: 7, breakerProbeUntil: later(-1) });
      expect(breakerGate(stale, 8, NOW, 30_000)).toEqual({ kind: 'probe' });
    });
  });
});
