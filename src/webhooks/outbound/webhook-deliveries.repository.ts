import { Injectable } from '@nestjs/common';
import { In, LessThan, MoreThan, Not } from 'typeorm';
import { InjectDialect, DatabaseDialect } from '../../database/dialect';
import { storedTime } from '../../database/iso-timestamp';
import { LeanSql } from '../../database/lean-sql';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { activeTraceparent } from '../../observability/tracing/trace-context';
import { numberedSql, parametersOf } from './named-parameters';
import { WebhookAttempt } from './webhook-attempt.entity';
import { DeliveryStatus, WebhookDelivery } from './webhook-delivery.entity';
import { BreakerWindow } from './breaker-rules';
import { DeliveryFilter, DeliveryRows, DeliveryWindow } from './delivery-paging';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** A delivery to write; its `traceparent` is the active span's at the insert (see `insertMissing`). */
export type NewDelivery = Omit<WebhookDelivery, 'id' | 'traceparent'>;

export interface ClaimedDelivery {
  delivery: Pick<WebhookDelivery, 'id' | 'webhookId' | 'body' | 'roundAttempts' | 'createdAt' | 'traceparent'>;
  endpoint: Pick<
    WebhookEndpoint,
    | 'id'
    | 'registrationId'
    | 'owner'
    | 'url'
    | 'secret'
    | 'previousSecret'
    | 'previousSecretExpiresAt'
    | 'timeoutMs'
    | 'rateLimitPerS'
  >;
  /** The number of the attempt this claim allows (attempt rows are numbered 1, 2, 3… per delivery). */
  attempt: number;
  /** This attempt is the half-open breaker's one probe: its outcome closes or reopens the breaker. */
  probe: boolean;
}

export interface Lease {
  deliveryId: number;
  owner: string;
  leaseUntil: Date;
  now: Date;
}

