import { ProgramTemplatesCatalog } from '../../src/catalogs/program-templates.catalog';
import { ChecklistRepository } from '../../src/checklist/checklist.repository';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The `checklist_items` table on the real dialect: a program's items, one item, and marking it. */
describe(ChecklistRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let checklist: ChecklistRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    checklist = app.app.get(ChecklistRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  it("should list only the program's items, in checklist order", async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    const other = await registerProgram(app);

    const items = await db.read((unit) => checklist.listOf(unit, program.id));

    const template = app.app.get(ProgramTemplatesCatalog).get('program_business');
    expect(items.map((item) => item.itemId)).toEqual(template.items.map((item) => item.id));
    expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index));
    expect(new Set(items.map((item) => item.registrationId))).toEqual(new Set([program.id]));
    const otherItems = await db.read((unit) => checklist.listOf(unit, other.id));
    expect(otherItems).toHaveLength(app.app.get(ProgramTemplatesCatalog).get('program_individual').items.length);
    expect(new Set(otherItems.map((item) => item.registrationId))).toEqual(new Set([other.id]));
    expect(await db.read((unit) => checklist.listOf(unit, 2_000_000_000))).toEqual([]);
  });

  it('should find one item of a program, and answer null for an item the checklist does not have', async () => {
    const program = await registerProgram(app, { client_role: 'business' });

    const [item, missing] = await db.read((unit) =>
      Promise.all([
        checklist.findItem(unit, program.id, 'aml_programme'),
        checklist.findItem(unit, program.id, 'no_such_item'),
      ]),
    );

    expect(item).toMatchObject({ registrationId: program.id, itemId: 'aml_programme', done: false, doneAt: null });
    expect(missing).toBeNull();
  });

  it('should mark an item done with who and when, and clear both when it is marked not done', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    const item = (await db.read((unit) => checklist.findItem(unit, program.id, 'aml_programme')))!;
    const at = new Date('2030-05-06T07:08:09.123Z');

    await db.write((unit) => checklist.mark(unit, item.id, true, 'admin', at));
    const done = await db.read((unit) => checklist.findItem(unit, program.id, 'aml_programme'));
    await db.write((unit) => checklist.mark(unit, item.id, false, 'admin', new Date()));
    const undone = await db.read((unit) => checklist.findItem(unit, program.id, 'aml_programme'));

    expect(done).toMatchObject({ id: item.id, done: true, doneAt: at, doneBy: 'admin' });
    expect(undone).toMatchObject({ id: item.id, done: false, doneAt: null, doneBy: null });
  });
});
