import { TransactionRunner } from '../../src/database/transaction-runner';
import { ProgramEvent } from '../../src/program-events/program-event.entity';
import { ProgramTimelineRepository } from '../../src/read-models/program-timeline.repository';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** A program's event record as the console pages it, on the real dialect. */
describe(ProgramTimelineRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let timeline: ProgramTimelineRepository;
  let program: RegisteredProgram;
  /** The program's event ids, oldest first. */
  let ids: number[];

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    timeline = app.app.get(ProgramTimelineRepository);
    program = await registerProgram(app);
    await registerProgram(app);
    for (const status of ['reviewing', 'approved']) {
      await app.http
        .patch(`/api/admin/registrations/${program.reference}`)
        .set(ADMIN_HEADERS)
        .send({ status })
        .expect(200);
    }
    ids = (await eventsInChainOrder()).map((event) => event.id);
  });

  /** The program's events by TypeORM's own repository, not the one under test, in chain order. */
  const eventsInChainOrder = () =>
    app.dataSource.getRepository(ProgramEvent).find({ where: { registrationId: program.id }, order: { seq: 'ASC' } });

  afterAll(async () => {
    await app.close();
  });

  it('should page newest first, older than an id, or newer than one (ascending)', async () => {
    const [newest, older, newer] = await db.read(async (unit) => [
      await timeline.page(unit, program.id, {}, 2),
      await timeline.page(unit, program.id, { olderThan: ids[ids.length - 2] }, 50),
      await timeline.page(unit, program.id, { newerThan: ids[0] }, 2),
    ]);

    expect(new Set([...newest, ...older, ...newer].map((event) => event.registrationId))).toEqual(
      new Set([program.id]),
    );
    expect(newest.map((event) => event.id)).toEqual(ids.slice(-2).reverse());
    expect(older.map((event) => event.id)).toEqual(ids.slice(0, -2).reverse());
    expect(newer.map((event) => event.id)).toEqual(ids.slice(1, 3));
  });

  it('should tell whether the program has events beyond an id, ignoring other programs', async () => {
    const answers = await db.read(async (unit) => [
      await timeline.hasEventBeyond(unit, program.id, ids[ids.length - 1], true),
      await timeline.hasEventBeyond(unit, program.id, ids[ids.length - 2], true),
      await timeline.hasEventBeyond(unit, program.id, ids[0], false),
      await timeline.hasEventBeyond(unit, program.id, ids[1], false),
    ]);

    expect(answers).toEqual([false, true, false, true]);
  });

  it('should page and look beyond within a filter: one event type, one kind of actor, or both', async () => {
    const all = await eventsInChainOrder();
    const changes = all.filter((event) => event.eventType === 'program.status_changed').map((event) => event.id);
    const applicant = all.filter((event) => event.actor?.type === 'applicant').map((event) => event.id);
    expect(changes).toHaveLength(2);
    expect(applicant).toEqual([ids[0]]);

    const [byType, byActor, both, none, olderChange, beyond] = await db.read(async (unit) => [
      await timeline.page(unit, program.id, {}, 50, { eventType: 'program.status_changed' }),
      await timeline.page(unit, program.id, {}, 50, { actorType: 'applicant' }),
      await timeline.page(unit, program.id, {}, 50, { eventType: 'program.status_changed', actorType: 'bootstrap' }),
      await timeline.page(unit, program.id, {}, 50, { eventType: 'program.status_changed', actorType: 'applicant' }),
      await timeline.page(unit, program.id, { olderThan: changes[1] }, 50, { eventType: 'program.status_changed' }),
      [
        await timeline.hasEventBeyond(unit, program.id, changes[1], false, { eventType: 'program.status_changed' }),
        await timeline.hasEventBeyond(unit, program.id, changes[0], false, { eventType: 'program.status_changed' }),
        await timeline.hasEventBeyond(unit, program.id, ids[0], true, { actorType: 'applicant' }),
      ],
    ]);

    expect(byType.map((event) => event.id)).toEqual([...changes].reverse());
    expect(byActor.map((event) => event.id)).toEqual(applicant);
    expect(both.map((event) => event.id)).toEqual([...changes].reverse());
    expect(none).toEqual([]);
    expect(olderChange.map((event) => event.id)).toEqual([changes[0]]);
    expect(beyond).toEqual([true, false, false]);
  });
});
