import { DataSource } from 'typeorm';
import { testDialect } from '../support/dialect';
import { insertProgram, MigrationDatabase, openMigrationDatabase } from '../support/migration-database';

const MIGRATION = 'AddTallies1795800900000';

/** The tallies start from the rows already there (issue 21), and the undo removes them and their triggers. */
describe(MIGRATION, () => {
  let database: MigrationDatabase;
  let dataSource: DataSource;
  let insert: MigrationDatabase['insert'];
  const at = testDialect === 'postgres' ? '2026-03-01T10:00:00.000Z' : '2026-03-01 10:00:00.000';
  const program = (reference: string, status: string, partner: string | null) =>
    insertProgram(database, reference, at, { status, partner });
  const record = (ref: string, registrationId: number, status: string) => [
    ref,
    registrationId,
    'manual',
    'payout',
    status,
    '{}',
    at,
    at,
  ];
  const event = (registrationId: number, seq: number) => [
    registrationId,
    seq,
    'program.created',
    'intake',
    '{}',
    at,
    String(seq - 1).repeat(64),
    String(seq).repeat(64),
  ];
  const tallies = async () =>
    (
      await dataSource.query<Array<{ measure: string; partner_slug: string; status: string; value: number | string }>>(
        'SELECT measure, partner_slug, status, value FROM tallies ORDER BY measure, partner_slug, status',
      )
    ).map((row) => [row.measure, row.partner_slug, row.status, Number(row.value)]);
  const deltas = async () =>
    Number((await dataSource.query<Array<{ n: number | string }>>('SELECT COUNT(*) AS n FROM tally_deltas'))[0].n);

  beforeAll(async () => {
    database = await openMigrationDatabase();
    ({ dataSource, insert } = database);
  });

  afterAll(async () => {
    await database.close();
  });

  it('should count the programs, handoff records and events already written, then count new ones by trigger', async () => {
    await database.migrateTo(MIGRATION);
    const first = await program('PRG-100001', 'pending', 'north-bank');
    await program('PRG-100002', 'approved', 'north-bank');
    const third = await program('PRG-100003', 'pending', null);
    const recordColumns = [
      'instruction_ref',
      'registration_id',
      'provider',
      'action',
      'status',
      'payload',
      'created_at',
      'updated_at',
    ];
    await insert('instructions', recordColumns, record('INS-100001', first, 'draft'));
    await insert('instructions', recordColumns, record('INS-100002', third, 'filled'));
    const eventColumns = [
      'registration_id',
      'seq',
      'event_type',
      'source',
      'payload',
      'created_at',
      'prev_hash',
      'hash',
    ];
    await insert('program_events', eventColumns, event(first, 1));
    await insert('program_events', eventColumns, event(first, 2));
    await insert('program_events', eventColumns, event(third, 1));

    await database.migrateThrough(MIGRATION);

    expect(await tallies()).toEqual([
      ['events', '', '', 3],
      ['instructions', '', 'filled', 1],
      ['instructions', 'north-bank', 'draft', 1],
      ['registrations', '', 'pending', 1],
      ['registrations', 'north-bank', 'approved', 1],
      ['registrations', 'north-bank', 'pending', 1],
    ]);
    expect(await deltas()).toBe(0);

    await program('PRG-100004', 'pending', 'north-bank');
    expect(await dataSource.query('SELECT measure, partner_slug, status, delta FROM tally_deltas')).toEqual([
      { measure: 'registrations', partner_slug: 'north-bank', status: 'pending', delta: 1 },
    ]);
  });

  it('should drop the tables and their triggers when undone, leaving writes working', async () => {
    await dataSource.undoLastMigration();

    const tables: unknown[] =
      testDialect === 'postgres'
        ? await dataSource.query(
            `SELECT table_name AS name FROM information_schema.tables WHERE table_name LIKE 'tall%'
             UNION ALL SELECT tgname FROM pg_trigger WHERE tgname LIKE '%_tally_%'
             UNION ALL SELECT proname FROM pg_proc WHERE proname LIKE 'tally_%'`,
          )
        : await dataSource.query(`SELECT name FROM sqlite_master WHERE name LIKE 'tall%' OR name LIKE '%_tally_%'`);
    expect(tables).toEqual([]);
    await program('PRG-100005', 'pending', null);
  });
});

const DASHBOARD_MIGRATION = 'AddDashboardTallies1795801600000';

/** The dashboard's measures start from the rows already there, and the undo leaves AddTallies' triggers as they were. */
describe(DASHBOARD_MIGRATION, () => {
  let database: MigrationDatabase;
  const stored = (iso: string) => (testDialect === 'postgres' ? iso : iso.replace('T', ' ').replace('Z', ''));

  beforeAll(async () => {
    database = await openMigrationDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const dashboardTallies = async () =>
    (
      await database.dataSource.query<
        Array<{ measure: string; partner_slug: string; status: string; value: number | string }>
      >(
        `SELECT measure, partner_slug, status, value FROM tallies
         WHERE measure NOT IN ('registrations', 'instructions', 'events') ORDER BY measure, partner_slug, status`,
      )
    ).map((row) => [row.measure, row.partner_slug, row.status, Number(row.value)]);

  it('should count intake days, checklist buckets and approvals (timed by their last update) already there', async () => {
    await database.migrateTo(DASHBOARD_MIGRATION);
    const approvedId = await insertProgram(database, 'PRG-200001', stored('2026-03-01T10:00:00.000Z'), {
      status: 'approved',
      partner: 'north-bank',
    });
    await database.dataSource.query(
      `UPDATE registrations SET updated_at = ${database.placeholders(1)} WHERE id = ${approvedId}`,
      [stored('2026-03-01T11:30:00.000Z')],
    );
    await insertProgram(database, 'PRG-200002', stored('2026-03-02T23:59:00.000Z'));

    await database.migrateThrough(DASHBOARD_MIGRATION);

    expect(await dashboardTallies()).toEqual([
      ['approval_seconds', 'north-bank', '', 5400],
      ['approvals', 'north-bank', '', 1],
      ['checklist_done', '', '0', 1],
      ['checklist_done', 'north-bank', '0', 1],
      ['intake_days', '', '2026-03-02', 1],
      ['intake_days', 'north-bank', '2026-03-01', 1],
    ]);
  });

  it('should take the measures and their triggers away when undone', async () => {
    await database.dataSource.undoLastMigration();
    await database.dataSource.query('DELETE FROM tally_deltas');

    await insertProgram(database, 'PRG-200003', stored('2026-03-03T09:00:00.000Z'));

    expect(await dashboardTallies()).toEqual([]);
    expect(await database.dataSource.query('SELECT measure, delta FROM tally_deltas')).toEqual([
      { measure: 'registrations', delta: 1 },
    ]);
  });
});
