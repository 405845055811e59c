import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { Operator } from '../../src/operators/accounts/operator.entity';
import { OperatorTokensRepository } from '../../src/operators/accounts/operator-tokens.repository';
import { NewOperator, OperatorsRepository } from '../../src/operators/accounts/operators.repository';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE_MS = 60_000;

/** The `operators` and `operator_tokens` statements on the real dialect, each test on operators of its own. */
describe(OperatorsRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  const operators = new OperatorsRepository();
  const tokens = new OperatorTokensRepository();

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
  });

  afterAll(async () => {
    await app.close();
  });

  const newOperator = (overrides: Partial<NewOperator> = {}): NewOperator => ({
    email: `repo-${randomBytes(6).toString('hex')}@operator.example`,
    displayName: 'Repository Test',
    role: 'reviewer',
    active: true,
    createdAt: new Date(),
    updatedAt: new Date(),
    sessionsValidAfter: null,
    ...overrides,
  });
  const insertOperator = (overrides: Partial<NewOperator> = {}): Promise<Operator> =>
    db.write((unit) => operators.insert(unit, newOperator(overrides)));
  const insertToken = (operatorId: number, expiresAt: Date | null = null) =>
    db.write((unit) =>
      tokens.insert(unit, {
        operatorId,
        name: 'repository test',
        tokenId: randomBytes(8).toString('hex'),
        secretHash: randomBytes(32).toString('hex'),
        createdAt: new Date(),
        expiresAt,
      }),
    );

  it('should insert and find an operator by id and by e-mail, and apply changes', async () => {
    const operator = await insertOperator();
    expect(await db.read((unit) => operators.findById(unit, operator.id))).toMatchObject({
      email: operator.email,
      role: 'reviewer',
      active: true,
      sessionsValidAfter: null,
    });
    expect((await db.read((unit) => operators.findByEmail(unit, operator.email)))?.id).toBe(operator.id);
    const disabledAt = new Date();
    await db.write((unit) =>
      operators.update(unit, operator.id, { role: 'approver', active: false, sessionsValidAfter: disabledAt }),
    );
    const changed = await db.read((unit) => operators.findById(unit, operator.id));
    expect(changed).toMatchObject({ role: 'approver', active: false });
    expect(changed?.sessionsValidAfter?.getTime()).toBe(disabledAt.getTime());
  });

  it('should refuse a second operator with the same e-mail and say so', async () => {
    const first = await insertOperator();
    let refused: unknown;
    try {
      await insertOperator({ email: first.email });
    } catch (error) {
      refused = error;
    }
    expect(operators.isEmailTaken(refused)).toBe(true);
    expect(operators.isEmailTaken(new Error('something else'))).toBe(false);
  });

  it('should count only active operators', async () => {
    const before = await db.read((unit) => operators.countActive(unit));
    await insertOperator();
    await insertOperator({ active: false });
    expect(await db.read((unit) => operators.countActive(unit))).toBe(before + 1);
  });

  it("should find a token by its token id and only among its own operator's tokens", async () => {
    const owner = await insertOperator();
    const other = await insertOperator();
    const token = await insertToken(owner.id);
    expect(await db.read((unit) => tokens.findByTokenId(unit, token.tokenId))).toMatchObject({
      id: token.id,
      operatorId: owner.id,
      revokedAt: null,
      lastUsedAt: null,
    });
    expect(await db.read((unit) => tokens.findOf(unit, other.id, token.id))).toBeNull();
    expect((await db.read((unit) => tokens.listOf(unit, owner.id))).map((row) => row.id)).toEqual([token.id]);
  });

  it('should revoke a token once: a second revoke reports that it changed nothing', async () => {
    const owner = await insertOperator();
    const token = await insertToken(owner.id);
    expect(await db.write((unit) => tokens.revoke(unit, token.id, new Date()))).toBe(true);
    expect(await db.write((unit) => tokens.revoke(unit, token.id, new Date()))).toBe(false);
  });

  it("should revoke every working token of an operator and none of another's", async () => {
    const owner = await insertOperator();
    const other = await insertOperator();
    await insertToken(owner.id);
    await insertToken(owner.id, new Date(Date.now() + MINUTE_MS));
    const untouched = await insertToken(other.id);
    expect(await db.write((unit) => tokens.revokeAllOf(unit, owner.id, new Date()))).toBe(2);
    expect(await db.write((unit) => tokens.revokeAllOf(unit, owner.id, new Date()))).toBe(0);
    expect((await db.read((unit) => tokens.findOf(unit, other.id, untouched.id)))?.revokedAt).toBeNull();
  });

  it('should stamp last use only when the last stamp is older than the threshold', async () => {
    const owner = await insertOperator();
    const token = await insertToken(owner.id);
    const first = new Date(Date.now() - 5 * MINUTE_MS);
    await db.writeStatements((unit) =>
      tokens.touchLastUsed(unit, token.id, first, new Date(first.getTime() - MINUTE_MS)),
    );
    const soon = new Date(first.getTime() + 1000);
    await db.writeStatements((unit) =>
      tokens.touchLastUsed(unit, token.id, soon, new Date(soon.getTime() - MINUTE_MS)),
    );
    const stamped = await db.read((unit) => tokens.findByTokenId(unit, token.tokenId));
    expect(stamped?.lastUsedAt?.getTime()).toBe(first.getTime());
    const later = new Date();
    await db.writeStatements((unit) =>
      tokens.touchLastUsed(unit, token.id, later, new Date(later.getTime() - MINUTE_MS)),
    );
    expect((await db.read((unit) => tokens.findByTokenId(unit, token.tokenId)))?.lastUsedAt?.getTime()).toBe(
      later.getTime(),
    );
  });
});
