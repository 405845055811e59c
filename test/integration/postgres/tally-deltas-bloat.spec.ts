import { TransactionRunner } from '../../../src/database/transaction-runner';
import { TalliesRepository } from '../../../src/tallies/tallies.repository';
import { insertProgram, MigrationDatabase, openMigrationDatabase } from '../../support/migration-database';
import { statementsOf } from '../../support/query-plans';
import { startTestApp, TestApp } from '../../support/test-app';

const BURST = 200_000;

/**
 * After a burst of writes, `tally_deltas` keeps the pages the burst filled: VACUUM frees them but gives them back only
 * when it can lock the table (`vacuum_truncate = false` stands for the service's reads and folds holding it). The
 * reads of the tallies must then find the few unfolded deltas through the key (migration KeyTallyDeltas), not scan
 * every empty page: they scanned ~1,000 pages per 100,000 deltas of the burst, on every read.
 */
describe('Tally reads after a burst of deltas (PostgreSQL)', () => {
  let app: TestApp;
  let db: TransactionRunner;
  let tallies: TalliesRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    tallies = app.app.get(TalliesRepository);
    await app.dataSource.query(`ALTER TABLE "tally_deltas" SET (vacuum_truncate = false)`);
    // Deltas of 0: the burst's pages without changing any count.
    await app.dataSource.query(
      `INSERT INTO "tally_deltas" ("measure", "partner_slug", "status", "delta")
       SELECT 'events', '', '', 0 FROM generate_series(1, ${BURST})`,
    );
    await app.dataSource.query(`DELETE FROM "tally_deltas"`);
    await app.dataSource.query(`VACUUM "tally_deltas"`);
    // A few deltas not folded yet, as a read meets them between two folds.
    await app.dataSource.query(
      `INSERT INTO "tally_deltas" ("measure", "partner_slug", "status", "delta") VALUES ('events', '', '', 0), ('events', '', '', 0)`,
    );
  });

  afterAll(async () => {
    await app.close();
  });

  async function plansOf(read: () => Promise<unknown>): Promise<string[]> {
    const statements = await statementsOf(app.dataSource, read, /"tally_deltas"/);
    expect(statements.length).toBeGreaterThan(0);
    const plans: string[] = [];
    for (const [sql, parameters] of statements) {
      const rows = await app.dataSource.query<Array<{ 'QUERY PLAN': string }>>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING OFF) ${sql}`,
        parameters,
      );
      plans.push(rows.map((row) => row['QUERY PLAN']).join('\n'));
    }
    return plans;
  }

  it('should have kept the burst’s pages (the situation under test)', async () => {
    const [{ pages }] = await app.dataSource.query<Array<{ pages: string }>>(
      `SELECT pg_relation_size('tally_deltas') / current_setting('block_size')::int AS "pages"`,
    );
    expect(Number(pages)).toBeGreaterThan(BURST / 200);
  });

  it.each([
    ['every count', () => db.read((unit) => tallies.counts(unit, null))],
    ["a partner's counts", () => db.read((unit) => tallies.counts(unit, 'some-partner'))],
  ])('should read %s through the key, a few pages, not the burst’s', async (_name, read) => {
    expectKeyedPlans(await plansOf(read));
  });

  it('should find no delta to fold through the key too, without reading the burst’s pages', async () => {
    // The folder asks every second; with nothing to fold a scan would read every page before answering.
    await app.dataSource.query(`DELETE FROM "tally_deltas"`);
    const plans = await plansOf(async () => expect(await db.read((unit) => tallies.anyDeltas(unit))).toBe(false));
    expectKeyedPlans(plans);
  });

  function expectKeyedPlans(plans: string[]): void {
    for (const plan of plans) {
      expect(plan).not.toMatch(/Seq Scan on tally_deltas/);
      expect(plan).toMatch(/Index (Only )?Scan using \w+ on tally_deltas/);
      const buffers = [...plan.matchAll(/shared hit=(\d+)/g)].map((match) => Number(match[1]));
      expect(Math.max(...buffers, 0)).toBeLessThan(50);
    }
  }
});

describe('KeyTallyDeltas1795801800000 (PostgreSQL)', () => {
  let database: MigrationDatabase;
  const deltas = async () =>
    database.dataSource.query<Array<{ id?: string; measure: string; delta: number }>>(
      `SELECT * FROM "tally_deltas" WHERE "measure" = 'registrations' ORDER BY "delta"`,
    );

  beforeAll(async () => {
    database = await openMigrationDatabase();
    await database.migrateTo('KeyTallyDeltas1795801800000');
  });

  afterAll(async () => {
    await database.close();
  });

  it('should key the deltas already there and those the triggers append, and take the key away on the way down', async () => {
    const at = database.stored(new Date());
    await insertProgram(database, 'PRG-300001', at);
    await database.migrateAll();
    await insertProgram(database, 'PRG-300002', at);
    const keyed = await deltas();
    expect(keyed).toHaveLength(2);
    expect(keyed.every((row) => Number(row.id) > 0)).toBe(true);
    expect(new Set(keyed.map((row) => row.id)).size).toBe(2);

    await database.dataSource.undoLastMigration();
    await insertProgram(database, 'PRG-300003', at);
    const unkeyed = await deltas();
    expect(unkeyed).toHaveLength(3);
    expect(unkeyed.map((row) => row.id)).toEqual([undefined, undefined, undefined]);
  });
});
