import { DataSource } from 'typeorm';
import { applicationTables } from './row-totals';

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
    const counts = (await applicationTables(dataSource)).map((name) => `(SELECT COUNT(*) FROM "${name}") AS "${name}"`);
    return new RowCounter(dataSource, `SELECT ${counts.join(', ')}`);
  }

  async snapshot(): Promise<Record<string, number>> {
    const [row] = await this.dataSource.query<Array<Record<string, unknown>>>(this.sql);
    return Object.fromEntries(Object.entries(row).map(([table, count]) => [table, Number(count)]));
  }
}
