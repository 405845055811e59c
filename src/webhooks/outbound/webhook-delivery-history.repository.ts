import { Injectable } from '@nestjs/common';
import { DatabaseDialect, InjectDialect } from '../../database/dialect';
import { storedTime } from '../../database/iso-timestamp';
import { LeanSql } from '../../database/lean-sql';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';

/**
 * The undelivered deliveries of an endpoint created at or after `since`, above `afterId` (a keyset page by id):
 * `failed` (retries spent) and `cancelled` (pending when the endpoint was paused); both never reached it.
 */
export interface FailedSince {
  endpointId: number;
  since: Date;
  afterId: number;
  limit: number;
}

/** An endpoint's attempts in [since, until). */
export interface AttemptWindow {
  endpointId: number;
  since: Date;
  until: Date;
}

/** Attempts by outcome; a failure falls in exactly one class (`other`: 1xx/3xx, invalid URL, anything else). */
export interface AttemptCounts {
  attempts: number;
  successes: number;
  http4xx: number;
  http5xx: number;
  timeout: number;
  network: number;
  refused: number;
}

type CountRow = Record<keyof AttemptCounts, number | string | null>;

const WINDOW = `"endpoint_id" = $1 AND "attempted_at" >= $2 AND "attempted_at" < $3`;

const FAILED_PAGE = `SELECT "id" FROM "webhook_deliveries"
  WHERE "endpoint_id" = $1 AND "status" IN ('failed', 'cancelled') AND "created_at" >= $2 AND "id" > $3 ORDER BY "id" LIMIT $4`;

/** A new round now, as a redelivery starts one: the same row, so the same webhook-id and body bytes. */
const RESTART = `UPDATE "webhook_deliveries"
  SET "status" = 'pending', "round_attempts" = 0, "next_attempt_at" = $5, "lease_until" = NULL, "lease_owner" = NULL,
    "updated_at" = $5
  WHERE "id" IN (${FAILED_PAGE}) AND "status" IN ('failed', 'cancelled')
  RETURNING "id"`;

/** At most `$4` (the caller asks for one more than it may take, to learn whether more remain). */
const COUNT_FAILED = `SELECT COUNT(*) AS "n" FROM (${FAILED_PAGE}) AS "page"`;

// Errors as webhook-sender.ts writes them: 'timeout after …', 'refused: …', 'network error…'.
const COUNTS = `SELECT COUNT(*) AS "attempts",
    COALESCE(SUM(CASE WHEN "status_code" BETWEEN 200 AND 299 THEN 1 ELSE 0 END), 0) AS "successes",
    COALESCE(SUM(CASE WHEN "status_code" BETWEEN 400 AND 499 THEN 1 ELSE 0 END), 0) AS "http4xx",
    COALESCE(SUM(CASE WHEN "status_code" BETWEEN 500 AND 599 THEN 1 ELSE 0 END), 0) AS "http5xx",
    COALESCE(SUM(CASE WHEN "status_code" IS NULL AND "error" LIKE 'timeout%' THEN 1 ELSE 0 END), 0) AS "timeout",
    COALESCE(SUM(CASE WHEN "status_code" IS NULL AND "error" LIKE 'network error%' THEN 1 ELSE 0 END), 0) AS "network",
    COALESCE(SUM(CASE WHEN "status_code" IS NULL AND "error" LIKE 'refused%' THEN 1 ELSE 0 END), 0) AS "refused"
  FROM "webhook_attempts" WHERE ${WINDOW}`;

/** The whole outbox's backlog: scrape-time figures (the due index's `status` prefix bounds it to pending rows). */
const PENDING_SUMMARY = `SELECT COUNT(*) AS "pending", MIN("created_at") AS "oldest"
  FROM "webhook_deliveries" WHERE "status" = 'pending'`;

/** The duration at a 0-based rank in ascending order: portable (no percentile_cont on SQLite). */
const DURATION_AT = `SELECT "duration_ms" FROM "webhook_attempts" WHERE ${WINDOW}
  ORDER BY "duration_ms" LIMIT 1 OFFSET $4`;

