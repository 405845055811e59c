import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { LEGACY_NAMESPACE } from '../../src/idempotency/caller-idempotency-key';
import { testDialect } from '../support/dialect';
import { ScratchDatabase } from '../support/scratch-database';

const MIGRATION = 'ScopeIdempotencyKeysToCallers1795484800000';

/** Rows written before keys were scoped to callers (decisions §1.7) land in a namespace no caller has. */
describe(MIGRATION, () => {
  let scratch: ScratchDatabase | undefined;
  let dataSource: DataSource;

  beforeAll(async () => {
    scratch = testDialect === 'postgres' ? await ScratchDatabase.create(process.env.TEST_DATABASE_URL!) : undefined;
    const url = scratch?.url ?? 'sqlite::memory:';
    dataSource = new DataSource(
      dataSourceOptions({
        dialect: testDialect,
        url,
        sqlitePath: ':memory:',
        poolMax: 2,
        connectTimeoutMs: 3000,
        runMigrations: false,
      }),
    );
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource.destroy();
    await scratch?.drop();
  });

  const placeholders = (count: number) =>
    Array.from({ length: count }, (_, i) => (testDialect === 'postgres' ? `$${i + 1}` : '?')).join(', ');

  it('should give existing keys the legacy namespace and let every caller use the same key afterwards', async () => {
    const migrations = dataSource.migrations;
    const index = migrations.findIndex((migration) => migration.name === MIGRATION);
    expect(index).toBeGreaterThan(0);
    // Every migration up to this one, then a key written the old way, then this migration and the rest.
    (dataSource as { migrations: typeof migrations }).migrations = migrations.slice(0, index);
    await dataSource.runMigrations();
    await dataSource.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, response, created_at) VALUES (${placeholders(5)})`,
      ['instruction', 'old-key', 'a'.repeat(64), JSON.stringify({ id: 1 }), new Date().toISOString()],
    );
    (dataSource as { migrations: typeof migrations }).migrations = migrations;
    await dataSource.runMigrations();

    const rows: Array<{ namespace: string }> = await dataSource.query('SELECT namespace FROM idempotency_keys');
    expect(rows).toEqual([{ namespace: LEGACY_NAMESPACE }]);
    for (const namespace of ['anonymous:198.51.100.7', 'admin', 'partner:acme']) {
      await dataSource.query(
        `INSERT INTO idempotency_keys (namespace, scope, key, request_hash, response, created_at) VALUES (${placeholders(6)})`,
        [namespace, 'instruction', 'old-key', 'b'.repeat(64), JSON.stringify({ id: 2 }), new Date().toISOString()],
      );
    }
    await expect(
      dataSource.query(
        `INSERT INTO idempotency_keys (namespace, scope, key, request_hash, response, created_at) VALUES (${placeholders(6)})`,
        ['admin', 'instruction', 'old-key', 'c'.repeat(64), JSON.stringify({ id: 3 }), new Date().toISOString()],
      ),
    ).rejects.toThrow(/unique|duplicate/i);
  });
});
