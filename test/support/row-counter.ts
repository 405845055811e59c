import { DataSource } from 'typeorm';

/**
 * Row counts of every application table in one statement, cheap enough to take around every request of a long
 * property test (rowTotals() takes one statement per table).
 */
export class RowCounter {
  private constructor(
    private readonly dataSource: DataSource,
    private readonly sql: string,
  ) {}

  static async create(dataSource: DataSource): Promise<RowCounter> {
    const tables: Array<{ name: string }> =
      dataSource.options.type === 'postgres'
        ? await dataSource.query(
            `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
          )
        : await dataSource.query(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`);
    const counts = tables
      .map(({ name }) => name)
      .filter((name) => name !== 'migrations')
      .map((name) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`);
    return new RowCounter(dataSource, `SELECT ${counts.join(', ')}`);
  }

  async snapshot(): Promise<Record<string, number>> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(this.sql);
    return Object.fromEntries(Object.entries(row).map(([table, count]) => [table, Number(count)]));
  }
}
