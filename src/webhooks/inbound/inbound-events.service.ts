import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { InboundEvent, InboundOutcome, InboundProvider } from './inbound-event.entity';

export const DUPLICATE = { status: 'duplicate' } as const;
export type DuplicateAnswer = typeof DUPLICATE;

/**
 * At-most-once handling of provider events. The claim row is inserted FIRST in the transaction of the
 * effect: a concurrent twin blocks on the unique index until the first commits, then fails and rolls back
 * without having acted (on SQLite transactions run one at a time anyway).
 */
@Injectable()
export class InboundEventsService {
  constructor(private readonly db: TransactionRunner) {}

  /** Runs `work` once per (provider, event id); a replay answers `{"status":"duplicate"}` and does nothing. */
  async once<T>(
    provider: InboundProvider,
    eventId: string,
    outcome: InboundOutcome,
    work: (manager: EntityManager) => Promise<T>,
  ): Promise<T | DuplicateAnswer> {
    try {
      return await this.db.write(async (manager) => {
        await this.claim(manager, provider, eventId, outcome);
        return work(manager);
      });
    } catch (error) {
      if (isDuplicateClaim(error)) {
        return DUPLICATE;
      }
      throw error;
    }
  }

  private async claim(
    manager: EntityManager,
    provider: InboundProvider,
    eventId: string,
    outcome: InboundOutcome,
  ): Promise<void> {
    await manager.insert(InboundEvent, { provider, eventId, outcome, receivedAt: new Date() });
  }
}

function isDuplicateClaim(error: unknown): boolean {
  return isUniqueViolation(error, 'uq_inbound_events_provider_event_id', [
    'inbound_events.provider',
    'inbound_events.event_id',
  ]);
}
