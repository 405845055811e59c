import { giveBackSlot, RATE_WINDOW_MS, RateWindows, takeSlot } from '../../src/common/rate-limit/rate-windows';

describe(RateWindows.name, () => {
  function clockAt(start: number): { now: () => number; advance(ms: number): void } {
    let time = start;
    return {
      now: () => time,
      advance(ms: number) {
        time += ms;
      },
    };
  }

  it('should admit exactly `limit` taken slots per window and then ask to wait until the window ends', () => {
    const clock = clockAt(1_000_000);
    const windows = new RateWindows(3, clock.now);
    const window = windows.current('client');
    for (let slot = 0; slot < 3; slot++) {
      expect(windows.retryAfterSeconds(window)).toBe(0);
      takeSlot(window);
    }
    expect(windows.retryAfterSeconds(window)).toBe(60);
    clock.advance(59_001);
    expect(windows.retryAfterSeconds(window)).toBe(1);
  });

  it('should open a fresh window once a minute has passed', () => {
    const clock = clockAt(0);
    const windows = new RateWindows(1, clock.now);
    takeSlot(windows.current('client'));
    expect(windows.retryAfterSeconds(windows.current('client'))).toBeGreaterThan(0);
    clock.advance(RATE_WINDOW_MS);
    expect(windows.retryAfterSeconds(windows.current('client'))).toBe(0);
  });

  it('should make room again when a slot is given back, and never count below zero', () => {
    const windows = new RateWindows(1);
    const window = windows.current('client');
    takeSlot(window);
    expect(windows.retryAfterSeconds(window)).toBeGreaterThan(0);
    giveBackSlot(window);
    giveBackSlot(window);
    expect(window.count).toBe(0);
    expect(windows.retryAfterSeconds(window)).toBe(0);
  });

  it('should keep keys apart', () => {
    const windows = new RateWindows(1);
    takeSlot(windows.current('a'));
    expect(windows.retryAfterSeconds(windows.current('a'))).toBeGreaterThan(0);
    expect(windows.retryAfterSeconds(windows.current('b'))).toBe(0);
  });

  it('should forget ended windows only', () => {
    const clock = clockAt(0);
    const windows = new RateWindows(5, clock.now);
    windows.current('old');
    clock.advance(30_000);
    windows.current('recent');
    clock.advance(30_000);
    windows.forgetEnded();
    expect(windows.size).toBe(1);
  });
});