export interface AttemptLog {
  deliveryId: number;
  endpointId: number;
  attempt: number;
  attemptedAt: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** Where the attempt leaves its delivery; `deliveredAt` null keeps the column as it is. */
export interface DeliveryMove {
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  updatedAt: Date;
}

interface ClaimRow {
  id: number | string;
  webhook_id: string;
  body: string;
  attempt_count: number | string;
  round_attempts: number | string;
  created_at: Date | string;
  traceparent: string | null;
  endpoint_id: number | string;
  endpoint_registration_id: number | string | null;
  endpoint_owner: string;
  endpoint_url: string;
  endpoint_secret: string | null;
  endpoint_previous_secret: string | null;
  endpoint_previous_secret_expires_at: Date | string | null;
  endpoint_timeout_ms: number | string | null;
  endpoint_rate_limit_per_s: number | string | null;
  endpoint_breaker_state: string;
}

const CLAIMED_ENDPOINT_COLUMNS = [
  'registration_id',
  'owner',
  'url',
  'secret',
  'previous_secret',
  'previous_secret_expires_at',
  'timeout_ms',
  'rate_limit_per_s',
  'breaker_state',
];

const CLAIM_PARAMETERS = ['leaseUntil', 'owner', 'deliveryId', 'now'] as const;

/** The claimed delivery's endpoint column (RETURNING may only name the updated table on SQLite). */
const endpointColumn = (column: string) =>
  `(SELECT "e"."${column}" FROM "webhook_endpoints" AS "e" WHERE "e"."id" = "webhook_deliveries"."endpoint_id") AS "endpoint_${column}"`;

/**
 * Due (or its sender's lease expired), still pending, endpoint active and its breaker letting it through (closed,
 * or half-open with this delivery as the probe): the next attempt is this owner's.
 */
const CLAIM = numberedSql(
  CLAIM_PARAMETERS,
  `UPDATE "webhook_deliveries"
  SET "attempt_count" = "attempt_count" + 1, "round_attempts" = "round_attempts" + 1, "lease_until" = :leaseUntil, "lease_owner" = :owner
  WHERE "id" = :deliveryId AND "status" = 'pending'
    AND ("lease_until" IS NULL OR "lease_until" <= :now)
    AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= :now)
    AND EXISTS (SELECT 1 FROM "webhook_endpoints" AS "e" WHERE "e"."id" = "webhook_deliveries"."endpoint_id" AND "e"."active" = TRUE
      AND ("e"."breaker_state" = 'closed' OR ("e"."breaker_state" = 'half_open' AND "e"."breaker_probe_delivery_id" = :deliveryId)))
  RETURNING "id", "webhook_id", "body", "attempt_count", "round_attempts", "created_at", "traceparent", "endpoint_id",
    ${CLAIMED_ENDPOINT_COLUMNS.map(endpointColumn).join(', ')}`,
);

// One parameter list for both outcome statements, so that PostgreSQL can run them as one.
const OUTCOME_PARAMETERS = [
  'status',
  'nextAttemptAt',
  'deliveredAt',
  'statusCode',
  'error',
  'updatedAt',
  'deliveryId',
  'owner',
  'attempt',
  'endpointId',
  'attemptedAt',
  'durationMs',
] as const;

const MOVE = numberedSql(
  OUTCOME_PARAMETERS,
  `UPDATE "webhook_deliveries"
  SET "status" = :status, "next_attempt_at" = :nextAttemptAt, "delivered_at" = COALESCE(:deliveredAt, "delivered_at"),
    "last_status_code" = :statusCode, "last_error" = :error, "lease_until" = NULL, "lease_owner" = NULL, "updated_at" = :updatedAt
  WHERE "id" = :deliveryId AND "lease_owner" = :owner AND "attempt_count" = :attempt
  RETURNING "id"`,
);

const LOG = numberedSql(
  OUTCOME_PARAMETERS,
  `INSERT INTO "webhook_attempts" ("delivery_id", "endpoint_id", "number", "attempted_at", "status_code", "error", "duration_ms")
  VALUES (:deliveryId, :endpointId, :attempt, :attemptedAt, :statusCode, :error, :durationMs)`,
);

const UNCLAIM_PARAMETERS = ['deliveryId', 'owner', 'attempt'] as const;

/** Undoes a claim whose attempt was never sent: the counters go back, the lease is freed. */
const UNCLAIM = numberedSql(
  UNCLAIM_PARAMETERS,
  `UPDATE "webhook_deliveries"
  SET "attempt_count" = "attempt_count" - 1, "round_attempts" = "round_attempts" - 1, "lease_until" = NULL, "lease_owner" = NULL
  WHERE "id" = :deliveryId AND "status" = 'pending' AND "lease_owner" = :owner AND "attempt_count" = :attempt
  RETURNING "id"`,
);

/**
 * The breaker's window: one range of the (endpoint_id, attempted_at) index, never before the breaker last closed;
 * nothing (0 attempts) unless the breaker is closed.
 */
const BREAKER_WINDOW = `SELECT COUNT(*) AS "attempts",
    COALESCE(SUM(CASE WHEN "a"."status_code" >= 200 AND "a"."status_code" < 300 THEN 0 ELSE 1 END), 0) AS "failures"
  FROM "webhook_attempts" AS "a" JOIN "webhook_endpoints" AS "e" ON "e"."id" = "a"."endpoint_id"
  WHERE "a"."endpoint_id" = $1 AND "a"."attempted_at" >= $2 AND "e"."breaker_state" = 'closed'
    AND ("e"."breaker_closed_at" IS NULL OR "a"."attempted_at" >= "e"."breaker_closed_at")`;

/** An endpoint whose breaker holds its deliveries back right now (open, or half-open with a probe in flight). */
const HELD_BY_BREAKER = `EXISTS (SELECT 1 FROM "webhook_endpoints" AS "e" WHERE "e"."id" = "delivery"."endpoint_id"
  AND (("e"."breaker_state" = 'open' AND "e"."breaker_open_until" > :now)
    OR ("e"."breaker_state" = 'half_open' AND "e"."breaker_probe_until" > :now)))`;

/** PostgreSQL: both writes in one statement (one round trip); the attempt is logged whether or not the move applies. */
const LOG_AND_MOVE = `WITH "moved" AS (${MOVE}), "logged" AS (${LOG})
  SELECT (SELECT COUNT(*) FROM "moved")::int AS "moved"`;

/**
 * The `webhook_deliveries` outbox and its `webhook_attempts` log. The hot paths (claim, outcome, outbox insert)
 * are hand-written prepared statements; a claim lets one sender own one attempt through a conditional UPDATE.
 */
@Injectable()
export class WebhookDeliveriesRepository {
  private readonly insertColumns: string[];
  private readonly insertOne: string;
  private readonly insertSet: string;

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {
    this.insertColumns = lean.insertColumnsOf(WebhookDelivery);
    const names = this.insertColumns.join(', ');
    const values = this.insertColumns.map((_column, index) => `$${index + 1}`).join(', ');
    const skipTaken = 'ON CONFLICT ("endpoint_id", "event_id") DO NOTHING RETURNING "id"';
    this.insertOne = `INSERT INTO "webhook_deliveries" (${names}) VALUES (${values}) ${skipTaken}`;
    this.insertSet = `INSERT INTO "webhook_deliveries" (${names})
      SELECT ${names} FROM jsonb_populate_recordset(NULL::"webhook_deliveries", $1::jsonb) ${skipTaken}`;
  }

