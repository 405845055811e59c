import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Not } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { LeanSql } from '../../database/lean-sql';
import { TransactionRunner } from '../../database/transaction-runner';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { Registration } from '../../registrations/registration.entity';
import { cancelled, ClaimedDelivery } from './delivery-claims';
import { AttemptLog, DeliveryMove, OutcomeStatements } from './outcome-statements';
import { nextDelayMs } from './retry-policy';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { SendOutcome } from './webhook-sender';

const GONE = 410;

/** Records one attempt and moves the delivery on: delivered, next rung of the ladder, or failed. */
@Injectable()
export class DeliveryRecorder {
  private readonly statements: OutcomeStatements;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly events: ProgramEventsService,
    dataSource: DataSource,
    lean: LeanSql,
  ) {
    this.statements = new OutcomeStatements(db, dataSource, lean);
  }

  /** Returns when the delivery is due again, or null when it is settled. */
  async record(claim: ClaimedDelivery, owner: string, outcome: SendOutcome, attemptedAt: Date): Promise<Date | null> {
    const log: AttemptLog = {
      deliveryId: claim.delivery.id,
      attempt: claim.attempt,
      attemptedAt,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
    };
    if (outcome.statusCode === GONE) {
      return this.recordGone(claim, owner, log);
    }
    const now = new Date();
    const move = this.nextMove(claim, outcome, now);
    const moved = await this.statements.write(owner, log, move);
    return moved && move.status === 'pending' ? move.nextAttemptAt : null;
  }

  private nextMove(claim: ClaimedDelivery, outcome: SendOutcome, now: Date): DeliveryMove {
    const code = outcome.statusCode;
    if (code !== null && code >= 200 && code < 300) {
      return { status: 'delivered', nextAttemptAt: null, deliveredAt: now, updatedAt: now };
    }
    const delay = nextDelayMs(this.config.webhook.retryScheduleMs, claim.delivery.roundAttempts, outcome.retryAfterMs);
    return delay === null
      ? { status: 'failed', nextAttemptAt: null, deliveredAt: null, updatedAt: now }
      : { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay), deliveredAt: null, updatedAt: now };
  }

  /** 410 Gone: the failure and the endpoint's disabling commit together. */
  private recordGone(claim: ClaimedDelivery, owner: string, log: AttemptLog): Promise<null> {
    return this.db.write(async (manager) => {
      await manager.insert(WebhookAttempt, {
        deliveryId: log.deliveryId,
        number: log.attempt,
        attemptedAt: log.attemptedAt,
        statusCode: log.statusCode,
        error: log.error,
        durationMs: log.durationMs,
      });
      const now = new Date();
      const change: QueryDeepPartialEntity<WebhookDelivery> = {
        status: 'failed',
        nextAttemptAt: null,
        lastStatusCode: log.statusCode,
        lastError: log.error,
        leaseUntil: null,
        leaseOwner: null,
        updatedAt: now,
      };
      // Only the claim's holder moves the delivery on; a sender whose lease was taken over just logs its attempt.
      const updated = await manager.update(
        WebhookDelivery,
        { id: log.deliveryId, leaseOwner: owner, attemptCount: log.attempt },
        change,
      );
      if (updated.affected === 1) {
        await this.disable(manager, claim.endpoint, log.deliveryId, now);
      }
      return null;
    });
  }

  /** 410 Gone: the endpoint stops at once, its other pending deliveries are cancelled, and the program records it. */
  private async disable(
    manager: EntityManager,
    endpoint: ClaimedDelivery['endpoint'],
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
