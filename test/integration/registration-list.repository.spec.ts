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
    const { rows } = await db.read((unit) => list.page(unit, { partnerSlug }, { from: 'newest', offset: 0 }, 10));

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
    const { rows, more } = await db.read((unit) => list.page(unit, { partnerSlug }, { from: 'newest', offset: 1 }, 2));

    expect(referencesOf(rows)).toEqual([programs[2].reference, programs[1].reference]);
    expect(more).toBe(true);
  });

  it('should read the pages after and before a row’s key, and the oldest, newest first in each', async () => {
    const [newest, after, before, oldest, beyondOldest] = await db.read(async (unit) => {
      const first = await list.page(unit, { partnerSlug }, { from: 'newest', offset: 0 }, 2);
      return [
        first,
        await list.page(unit, { partnerSlug }, { from: 'after', key: first.rows[1].key }, 2),
        await list.page(unit, { partnerSlug }, { from: 'before', key: first.rows[1].key }, 2),
        await list.page(unit, { partnerSlug }, { from: 'oldest' }, 3),
        await list.page(
          unit,
          { partnerSlug },
          { from: 'after', key: (await list.page(unit, { partnerSlug }, { from: 'oldest' }, 1)).rows[0].key },
          2,
        ),
      ];
    });
    const newestFirst = programs.map((program) => program.reference).reverse();

    expect([referencesOf(newest.rows), newest.more]).toEqual([newestFirst.slice(0, 2), true]);
    expect([referencesOf(after.rows), after.more]).toEqual([newestFirst.slice(2, 4), false]);
    expect([referencesOf(before.rows), before.more]).toEqual([newestFirst.slice(0, 1), false]);
    expect([referencesOf(oldest.rows), oldest.more]).toEqual([newestFirst.slice(1, 4), true]);
    expect([referencesOf(beyondOldest.rows), beyondOldest.more]).toEqual([[], false]);
    expect(newest.rows[0].key).toEqual({
      atMicros: newest.rows[0].registration.createdAt.getTime() * 1000,
      id: newest.rows[0].registration.id,
    });
  });

  it('should combine every filter given', async () => {
    const read = (filter: Parameters<RegistrationListRepository['page']>[1]) =>
      db.read(async (unit) => ({
        rows: referencesOf((await list.page(unit, { partnerSlug, ...filter }, { from: 'newest', offset: 0 }, 10)).rows),
        count: await list.count(unit, { partnerSlug, ...filter }),
      }));

    expect(await read({ hasDocuments: true })).toEqual({ rows: [programs[1].reference], count: 1 });
    expect(await db.read((unit) => list.countUpTo(unit, { partnerSlug }, 3))).toBeNull();
    expect(await db.read((unit) => list.countUpTo(unit, { partnerSlug }, 4))).toBe(4);
    expect(
      await db.read((unit) => list.countsByStatusUpTo(unit, { partnerSlug }, ['pending', 'reviewing', 'approved'], 2)),
    ).toEqual(
      new Map([
        ['pending', null],
        ['reviewing', 1],
        ['approved', 0],
      ]),
    );
    expect((await read({ hasDocuments: false })).count).toBe(3);
    expect(await read({ corridor: 'CA-MX' })).toEqual({ rows: [programs[3].reference], count: 1 });
    expect(await read({ status: 'reviewing' })).toEqual({ rows: [programs[2].reference], count: 1 });
    expect(await read({ status: 'reviewing', corridor: 'CA-MX' })).toEqual({ rows: [], count: 0 });
    expect(await read({ settlementPath: 'no-such-path' })).toEqual({ rows: [], count: 0 });
  });

  it('should find the newest creation time under the filter', async () => {
    const [latest, none] = await db.read(async (unit) => [
      await list.latestCreatedAt(unit, { partnerSlug }),
      await list.latestCreatedAt(unit, { partnerSlug: `${partnerSlug}-none` }),
    ]);
    const { rows: newest } = await db.read((unit) =>
      list.page(unit, { partnerSlug }, { from: 'newest', offset: 0 }, 1),
    );

    expect(latest).toEqual(newest[0].registration.createdAt);
    expect(none).toBeNull();
  });
});
