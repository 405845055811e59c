import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

/**
 * What TypeORM's entities cannot say of PostgreSQL's partitioned event record and attempt log (migration
 * PartitionEventRecord), so that its schema builder would undo it: the primary keys include the partition column,
 * the unique (registration_id, seq) and (delivery_id, number) exist per partition only, a delivery refers to its
 * event by (id, created_at) with a CHECK keeping the pair null together, and the builder misreads the attempts'
 * partitioned index. The entities describe SQLite's schema, where none of this applies. Any other difference fails.
 */
const PARTITIONING_BEYOND_TYPEORM = [
  'ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "ck_webhook_deliveries_event_time"',
  'ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_event"',
  'ALTER TABLE "program_events" DROP CONSTRAINT "pk_program_events"',
  'ALTER TABLE "program_events" ADD CONSTRAINT "pk_program_events" PRIMARY KEY ("id")',
  'DROP INDEX "public"."idx_webhook_attempts_endpoint_time"',
  'ALTER TABLE "webhook_attempts" DROP CONSTRAINT "pk_webhook_attempts"',
  'ALTER TABLE "webhook_attempts" ADD CONSTRAINT "pk_webhook_attempts" PRIMARY KEY ("id")',
  'CREATE UNIQUE INDEX "uq_program_events_registration_seq" ON "program_events" ("registration_id", "seq")',
  'CREATE INDEX "idx_webhook_attempts_endpoint_time" ON "webhook_attempts" ("endpoint_id", "attempted_at")',
  'CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts" ("delivery_id", "number")',
  'ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") ' +
    'REFERENCES "program_events"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
];

describe('Program event record (database level)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should have entities and migrations that agree (schema diff is empty after migrating)', async () => {
    const pending = await app.dataSource.driver.createSchemaBuilder().log();
    const diff = pending.upQueries.map((query) => query.query.replace(/\s+/g, ' ').trim());
    expect(diff.sort()).toEqual(testDialect === 'postgres' ? [...PARTITIONING_BEYOND_TYPEORM].sort() : []);
  });

  it('should refuse UPDATE of an event at the database level', async () => {
    await registerProgram(app);
    await expect(app.dataSource.query(`UPDATE program_events SET event_type = 'tampered'`)).rejects.toThrow(
      /append-only/,
    );
  });

  it('should refuse DELETE of an event at the database level', async () => {
    await registerProgram(app);
    await expect(app.dataSource.query('DELETE FROM program_events')).rejects.toThrow(/append-only/);
    const [row] = await app.dataSource.query<Array<{ count: number | string }>>(
      'SELECT COUNT(*) AS count FROM program_events',
    );
    expect(Number(row.count)).toBeGreaterThan(0);
  });

  // SQLite has no TRUNCATE: its equivalent is an unconditional DELETE (which it may run as a table truncation).
  it(`should refuse ${testDialect === 'postgres' ? 'TRUNCATE' : 'an unconditional DELETE'} of the event table and keep every row`, async () => {
    await registerProgram(app);
    const count = async () =>
      Number(
        (
          await app.dataSource.query<Array<{ count: number | string }>>('SELECT COUNT(*) AS count FROM program_events')
        )[0].count,
      );
    const before = await count();
    const statement = testDialect === 'postgres' ? 'TRUNCATE program_events CASCADE' : 'DELETE FROM program_events';
    await expect(app.dataSource.query(statement)).rejects.toThrow(/append-only/);
    expect(before).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('should chain every event of a program: seq 1..n, prev_hash = previous hash', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    await app.http
      .patch(`/api/admin/registrations/${program.reference}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .send({ status: 'reviewing', status_note: 'documents look complete' })
      .expect(200);
    const rows: Array<{ seq: number; prev_hash: string; hash: string }> = await app.dataSource.query(
      testDialect === 'postgres'
        ? 'SELECT seq, prev_hash, hash FROM program_events WHERE registration_id = $1 ORDER BY seq'
        : 'SELECT seq, prev_hash, hash FROM program_events WHERE registration_id = ? ORDER BY seq',
      [program.id],
    );
    expect(rows.map((row) => Number(row.seq))).toEqual([1, 2, 3]);
    expect(rows[0].prev_hash).toBe('0'.repeat(64));
    expect(rows[1].prev_hash).toBe(rows[0].hash);
    expect(rows[2].prev_hash).toBe(rows[1].hash);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(3);
  });
});
