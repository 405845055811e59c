import type { Request, Response } from 'express';
import { RateLimitedError } from '../../src/common/errors/domain-errors';
import { RateLimits } from '../../src/common/rate-limit/rate-limits';
import { ServiceMetrics } from '../../src/observability/metrics/service-metrics';
import { RATE_WINDOW_MS } from '../../src/common/rate-limit/rate-windows';
import { RouteLimitClass } from '../../src/common/rate-limit/route-limit-class';

// RateLimits reads `Date.now()` itself (only RateWindows takes a clock), so the clock here is Jest's fake one:
// modern fake timers replace both `Date.now()` and the sweeper's `setInterval`.
const READ: RouteLimitClass = { limited: true, intake: false, referenceIn: undefined, openWrite: false };
const START = Date.UTC(2026, 0, 1, 12, 0, 0);

function request(ip: string): Request {
  return { ip, params: {}, body: undefined } as unknown as Request;
}

const response = { on: () => undefined } as unknown as Response;

/** Seconds the limiter asks to wait, or 0 when it admits the request. */
function retryAfter(limits: RateLimits, ip = '192.0.2.1'): number {
  try {
    limits.admit(request(ip), response, READ, true);
    return 0;
  } catch (error) {
    if (error instanceof RateLimitedError) {
      return error.retryAfterSeconds;
    }
    throw error;
  }
}

describe(`${RateLimits.name} clock`, () => {
  let limits: RateLimits;

  beforeEach(() => {
    jest.useFakeTimers({ now: START });
    limits = new RateLimits(
      {
        enabled: true,
        intakePerMinute: 1,
        readPerMinute: 2,
        missPerMinute: 5,
        anonymousWritePerMinute: 5,
        programWritePerMinute: 5,
      },
      new ServiceMetrics({ version: 'test', role: 'api' }),
    );
  });

  afterEach(() => {
    limits.onModuleDestroy();
    jest.useRealTimers();
  });

  it('should refuse until the last millisecond of the window and admit again exactly at its end', () => {
    expect([retryAfter(limits), retryAfter(limits)]).toEqual([0, 0]);
    expect(retryAfter(limits)).toBe(60);

    jest.setSystemTime(START + RATE_WINDOW_MS - 1_001);
    expect(retryAfter(limits)).toBe(2);
    jest.setSystemTime(START + RATE_WINDOW_MS - 1);
    expect(retryAfter(limits)).toBe(1);

    jest.setSystemTime(START + RATE_WINDOW_MS);
    expect([retryAfter(limits), retryAfter(limits), retryAfter(limits)]).toEqual([0, 0, 60]);
  });

  it('should start a window at its first request, not on the minute of the wall clock', () => {
    jest.setSystemTime(START + 45_000);
    expect([retryAfter(limits), retryAfter(limits), retryAfter(limits)]).toEqual([0, 0, 60]);
    // The wall-clock minute turns over; this client's window does not.
    jest.setSystemTime(START + RATE_WINDOW_MS);
    expect(retryAfter(limits)).toBe(45);
    jest.setSystemTime(START + 45_000 + RATE_WINDOW_MS);
    expect(retryAfter(limits)).toBe(0);
  });

  it('should keep each client on its own window', () => {
    expect([retryAfter(limits, '192.0.2.1'), retryAfter(limits, '192.0.2.1')]).toEqual([0, 0]);
    jest.setSystemTime(START + 30_000);
    expect([retryAfter(limits, '192.0.2.2'), retryAfter(limits, '192.0.2.2')]).toEqual([0, 0]);
    jest.setSystemTime(START + RATE_WINDOW_MS);
    expect(retryAfter(limits, '192.0.2.1')).toBe(0);
    expect(retryAfter(limits, '192.0.2.2')).toBe(30);
  });

  it('should stop its sweeper when the module is destroyed, leaving no timer behind', () => {
    expect(jest.getTimerCount()).toBe(1);
    limits.onModuleDestroy();
    expect(jest.getTimerCount()).toBe(0);
  });
});
