import { ReferenceSpace } from './reference';

/**
 * A stretch of a reference space to look at, from position `from` on, at most `limit` taken references and never past
 * the space's last reference. Only references of the space's length count: `PRG-1234567` sorts between `PRG-123456`
 * and `PRG-123457`, and is no reference of the six-digit space.
 */
export interface WalkWindow {
  from: number;
  fromReference: string;
  lastReference: string;
  length: number;
  limit: number;
}

export function walkWindow(space: ReferenceSpace, from: number, limit: number): WalkWindow {
  return {
    from,
    fromReference: space.referenceAt(from),
    lastReference: space.last,
    length: space.length,
    limit: Math.min(limit, space.size - from),
  };
}

/** The window's values in the order of the `$n` placeholders of `takenRunSql`. */
export function walkParameters(window: WalkWindow): unknown[] {
  return [window.from, window.fromReference, window.lastReference, window.length, window.limit];
}

/**
 * SQL (PostgreSQL and SQLite) answering one row, `run`: how many references from the window's first position on are
 * taken without a gap. The walk reads the unique index on `column` in order (`column >= from … LIMIT limit`) and stops
 * at the first gap: the row numbered n (from 0) holds position from + n unless a free one came before it. When none
 * came (every row read is taken), `run` is the number of rows read: the window is taken to its end, or the space is
 * taken up to its last reference. The placeholders are `$first` … `$first+4` (see walkParameters).
 */
export function takenRunSql(table: string, column: string, prefix: string, first = 1): string {
  const [from, fromReference, lastReference, length, limit] = [0, 1, 2, 3, 4].map((n) => `$${first + n}`);
  const digitsStart = prefix.length + 2;
  const walked = `SELECT "${column}" AS "reference" FROM "${table}"
      WHERE length("${column}") = ${length} AND "${column}" >= ${fromReference} AND "${column}" <= ${lastReference}
      ORDER BY "${column}" LIMIT ${limit}`;
  const numbered = `SELECT "reference", row_number() OVER (ORDER BY "reference") - 1 AS "n",
      CAST(substr("reference", ${digitsStart}) AS BIGINT) - ${from} AS "offset"
    FROM (${walked}) "walked"`;
  return `SELECT "run" FROM (
      SELECT "n" AS "run" FROM (${numbered}) "numbered" WHERE "offset" > "n" ORDER BY "reference" LIMIT 1
    ) "gap"
    UNION ALL SELECT count(*) AS "run" FROM (${walked}) "taken"
    LIMIT 1`;
}
