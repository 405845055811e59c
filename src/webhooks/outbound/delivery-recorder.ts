import { SYSTEM_ACTOR } from '../../common/auth/actor';
import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import { nextDelayMs } from './retry-policy';
import {
  AttemptLog,
  ClaimedDelivery,
  DeliveryMove,
  WebhookDeliveriesRepository,
} from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { SendOutcome } from './webhook-sender';

const GONE = 410;

/** Records one attempt and moves the delivery on: delivered, next rung of the ladder, or failed. */
@Injectable()
export class DeliveryRecorder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
  ) {}

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
    const move = this.nextMove(claim, outcome, new Date());
    // The attempt's writes are one statement (PostgreSQL) or a transaction of their own (SQLite).
    const moved = await this.db.writeStatements((unit) => this.deliveries.settle(unit, owner, log, move));
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
    return this.db.write(async (unit) => {
      const now = new Date();
      const failed: DeliveryMove = { status: 'failed', nextAttemptAt: null, deliveredAt: null, updatedAt: now };
      // Only the claim's holder moves the delivery on; a sender whose lease was taken over just logs its attempt.
      if (await this.deliveries.settle(unit, owner, log, failed)) {
        await this.disable(unit, claim.endpoint, log.deliveryId, now);
      }
      return null;
    });
  }

  /** 410 Gone: the endpoint stops at once, its other pending deliveries are cancelled, and the program records it. */
  private async disable(
    unit: UnitOfWork,
    endpoint: ClaimedDelivery['endpoint'],
    deliveryId: number,
    now: Date,
  ): Promise<void> {
    const reason = 'receiver answered 410 Gone';
    if (!(await this.endpoints.disableIfActive(unit, endpoint.id, reason, now))) {
      return;
    }
    await this.deliveries.cancelPendingOf(unit, endpoint.id, now, deliveryId);
    const program = await this.programs.findById(unit, endpoint.registrationId);
    if (!program) {
      throw new Error(`Webhook endpoint ${endpoint.id} belongs to no program`);
    }
    // The endpoint is inactive already, so this event's outbox rows skip it.
    await this.events.append(unit, program, {
      eventType: 'webhook.endpoint_disabled',
      source: 'system',
      actor: SYSTEM_ACTOR,
      payload: { endpoint_id: endpoint.id, delivery_id: deliveryId, reason, status_code: GONE },
    });
  }
}
