import { DataSource } from 'typeorm';

/**
 * Tables that hold no rows of their own: the tallies count the rows of the others, and the service folds their
 * deltas in the background every second, so their row counts change without any request.
 */
const DERIVED_TABLES = new Set(['migrations', 'tallies', 'tally_deltas']);

/** Every application table's name. */
export async function applicationTables(dataSource: DataSource): Promise<string[]> {
  const tables: Array<{ name: string }> =
    dataSource.options.type === 'postgres'
      ? // Plain and partitioned tables, not their partitions (a parent's count includes them).
        await dataSource.query(
          `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
           WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition`,
        )
      : await dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  return tables.map(({ name }) => name).filter((name) => !DERIVED_TABLES.has(name));
}

/** Row count of every application table: a request that failed must leave this unchanged. */
export async function rowTotals(dataSource: DataSource): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const name of await applicationTables(dataSource)) {
    const [row] = await dataSource.query<Array<{ count: number | string }>>(`SELECT COUNT(*) AS count FROM "${name}"`);
    totals[name] = Number(row.count);
  }
  return totals;
}
