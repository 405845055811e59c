import { DataSource } from 'typeorm';
import { LeanSql, PLANNED_FOR_ITS_VALUES } from '../../../src/database/lean-sql';

/**
 * LeanSql prepares each statement by name (PostgreSQL then settles on a generic plan after a few runs), but runs one
 * marked PLANNED_FOR_ITS_VALUES unnamed, planned for its values every time. Shown on the server's own list of the
 * session's prepared statements, over a pool of one connection.
 */
describe('LeanSql: statements planned for their values (PostgreSQL)', () => {
  let dataSource: DataSource;
  let lean: LeanSql;

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL, extra: { max: 1 } });
    await dataSource.initialize();
    lean = new LeanSql(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('should prepare an ordinary statement by name and run a marked one unnamed, each answering its rows', async () => {
    const named = await lean.run<{ n: number }>(dataSource.manager, 'SELECT $1::int + 1 AS "n"', [41]);
    const marked = `${PLANNED_FOR_ITS_VALUES}SELECT $1::int + 2 AS "n"`;
    const unnamed = await lean.run<{ n: number }>(dataSource.manager, marked, [40]);
    const again = await lean.run<{ n: number }>(dataSource.manager, marked, [39]);

    expect([named, unnamed, again]).toEqual([[{ n: 42 }], [{ n: 42 }], [{ n: 41 }]]);
    const prepared = await dataSource.query<Array<{ statement: string }>>(
      'SELECT statement FROM pg_prepared_statements WHERE NOT from_sql',
    );
    expect(prepared.map((row) => row.statement)).toEqual(['SELECT $1::int + 1 AS "n"']);
  });
});
