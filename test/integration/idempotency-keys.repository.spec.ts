import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import {
  IdempotencyKeyId,
  IdempotencyKeysRepository,
  StoredAnswer,
} from '../../src/idempotency/idempotency-keys.repository';
import { startTestApp, TestApp } from '../support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `idempotency_keys` queries on the real dialect: insert-or-conflict, lookup, expiry. */
describe(IdempotencyKeysRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  const keys = new IdempotencyKeysRepository();

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
  });

  afterAll(async () => {
    await app.close();
  });

  const freshId = (overrides: Partial<IdempotencyKeyId> = {}): IdempotencyKeyId => ({
    namespace: `ns-${randomBytes(6).toString('hex')}`,
    scope: 'registration',
    key: randomBytes(12).toString('hex'),
    ...overrides,
  });
  const answer = (overrides: Partial<StoredAnswer> = {}): StoredAnswer => ({
    requestHash: randomBytes(32).toString('hex'),
    response: { reference: 'PRG-123456', nested: { items: [1, 'two', null] } },
    ...overrides,
  });
  const insert = (id: IdempotencyKeyId, stored: StoredAnswer, createdAt = new Date()) =>
    db.write((unit) => keys.insert(unit, id, stored, createdAt));
  const find = (id: IdempotencyKeyId) => db.read((unit) => keys.find(unit, id));

  it('should find the stored hash and response as inserted when the key was used', async () => {
    const id = freshId();
    const stored = answer();
    const createdAt = new Date();

    await insert(id, stored, createdAt);

    expect(await find(id)).toMatchObject({ ...id, ...stored, createdAt });
    expect(await find({ ...id, key: `${id.key}-other` })).toBeNull();
  });

  it('should refuse a second row as a key conflict when the same key is inserted twice', async () => {
    const id = freshId();
    await insert(id, answer());

    const failure = await insert(id, answer()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(keys.isKeyConflict(failure)).toBe(true);
    expect(keys.isKeyConflict(new Error('other'))).toBe(false);
  });

  it('should keep keys apart when the same key comes in another namespace or scope', async () => {
    const id = freshId();
    await insert(id, answer());

    await insert({ ...id, namespace: `${id.namespace}-b` }, answer());
    await insert({ ...id, scope: 'instruction' }, answer());

    expect(await find({ ...id, scope: 'instruction' })).not.toBeNull();
    expect(await find({ ...id, namespace: `${id.namespace}-b` })).not.toBeNull();
  });

  it('should delete the row only when it was created before the window start', async () => {
    const now = Date.now();
    const stale = freshId();
    const fresh = freshId();
    await insert(stale, answer(), new Date(now - DAY_MS - 1000));
    await insert(fresh, answer(), new Date(now - 1000));
    const windowStart = new Date(now - DAY_MS);

    await db.write(async (unit) => {
      await keys.deleteExpired(unit, stale, windowStart);
      await keys.deleteExpired(unit, fresh, windowStart);
    });

    expect(await find(stale)).toBeNull();
    expect(await find(fresh)).not.toBeNull();
    await insert(stale, answer());
    expect(await find(stale)).not.toBeNull();
  });
});
