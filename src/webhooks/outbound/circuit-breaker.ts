import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import {
  afterProbe,
  BREAKER_DISABLE_REASON,
  BreakerChange,
  breakerGate,
  BreakerGate,
  shouldTrip,
  succeeded,
  trip,
  windowStart,
} from './breaker-rules';
import { leaseEnd } from './delivery-lease';
import { DeliveryScheduler } from './delivery-scheduler';
import { EndpointDisabler } from './endpoint-disabler';
import { ClaimedDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { BreakerExpectation, WebhookEndpointsRepository } from './webhook-endpoints.repository';

/** How many waiting deliveries a closing breaker offers again at once; the sweeper finds any others. */
const REOFFER_BATCH = 500;

/**
 * The per-endpoint circuit breaker, kept in the endpoint's row so every API and worker process shares it. The claim
 * statement refuses a delivery while the breaker is not closed (unless it is the half-open probe); this decides the
 * transitions: trip after a failed attempt, take the one probe, and close or reopen on the probe's outcome.
 */
@Injectable()
export class CircuitBreaker {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly disabler: EndpointDisabler,
    private readonly scheduler: DeliveryScheduler,
  ) {}

  /**
   * For a claim refused while the delivery was due and free: wait, or take the probe (in `unit`, atomically: only
   * one sender wins). Answers `pass` when the breaker is not what refused it.
   */
  async gate(unit: UnitOfWork, endpoint: WebhookEndpoint, deliveryId: number, now: Date): Promise<BreakerGate> {
    const gate = breakerGate(endpoint, deliveryId, now, this.config.webhook.breakerOpenMs);
    if (gate.kind !== 'probe') {
      return gate;
    }
    if (await this.endpoints.takeProbe(unit, endpoint.id, deliveryId, now, this.probeUntil(now))) {
      return gate;
    }
    // Another sender took the probe a moment ago: look again once it may have answered.
    return { kind: 'wait', until: new Date(now.getTime() + Math.min(this.config.webhook.breakerOpenMs, 1000)) };
  }

  /** After an attempt was recorded: the probe's outcome moves the breaker; any other failure may trip it. */
  async afterAttempt(claim: ClaimedDelivery, statusCode: number | null, now: Date): Promise<void> {
    if (claim.probe) {
      await this.settleProbe(claim, statusCode, now);
      return;
    }
    // Successes never cost a query: only a failure can trip the breaker.
    if (succeeded(statusCode)) {
      return;
    }
    // The statement itself starts the window no earlier than the breaker last closed (it reads the endpoint row).
    const since = windowStart(now, this.config.webhook.breakerWindowMs, null);
    const window = await this.db.read((unit) => this.deliveries.breakerWindow(unit, claim.endpoint.id, since));
    if (!shouldTrip(window)) {
      return;
    }
    await this.db.write(async (unit) => {
      const endpoint = await this.endpoints.find(unit, claim.endpoint.id);
      if (endpoint?.breakerState === 'closed') {
        const change = trip(endpoint.breakerTrips, now, this.config.webhook.breakerOpenMs);
        await this.apply(unit, endpoint, { state: 'closed' }, change, claim.delivery.id, statusCode, now);
      }
    });
  }

  private async settleProbe(claim: ClaimedDelivery, statusCode: number | null, now: Date): Promise<void> {
    const closed = await this.db.write(async (unit) => {
      const endpoint = await this.endpoints.find(unit, claim.endpoint.id);
      if (endpoint?.breakerState !== 'half_open' || endpoint.breakerProbeDeliveryId !== claim.delivery.id) {
        return false;
      }
      const change = afterProbe(endpoint.breakerTrips, statusCode, now, this.config.webhook.breakerOpenMs);
      const expected = { state: 'half_open' as const, probeDeliveryId: claim.delivery.id };
      return (await this.apply(unit, endpoint, expected, change, claim.delivery.id, statusCode, now))
        ? change.state === 'closed'
        : false;
    });
    if (closed) {
      // The waiting deliveries whose time has come go out now, not at their next re-check.
      const due = await this.db.read((unit) =>
        this.deliveries.dueOf(unit, claim.endpoint.id, new Date(), REOFFER_BATCH),
      );
      if (due.length > 0) {
        this.scheduler.schedule(due, new Date());
      }
    }
  }

  /** The change and, on the trip that makes too many in a row, the endpoint's disabling: one transaction. */
  private async apply(
    unit: UnitOfWork,
    endpoint: WebhookEndpoint,
    expected: BreakerExpectation,
    change: BreakerChange,
    deliveryId: number,
    statusCode: number | null,
    now: Date,
  ): Promise<boolean> {
    if (!(await this.endpoints.changeBreaker(unit, endpoint.id, expected, change))) {
      return false;
    }
    if (change.disable) {
      const cause = { reason: BREAKER_DISABLE_REASON, deliveryId, statusCode, breakerTrips: change.trips };
      await this.disabler.disable(unit, endpoint, cause, now);
    }
    return true;
  }

  /** The probe's hold covers its attempt like a claim's lease: past it, the sender is presumed dead. */
  private probeUntil(now: Date): Date {
    return leaseEnd(now, this.config.webhook.timeoutMs);
  }
}
