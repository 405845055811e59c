import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { REGISTRATION_CSV_COLUMNS } from '../../src/read-models/registration-csv.columns';
import { RegistrationExportRepository } from '../../src/read-models/registration-export.repository';
import { checklistCounts, programWithFigures } from '../factories/program-figures.factory';
import { RegisteredProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { PoolWatch } from '../support/pool-watch';
import { startTestApp, TestApp } from '../support/test-app';

/** The registrations export's reads on the real dialect: keyset pages everywhere, the snapshot cursor on PostgreSQL. */
describe(RegistrationExportRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let exports: RegistrationExportRepository;
  const partnerSlug = `export-${randomBytes(4).toString('hex')}`;
  let programs: RegisteredProgram[];

  beforeAll(async () => {
    // No delivery sweeper in the background: the cursor is the only one to check a connection out.
    // Nothing in the background (delivery sweeper, tally fold) checks a connection out beside the export.
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false', TALLY_FOLD_MS: '0' } });
    db = app.app.get(TransactionRunner);
    exports = app.app.get(RegistrationExportRepository);
    programs = [
      await programWithFigures(app, { overrides: { partner_slug: partnerSlug }, documents: 1, instructions: 2 }),
      await programWithFigures(app, { overrides: { partner_slug: `${partnerSlug}-other` } }),
      await programWithFigures(app, { overrides: { partner_slug: partnerSlug, company: null } }),
    ];
  });

  afterAll(async () => {
    await app.close();
  });

  it('should read a page as the CSV columns by name, with the program figures', async () => {
    const [row] = await db.read((unit) => exports.page(unit, { partnerSlug }, 0, 1));
    const checklist = await checklistCounts(app, programs[0].reference);

    expect(Object.keys(row)).toEqual(['id', ...REGISTRATION_CSV_COLUMNS.map((column) => column.name)]);
    expect(Number(row.id)).toBe(programs[0].id);
    expect(row).toMatchObject({ reference: programs[0].reference, partner_slug: partnerSlug });
    expect(
      ['checklist_done', 'checklist_total', 'document_count', 'instruction_count'].map((name) => Number(row[name])),
    ).toEqual([checklist.completed, checklist.total, 1, 2]);
  });

  it('should page by id within the scope: after an id, up to the size', async () => {
    const all = await db.read((unit) => exports.page(unit, { partnerSlug }, 0, 10));
    const afterFirst = await db.read((unit) => exports.page(unit, { partnerSlug }, programs[0].id, 10));
    const everyone = await db.read((unit) => exports.page(unit, { everyone: true }, programs[0].id, 2));

    expect(all.map((row) => row.reference)).toEqual([programs[0].reference, programs[2].reference]);
    expect(afterFirst.map((row) => row.reference)).toEqual([programs[2].reference]);
    expect(afterFirst[0].company).toBeNull();
    expect(everyone.map((row) => row.reference)).toEqual([programs[1].reference, programs[2].reference]);
  });

  if (testDialect === 'postgres') {
    it('should stream the same rows from the cursor as text, and give its connection back on close', async () => {
      const pool = new PoolWatch(app);
      const page = await db.read((unit) => exports.page(unit, { partnerSlug }, 0, 10));

      const cursor = await db.read((unit) => exports.openCursor(unit, { partnerSlug }));
      const rows = await cursor.read(10);
      expect(pool.checkedOut()).toBe(1);
      await cursor.close();

      expect(exports.cursorAvailable).toBe(true);
      expect(rows.map((row) => row.slice(0, 16))).toEqual(
        page.map((row) =>
          REGISTRATION_CSV_COLUMNS.slice(0, 16).map((column) =>
            row[column.name] === null ? null : String(row[column.name]),
          ),
        ),
      );
      expect(rows[0][16]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00$/);
      await pool.allReturned();
      expect(pool.checkedOut()).toBe(0);
    });
  } else {
    it('should offer no cursor on SQLite', async () => {
      expect(exports.cursorAvailable).toBe(false);
      await expect(db.read((unit) => exports.openCursor(unit, { everyone: true }))).rejects.toThrow(
        'Export cursors need PostgreSQL',
      );
    });
  }
});
