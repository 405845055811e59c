import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { clientKey } from '../common/rate-limit/client-key';
import { RATE_WINDOW_MS, RateWindows, takeSlot } from '../common/rate-limit/rate-windows';
import { ServiceMetrics } from '../observability/metrics/service-metrics';

export const SIGN_IN_FAILURES_PER_MINUTE = 5;
/** Added to every wrong-token answer so guessing stays slow even below the limit. */
export const WRONG_TOKEN_DELAY_MS = 250;

/**
 * Wrong admin tokens on the sign-in form, counted per client (as the API limits count clients): past five in a
 * minute every attempt (right or wrong) answers 429 until the window ends. Always on, unlike the API rate limits.
 */
@Injectable()
export class SignInThrottle implements OnModuleDestroy {
  private readonly failures = new RateWindows(SIGN_IN_FAILURES_PER_MINUTE);
  private readonly sweeper = setInterval(() => this.failures.forgetEnded(), RATE_WINDOW_MS).unref();

  constructor(private readonly metrics: ServiceMetrics) {}

  /** Seconds to wait when the client is locked out (its attempt is answered 429), else 0. */
  lockedFor(client: string): number {
    const wait = this.failures.retryAfterSeconds(this.failures.current(clientKey(client)));
    if (wait > 0) {
      this.metrics.rateLimitRejections.inc({ limiter: 'sign_in' });
    }
    return wait;
  }

  async failed(client: string): Promise<void> {
    takeSlot(this.failures.current(clientKey(client)));
    await new Promise((resolve) => setTimeout(resolve, WRONG_TOKEN_DELAY_MS));
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }
}