// One statement text whatever the number of ids (one prepared statement on PostgreSQL).
const EXISTING: Record<DatabaseDialect, string> = {
  postgres: `SELECT "event_id" FROM "webhook_deliveries" WHERE "endpoint_id" = $1 AND "event_id" = ANY($2::int[])`,
  sqlite: `SELECT "event_id" FROM "webhook_deliveries"
    WHERE "endpoint_id" = $1 AND "event_id" IN (SELECT "value" FROM json_each($2))`,
};

/**
 * Recovery, replay and statistics over `webhook_deliveries` and `webhook_attempts`: the statements an operator's
 * bulk actions run, kept apart from the delivery hot path (WebhookDeliveriesRepository). Bounded by the caller.
 */
@Injectable()
export class WebhookDeliveryHistoryRepository {
  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {}

  /** Starts a new round now for the next page of failed deliveries; answers their ids. */
  async restartFailed(unit: UnitOfWork, page: FailedSince, now: Date): Promise<number[]> {
    const rows = await this.lean.run<{ id: number | string }>(managerOf(unit), RESTART, [
      ...this.pageParameters(page),
      this.stored(now),
    ]);
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  /** How many failed deliveries match, counting at most `page.limit`. */
  async countFailed(unit: UnitOfWork, page: FailedSince): Promise<number> {
    const [row] = await this.lean.run<{ n: number | string }>(managerOf(unit), COUNT_FAILED, this.pageParameters(page));
    return Number(row.n);
  }

  /** Which of these events the endpoint already has a delivery of (whatever its status). */
  async eventsWithDelivery(unit: UnitOfWork, endpointId: number, eventIds: number[]): Promise<Set<number>> {
    if (eventIds.length === 0) {
      return new Set();
    }
    const ids = this.dialect === 'postgres' ? eventIds : JSON.stringify(eventIds);
    const rows = await this.lean.run<{ event_id: number | string }>(managerOf(unit), EXISTING[this.dialect], [
      endpointId,
      ids,
    ]);
    return new Set(rows.map((row) => Number(row.event_id)));
  }

  async attemptCounts(unit: UnitOfWork, window: AttemptWindow): Promise<AttemptCounts> {
    const [row] = await this.lean.run<CountRow>(managerOf(unit), COUNTS, this.windowParameters(window));
    return {
      attempts: Number(row.attempts),
      successes: Number(row.successes),
      http4xx: Number(row.http4xx),
      http5xx: Number(row.http5xx),
      timeout: Number(row.timeout),
      network: Number(row.network),
      refused: Number(row.refused),
    };
  }

  /** The attempt duration at 0-based `rank` in ascending order within the window; null past the last. */
  async durationAtRank(unit: UnitOfWork, window: AttemptWindow, rank: number): Promise<number | null> {
    const [row] = await this.lean.run<{ duration_ms: number | string }>(managerOf(unit), DURATION_AT, [
      ...this.windowParameters(window),
      rank,
    ]);
    return row ? Number(row.duration_ms) : null;
  }

  /** How many deliveries are pending, and when the oldest of them was written (null when none is). */
  async pendingSummary(unit: UnitOfWork): Promise<{ pending: number; oldest: Date | null }> {
    const [row] = await this.lean.run<{ pending: number | string; oldest: Date | string | null }>(
      managerOf(unit),
      PENDING_SUMMARY,
      [],
    );
    return { pending: Number(row.pending), oldest: storedTime(row.oldest) };
  }

  private pageParameters(page: FailedSince): unknown[] {
    return [page.endpointId, this.stored(page.since), page.afterId, page.limit];
  }

  private windowParameters(window: AttemptWindow): unknown[] {
    return [window.endpointId, this.stored(window.since), this.stored(window.until)];
  }

  /** A time as the timestamp columns hold it: `pg` takes the Date; SQLite compares the UTC text TypeORM stores. */
  private stored(value: Date): Date | string {
    return this.dialect === 'postgres' ? value : value.toISOString().replace('T', ' ').slice(0, 23);
  }
}
