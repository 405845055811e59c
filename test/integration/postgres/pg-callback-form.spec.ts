import { Client } from 'pg';
import Cursor from 'pg-cursor';
import { DataSource, QueryFailedError } from 'typeorm';
import { CallbackFormClient } from '../../../src/database/callback-form-client';
import { dataSourceOptions } from '../../../src/database/data-source-options';
import { LeanSql } from '../../../src/database/lean-sql';

/**
 * Every statement reaches `pg` in its callback form: through `pg`'s promise form every row a statement answered was
 * promoted to V8's old generation (a 100,000-event export grew the process by ~100 MB until a full collection;
 * bench/export-stream.ts measures it). Shown on the calls `pg`'s client receives, for LeanSql and for TypeORM's own
 * queries on the service's pool, outside and inside a transaction, for rows answered and for a refused statement.
 */
describe('pg called in its callback form (PostgreSQL)', () => {
  let dataSource: DataSource;
  let lean: LeanSql;

  beforeAll(async () => {
    const url = process.env.TEST_DATABASE_URL as string;
    const options = { dialect: 'postgres', url, sqlitePath: '', poolMax: 2, connectTimeoutMs: 3000 } as const;
    dataSource = new DataSource(dataSourceOptions({ ...options, runMigrations: false }));
    await dataSource.initialize();
    lean = new LeanSql(dataSource);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await dataSource?.destroy();
  });

  /** The calls `pg`'s Client#query received for statements whose text contains `marker`, by their callback. */
  function callsFor(query: jest.SpyInstance, marker: string): { withCallback: number; without: number } {
    const calls = (query.mock.calls as unknown[][]).filter(([config]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string }).text;
      return typeof text === 'string' && text.includes(marker);
    });
    const withCallback = calls.filter((args) => typeof args[args.length - 1] === 'function').length;
    return { withCallback, without: calls.length - withCallback };
  }

  describe('LeanSql', () => {
    it('should pass a callback for a statement on a pooled connection and answer its rows', async () => {
      const query = jest.spyOn(Client.prototype, 'query');

      const rows = await lean.run<{ n: number }>(
        dataSource.manager,
        'SELECT $1::int + 1 AS "n" /* lean pooled */',
        [41],
      );

      expect(rows).toEqual([{ n: 42 }]);
      expect(callsFor(query, '/* lean pooled */')).toEqual({ withCallback: 1, without: 0 });
    });

    it('should pass a callback inside a transaction, on the transaction own connection', async () => {
      const query = jest.spyOn(Client.prototype, 'query');

      const rows = await dataSource.transaction((manager) =>
        lean.run<{ id: number }>(manager, 'SELECT txid_current()::int AS "id" /* lean in transaction */', []),
      );

      expect(rows).toHaveLength(1);
      expect(callsFor(query, '/* lean in transaction */')).toEqual({ withCallback: 1, without: 0 });
    });

    it('should still reject a statement the server refuses, with its error', async () => {
      const query = jest.spyOn(Client.prototype, 'query');

      const failing = lean.run(dataSource.manager, 'SELECT 1 / $1::int AS "n" /* lean refused */', [0]);

      await expect(failing).rejects.toThrow(QueryFailedError);
      await expect(failing).rejects.toThrow(/division by zero/);
      expect(callsFor(query, '/* lean refused */')).toEqual({ withCallback: 1, without: 0 });
    });
  });

  describe("TypeORM's own queries on the service's pool", () => {
    it('should be handed CallbackFormClient connections by the pool', async () => {
      const runner = dataSource.createQueryRunner();
      try {
        expect(await runner.connect()).toBeInstanceOf(CallbackFormClient);
      } finally {
        await runner.release();
      }
    });

    it('should pass a callback for a query TypeORM awaits, and answer its rows', async () => {
      const query = jest.spyOn(Client.prototype, 'query');

      const rows = await dataSource.query<Array<{ n: number }>>('SELECT $1::int * 2 AS "n" /* typeorm pooled */', [21]);

      expect(rows).toEqual([{ n: 42 }]);
      expect(callsFor(query, '/* typeorm pooled */')).toEqual({ withCallback: 1, without: 0 });
    });

    it('should pass a callback inside a transaction, which still commits', async () => {
      // A table of this run's own, dropped whatever happens: the suite runs on TEST_DATABASE_URL itself.
      const written = `callback_form_written_${process.pid}_${Date.now()}`;
      const query = jest.spyOn(Client.prototype, 'query');
      try {
        await dataSource.transaction(async (manager) => {
          await manager.query(`CREATE TABLE ${written} (n int) /* typeorm in transaction */`);
          await manager.query(`INSERT INTO ${written} (n) VALUES (7) /* typeorm in transaction */`);
        });

        expect(await dataSource.query<Array<{ n: number }>>(`SELECT n FROM ${written}`)).toEqual([{ n: 7 }]);
        expect(callsFor(query, '/* typeorm in transaction */')).toEqual({ withCallback: 2, without: 0 });
      } finally {
        await dataSource.query(`DROP TABLE IF EXISTS ${written}`);
      }
    });

    it("should give a refused statement's error the caller's stack, as pg's promise form does", async () => {
      const error = (await dataSource.driver
        .obtainMasterConnection()
        .then(async ([client, release]: [Client, () => void]) => {
          try {
            return await client.query('SELECT 1 / 0 AS "n"').then(
              () => undefined,
              (refused: unknown) => refused,
            );
          } finally {
            release();
          }
        })) as Error;

      expect(error.message).toMatch(/division by zero/);
      expect(error.stack).toContain('pg-callback-form.spec');
    });

    it('should leave a call with its callback in the config to pg, which calls it', async () => {
      const [client, release] = (await dataSource.driver.obtainMasterConnection()) as [Client, () => void];
      try {
        const answered = await new Promise<unknown>((resolve) => {
          void client.query({
            text: 'SELECT 5 AS "n"',
            callback: (_error: unknown, result: { rows: unknown[] }) => resolve(result.rows),
          } as never);
        });
        expect(answered).toEqual([{ n: 5 }]);
      } finally {
        release();
      }
    });

    it('should still reject a statement the server refuses, with its error', async () => {
      const failing = dataSource.query('SELECT 1 / $1::int AS "n" /* typeorm refused */', [0]);

      await expect(failing).rejects.toThrow(QueryFailedError);
      await expect(failing).rejects.toThrow(/division by zero/);
    });

    it('should leave a cursor (a submittable) to pg as it is', async () => {
      const [client, release] = (await dataSource.driver.obtainMasterConnection()) as [Client, () => void];
      try {
        const cursor = client.query(new Cursor<{ n: number }>('SELECT generate_series(1, 5) AS "n"'));
        const first = await cursor.read(3);
        const rest = await cursor.read(3);
        await cursor.close();
        expect([...first, ...rest].map((row) => row.n)).toEqual([1, 2, 3, 4, 5]);
      } finally {
        release();
      }
    });
  });
});
