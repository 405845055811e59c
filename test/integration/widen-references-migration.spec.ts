import { DataSource } from 'typeorm';
import { testDialect } from '../support/dialect';
import { insertProgram, MigrationDatabase, openMigrationDatabase } from '../support/migration-database';

const MIGRATION = 'WidenReferences1795800800000';

/**
 * Programs and handoff records written with 10-character references survive the widening to 16 (issue 21): on SQLite it
 * rebuilds both tables, which the program's events, checklist and records refer to; none may be lost or left dangling.
 */
describe(MIGRATION, () => {
  let database: MigrationDatabase;
  let dataSource: DataSource;
  let placeholders: MigrationDatabase['placeholders'];
  let insert: MigrationDatabase['insert'];

  beforeAll(async () => {
    database = await openMigrationDatabase();
    ({ dataSource, placeholders, insert } = database);
  });

  afterAll(async () => {
    await database.close();
  });

  const at = testDialect === 'postgres' ? '2026-03-01T10:00:00.000Z' : '2026-03-01 10:00:00.000';

  it('should keep every program, event, checklist item and handoff record, and then take a 12-digit reference', async () => {
    await database.migrateTo(MIGRATION);
    const registrationId = await insertProgram(database, 'PRG-515151', at);
    const instructionId = await insert(
      'instructions',
      ['instruction_ref', 'registration_id', 'provider', 'action', 'status', 'payload', 'created_at', 'updated_at'],
      ['INS-424242', registrationId, 'manual', 'payout', 'draft', '{}', at, at],
    );
    const eventColumns = ['registration_id', 'seq', 'event_type', 'source', 'instruction_id', 'payload', 'created_at'];
    await insert(
      'program_events',
      [...eventColumns, 'prev_hash', 'hash'],
      [registrationId, 1, 'program.created', 'intake', null, '{}', at, '0'.repeat(64), '1'.repeat(64)],
    );
    await insert(
      'program_events',
      [...eventColumns, 'prev_hash', 'hash'],
      [
        registrationId,
        2,
        'handoff_record.created',
        'operator',
        instructionId,
        '{}',
        at,
        '1'.repeat(64),
        '2'.repeat(64),
      ],
    );
    await insert(
      'checklist_items',
      ['registration_id', 'item_id', 'label', 'category', 'required', 'done', 'position'],
      [registrationId, 'aml_programme', 'AML programme', 'compliance', true, false, 0],
    );
    const count = async (table: string) =>
      Number((await dataSource.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    const tables = ['registrations', 'instructions', 'program_events', 'checklist_items'];
    const before: Array<[string, number]> = [];
    for (const table of tables) {
      before.push([table, await count(table)]);
    }
    expect(before.map(([, n]) => n)).toEqual([1, 1, 2, 1]);

    await database.migrateAll();

    for (const [table, n] of before) {
      expect([table, await count(table)]).toEqual([table, n]);
    }
    const [kept] = await dataSource.query<Array<{ reference: string }>>(
      `SELECT reference FROM registrations WHERE id = ${placeholders(1)}`,
      [registrationId],
    );
    expect(kept.reference).toBe('PRG-515151');
    if (testDialect === 'sqlite') {
      expect(await dataSource.query('PRAGMA foreign_key_check')).toEqual([]);
    }
    const longId = await insertProgram(database, 'PRG-123456789012', at);
    const [long] = await dataSource.query<Array<{ reference: string }>>(
      `SELECT reference FROM registrations WHERE id = ${placeholders(1)}`,
      [longId],
    );
    expect(long.reference).toBe('PRG-123456789012');
  });
});