  /** Inserts a delivery; answers its id. */
  insert(unit: UnitOfWork, delivery: NewDelivery): Promise<number> {
    return this.lean.insert(managerOf(unit), WebhookDelivery, { traceparent: activeTraceparent(), ...delivery });
  }

  /**
   * Inserts the deliveries whose (endpoint, event) has none yet (the unique index makes a second replay, or two at
   * once, insert nothing; a notice, with no event, never conflicts); answers the ids it inserted. On PostgreSQL one
   * statement whatever the count (the outbox of an event with many endpoints); SQLite runs in-process, so a
   * statement per row costs no round trip. Each row keeps the active span's `traceparent` (null when none), so that
   * its attempts continue the trace of what wrote it.
   */
  async insertMissing(unit: UnitOfWork, deliveries: NewDelivery[]): Promise<number[]> {
    if (deliveries.length === 0) {
      return [];
    }
    const traceparent = activeTraceparent();
    // TypeORM's own conversion of every value, as JSON keyed by column name.
    const json = this.lean.recordJson(
      WebhookDelivery,
      deliveries.map((delivery) => ({ traceparent, ...delivery })),
    );
    const manager = managerOf(unit);
    if (this.dialect === 'postgres') {
      const rows = await this.lean.run<{ id: number | string }>(manager, this.insertSet, [json]);
      return rows.map((row) => Number(row.id));
    }
    const ids: number[] = [];
    for (const record of JSON.parse(json) as Array<Record<string, unknown>>) {
      const values = this.insertColumns.map((column) => record[column.slice(1, -1)]);
      const [row] = await this.lean.run<{ id: number | string }>(manager, this.insertOne, values);
      if (row) {
        ids.push(Number(row.id));
      }
    }
    return ids;
  }

  find(unit: UnitOfWork, id: number): Promise<WebhookDelivery | null> {
    return managerOf(unit).findOne(WebhookDelivery, { where: { id } });
  }

  /**
   * In one statement: takes the next attempt of the delivery for `lease.owner` when it is still pending and due,
   * no live lease holds it and its endpoint is active, and reads what sending needs. Null when it claimed nothing.
   */
  async claim(unit: UnitOfWork, lease: Lease): Promise<ClaimedDelivery | null> {
    const parameters = parametersOf(CLAIM_PARAMETERS, {
      leaseUntil: this.stored(lease.leaseUntil),
      owner: lease.owner,
      deliveryId: lease.deliveryId,
      now: this.stored(lease.now),
    });
    const rows = await this.lean.run<ClaimRow>(managerOf(unit), CLAIM, parameters);
    return rows.length === 1 ? claimedFrom(rows[0]) : null;
  }

