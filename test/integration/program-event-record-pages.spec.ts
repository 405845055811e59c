import { TransactionRunner } from '../../src/database/transaction-runner';
import type { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramEventsRepository } from '../../src/program-events/program-events.repository';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { appendSeededEvents } from '../factories/long-record.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** The paged reads of a program's record (ProgramEventsRepository.recordPage/ofTypeUpTo, the door's recordPages). */
describe('Program record read in pages', () => {
  let app: TestApp;
  let db: TransactionRunner;
  let repository: ProgramEventsRepository;
  let door: ProgramEventsService;
  let program: RegisteredProgram;
  let other: RegisteredProgram;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    repository = app.app.get(ProgramEventsRepository);
    door = app.app.get(ProgramEventsService);
    program = await registerProgram(app);
    other = await registerProgram(app);
    await appendSeededEvents(app, program, 24);
    await appendSeededEvents(app, other, 5);
  });

  afterAll(async () => {
    await app.close();
  });

  const seqsOf = (events: ProgramEvent[]) => events.map((event) => event.seq);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

  it('should read the events after one seq up to another, in seq order, at most a page of them', async () => {
    const page = (afterSeq: number, upToSeq: number, size: number) =>
      db.read((unit) => repository.recordPage(unit, program.id, { afterSeq, upToSeq }, size));
    expect(seqsOf(await page(0, 25, 10))).toEqual(range(1, 10));
    expect(seqsOf(await page(10, 25, 10))).toEqual(range(11, 20));
    expect(seqsOf(await page(20, 22, 10))).toEqual([21, 22]);
    expect(await page(25, 25, 10)).toEqual([]);
    const [event] = await page(0, 1, 10);
    expect(event).toMatchObject({ registrationId: program.id, seq: 1, eventType: 'program.created', hashVersion: 2 });
    expect(event.createdAt).toBeInstanceOf(Date);
  });

  it('should read the events of one type up to a seq', async () => {
    const uploads = await db.read((unit) => repository.ofTypeUpTo(unit, program.id, 'document.uploaded', 20));
    expect(seqsOf(uploads)).toEqual([7, 14]);
    expect(uploads.every((event) => event.registrationId === program.id)).toBe(true);
  });

  it('should walk the record in pages up to the head it is given, whatever is appended meanwhile', async () => {
    const head = await db.read((unit) => door.lastSeq(unit, program.id));
    expect(head).toBe(25);
    const pages: number[][] = [];
    for await (const page of door.recordPages(program.id, head, 10)) {
      pages.push(seqsOf(page));
      if (pages.length === 1) {
        await appendSeededEvents(app, program, 3);
      }
    }
    expect(pages).toEqual([range(1, 10), range(11, 20), range(21, 25)]);
    const exact: number[][] = [];
    for await (const page of door.recordPages(other.id, 6, 3)) {
      exact.push(seqsOf(page));
    }
    expect(exact).toEqual([range(1, 3), range(4, 6)]);
  });

  it('should walk nothing for a program without events up to the head', async () => {
    const pages: ProgramEvent[][] = [];
    for await (const page of door.recordPages(program.id, 0, 10)) {
      pages.push(page);
    }
    expect(pages).toEqual([]);
    expect(await db.read((unit) => door.lastSeq(unit, -1))).toBe(0);
  });
});
