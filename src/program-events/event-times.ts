import type { DatabaseDialect } from '../database/dialect';

/**
 * ` AND <createdAt> BETWEEN <the program's first and last event times>` on PostgreSQL, for a read of one program's
 * events whose condition names no time. `program_chain_heads.first_at` and `last_at` are kept by the database's
 * trigger as the earliest and latest `created_at` of the program's events (migration PartitionEventRecord), so the
 * condition removes no event; it lets the read skip every yearly partition outside the years the program has
 * events in (run-time partition pruning) instead of probing each year's index. `head` names a joined
 * `program_chain_heads` row already at hand; otherwise `registrationId` names the program and the times are read by
 * scalar subqueries. A program without a head row (a copy loaded without one) is read unbounded. SQLite, which has
 * no partitions: nothing.
 */
export function withinEventTimes(
  dialect: DatabaseDialect,
  createdAt: string,
  program: { registrationId: string } | { head: string },
): string {
  if (dialect !== 'postgres') {
    return '';
  }
  const time = (column: 'first_at' | 'last_at') =>
    'head' in program
      ? `${program.head}."${column}"`
      : `(SELECT "${column}" FROM "program_chain_heads" WHERE "registration_id" = ${program.registrationId})`;
  return (
    ` AND ${createdAt} >= COALESCE(${time('first_at')}, '-infinity')` +
    ` AND ${createdAt} <= COALESCE(${time('last_at')}, 'infinity')`
  );
}
