import { Injectable } from '@nestjs/common';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { TALLY_MEASURES, TallyMeasure } from './tally-measures';

/** Counts per measure, then per status ('' for a measure without statuses). */
export type TallyCounts = Map<TallyMeasure, Map<string, number>>;

/** Any value, so that two processes folding at once (PostgreSQL) take turns: only one folds, the other skips. */
const FOLD_LOCK = 7_310_422_001;

const COLUMNS = `"measure", "partner_slug", "status"`;

/**
 * Which deltas a statement reads: all of them. On PostgreSQL said as a range of the key (migration KeyTallyDeltas), so
 * that the planner finds the few unfolded deltas through the index once VACUUM has counted them, never scanning the
 * empty pages a burst of writes left behind; SQLite's table has none.
 */
const EVERY_DELTA: Record<DatabaseDialect, string> = { postgres: `"id" > 0`, sqlite: 'true' };

/** The folded values and the deltas not folded yet, read in one statement (one snapshot: a fold is all or nothing). */
const countsSql = (dialect: DatabaseDialect, partnerCondition: string) =>
  `SELECT "measure", "status", SUM("value") AS "count" FROM (
     SELECT ${COLUMNS}, "value" FROM "tallies"
     UNION ALL
     SELECT ${COLUMNS}, "delta" FROM "tally_deltas" WHERE ${EVERY_DELTA[dialect]}
   ) "t" ${partnerCondition} GROUP BY "measure", "status"`;

const anyDeltaSql = (dialect: DatabaseDialect) =>
  `SELECT 1 AS "any" FROM "tally_deltas" WHERE ${EVERY_DELTA[dialect]} LIMIT 1`;

/** Deletes what it sums in the same statement (one snapshot): a delta committed meanwhile stays for the next fold. */
const FOLD_POSTGRES = `WITH "turn" AS (SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}) AS "mine"),
  "folded" AS (DELETE FROM "tally_deltas" WHERE (SELECT "mine" FROM "turn") AND ${EVERY_DELTA.postgres} RETURNING ${COLUMNS}, "delta")
  INSERT INTO "tallies" (${COLUMNS}, "value")
  SELECT ${COLUMNS}, SUM("delta") FROM "folded" GROUP BY ${COLUMNS} ORDER BY ${COLUMNS}
  ON CONFLICT (${COLUMNS}) DO UPDATE SET "value" = "tallies"."value" + EXCLUDED."value"`;

/**
 * SQLite: two statements in the caller's transaction. Its first statement writes, so the transaction holds the
 * database's only write lock from there on and nothing can be appended between the sum and the delete.
 */
const FOLD_SQLITE = [
  `INSERT INTO "tallies" (${COLUMNS}, "value")
   SELECT ${COLUMNS}, SUM("delta") FROM "tally_deltas" WHERE true GROUP BY ${COLUMNS}
   ON CONFLICT (${COLUMNS}) DO UPDATE SET "value" = "tallies"."value" + excluded."value"`,
  `DELETE FROM "tally_deltas"`,
];

/**
 * The maintained counts behind the public and partner stats and the console's counts by status: `tallies` plus the
 * deltas that the database's triggers append with every program, handoff record and event written (migration
 * AddTallies). A read sums a few rows per partner and status, whatever the size of the book.
 */
@Injectable()
export class TalliesRepository {
  private readonly countsAll: string;
  private readonly countsOfPartner: string;
  private readonly anyDelta: string;

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {
    this.countsAll = countsSql(dialect, '');
    this.countsOfPartner = countsSql(dialect, `WHERE "partner_slug" = $1`);
    this.anyDelta = anyDeltaSql(dialect);
  }

  /** Every measure per status: of one partner's programs, or (null) of all. */
  async counts(unit: UnitOfWork, partnerSlug: string | null): Promise<TallyCounts> {
    const rows = await this.lean.run<{ measure: string; status: string; count: number | string }>(
      managerOf(unit),
      partnerSlug === null ? this.countsAll : this.countsOfPartner,
      partnerSlug === null ? [] : [partnerSlug],
    );
    const counts: TallyCounts = new Map(TALLY_MEASURES.map((measure) => [measure, new Map<string, number>()]));
    for (const row of rows) {
      counts.get(row.measure as TallyMeasure)?.set(row.status, Number(row.count));
    }
    return counts;
  }

  /** Whether any delta waits to be folded. */
  async anyDeltas(unit: UnitOfWork): Promise<boolean> {
    const rows = await this.lean.run(managerOf(unit), this.anyDelta, []);
    return rows.length > 0;
  }

  /** Moves the deltas into the tallies. On SQLite the unit must be a transaction. */
  async fold(unit: UnitOfWork): Promise<void> {
    if (this.dialect === 'postgres') {
      await this.lean.run(managerOf(unit), FOLD_POSTGRES, []);
      return;
    }
    for (const statement of FOLD_SQLITE) {
      await this.lean.run(managerOf(unit), statement, []);
    }
  }
}
