import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { Instruction } from '../../src/instructions/instruction.entity';
import { InstructionsRepository, NewInstruction } from '../../src/instructions/instructions.repository';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { untilBlockedOnLock } from '../support/lock-wait';

/** The `instructions` table (handoff records) on the real dialect, each test on programs of its own. */
describe(InstructionsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let instructions: InstructionsRepository;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    instructions = app.app.get(InstructionsRepository);
  });

  afterAll(async () => {
    await app.close();
  });

  const freshRef = () => `INS-${String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, '0')}`;
  const freshSlug = () => `partner-${randomBytes(4).toString('hex')}`;
  const newRecord = (program: RegisteredProgram, overrides: Partial<NewInstruction> = {}): NewInstruction => {
    const now = new Date();
    return {
      instructionRef: freshRef(),
      registrationId: program.id,
      provider: 'bank-partner',
      action: 'submit_order',
      externalId: null,
      status: 'draft',
      payload: { corridor: 'CA-US' },
      createdAt: now,
      updatedAt: now,
      ...overrides,
    };
  };
  const insert = (record: NewInstruction): Promise<Instruction> =>
    db.write((unit) => instructions.insert(unit, record));

  it('should answer the inserted record with its new id and list it under its program in id order', async () => {
    const program = await registerProgram(app);
    const first = await insert(newRecord(program));
    const second = await insert(newRecord(program, { payload: { nested: { band: 'small' } } }));

    expect(second.id).toBeGreaterThan(first.id);
    const listed = await db.read((unit) => instructions.listForProgram(unit, program.id));
    expect(listed.map((record) => record.id)).toEqual([first.id, second.id]);
    expect(listed[1]).toMatchObject({
      instructionRef: second.instructionRef,
      registrationId: program.id,
      status: 'draft',
      externalId: null,
      payload: { nested: { band: 'small' } },
      createdAt: second.createdAt,
    });
  });

  it('should find the record with its program, and nothing for an unknown id', async () => {
    const program = await registerProgram(app);
    const record = await insert(newRecord(program));

    const found = await db.read((unit) => instructions.findWithProgram(unit, record.id, { lock: false }));

    expect(found?.instruction).toMatchObject({ id: record.id, instructionRef: record.instructionRef });
    expect(found?.program).toEqual({ id: program.id, reference: program.reference, partnerSlug: null });
    expect(await db.read((unit) => instructions.findWithProgram(unit, record.id + 1000, { lock: false }))).toBeNull();
  });

  it('should find a partner program’s record only within that partner’s scope', async () => {
    const slug = freshSlug();
    const program = await registerProgram(app, { partner_slug: slug });
    const record = await insert(newRecord(program));

    const mine = await db.read((unit) =>
      instructions.findWithProgram(unit, record.id, { partnerSlug: slug, lock: false }),
    );
    const theirs = await db.read((unit) =>
      instructions.findWithProgram(unit, record.id, { partnerSlug: freshSlug(), lock: false }),
    );

    expect(mine?.program.partnerSlug).toBe(slug);
    expect(theirs).toBeNull();
  });

  it('should make a second locking writer of the program wait until the first unit ends', async () => {
    const program = await registerProgram(app);
    const record = await insert(newRecord(program));
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let firstLocked!: () => void;
    const locked = new Promise<void>((resolve) => (firstLocked = resolve));

    const first = db.write(async (unit) => {
      await instructions.findWithProgram(unit, record.id, { lock: true });
      firstLocked();
      await released;
      await instructions.changeStatus(unit, record.id, {
        status: 'submitted',
        externalId: null,
        updatedAt: new Date(),
      });
      order.push('first ends');
    });
    await locked;
    const second = db.write(async (unit) => {
      const seen = await instructions.findWithProgram(unit, record.id, { lock: true });
      order.push(`second reads ${seen?.instruction.status}`);
    });
    await untilBlockedOnLock(app.dataSource);
    release();
    await Promise.all([first, second]);

    expect(order).toEqual(['first ends', 'second reads submitted']);
  });

  it('should locate records by reference and by the partner’s external id, up to the limit', async () => {
    const program = await registerProgram(app);
    const externalId = `ext-${randomBytes(6).toString('hex')}`;
    const one = await insert(newRecord(program, { externalId }));
    const two = await insert(newRecord(program, { externalId }));

    expect(await db.read((unit) => instructions.idByRef(unit, one.instructionRef))).toBe(one.id);
    expect(await db.read((unit) => instructions.idByRef(unit, 'INS-000000000'))).toBeUndefined();
    const both = await db.read((unit) => instructions.idsByExternalId(unit, externalId, 2));
    expect([...both].sort((a, b) => a - b)).toEqual([one.id, two.id]);
    expect(await db.read((unit) => instructions.idsByExternalId(unit, externalId, 1))).toHaveLength(1);
    expect(await db.read((unit) => instructions.idsByExternalId(unit, `${externalId}-none`, 2))).toEqual([]);
  });

  it('should refuse a second record with a taken reference as a reference conflict', async () => {
    const program = await registerProgram(app);
    const record = await insert(newRecord(program));

    const failure = await insert(newRecord(program, { instructionRef: record.instructionRef })).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(Error);
    expect(instructions.isRefConflict(failure)).toBe(true);
    expect(instructions.isRefConflict(new Error('other'))).toBe(false);
  });

  it('should store a status change with its external id and time', async () => {
    const program = await registerProgram(app);
    const record = await insert(newRecord(program));
    const updatedAt = new Date(record.updatedAt.getTime() + 5_000);

    await db.write((unit) =>
      instructions.changeStatus(unit, record.id, { status: 'submitted', externalId: 'ext-1', updatedAt }),
    );

    const [stored] = await db.read((unit) => instructions.listForProgram(unit, program.id));
    expect(stored).toMatchObject({ status: 'submitted', externalId: 'ext-1', updatedAt, createdAt: record.createdAt });
  });
});
