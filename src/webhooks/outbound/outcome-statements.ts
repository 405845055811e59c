import { DataSource } from 'typeorm';
import { LeanSql } from '../../database/lean-sql';
import { TransactionRunner } from '../../database/transaction-runner';
import { DeliveryStatus } from './webhook-delivery.entity';
import { timestampParameter } from './timestamp-parameter';
import { updateReturning } from './update-returning';

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

const MOVE = `UPDATE "webhook_deliveries"
  SET "status" = $1, "next_attempt_at" = $2, "delivered_at" = COALESCE($3, "delivered_at"), "last_status_code" = $4,
    "last_error" = $5, "lease_until" = NULL, "lease_owner" = NULL, "updated_at" = $6
  WHERE "id" = $7 AND "lease_owner" = $8 AND "attempt_count" = $9
  RETURNING "id"`;

const ATTEMPT_COLUMNS = '"delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms"';
const LOG = `INSERT INTO "webhook_attempts" (${ATTEMPT_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`;

/** PostgreSQL: both writes in one statement (one round trip); the attempt is logged whether or not the move applies. */
const LOG_AND_MOVE = `WITH "moved" AS (${MOVE}),
  "logged" AS (INSERT INTO "webhook_attempts" (${ATTEMPT_COLUMNS}) VALUES ($7, $9, $10, $4, $5, $11))
  SELECT (SELECT COUNT(*) FROM "moved")::int AS "moved"`;

/**
 * The writes that settle one attempt, in hand-written SQL: the attempt row, and the delivery moved on
 * only while `owner` still holds that attempt's claim (a sender whose lease was taken over just logs).
 */
export class OutcomeStatements {
  private readonly move: string;
  private readonly log: string;

  constructor(
    private readonly db: TransactionRunner,
    private readonly dataSource: DataSource,
    lean: LeanSql,
  ) {
    this.move = lean.sql(MOVE);
    this.log = lean.sql(LOG);
  }

  /** True when the delivery moved (this owner still held the claim). */
  async write(owner: string, attempt: AttemptLog, move: DeliveryMove): Promise<boolean> {
    const at = (time: Date | null) => timestampParameter(this.dataSource, time);
    const moveParameters = [
      move.status,
      at(move.nextAttemptAt),
      at(move.deliveredAt),
      attempt.statusCode,
      attempt.error,
      at(move.updatedAt),
      attempt.deliveryId,
      owner,
      attempt.attempt,
    ];
    if (this.db.dialect === 'postgres') {
      // A single statement is atomic on its own: `read` runs it without BEGIN/COMMIT round trips.
      const [row] = await this.db.read((manager) =>
        manager.query<Array<{ moved: number }>>(LOG_AND_MOVE, [
          ...moveParameters,
          at(attempt.attemptedAt),
          attempt.durationMs,
        ]),
      );
      return row.moved === 1;
    }
    return this.db.write(async (manager) => {
      await manager.query(this.log, [
        attempt.deliveryId,
        attempt.attempt,
        at(attempt.attemptedAt),
        attempt.statusCode,
        attempt.error,
        attempt.durationMs,
      ]);
      return (await updateReturning(manager, this.move, moveParameters)).length === 1;
    });
  }
}
