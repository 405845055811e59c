import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { CircuitBreaker } from './circuit-breaker';
import { LEASE_MARGIN_MS, leaseEnd } from './delivery-lease';
import { ClaimedDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

export type { ClaimedDelivery };
export { LEASE_MARGIN_MS };

export const SWEEP_BATCH = 500;

export type ClaimResult =
  { kind: 'claimed'; claim: ClaimedDelivery } | { kind: 'not-due'; at: Date } | { kind: 'nothing' };

/** Why a claim was refused, or that this delivery just took its endpoint's breaker probe (claim it again). */
type Refusal = Exclude<ClaimResult, { kind: 'claimed' }> | { kind: 'probe' };

/**
 * Claims make one sender own one attempt: a conditional UPDATE (still pending and due, no live lease)
 * that only one instance can win. A sender that dies leaves a lease that expires, and the sweeper
 * offers the delivery again: at-least-once, with the same webhook-id.
 */
@Injectable()
export class DeliveryClaims {
  /** Identifies this process in `lease_owner`. */
  readonly owner = `${process.pid}-${randomBytes(4).toString('hex')}`;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly breaker: CircuitBreaker,
  ) {}

  /**
   * One statement claims a due delivery and reads what sending needs. Only when it claims nothing is the
   * row read to tell why: not due yet (offer it again then), settled or held (nothing to do), its
   * endpoint is no longer active (the delivery is cancelled), or its endpoint's breaker holds it back (offer
   * it again when the breaker may let it through) — unless it may be the half-open breaker's one probe.
   */
  async claim(id: number): Promise<ClaimResult> {
    const claim = await this.tryClaim(id);
    if (claim) {
      return { kind: 'claimed', claim };
    }
    const refusal = await this.whyNotClaimed(id, new Date());
    if (refusal.kind !== 'probe') {
      return refusal;
    }
    // Claimed by no one else first, it is the probe. If someone did claim it meanwhile (the same delivery offered by
    // the queue and the sweeper at once), their attempt is the probe; if it settled meanwhile, the hold just expires.
    const probe = await this.tryClaim(id);
    return probe ? { kind: 'claimed', claim: probe } : { kind: 'nothing' };
  }

  /** Gives back a claim whose attempt is not sent after all: no attempt is counted, the lease is freed. */
  async giveBack(claim: ClaimedDelivery): Promise<void> {
    await this.db.writeStatements((unit) =>
      this.deliveries.unclaim(unit, claim.delivery.id, this.owner, claim.attempt),
    );
  }

  private tryClaim(id: number): Promise<ClaimedDelivery | null> {
    const now = new Date();
    const leaseUntil = leaseEnd(now, this.config.webhook.timeoutMs);
    return this.db.writeStatements((unit) =>
      this.deliveries.claim(unit, { deliveryId: id, owner: this.owner, leaseUntil, now }),
    );
  }

  private whyNotClaimed(id: number, now: Date): Promise<Refusal> {
    return this.db.write(async (unit) => {
      const delivery = await this.deliveries.find(unit, id);
      if (!delivery || delivery.status !== 'pending' || (delivery.leaseUntil && delivery.leaseUntil > now)) {
        return { kind: 'nothing' };
      }
      if (delivery.nextAttemptAt && delivery.nextAttemptAt > now) {
        return { kind: 'not-due', at: delivery.nextAttemptAt };
      }
      const endpoint = await this.endpoints.find(unit, delivery.endpointId);
      if (!endpoint || !endpoint.active) {
        await this.deliveries.cancelIfPending(unit, id, now);
        return { kind: 'nothing' };
      }
      const gate = await this.breaker.gate(unit, endpoint, id, now);
      if (gate.kind === 'wait') {
        return { kind: 'not-due', at: gate.until };
      }
      if (gate.kind === 'probe') {
        return { kind: 'probe' };
      }
      // Due and free a moment ago but claimed by someone else since (or free again): the sweeper offers it.
      return { kind: 'nothing' };
    });
  }

  /** Due deliveries nobody holds; the claim above is what keeps a delivery from being sent twice. */
  due(limit = SWEEP_BATCH): Promise<number[]> {
    return this.db.write((unit) => this.deliveries.dueIds(unit, new Date(), limit));
  }

  /** Gives back claims this process still holds (shutdown): another sender may take them at once. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) {
      return;
    }
    await this.db.write((unit) => this.deliveries.release(unit, ids, this.owner));
  }
}
