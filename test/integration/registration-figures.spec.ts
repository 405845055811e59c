import { DataSource } from 'typeorm';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { uploadDocument } from '../factories/document.factory';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { MigrationDatabase, openMigrationDatabase } from '../support/migration-database';
import { startTestApp, TestApp } from '../support/test-app';

const MIGRATION = 'AddRegistrationListColumns1795800600000';

interface FigureRow {
  reference: string;
  document_count: number | string;
  checklist_done: number | string;
  documents: number | string;
  done: number | string;
}

/** Each registration's maintained figures beside the counts they stand for. */
const FIGURES_AND_COUNTS = `SELECT "r"."reference", "r"."document_count", "r"."checklist_done",
    (SELECT COUNT(*) FROM "documents" "d" WHERE "d"."registration_id" = "r"."id") AS "documents",
    (SELECT COUNT(*) FROM "checklist_items" "c" WHERE "c"."registration_id" = "r"."id" AND "c"."done") AS "done"
  FROM "registrations" "r" ORDER BY "r"."id"`;

const asNumbers = (rows: FigureRow[]) =>
  rows.map((row) => ({
    reference: row.reference,
    figures: [Number(row.document_count), Number(row.checklist_done)],
    counts: [Number(row.documents), Number(row.done)],
  }));

/**
 * `registrations.document_count` and `checklist_done`: backfilled by their migration, set at intake, and kept by the
 * writes that change them in the same transaction — never out of step with the rows they count.
 */
