import type { DatabaseDialect } from '../database/dialect';

/**
 * ` AND <createdAt> >= <the program's first event time>` on PostgreSQL, for a read of one program's events whose
 * condition names no time: `program_chain_heads.first_at` is kept by the database as the earliest `created_at` of the
 * program's events (migration PartitionEventRecord), so the condition removes no event, and lets the read skip the
 * monthly partitions from before the program existed (run-time partition pruning) instead of probing every month's
 * index. `firstAt` is an expression of the first event time already at hand (a joined head's `first_at`); without
 * one, `registrationId` names the program and the time is read by a scalar subquery. SQLite, unpartitioned: nothing.
 */
export function sinceFirstEvent(
  dialect: DatabaseDialect,
  createdAt: string,
  program: { registrationId: string } | { firstAt: string },
): string {
  if (dialect !== 'postgres') {
    return '';
  }
  const firstAt =
    'firstAt' in program
      ? program.firstAt
      : `(SELECT "first_at" FROM "program_chain_heads" WHERE "registration_id" = ${program.registrationId})`;
  // No head row (a copy loaded without it, say): no bound, rather than no events.
  return ` AND ${createdAt} >= COALESCE(${firstAt}, '-infinity')`;
}
