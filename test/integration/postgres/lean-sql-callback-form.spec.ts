import { Client } from 'pg';
import { DataSource, QueryFailedError } from 'typeorm';
import { LeanSql } from '../../../src/database/lean-sql';

/**
 * LeanSql hands every statement to `pg` in its callback form: with the promise form, every row a statement answered
 * was promoted to V8's old generation (a 100,000-event export grew the process by ~100 MB until a full collection;
 * bench/export-stream.ts measures it). Shown on the calls `pg`'s client receives, outside and inside a transaction,
 * for rows answered and for a statement the server refuses.
 */
describe('LeanSql: pg called in its callback form (PostgreSQL)', () => {
  let dataSource: DataSource;
  let lean: LeanSql;

  beforeAll(async () => {
    dataSource = new DataSource({ type: 'postgres', url: process.env.TEST_DATABASE_URL, extra: { max: 2 } });
    await dataSource.initialize();
    lean = new LeanSql(dataSource);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  /** The calls `pg` received for statements whose text contains `marker`, by whether they carried a callback. */
  function callsFor(query: jest.SpyInstance, marker: string): { withCallback: number; without: number } {
    const calls = (query.mock.calls as unknown[][]).filter(([config]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      return typeof text === 'string' && text.includes(marker);
    });
    const withCallback = calls.filter((args) => typeof args[args.length - 1] === 'function').length;
    return { withCallback, without: calls.length - withCallback };
  }

  it('should pass a callback for a statement on a pooled connection and answer its rows', async () => {
    const query = jest.spyOn(Client.prototype, 'query');

    const rows = await lean.run<{ n: number }>(dataSource.manager, 'SELECT $1::int + 1 AS "n" /* pooled */', [41]);

    expect(rows).toEqual([{ n: 42 }]);
    expect(callsFor(query, '/* pooled */')).toEqual({ withCallback: 1, without: 0 });
  });

  it('should pass a callback inside a transaction, on the transaction own connection', async () => {
    const query = jest.spyOn(Client.prototype, 'query');

    const rows = await dataSource.transaction((manager) =>
      lean.run<{ id: number }>(manager, 'SELECT txid_current()::int AS "id" /* in transaction */', []),
    );

    expect(rows).toHaveLength(1);
    expect(callsFor(query, '/* in transaction */')).toEqual({ withCallback: 1, without: 0 });
  });

  it('should still reject a statement the server refuses, with its error', async () => {
    const query = jest.spyOn(Client.prototype, 'query');

    const failing = lean.run(dataSource.manager, 'SELECT 1 / $1::int AS "n" /* refused */', [0]);

    await expect(failing).rejects.toThrow(QueryFailedError);
    await expect(failing).rejects.toThrow(/division by zero/);
    expect(callsFor(query, '/* refused */')).toEqual({ withCallback: 1, without: 0 });
  });
});