describe('Maintained registration figures', () => {
  describe(MIGRATION, () => {
    let database: MigrationDatabase;
    let dataSource: DataSource;
    let placeholders: MigrationDatabase['placeholders'];

    beforeAll(async () => {
      database = await openMigrationDatabase();
      ({ dataSource, placeholders } = database);
    });

    afterAll(async () => {
      await database.close();
    });

    const at = testDialect === 'postgres' ? '2026-03-01T10:00:00.000Z' : '2026-03-01 10:00:00.000';
    const insert = (table: string, values: Record<string, unknown>) =>
      database.insert(table, Object.keys(values), Object.values(values));

    async function oldProgram(reference: string, done: boolean[], documents: number): Promise<void> {
      const registrationId = await insert('registrations', {
        reference,
        full_name: 'Old Applicant',
        email: 'old@example.com',
        consent_accepted: true,
        settlement_path: 'fiat',
        client_role: 'individual',
        registration_type: 'program',
        status: 'pending',
        lifecycle: 'created',
        template_id: 'program_individual',
        created_at: at,
        updated_at: at,
      });
      for (const [position, itemDone] of done.entries()) {
        await insert('checklist_items', {
          registration_id: registrationId,
          item_id: `item_${position}`,
          label: 'Item',
          category: 'old',
          required: true,
          done: itemDone,
          position,
        });
      }
      for (let index = 0; index < documents; index++) {
        await dataSource.query(
          `INSERT INTO documents (id, registration_id, filename, content_type, size, sha256, content, source, uploaded_at)
           VALUES (${placeholders(9)})`,
          [
            `00000000-0000-4000-8000-${String(registrationId * 10 + index).padStart(12, '0')}`,
            registrationId,
            'old.pdf',
            'application/pdf',
            4,
            '0'.repeat(64),
            Buffer.from('%PDF'),
            'api',
            at,
          ],
        );
      }
    }

    it('should backfill both figures of the existing rows and index every list filter', async () => {
      await database.migrateTo(MIGRATION);
      await oldProgram('PRG-600001', [true, false, true, true], 2);
      await oldProgram('PRG-600002', [false, false], 0);
      await oldProgram('PRG-600003', [], 1);

      await database.migrateThrough(MIGRATION);

      expect(asNumbers(await dataSource.query<FigureRow[]>(FIGURES_AND_COUNTS))).toEqual([
        { reference: 'PRG-600001', figures: [2, 3], counts: [2, 3] },
        { reference: 'PRG-600002', figures: [0, 0], counts: [0, 0] },
        { reference: 'PRG-600003', figures: [1, 0], counts: [1, 0] },
      ]);
      const indexes =
        testDialect === 'postgres'
          ? await dataSource.query<Array<{ name: string }>>(
              `SELECT indexname AS name FROM pg_indexes WHERE tablename = 'registrations' AND indexname LIKE 'idx_%'`,
            )
          : await dataSource.query<Array<{ name: string }>>(
              `SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'registrations' AND name LIKE 'idx_%'`,
            );
      expect(indexes.map((row) => row.name).sort()).toEqual([
        'idx_registrations_corridor_keyset',
        'idx_registrations_keyset',
        'idx_registrations_partner_keyset',
        'idx_registrations_settlement_keyset',
        'idx_registrations_status_keyset',
        'idx_registrations_with_documents_keyset',
        'idx_registrations_without_documents_keyset',
      ]);
    });

    it('should undo to the earlier indexes and no figure columns, and apply again', async () => {
      await dataSource.undoLastMigration();
      const columns =
        testDialect === 'postgres'
          ? await dataSource.query<Array<{ name: string }>>(
              `SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'registrations'`,
            )
          : await dataSource.query<Array<{ name: string }>>(`SELECT name FROM pragma_table_info('registrations')`);
      expect(columns.map((column) => column.name)).not.toContain('document_count');
      expect(columns.map((column) => column.name)).not.toContain('checklist_done');

      await dataSource.runMigrations();
      expect(asNumbers(await dataSource.query<FigureRow[]>(FIGURES_AND_COUNTS))[0].figures).toEqual([2, 3]);
    });
  });

  describe('kept by the writes', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp();
    });

    afterAll(async () => {
      await app.close();
    });

    const figures = async () => asNumbers(await app.dataSource.query<FigureRow[]>(FIGURES_AND_COUNTS));

    it('should set the figures at intake from the opening checklist, and move them with uploads and items', async () => {
      // A business program opens with items already done from what intake holds (prefilled).
      const business = await registerProgram(app, {
        client_role: 'business',
        company: 'Prefilled Co',
        legal_entity_name: 'Prefilled Co Ltd',
        business_number: '123456789',
      });
      const plain = await registerProgram(app);
      const atIntake = (await figures()).find((row) => row.reference === business.reference);
      expect(atIntake?.figures).toEqual(atIntake?.counts);
      expect(atIntake?.figures[1]).toBeGreaterThanOrEqual(2);

      await uploadDocument(app, plain.reference);
      await uploadDocument(app, plain.reference);
      const patch = (reference: string, item: string, done: boolean) =>
        app.http.patch(`/api/checklist/${reference}/items/${item}`).set(ADMIN_HEADERS).send({ done }).expect(200);
      await patch(business.reference, 'aml_programme', true);
      await patch(business.reference, 'aml_programme', true);
      await patch(business.reference, 'aml_programme', false);
      await patch(business.reference, 'aml_programme', true);
      await patch(plain.reference, 'documents_uploaded', false);

      const rows = await figures();
      for (const row of rows) {
        expect(row.figures).toEqual(row.counts);
      }
      expect(rows.find((row) => row.reference === plain.reference)?.figures[0]).toBe(2);
    });

    it('should count each of concurrent uploads and same-value item changes exactly once', async () => {
      const program = await registerProgram(app, { client_role: 'business', company: 'Race Co' });
      await Promise.all([
        ...Array.from({ length: 4 }, () => uploadDocument(app, program.reference)),
        ...Array.from({ length: 4 }, () =>
          app.http
            .patch(`/api/checklist/${program.reference}/items/aml_programme`)
            .set(ADMIN_HEADERS)
            .send({ done: true })
            .expect(200),
        ),
      ]);

      const row = (await figures()).find((entry) => entry.reference === program.reference);
      expect(row?.figures).toEqual(row?.counts);
      expect(row?.figures[0]).toBe(4);
      const events = await app.http.get(`/api/programs/${program.reference}/events?limit=100`).expect(200);
      const changes = (events.body as { events: Array<{ event_type: string; payload: { item_id?: string } }> }).events
        .filter((event) => event.event_type === 'checklist.item_updated')
        .map((event) => event.payload.item_id);
      expect(changes.filter((item) => item === 'aml_programme')).toHaveLength(1);
      expect(changes.filter((item) => item === 'documents_uploaded')).toHaveLength(1);
    });
  });
});
