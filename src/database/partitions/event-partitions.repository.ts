import { Injectable } from '@nestjs/common';
import { LeanSql } from '../lean-sql';
import { managerOf, UnitOfWork } from '../unit-of-work';

/** The tables partitioned by calendar year on PostgreSQL (migration PartitionEventRecord). */
export const PARTITIONED_TABLES = ['program_events', 'webhook_attempts'] as const;
export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** How long attaching the next year may wait for a lock before giving up until the next run. */
const ATTACH_LOCK_TIMEOUT = '2s';

/** The upper bound of each table's last partition: the instant from which a row would have nowhere to go. */
const COVERED_UNTIL = `SELECT "i"."inhparent"::regclass::text AS "table",
    MAX(substring(pg_get_expr("p"."relpartbound", "p"."oid") FROM 'TO \\(''([^'']+)''\\)')::timestamptz) AS "until"
  FROM "pg_inherits" "i" JOIN "pg_class" "p" ON "p"."oid" = "i"."inhrelid"
  WHERE "i"."inhparent" IN (${PARTITIONED_TABLES.map((table) => `'${table}'::regclass`).join(', ')})
  GROUP BY "i"."inhparent"`;

/**
 * The yearly partitions of the event record and the attempt log (PostgreSQL only): attaching the years ahead
 * through the migration's `pws_extend_partitions`, and reading how far they reach.
 */
@Injectable()
export class EventPartitionsRepository {
  constructor(private readonly lean: LeanSql) {}

  /**
   * Attaches the years missing to reach `monthsAhead` months after this one; answers how many it attached. Waits at most
   * ATTACH_LOCK_TIMEOUT for a lock (a long export holds none that attaching needs, but DDL elsewhere may): a run that
   * times out fails, and the next one tries again.
   */
  async extend(unit: UnitOfWork, table: PartitionedTable, monthsAhead: number): Promise<number> {
    const manager = managerOf(unit);
    await manager.query(`SET LOCAL lock_timeout = '${ATTACH_LOCK_TIMEOUT}'`);
    const [row] = await this.lean.run<{ attached: number | string }>(
      manager,
      'SELECT pws_extend_partitions($1::regclass, $2) AS "attached"',
      [table, monthsAhead],
    );
    return Number(row.attached);
  }

  /** Per table, the instant its partitions reach (exclusive). */
  async coveredUntil(unit: UnitOfWork): Promise<Map<PartitionedTable, Date>> {
    const rows = await this.lean.run<{ table: PartitionedTable; until: Date | string }>(
      managerOf(unit),
      COVERED_UNTIL,
      [],
    );
    return new Map(rows.map((row) => [row.table, new Date(row.until)]));
  }
}