  /**
   * Logs the attempt, and moves the delivery on only while `owner` still holds that attempt's claim (a sender
   * whose lease was taken over just logs); true when it moved. Whole by itself (callers use `writeStatements`): one
   * statement on PostgreSQL; on SQLite two, in a transaction of their own (a savepoint when the unit is one already).
   */
  async settle(unit: UnitOfWork, owner: string, attempt: AttemptLog, move: DeliveryMove): Promise<boolean> {
    const parameters = parametersOf(OUTCOME_PARAMETERS, {
      status: move.status,
      nextAttemptAt: this.stored(move.nextAttemptAt),
      deliveredAt: this.stored(move.deliveredAt),
      statusCode: attempt.statusCode,
      error: attempt.error,
      updatedAt: this.stored(move.updatedAt),
      deliveryId: attempt.deliveryId,
      owner,
      attempt: attempt.attempt,
      endpointId: attempt.endpointId,
      attemptedAt: this.stored(attempt.attemptedAt),
      durationMs: attempt.durationMs,
    });
    if (this.dialect === 'postgres') {
      const [row] = await this.lean.run<{ moved: number }>(managerOf(unit), LOG_AND_MOVE, parameters);
      return row.moved === 1;
    }
    return managerOf(unit).transaction(async (manager) => {
      await this.lean.run(manager, LOG, parameters);
      return (await this.lean.run(manager, MOVE, parameters)).length === 1;
    });
  }

  /** Gives back a claim whose attempt was not sent (the endpoint was busy or over its rate); true when it did. */
  async unclaim(unit: UnitOfWork, deliveryId: number, owner: string, attempt: number): Promise<boolean> {
    const parameters = parametersOf(UNCLAIM_PARAMETERS, { deliveryId, owner, attempt });
    return (await this.lean.run(managerOf(unit), UNCLAIM, parameters)).length === 1;
  }

  /** The endpoint's attempts since `since` and how many failed, while its breaker is closed (else none). */
  async breakerWindow(unit: UnitOfWork, endpointId: number, since: Date): Promise<BreakerWindow> {
    const [row] = await this.lean.run<{ attempts: number | string; failures: number | string }>(
      managerOf(unit),
      BREAKER_WINDOW,
      [endpointId, this.stored(since)],
    );
    return { attempts: Number(row.attempts), failures: Number(row.failures) };
  }

