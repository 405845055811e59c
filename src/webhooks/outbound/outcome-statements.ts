import { DataSource } from 'typeorm';
import { LeanSql } from '../../database/lean-sql';
import { TransactionRunner } from '../../database/transaction-runner';
import { DeliveryStatus } from './webhook-delivery.entity';
import { timestampParameter } from './timestamp-parameter';

export interface AttemptLog {
  deliveryId: number;
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

// Both statements take one parameter list: $1 status, $2 next_attempt_at, $3 delivered_at, $4 status code,
// $5 error, $6 updated_at, $7 delivery id, $8 owner, $9 attempt number, $10 attempted_at, $11 duration_ms.
const MOVE = `UPDATE "webhook_deliveries"
  SET "status" = $1, "next_attempt_at" = $2, "delivered_at" = COALESCE($3, "delivered_at"), "last_status_code" = $4,
    "last_error" = $5, "lease_until" = NULL, "lease_owner" = NULL, "updated_at" = $6
  WHERE "id" = $7 AND "lease_owner" = $8 AND "attempt_count" = $9
  RETURNING "id"`;

const LOG = `INSERT INTO "webhook_attempts" ("delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms")
  VALUES ($7, $9, $10, $4, $5, $11)`;

/** PostgreSQL: both writes in one statement (one round trip); the attempt is logged whether or not the move applies. */
const LOG_AND_MOVE = `WITH "moved" AS (${MOVE}), "logged" AS (${LOG})
  SELECT (SELECT COUNT(*) FROM "moved")::int AS "moved"`;

/**
 * The writes that settle one attempt, in hand-written SQL: the attempt row, and the delivery moved on
 * only while `owner` still holds that attempt's claim (a sender whose lease was taken over just logs).
 */
export class OutcomeStatements {
  constructor(
    private readonly db: TransactionRunner,
    private readonly dataSource: DataSource,
    private readonly lean: LeanSql,
  ) {}

  /** True when the delivery moved (this owner still held the claim). */
  async write(owner: string, attempt: AttemptLog, move: DeliveryMove): Promise<boolean> {
    const at = (time: Date | null) => timestampParameter(this.dataSource, time);
    const parameters = [
      move.status,
      at(move.nextAttemptAt),
      at(move.deliveredAt),
      attempt.statusCode,
      attempt.error,
      at(move.updatedAt),
      attempt.deliveryId,
      owner,
      attempt.attempt,
      at(attempt.attemptedAt),
      attempt.durationMs,
    ];
    if (this.db.dialect === 'postgres') {
      const [row] = await this.db.writeStatements((manager) =>
        this.lean.run<{ moved: number }>(manager, LOG_AND_MOVE, parameters),
      );
      return row.moved === 1;
    }
    return this.db.write(async (manager) => {
      await this.lean.run(manager, LOG, parameters);
      return (await this.lean.run(manager, MOVE, parameters)).length === 1;
    });
  }
}
