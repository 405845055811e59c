import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { In } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** Beyond the HTTP timeout, how long a claim covers the database writes around one attempt. */
export const LEASE_MARGIN_MS = 5000;
export const SWEEP_BATCH = 500;

export interface ClaimedDelivery {
  delivery: WebhookDelivery;
  endpoint: WebhookEndpoint;
  /** The number of the attempt this claim allows (attempt rows are numbered 1, 2, 3… per delivery). */
  attempt: number;
}

export type ClaimResult =
  { kind: 'claimed'; claim: ClaimedDelivery } | { kind: 'not-due'; at: Date } | { kind: 'nothing' };

/**
 * Claims make one sender own one attempt: a conditional UPDATE (attempt count unchanged, no live lease)
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
  ) {}

  claim(id: number): Promise<ClaimResult> {
    return this.db.write(async (manager) => {
      const delivery = await manager.findOne(WebhookDelivery, { where: { id } });
      const now = new Date();
      if (!delivery || delivery.status !== 'pending' || (delivery.leaseUntil && delivery.leaseUntil > now)) {
        return { kind: 'nothing' };
      }
      if (delivery.nextAttemptAt && delivery.nextAttemptAt > now) {
        return { kind: 'not-due', at: delivery.nextAttemptAt };
      }
      const endpoint = await manager.findOne(WebhookEndpoint, { where: { id: delivery.endpointId } });
      if (!endpoint || !endpoint.active) {
        await manager.update(WebhookDelivery, { id, status: 'pending' }, cancelled(now));
        return { kind: 'nothing' };
      }
      const attempt = delivery.attemptCount + 1;
      const leaseUntil = new Date(now.getTime() + this.config.webhook.timeoutMs + LEASE_MARGIN_MS);
      const won = await manager
        .createQueryBuilder()
        .update(WebhookDelivery)
        .set({ attemptCount: attempt, roundAttempts: delivery.roundAttempts + 1, leaseUntil, leaseOwner: this.owner })
        .where('id = :id AND status = :status AND attempt_count = :count', {
          id,
          status: 'pending',
          count: delivery.attemptCount,
        })
        .execute();
      if (won.affected !== 1) {
        return { kind: 'nothing' };
      }
      Object.assign(delivery, { attemptCount: attempt, roundAttempts: delivery.roundAttempts + 1, leaseUntil });
      return { kind: 'claimed', claim: { delivery, endpoint, attempt } };
    });
  }

  /**
   * Due deliveries nobody holds. On PostgreSQL `FOR UPDATE SKIP LOCKED` splits a batch between sweepers
   * running at the same moment; the claim above is what keeps a delivery from being sent twice.
   */
  due(limit = SWEEP_BATCH): Promise<number[]> {
    return this.db.write(async (manager) => {
      const now = new Date();
      const query = manager
        .createQueryBuilder(WebhookDelivery, 'delivery')
        .select('delivery.id', 'id')
        .where('delivery.status = :status', { status: 'pending' })
        .andWhere('delivery.nextAttemptAt <= :now', { now })
        .andWhere('(delivery.leaseUntil IS NULL OR delivery.leaseUntil < :now)', { now })
        .orderBy('delivery.nextAttemptAt', 'ASC')
        .limit(limit);
      if (this.db.dialect === 'postgres') {
        query.setLock('pessimistic_write').setOnLocked('skip_locked');
      }
      const rows = await query.getRawMany<{ id: number | string }>();
      return rows.map((row) => Number(row.id));
    });
  }

  /** Gives back claims this process still holds (shutdown): another sender may take them at once. */
  async release(ids: number[]): Promise<void> {
    if (ids.length === 0) {
      return;
    }
    await this.db.write((manager) =>
      manager.update(
        WebhookDelivery,
        { id: In(ids), leaseOwner: this.owner, status: 'pending' },
        { leaseUntil: null, leaseOwner: null },
      ),
    );
  }
}

export function cancelled(now: Date): Partial<WebhookDelivery> {
  return { status: 'cancelled', nextAttemptAt: null, leaseUntil: null, leaseOwner: null, updatedAt: now };
}
