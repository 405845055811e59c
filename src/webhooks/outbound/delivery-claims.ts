import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { ClaimedDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

export type { ClaimedDelivery };

/** Beyond the HTTP timeout, how long a claim covers the database writes around one attempt. */
export const LEASE_MARGIN_MS = 5000;
export const SWEEP_BATCH = 500;

export type ClaimResult =
  { kind: 'claimed'; claim: ClaimedDelivery } | { kind: 'not-due'; at: Date } | { kind: 'nothing' };

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
  ) {}

  /**
   * One statement claims a due delivery and reads what sending needs. Only when it claims nothing is the
   * row read to tell why: not due yet (offer it again then), settled or held (nothing to do), or its
   * endpoint is no longer active (the delivery is cancelled).
   */
  async claim(id: number): Promise<ClaimResult> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + this.config.webhook.timeoutMs + LEASE_MARGIN_MS);
    const claim = await this.db.writeStatements((unit) =>
      this.deliveries.claim(unit, { deliveryId: id, owner: this.owner, leaseUntil, now }),
    );
    return claim ? { kind: 'claimed', claim } : this.whyNotClaimed(id, now);
  }

  private whyNotClaimed(id: number, now: Date): Promise<ClaimResult> {
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
