import { DataSource } from 'typeorm';

/** Row count of every application table: a request that failed must leave this unchanged. */
export async function rowTotals(dataSource: DataSource): Promise<Record<string, number>> {
  const tables: Array<{ name: string }> =
    dataSource.options.type === 'postgres'
      ? await dataSource.query(
          `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
        )
      : await dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
  const totals: Record<string, number> = {};
  for (const { name } of tables) {
    if (name === 'migrations') {
      continue;
    }
    const [row] = await dataSource.query<Array<{ count: number | string }>>(`SELECT COUNT(*) AS count FROM "${name}"`);
    totals[name] = Number(row.count);
  }
  return totals;
}
