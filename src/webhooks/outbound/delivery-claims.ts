import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { LeanSql } from '../../database/lean-sql';
import { TransactionRunner } from '../../database/transaction-runner';
import { timestampParameter } from './timestamp-parameter';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** Beyond the HTTP timeout, how long a claim covers the database writes around one attempt. */
export const LEASE_MARGIN_MS = 5000;
export const SWEEP_BATCH = 500;

export interface ClaimedDelivery {
  delivery: Pick<WebhookDelivery, 'id' | 'webhookId' | 'body' | 'roundAttempts'>;
  endpoint: Pick<WebhookEndpoint, 'id' | 'registrationId' | 'url' | 'secret'>;
  /** The number of the attempt this claim allows (attempt rows are numbered 1, 2, 3… per delivery). */
  attempt: number;
}

export type ClaimResult =
  { kind: 'claimed'; claim: ClaimedDelivery } | { kind: 'not-due'; at: Date } | { kind: 'nothing' };

interface ClaimRow {
  id: number | string;
  webhook_id: string;
  body: string;
  attempt_count: number | string;
  round_attempts: number | string;
  endpoint_id: number | string;
  endpoint_registration_id: number | string;
  endpoint_url: string;
  endpoint_secret: string | null;
}

/** The claimed delivery's endpoint column (RETURNING may only name the updated table on SQLite). */
const endpointColumn = (column: string) =>
  `(SELECT "e"."${column}" FROM "webhook_endpoints" AS "e" WHERE "e"."id" = "webhook_deliveries"."endpoint_id") AS "endpoint_${column}"`;

/** Due (or its sender's lease expired), still pending, endpoint active: the next attempt is this owner's. */
const CLAIM_SQL = `UPDATE "webhook_deliveries"
  SET "attempt_count" = "attempt_count" + 1, "round_attempts" = "round_attempts" + 1, "lease_until" = $1, "lease_owner" = $2
  WHERE "id" = $3 AND "status" = 'pending'
    AND ("lease_until" IS NULL OR "lease_until" <= $4)
    AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= $4)
    AND EXISTS (SELECT 1 FROM "webhook_endpoints" AS "e" WHERE "e"."id" = "webhook_deliveries"."endpoint_id" AND "e"."active" = TRUE)
  RETURNING "id", "webhook_id", "body", "attempt_count", "round_attempts", "endpoint_id",
    ${['registration_id', 'url', 'secret'].map(endpointColumn).join(', ')}`;

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
    private readonly dataSource: DataSource,
    private readonly lean: LeanSql,
  ) {}

  /**
   * One statement claims a due delivery and reads what sending needs. Only when it claims nothing is the
   * row read to tell why: not due yet (offer it again then), settled or held (nothing to do), or its
   * endpoint is no longer active (the delivery is cancelled).
   */
  async claim(id: number): Promise<ClaimResult> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + this.config.webhook.timeoutMs + LEASE_MARGIN_MS);
    const at = (time: Date) => timestampParameter(this.dataSource, time);
    const rows = await this.db.writeStatements((manager) =>
      this.lean.run<ClaimRow>(manager, CLAIM_SQL, [at(leaseUntil), this.owner, id, at(now)]),
    );
    return rows.length === 1 ? { kind: 'claimed', claim: claimedFrom(rows[0]) } : this.whyNotClaimed(id, now);
  }

  private whyNotClaimed(id: number, now: Date): Promise<ClaimResult> {
    return this.db.write(async (manager) => {
      const delivery = await manager.findOne(WebhookDelivery, { where: { id } });
      if (!delivery || delivery.status !== 'pending' || (delivery.leaseUntil && delivery.leaseUntil > now)) {
        return { kind: 'nothing' };
      }
      if (delivery.nextAttemptAt && delivery.nextAttemptAt > now) {
        return { kind: 'not-due', at: delivery.nextAttemptAt };
      }
      const endpoint = await manager.findOne(WebhookEndpoint, { where: { id: delivery.endpointId } });
      if (!endpoint || !endpoint.active) {
        await manager.update(WebhookDelivery, { id, status: 'pending' }, cancelled(now));
      }
      // Due and free a moment ago but claimed by someone else since (or free again): the sweeper offers it.
      return { kind: 'nothing' };
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

function claimedFrom(row: ClaimRow): ClaimedDelivery {
  return {
    delivery: {
      id: Number(row.id),
      webhookId: row.webhook_id,
      body: row.body,
      roundAttempts: Number(row.round_attempts),
    },
    endpoint: {
      id: Number(row.endpoint_id),
      registrationId: Number(row.endpoint_registration_id),
      url: row.endpoint_url,
      secret: row.endpoint_secret,
    },
    attempt: Number(row.attempt_count),
  };
}

export function cancelled(now: Date): Partial<WebhookDelivery> {
  return { status: 'cancelled', nextAttemptAt: null, leaseUntil: null, leaseOwner: null, updatedAt: now };
}
