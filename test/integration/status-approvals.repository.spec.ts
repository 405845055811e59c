import { StatusApprovalsRepository } from '../../src/approvals/status-approvals.repository';
import { BOOTSTRAP_ACTOR } from '../../src/common/auth/actor';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TestApp } from '../support/test-app';
import { untilBlockedOnLock } from '../support/lock-wait';

/** The `status_approvals` statements on the real dialect. */
describe(StatusApprovalsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let approvals: StatusApprovalsRepository;
  let registrationId: number;

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    approvals = app.app.get(StatusApprovalsRepository);
    const { reference } = await registerProgram(app);
    const [row] = await app.dataSource.query<{ id: number }[]>(
      testDialect === 'postgres'
        ? 'SELECT "id" FROM "registrations" WHERE "reference" = $1'
        : 'SELECT "id" FROM "registrations" WHERE "reference" = ?',
      [reference],
    );
    registrationId = Number(row.id);
  });

  afterAll(async () => {
    await app.close();
  });

  const open = (to = 'approved') =>
    db.write((unit) =>
      approvals.insert(unit, {
        registrationId,
        fromStatus: 'reviewing',
        toStatus: to,
        note: 'note',
        state: 'pending',
        requestedBy: BOOTSTRAP_ACTOR,
        requestedAt: new Date(),
        decidedBy: null,
        decidedAt: null,
        reason: null,
      }),
    );

  it('should store a request and read it back with its actor when inserted', async () => {
    const inserted = await open();
    const found = await db.read((unit) => approvals.findById(unit, inserted.id));
    expect(found).toMatchObject({
      id: inserted.id,
      state: 'pending',
      toStatus: 'approved',
      requestedBy: BOOTSTRAP_ACTOR,
    });
    expect(await db.read((unit) => approvals.findById(unit, inserted.id + 1000))).toBeNull();
  });

  it('should mark only pending requests of the program stale when staling them', async () => {
    const decided = await open();
    await db.write((unit) =>
      approvals.decide(unit, decided.id, { state: 'rejected', decidedBy: BOOTSTRAP_ACTOR, decidedAt: new Date() }),
    );
    const pending = await open('declined');
    const staled = await db.write((unit) => approvals.staleAllPending(unit, registrationId, new Date()));
    expect(staled).toBeGreaterThanOrEqual(1);
    expect((await db.read((unit) => approvals.findById(unit, pending.id)))?.state).toBe('stale');
    expect((await db.read((unit) => approvals.findById(unit, decided.id)))?.state).toBe('rejected');
    expect(await db.read((unit) => approvals.pendingFor(unit, registrationId))).toEqual([]);
  });

  it('should list one state newest first up to the limit', async () => {
    const older = await open();
    const newer = await open();
    const listed = await db.read((unit) => approvals.listByState(unit, 'pending', 2));
    expect(listed.map((row) => row.id)).toEqual([newer.id, older.id]);
  });

  it('should hold a second locker until the first transaction ends when locking a request', async () => {
    const approval = await open();
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (locked = resolve));
    const first = db.write(async (unit) => {
      await approvals.lockById(unit, approval.id);
      locked();
      await held;
      order.push('first done');
    });
    await firstHasLock;
    const second = db.write(async (unit) => {
      await approvals.lockById(unit, approval.id);
      order.push('second locked');
    });
    await untilBlockedOnLock(app.dataSource);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first done', 'second locked']);
  });
});
