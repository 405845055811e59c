import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { Registration } from '../../registrations/registration.entity';
import { cancelled, ClaimedDelivery } from './delivery-claims';
import { nextDelayMs } from './retry-policy';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { SendOutcome } from './webhook-sender';

const GONE = 410;

/** Records one attempt and moves the delivery on: delivered, next rung of the ladder, or failed. */
@Injectable()
export class DeliveryRecorder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly events: ProgramEventsService,
  ) {}

  /** Returns when the delivery is due again, or null when it is settled. */
  record(claim: ClaimedDelivery, owner: string, outcome: SendOutcome, attemptedAt: Date): Promise<Date | null> {
    return this.db.write(async (manager) => {
      const { delivery, endpoint, attempt } = claim;
      await manager.insert(WebhookAttempt, {
        deliveryId: delivery.id,
        number: attempt,
        attemptedAt,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
      });
      const now = new Date();
      const code = outcome.statusCode;
      const base = {
        lastStatusCode: code,
        lastError: outcome.error,
        leaseUntil: null,
        leaseOwner: null,
        updatedAt: now,
      };
      let change: QueryDeepPartialEntity<WebhookDelivery>;
      let next: Date | null = null;
      if (code !== null && code >= 200 && code < 300) {
        change = { ...base, status: 'delivered', deliveredAt: now, nextAttemptAt: null };
      } else if (code === GONE) {
        change = { ...base, status: 'failed', nextAttemptAt: null };
      } else {
        const delay = nextDelayMs(this.config.webhook.retryScheduleMs, delivery.roundAttempts, outcome.retryAfterMs);
        next = delay === null ? null : new Date(now.getTime() + delay);
        change = next
          ? { ...base, status: 'pending', nextAttemptAt: next }
          : { ...base, status: 'failed', nextAttemptAt: null };
      }
      // Only the claim's holder moves the delivery on; a sender whose lease was taken over just logs its attempt.
      const updated = await manager.update(
        WebhookDelivery,
        { id: delivery.id, leaseOwner: owner, attemptCount: attempt },
        change,
      );
      if (updated.affected !== 1) {
        return null;
      }
      if (code === GONE) {
        await this.disable(manager, endpoint, delivery.id, now);
      }
      return next;
    });
  }

  /** 410 Gone: the endpoint stops at once, its other pending deliveries are cancelled, and the program records it. */
  private async disable(
    manager: EntityManager,
    endpoint: WebhookEndpoint,
    deliveryId: number,
    now: Date,
  ): Promise<void> {
    const reason = 'receiver answered 410 Gone';
    const result = await manager.update(
      WebhookEndpoint,
      { id: endpoint.id, active: true },
      { active: false, disabledAt: now, disabledReason: reason },
    );
    if (result.affected !== 1) {
      return;
    }
    await manager.update(
      WebhookDelivery,
      { endpointId: endpoint.id, status: 'pending', id: Not(deliveryId) },
      cancelled(now),
    );
    const program = await manager.findOneOrFail(Registration, {
      select: { id: true, reference: true },
      where: { id: endpoint.registrationId },
    });
    // The endpoint is inactive already, so this event's outbox rows skip it.
    await this.events.append(manager, program, {
      eventType: 'webhook.endpoint_disabled',
      source: 'system',
      payload: { endpoint_id: endpoint.id, delivery_id: deliveryId, reason, status_code: GONE },
    });
  }
}
