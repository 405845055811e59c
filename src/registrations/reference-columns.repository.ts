import { Injectable } from '@nestjs/common';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { INSTRUCTION_PREFIX, PROGRAM_PREFIX, ReferenceSpace } from './reference';
import { takenRunSql, walkParameters, WalkWindow } from './reference-walk';

/** Which reference column: the programs' `PRG-` references or the handoff records' `INS-` ones. */
export type ReferenceKind = 'program' | 'instruction';

const COLUMNS: Record<ReferenceKind, { table: string; column: string; prefix: string }> = {
  program: { table: 'registrations', column: 'reference', prefix: PROGRAM_PREFIX },
  instruction: { table: 'instructions', column: 'instruction_ref', prefix: INSTRUCTION_PREFIX },
};

/** The share of a space taken, counted over `positions` of its references (all of them when `exact`). */
export interface SpaceUsage {
  taken: number;
  positions: number;
  exact: boolean;
}

/** Positions counted to tell how full a space is: the whole space up to this size, evenly spread windows beyond. */
export const USAGE_SAMPLE_POSITIONS = 65_536;
const USAGE_WINDOWS = 16;

/**
 * The unique reference columns read as reference spaces: runs of taken references after a point (the walk that finds
 * the next free one) and how full a space is. Both read the unique index in order; on PostgreSQL through the index on
 * (length, reference), so that only references of the space's own length are read.
 */
@Injectable()
export class ReferenceColumnsRepository {
  private readonly runSql: Record<ReferenceKind, string>;
  private readonly countSql: Record<ReferenceKind, string>;

  constructor(private readonly lean: LeanSql) {
    const sqlOf = (build: (table: string, column: string, prefix: string) => string) =>
      Object.fromEntries(
        Object.entries(COLUMNS).map(([kind, { table, column, prefix }]) => [kind, build(table, column, prefix)]),
      ) as Record<ReferenceKind, string>;
    this.runSql = sqlOf((table, column, prefix) => takenRunSql(table, column, prefix));
    this.countSql = sqlOf(
      (table, column) =>
        `SELECT count(*) AS "taken" FROM "${table}" WHERE length("${column}") = $1 AND "${column}" >= $2 AND "${column}" <= $3`,
    );
  }

  /** How many references are taken without a gap from the window's first position on (see takenRunSql). */
  async takenRun(unit: UnitOfWork, kind: ReferenceKind, window: WalkWindow): Promise<number> {
    const [row] = await this.lean.run<{ run: number | string }>(
      managerOf(unit),
      this.runSql[kind],
      walkParameters(window),
    );
    return Number(row.run);
  }

  /**
   * How full `space` is: every reference counted when the space holds at most USAGE_SAMPLE_POSITIONS, otherwise that
   * many in evenly spread windows (an estimate read in a bounded number of index entries, whatever the table holds).
   */
  async usage(unit: UnitOfWork, kind: ReferenceKind, space: ReferenceSpace): Promise<SpaceUsage> {
    const windows = usageWindows(space);
    let taken = 0;
    let positions = 0;
    for (const { from, to } of windows) {
      const [row] = await this.lean.run<{ taken: number | string }>(managerOf(unit), this.countSql[kind], [
        space.length,
        space.referenceAt(from),
        space.referenceAt(to),
      ]);
      taken += Number(row.taken);
      positions += to - from + 1;
    }
    return { taken, positions, exact: positions === space.size };
  }
}

/** The stretches of `space` counted by `usage`, inclusive. */
export function usageWindows(space: ReferenceSpace): Array<{ from: number; to: number }> {
  if (space.size <= USAGE_SAMPLE_POSITIONS) {
    return [{ from: 0, to: space.size - 1 }];
  }
  const width = USAGE_SAMPLE_POSITIONS / USAGE_WINDOWS;
  const stride = Math.floor(space.size / USAGE_WINDOWS);
  return Array.from({ length: USAGE_WINDOWS }, (_, index) => ({
    from: index * stride,
    to: index * stride + width - 1,
  }));
}
