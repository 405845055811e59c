import { DataSource } from 'typeorm';
import { testDialect } from '../support/dialect';
import { MigrationDatabase, openMigrationDatabase } from '../support/migration-database';

const MIGRATION = 'AddDeliveryListIndexes1795801300000';
const INDEXES = ['idx_webhook_deliveries_endpoint_status', 'idx_webhook_deliveries_endpoint_type'];

/**
 * The delivery list's filter indexes (issue 21): added over existing deliveries on both dialects, each on
 * (endpoint_id, filter, id) so that a filtered page is one range read in id order, and taken away again by `down`.
 */
describe(MIGRATION, () => {
  let database: MigrationDatabase;
  let dataSource: DataSource;
  let endpointId: number;

  beforeAll(async () => {
    database = await openMigrationDatabase();
    ({ dataSource } = database);
  });

  afterAll(async () => {
    await database.close();
  });

  /** The table's indexes by name, with their definition. */
  async function indexes(): Promise<Map<string, string>> {
    const rows =
      testDialect === 'postgres'
        ? await dataSource.query<Array<{ name: string; definition: string }>>(
            `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'webhook_deliveries'`,
          )
        : await dataSource.query<Array<{ name: string; definition: string | null }>>(
            `SELECT name, sql AS definition FROM sqlite_master WHERE type = 'index' AND tbl_name = 'webhook_deliveries'`,
          );
    return new Map(rows.map((row) => [row.name, row.definition ?? '']));
  }

  it('should add both indexes over the deliveries already there, and drop them on the way down', async () => {
    await database.migrateTo(MIGRATION);
    const at = database.stored(new Date('2026-03-01T10:00:00Z'));
    endpointId = await database.insert(
      'webhook_endpoints',
      ['registration_id', 'url', 'secret', 'active', 'created_at'],
      [null, 'https://receiver.example/hook', null, false, at],
    );
    const columns = ['endpoint_id', 'webhook_id', 'event_type', 'body', 'status', 'attempt_count', 'round_attempts'];
    for (let n = 0; n < 6; n++) {
      await database.insert(
        'webhook_deliveries',
        [...columns, 'created_at', 'updated_at'],
        [endpointId, `msg_old_${n}`, n % 2 ? 'webhook.test' : 'program.created', '{}', 'failed', 1, 1, at, at],
      );
    }
    expect([...(await indexes()).keys()]).not.toEqual(expect.arrayContaining([INDEXES[0]]));
    expect([...(await indexes()).keys()]).not.toEqual(expect.arrayContaining([INDEXES[1]]));

    await database.migrateThrough(MIGRATION);

    const after = await indexes();
    expect(after.get(INDEXES[0])).toMatch(/\("?endpoint_id"?, "?status"?, "?id"?\)/);
    expect(after.get(INDEXES[1])).toMatch(/\("?endpoint_id"?, "?event_type"?, "?id"?\)/);
    const [{ n }] = await dataSource.query<Array<{ n: number | string }>>(
      `SELECT COUNT(*) AS n FROM webhook_deliveries WHERE endpoint_id = ${database.placeholders(1)}`,
      [endpointId],
    );
    expect(Number(n)).toBe(6);

    await dataSource.undoLastMigration();
    const undone = await indexes();
    expect(undone.has(INDEXES[0])).toBe(false);
    expect(undone.has(INDEXES[1])).toBe(false);
    expect(undone.has('idx_webhook_deliveries_endpoint')).toBe(true);
    await database.migrateAll();
  });

  if (testDialect === 'sqlite') {
    it('should let SQLite read a filtered page from its index in id order, with no sort', async () => {
      for (const [filter, index] of [
        ['status', INDEXES[0]],
        ['event_type', INDEXES[1]],
      ]) {
        const plan = await dataSource.query<Array<{ detail: string }>>(
          `EXPLAIN QUERY PLAN SELECT * FROM "webhook_deliveries"
           WHERE "endpoint_id" = ? AND "${filter}" = ? AND "id" < ? ORDER BY "id" DESC LIMIT 101`,
          [endpointId, 'x', 1000],
        );
        const details = plan.map((row) => row.detail).join('\n');
        expect(details).toContain(`USING INDEX ${index}`);
        expect(details).not.toMatch(/TEMP B-TREE|SCAN webhook_deliveries\b(?! USING)/);
      }
    });
  }
});
