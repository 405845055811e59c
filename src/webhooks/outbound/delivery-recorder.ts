import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { ServiceMetrics } from '../../observability/metrics/service-metrics';
import { attemptOutcomeClass } from './attempt-outcome';
import { CircuitBreaker } from './circuit-breaker';
import { EndpointDisabler } from './endpoint-disabler';
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
    private readonly disabler: EndpointDisabler,
    private readonly breaker: CircuitBreaker,
    private readonly metrics: ServiceMetrics,
  ) {}

  /** Returns when the delivery is due again, or null when it is settled. */
  async record(claim: ClaimedDelivery, owner: string, outcome: SendOutcome, attemptedAt: Date): Promise<Date | null> {
    const log: AttemptLog = {
      deliveryId: claim.delivery.id,
      endpointId: claim.endpoint.id,
      attempt: claim.attempt,
      attemptedAt,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
    };
    this.metrics.webhookAttempts.inc({ outcome: attemptOutcomeClass(outcome) });
    if (outcome.statusCode === GONE) {
      return this.recordGone(claim, owner, log);
    }
    const now = new Date();
    const move = this.nextMove(claim, outcome, now);
    // The attempt's writes are one statement (PostgreSQL) or a transaction of their own (SQLite).
    const moved = await this.db.writeStatements((unit) => this.deliveries.settle(unit, owner, log, move));
    if (moved) {
      this.countMove(claim, move, now);
    }
    // Once the attempt is in the log, which the breaker's window reads.
    await this.breaker.afterAttempt(claim, outcome.statusCode, now);
    return moved && move.status === 'pending' ? move.nextAttemptAt : null;
  }

  private countMove(claim: ClaimedDelivery, move: DeliveryMove, now: Date): void {
    if (move.status === 'pending') {
      this.metrics.retriesScheduled.inc();
    } else if (move.status === 'failed') {
      this.metrics.deliveriesFailed.inc();
    } else if (move.status === 'delivered') {
      this.metrics.deliveryLatency.observe(Math.max(0, now.getTime() - claim.delivery.createdAt.getTime()) / 1000);
    }
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
        this.db.afterCommit(unit, () => this.metrics.deliveriesFailed.inc());
        const endpoint = await this.endpoints.find(unit, claim.endpoint.id);
        if (endpoint) {
          const cause = { reason: 'receiver answered 410 Gone', deliveryId: log.deliveryId, statusCode: GONE };
          await this.disabler.disable(unit, endpoint, cause, now);
        }
      }
      return null;
    });
  }
}
