import { Injectable } from '@nestjs/common';

/**
 * When the bootstrap `ADMIN_TOKEN` last let someone in (an `X-Admin-Token`, a console sign-in or a session it
 * opened), so `/api/readiness` can say it is still in daily use once named operators exist. Kept in memory, per
 * instance: each instance reports the uses it served since it started, and a restart forgets them (the operator
 * log keeps every console sign-in for good).
 */
@Injectable()
export class BootstrapCredentialUse {
  private last: Date | null = null;

  record(at: Date = new Date()): void {
    this.last = at;
  }

  /** The last use this instance served, or null when none since it started. */
  lastUse(): Date | null {
    return this.last;
  }
}
