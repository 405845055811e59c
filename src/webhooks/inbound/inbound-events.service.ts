import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { InboundOutcome, InboundProvider } from './inbound-event.entity';
import { InboundEventsRepository } from './inbound-events.repository';

export const DUPLICATE = { status: 'duplicate' } as const;
export type DuplicateAnswer = typeof DUPLICATE;

/**
 * At-most-once handling of provider events. The claim row is inserted FIRST in the transaction of the
 * effect: a concurrent twin blocks on the unique index until the first commits, then fails and rolls back
 * without having acted (on SQLite transactions run one at a time anyway).
 */
@Injectable()
export class InboundEventsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly events: InboundEventsRepository,
  ) {}

  /** Runs `work` once per (provider, event id); a replay answers `{"status":"duplicate"}` and does nothing. */
  async once<T>(
    provider: InboundProvider,
    eventId: string,
    outcome: InboundOutcome,
    work: (unit: UnitOfWork) => Promise<T>,
  ): Promise<T | DuplicateAnswer> {
    try {
      return await this.db.write(async (unit) => {
        await this.events.claim(unit, provider, eventId, outcome, new Date());
        return work(unit);
      });
    } catch (error) {
      if (this.events.isDuplicateClaim(error)) {
        return DUPLICATE;
      }
      throw error;
    }
  }
}
