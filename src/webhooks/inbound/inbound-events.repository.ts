import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { InboundEvent, InboundOutcome, InboundProvider } from './inbound-event.entity';

/** The `inbound_events` table: one claim row per (provider, event id), unique. */
@Injectable()
export class InboundEventsRepository {
  /** Inserts the claim; a second claim of the same event fails with an error `isDuplicateClaim` recognises. */
  async claim(
    unit: UnitOfWork,
    provider: InboundProvider,
    eventId: string,
    outcome: InboundOutcome,
    receivedAt: Date,
  ): Promise<void> {
    await managerOf(unit).insert(InboundEvent, { provider, eventId, outcome, receivedAt });
  }

  find(unit: UnitOfWork, provider: InboundProvider, eventId: string): Promise<InboundEvent | null> {
    return managerOf(unit).findOne(InboundEvent, { where: { provider, eventId } });
  }

  isDuplicateClaim(error: unknown): boolean {
    return isUniqueViolation(error, 'uq_inbound_events_provider_event_id', [
      'inbound_events.provider',
      'inbound_events.event_id',
    ]);
  }
}