  /** The endpoint's due deliveries nobody holds (to offer again at once when its breaker closes). */
  async dueOf(unit: UnitOfWork, endpointId: number, now: Date, limit: number): Promise<number[]> {
    const rows = await managerOf(unit)
      .createQueryBuilder(WebhookDelivery, 'delivery')
      .select('delivery.id', 'id')
      .where('delivery.endpointId = :endpointId', { endpointId })
      .andWhere('delivery.status = :status', { status: 'pending' })
      .andWhere('delivery.nextAttemptAt <= :now', { now })
      .andWhere('(delivery.leaseUntil IS NULL OR delivery.leaseUntil < :now)', { now })
      .orderBy('delivery.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Due deliveries nobody holds, oldest due first. On PostgreSQL `FOR UPDATE SKIP LOCKED` splits a batch between
   * sweepers running at the same moment; SQLite runs every unit of work alone, so there is nothing to skip.
   */
  async dueIds(unit: UnitOfWork, now: Date, limit: number): Promise<number[]> {
    const query = managerOf(unit)
      .createQueryBuilder(WebhookDelivery, 'delivery')
      .select('delivery.id', 'id')
      .where('delivery.status = :status', { status: 'pending' })
      .andWhere('delivery.nextAttemptAt <= :now', { now })
      .andWhere('(delivery.leaseUntil IS NULL OR delivery.leaseUntil < :now)', { now })
      // Without this, an open breaker's waiting deliveries would fill every batch until it closes.
      .andWhere(`NOT ${HELD_BY_BREAKER}`, { now })
      .orderBy('delivery.nextAttemptAt', 'ASC')
      .limit(limit);
    if (this.dialect === 'postgres') {
      query.setLock('pessimistic_write').setOnLocked('skip_locked');
    }
    const rows = await query.getRawMany<{ id: number | string }>();
    return rows.map((row) => Number(row.id));
  }

  /** Gives back the leases `owner` holds on these deliveries, when they are still pending. */
  async release(unit: UnitOfWork, ids: number[], owner: string): Promise<void> {
    await managerOf(unit).update(
      WebhookDelivery,
      { id: In(ids), leaseOwner: owner, status: 'pending' },
      { leaseUntil: null, leaseOwner: null },
    );
  }

  async cancelIfPending(unit: UnitOfWork, id: number, now: Date): Promise<void> {
    await managerOf(unit).update(WebhookDelivery, { id, status: 'pending' }, cancelled(now));
  }

  /** Cancels the endpoint's pending deliveries (but `exceptId`'s, when given). */
  async cancelPendingOf(unit: UnitOfWork, endpointId: number, now: Date, exceptId?: number): Promise<void> {
    await managerOf(unit).update(
      WebhookDelivery,
      { endpointId, status: 'pending', ...(exceptId === undefined ? {} : { id: Not(exceptId) }) },
      cancelled(now),
    );
  }

  /** Starts a new round of the retry ladder now; answers `delivery` as it now is. */
  async startNewRound(unit: UnitOfWork, delivery: WebhookDelivery, now: Date): Promise<WebhookDelivery> {
    const change = { status: 'pending' as const, roundAttempts: 0, nextAttemptAt: now, updatedAt: now };
    await managerOf(unit).update(WebhookDelivery, { id: delivery.id }, change);
    return Object.assign(delivery, change);
  }

  /**
   * One page of the endpoint's deliveries under the filter, newest first by id: the newest, those older than an id
   * or those newer than one. One range of an `(endpoint_id[, status | event_type], id)` index, read in its order.
   */
  async pageOf(
    unit: UnitOfWork,
    endpointId: number,
    filter: DeliveryFilter,
    window: DeliveryWindow,
    limit: number,
  ): Promise<DeliveryRows<WebhookDelivery>> {
    const towardsNewer = window.from === 'before';
    const id =
      window.from === 'after' ? LessThan(window.beforeId) : towardsNewer ? MoreThan(window.afterId) : undefined;
    const found = await managerOf(unit).find(WebhookDelivery, {
      where: {
        endpointId,
        ...(filter.status === null ? {} : { status: filter.status }),
        ...(filter.eventType === null ? {} : { eventType: filter.eventType }),
        ...(id === undefined ? {} : { id }),
      },
      order: { id: towardsNewer ? 'ASC' : 'DESC' },
      take: limit + 1,
    });
    const rows = found.slice(0, limit);
    return { rows: towardsNewer ? rows.reverse() : rows, more: found.length > limit };
  }

  /** The attempts of these deliveries (a page's, in one statement), by delivery and attempt number. */
  attemptsOf(unit: UnitOfWork, deliveryIds: number[]): Promise<WebhookAttempt[]> {
    if (deliveryIds.length === 0) {
      return Promise.resolve([]);
    }
    return managerOf(unit).find(WebhookAttempt, {
      where: { deliveryId: In(deliveryIds) },
      order: { deliveryId: 'ASC', number: 'ASC' },
    });
  }

  /**
   * A time as the timestamp columns hold it, for the hand-written statements that compare or set them: `pg`
   * takes the Date; on SQLite TypeORM stores UTC text ("2026-11-22 10:15:30.123") and only that text compares right.
   */
  private stored(value: Date | null): Date | string | null {
    if (value === null || this.dialect === 'postgres') {
      return value;
    }
    return value.toISOString().replace('T', ' ').slice(0, 23);
  }
}

function cancelled(now: Date): Partial<WebhookDelivery> {
  return { status: 'cancelled', nextAttemptAt: null, leaseUntil: null, leaseOwner: null, updatedAt: now };
}

function claimedFrom(row: ClaimRow): ClaimedDelivery {
  return {
    delivery: {
      id: Number(row.id),
      webhookId: row.webhook_id,
      body: row.body,
      roundAttempts: Number(row.round_attempts),
      createdAt: storedTime(row.created_at) ?? new Date(0),
      traceparent: row.traceparent,
    },
    endpoint: {
      id: Number(row.endpoint_id),
      registrationId: row.endpoint_registration_id === null ? null : Number(row.endpoint_registration_id),
      owner: row.endpoint_owner === 'partner' ? 'partner' : 'operator',
      url: row.endpoint_url,
      secret: row.endpoint_secret,
      previousSecret: row.endpoint_previous_secret,
      previousSecretExpiresAt: storedTime(row.endpoint_previous_secret_expires_at),
      timeoutMs: row.endpoint_timeout_ms === null ? null : Number(row.endpoint_timeout_ms),
      rateLimitPerS: row.endpoint_rate_limit_per_s === null ? null : Number(row.endpoint_rate_limit_per_s),
    },
    attempt: Number(row.attempt_count),
    probe: row.endpoint_breaker_state === 'half_open',
  };
}
