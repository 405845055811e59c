import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { RegistrationListRepository } from '../../src/read-models/registration-list.repository';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { checklistCounts, programWithFigures } from '../factories/program-figures.factory';
import { RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** Registration lists with their program figures, on the real dialect. */
describe(RegistrationListRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let list: RegistrationListRepository;
  const partnerSlug = `list-${randomBytes(4).toString('hex')}`;
  // Oldest first: [plain, withDocuments, withRecords, otherCorridor].
  let programs: RegisteredProgram[];

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    list = app.app.get(RegistrationListRepository);
    const mine = { partner_slug: partnerSlug };
    programs = [
      await programWithFigures(app, { overrides: mine }),
      await programWithFigures(app, { overrides: mine, documents: 2 }),
      await programWithFigures(app, { overrides: mine, instructions: 3 }),
      await programWithFigures(app, { overrides: { ...mine, corridor: 'CA-MX' } }),
    ];
    await app.http
      .patch(`/api/admin/registrations/${programs[2].reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  const referencesOf = (rows: Array<{ registration: { reference: string } }>) =>
    rows.map((row) => row.registration.reference);

  it('should list newest first, with each row’s own figures', async () => {
    const rows = await db.read((unit) => list.page(unit, { partnerSlug }, { limit: 10, offset: 0 }));

    expect(referencesOf(rows)).toEqual(programs.map((program) => program.reference).reverse());
    const checklist = await checklistCounts(app, programs[1].reference);
    expect(rows[2].figures).toEqual({
      checklistDone: checklist.completed,
      checklistTotal: checklist.total,
      checklistRequiredOpen: checklist.required_open,
      documentCount: 2,
      instructionCount: 0,
    });
    expect([rows[1].figures.documentCount, rows[1].figures.instructionCount]).toEqual([0, 3]);
    expect(rows[0].registration.partnerSlug).toBe(partnerSlug);
    expect(rows[0].registration.createdAt).toBeInstanceOf(Date);
  });

  it('should cut the page by limit and offset', async () => {
    const rows = await db.read((unit) => list.page(unit, { partnerSlug }, { limit: 2, offset: 1 }));

    expect(referencesOf(rows)).toEqual([programs[2].reference, programs[1].reference]);
  });

  it('should combine every filter given', async () => {
    const read = (filter: Parameters<RegistrationListRepository['page']>[1]) =>
      db.read(async (unit) => ({
        rows: referencesOf(await list.page(unit, { partnerSlug, ...filter }, { limit: 10, offset: 0 })),
        count: await list.count(unit, { partnerSlug, ...filter }),
      }));

    expect(await read({ hasDocuments: true })).toEqual({ rows: [programs[1].reference], count: 1 });
    expect((await read({ hasDocuments: false })).count).toBe(3);
    expect(await read({ corridor: 'CA-MX' })).toEqual({ rows: [programs[3].reference], count: 1 });
    expect(await read({ status: 'reviewing' })).toEqual({ rows: [programs[2].reference], count: 1 });
    expect(await read({ status: 'reviewing', corridor: 'CA-MX' })).toEqual({ rows: [], count: 0 });
    expect(await read({ settlementPath: 'no-such-path' })).toEqual({ rows: [], count: 0 });
  });

  it('should count per status under the filter, and find the newest creation time', async () => {
    const [byStatus, latest, none] = await db.read(async (unit) => [
      await list.countsByStatus(unit, { partnerSlug }),
      await list.latestCreatedAt(unit, { partnerSlug }),
      await list.latestCreatedAt(unit, { partnerSlug: `${partnerSlug}-none` }),
    ]);
    const newest = await db.read((unit) => list.page(unit, { partnerSlug }, { limit: 1, offset: 0 }));

    expect(byStatus).toEqual(
      new Map([
        ['pending', 3],
        ['reviewing', 1],
      ]),
    );
    expect(latest).toEqual(newest[0].registration.createdAt);
    expect(none).toBeNull();
  });
});
