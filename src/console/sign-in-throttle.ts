import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { FixedWindowLimiter } from '../common/rate-limit/fixed-window.limiter';

export const SIGN_IN_FAILURES_PER_MINUTE = 5;
/** Added to every wrong-token answer so guessing stays slow even below the limit. */
export const WRONG_TOKEN_DELAY_MS = 250;

/**
 * Wrong admin tokens on the sign-in form, counted per client address: past five in a minute every
 * attempt (right or wrong) answers 429 until the window ends. Always on, unlike the API rate limits.
 */
@Injectable()
export class SignInThrottle implements OnModuleDestroy {
  private readonly limiter = new FixedWindowLimiter();

  /** Seconds to wait when the client is locked out, else 0. */
  lockedFor(client: string): number {
    const decision = this.limiter.check(key(client), SIGN_IN_FAILURES_PER_MINUTE);
    return decision.allowed ? 0 : decision.retryAfterSeconds;
  }

  async failed(client: string): Promise<void> {
    this.limiter.hit(key(client), SIGN_IN_FAILURES_PER_MINUTE);
    await new Promise((resolve) => setTimeout(resolve, WRONG_TOKEN_DELAY_MS));
  }

  onModuleDestroy(): void {
    this.limiter.stop();
  }
}

function key(client: string): string {
  return `console-sign-in:${client}`;
}
