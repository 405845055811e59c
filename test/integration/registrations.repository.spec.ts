import { TransactionRunner } from '../../src/database/transaction-runner';
import { UnitOfWork } from '../../src/database/unit-of-work';
import { RegistrationsRepository } from '../../src/registrations/registrations.repository';
import { createInstruction } from '../factories/instruction.factory';
import { RegisteredProgram, registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { untilBlockedOnLock } from '../support/lock-wait';

const UNKNOWN_REFERENCE = 'PRG-000000';

/** The `registrations` table on the real dialect: lookups, the row lock, changes and the status read. */
describe(RegistrationsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let registrations: RegistrationsRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    registrations = app.app.get(RegistrationsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should find a program by its reference and by its id, and answer null when there is none', async () => {
    const program = await registerProgram(app, { partner_slug: 'acme', full_name: 'Ada Lovelace' });

    const [byReference, byId, unknownReference, unknownId] = await db.read((unit) =>
      Promise.all([
        registrations.findByReference(unit, program.reference),
        registrations.findById(unit, program.id),
        registrations.findByReference(unit, UNKNOWN_REFERENCE),
        registrations.findById(unit, 2_000_000_000),
      ]),
    );

    expect(byReference).toMatchObject({ id: program.id, reference: program.reference, fullName: 'Ada Lovelace' });
    expect(byReference!.partnerSlug).toBe('acme');
    expect(byId).toEqual(byReference);
    expect(unknownReference).toBeNull();
    expect(unknownId).toBeNull();
  });

  it('should map the ids of existing programs to their references, leaving out unknown ids', async () => {
    const first = await registerProgram(app);
    const second = await registerProgram(app);

    const references = await db.read((unit) =>
      registrations.referencesByIds(unit, [first.id, second.id, first.id, 2_000_000_000]),
    );

    expect(references).toEqual(
      new Map([
        [first.id, first.reference],
        [second.id, second.reference],
      ]),
    );
    expect(await db.read((unit) => registrations.referencesByIds(unit, []))).toEqual(new Map());
  });

  it('should store the changed columns and leave the others as they were', async () => {
    const program = await registerProgram(app);
    const updatedAt = new Date('2030-01-02T03:04:05.678Z');

    await db.write((unit) =>
      registrations.update(unit, program.id, { status: 'reviewing', statusNote: 'checked', updatedAt }),
    );

    const stored = await db.read((unit) => registrations.findById(unit, program.id));
    expect(stored).toMatchObject({ status: 'reviewing', statusNote: 'checked', updatedAt, lifecycle: 'created' });
  });

  type Lock = (unit: UnitOfWork, program: RegisteredProgram) => Promise<unknown>;
  const byReference: Lock = (unit, program) => registrations.lockByReference(unit, program.reference);
  const byId: Lock = (unit, program) => registrations.lockById(unit, program.id);

  // On SQLite the second unit waits because units run one at a time; on PostgreSQL, for the row lock.
  it.each([
    ['reference', byReference],
    ['id', byId],
  ])('should make a second unit locking the program by %s wait until the first one ends', async (_by, lock) => {
    const program = await registerProgram(app);
    const steps: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalLocked!: () => void;
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));

    const first = db.write(async (unit) => {
      await lock(unit, program);
      steps.push('first locked');
      signalLocked();
      await held;
      steps.push('first ends');
    });
    await locked;
    const second = db.write(async (unit) => {
      await lock(unit, program);
      steps.push('second locked');
    });
    await untilBlockedOnLock(app.dataSource);
    steps.push('first released');
    release();
    await Promise.all([first, second]);

    expect(steps).toEqual(['first locked', 'first released', 'first ends', 'second locked']);
  });

  it('should write the erased fields and mark only that row erased, a new program being unerased', async () => {
    const program = await registerProgram(app, { full_name: 'Erin Erasable', phone: '+1 555 0101' });
    const neighbour = await registerProgram(app);
    const at = new Date('2031-01-02T03:04:05.000Z');

    await db.write((unit) => registrations.markErased(unit, program.id, { fullName: '[erased]', phone: null }, at));

    const [erased, untouched] = await db.read((unit) =>
      Promise.all([registrations.findById(unit, program.id), registrations.findById(unit, neighbour.id)]),
    );
    expect(erased).toMatchObject({ fullName: '[erased]', phone: null, erasedAt: at, updatedAt: at });
    expect(untouched!.erasedAt).toBeNull();
  });

  it('should return the locked row, or null when the reference is unknown', async () => {
    const program = await registerProgram(app);

    const [locked, unknown] = await db.write(async (unit) => [
      await registrations.lockByReference(unit, program.reference),
      await registrations.lockByReference(unit, UNKNOWN_REFERENCE),
    ]);

    expect(locked).toMatchObject({ id: program.id, reference: program.reference, status: 'pending' });
    expect(unknown).toBeNull();
  });

  it('should read each status with its newest events and handoff count, also when read together', async () => {
    const busy = await registerProgram(app, { client_role: 'business', full_name: 'Grace Hopper' });
    const quiet = await registerProgram(app);
    await createInstruction(app, busy.reference);
    await createInstruction(app, busy.reference);

    const [busyStatus, quietStatus, unknown] = await db.read((unit) =>
      Promise.all([
        registrations.statusOf(unit, busy.reference),
        registrations.statusOf(unit, quiet.reference),
        registrations.statusOf(unit, UNKNOWN_REFERENCE),
      ]),
    );

    expect(busyStatus!.registration).toMatchObject({
      id: busy.id,
      reference: busy.reference,
      fullName: 'Grace Hopper',
      clientRole: 'business',
      status: 'pending',
    });
    expect(busyStatus!.instructionCount).toBe(2);
    expect(busyStatus!.recentEvents.map((event) => event.eventType)).toEqual([
      'program.created',
      'handoff_record.created',
      'handoff_record.created',
    ]);
    expect(quietStatus!.registration.reference).toBe(quiet.reference);
    expect(quietStatus!.instructionCount).toBe(0);
    expect(quietStatus!.recentEvents.map((event) => event.eventType)).toEqual(['program.created']);
    expect(unknown).toBeNull();
  });

  it('should show only the newest ten events, oldest first', async () => {
    const program = await registerProgram(app, { client_role: 'business' });
    for (let n = 0; n < 12; n++) {
      await app.http
        .patch(`/api/checklist/${program.reference}/items/aml_programme`)
        .send({ done: n % 2 === 0 })
        .expect(200);
    }

    const status = await db.read((unit) => registrations.statusOf(unit, program.reference));

    const ids = status!.recentEvents.map((event) => event.id);
    expect(ids).toHaveLength(10);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(status!.recentEvents.every((event) => event.eventType === 'checklist.item_updated')).toBe(true);
  });
});
