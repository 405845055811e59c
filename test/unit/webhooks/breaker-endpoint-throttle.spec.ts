import { BUSY_RETRY_MS, EndpointThrottle } from '../../../src/webhooks/outbound/endpoint-throttle';

const T0 = 1_000_000;

describe(EndpointThrottle.name, () => {
  it('should allow at most the per-endpoint cap in flight, per endpoint, and free a slot on release', () => {
    const throttle = new EndpointThrottle(2);
    expect(throttle.acquire(1, null, T0)).toEqual({ ok: true });
    expect(throttle.acquire(1, null, T0)).toEqual({ ok: true });
    expect(throttle.acquire(1, null, T0)).toEqual({ ok: false, retryAt: T0 + BUSY_RETRY_MS });
    expect(throttle.acquire(2, null, T0)).toEqual({ ok: true });
    throttle.release(1);
    expect(throttle.acquire(1, null, T0)).toEqual({ ok: true });
  });

  it('should space sends 1/rate apart and answer when the next token comes', () => {
    const throttle = new EndpointThrottle(100);
    expect(throttle.acquire(1, 5, T0)).toEqual({ ok: true });
    expect(throttle.acquire(1, 5, T0)).toEqual({ ok: false, retryAt: T0 + 200 });
    expect(throttle.acquire(1, 5, T0 + 150)).toEqual({ ok: false, retryAt: T0 + 200 });
    expect(throttle.acquire(1, 5, T0 + 200)).toEqual({ ok: true });
    expect(throttle.acquire(2, 5, T0 + 200)).toEqual({ ok: true });
  });

  it('should never let a second hold more sends than the rate, however long the endpoint was idle', () => {
    const throttle = new EndpointThrottle(100);
    const sent: number[] = [];
    // Busy for 2 s, idle for a minute, busy for 8 s more: a send is asked for every 7 ms while busy.
    for (let now = T0; now < T0 + 70_000; now += 7) {
      const idle = now > T0 + 2000 && now < T0 + 62_000;
      if (!idle && throttle.acquire(1, 5, now).ok) {
        sent.push(now);
        throttle.release(1);
      }
    }
    for (let i = 0; i + 5 < sent.length; i++) {
      expect(sent[i + 5] - sent[i]).toBeGreaterThanOrEqual(1000);
    }
    expect(sent.length).toBeGreaterThanOrEqual(48);
  });

  it('should not take a token when the endpoint is at its cap', () => {
    const throttle = new EndpointThrottle(1);
    expect(throttle.acquire(1, 5, T0)).toEqual({ ok: true });
    expect(throttle.acquire(1, 5, T0 + 300)).toEqual({ ok: false, retryAt: T0 + 300 + BUSY_RETRY_MS });
    throttle.release(1);
    expect(throttle.acquire(1, 5, T0 + 300)).toEqual({ ok: true });
  });

  it('should tell when a send may go without taking a slot or a token', () => {
    const throttle = new EndpointThrottle(1);
    expect(throttle.retryAt(1, 5, T0)).toBeNull();
    expect(throttle.retryAt(1, 5, T0)).toBeNull();
    expect(throttle.acquire(1, 5, T0)).toEqual({ ok: true });
    expect(throttle.retryAt(1, 5, T0)).toBe(T0 + BUSY_RETRY_MS);
    throttle.release(1);
    expect(throttle.retryAt(1, 5, T0 + 100)).toBe(T0 + 200);
    expect(throttle.retryAt(1, null, T0 + 100)).toBeNull();
  });
});
