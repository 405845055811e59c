import { TransactionRunner } from '../../src/database/transaction-runner';
import { ProgramFiguresRepository } from '../../src/read-models/program-figures.repository';
import { checklistCounts, programWithFigures } from '../factories/program-figures.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The program figures (one definition per figure) on the real dialect, checked against the owning modules. */
describe(ProgramFiguresRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let figures: ProgramFiguresRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    figures = app.app.get(ProgramFiguresRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should count documents, handoff records and checklist items as their modules do', async () => {
    const program = await programWithFigures(app, { documents: 2, instructions: 3 });
    const before = await checklistCounts(app, program.reference);
    await app.http.patch(`/api/checklist/${program.reference}/items/settlement_path_confirmed`).send({ done: true });
    const checklist = await checklistCounts(app, program.reference);

    const read = await db.read((unit) => figures.of(unit, program.id));

    expect(checklist.completed).toBe(before.completed + 1);
    expect(read).toEqual({
      checklistDone: checklist.completed,
      checklistTotal: checklist.total,
      checklistRequiredOpen: checklist.required_open,
      documentCount: 2,
      instructionCount: 3,
    });
  });

  it('should answer zero documents and records for a program with none, its checklist still counted', async () => {
    const program = await programWithFigures(app);
    const checklist = await checklistCounts(app, program.reference);

    const read = await db.read((unit) => figures.of(unit, program.id));

    expect(checklist.total).toBeGreaterThan(checklist.completed);
    expect(read).toEqual({
      checklistDone: checklist.completed,
      checklistTotal: checklist.total,
      checklistRequiredOpen: checklist.required_open,
      documentCount: 0,
      instructionCount: 0,
    });
  });

  it('should keep one program’s figures apart from another’s', async () => {
    const busy = await programWithFigures(app, { documents: 1, instructions: 2 });
    const quiet = await programWithFigures(app);

    const [forBusy, forQuiet] = await db.read(async (unit) => [
      await figures.of(unit, busy.id),
      await figures.of(unit, quiet.id),
    ]);

    expect([forBusy?.documentCount, forBusy?.instructionCount]).toEqual([1, 2]);
    expect([forQuiet?.documentCount, forQuiet?.instructionCount]).toEqual([0, 0]);
  });

  it('should answer null for an id no registration has', async () => {
    expect(await db.read((unit) => figures.of(unit, 2_000_000_000))).toBeNull();
  });
});
