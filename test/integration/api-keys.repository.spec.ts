import { randomBytes } from 'node:crypto';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { ApiKeysRepository, NewApiKey } from '../../src/operators/api-keys/api-keys.repository';
import { OperatorApiKey } from '../../src/operators/api-keys/operator-api-key.entity';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE_MS = 60_000;

/** The `operator_api_keys` queries on the real dialect, each test on slugs of its own. */
describe(ApiKeysRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  const keys = new ApiKeysRepository();

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
  });

  afterAll(async () => {
    await app.close();
  });

  const freshSlug = () => `repo-${randomBytes(6).toString('hex')}`;
  const newKey = (slug: string, overrides: Partial<NewApiKey> = {}): NewApiKey => ({
    slug,
    keyId: randomBytes(8).toString('hex'),
    secretHash: randomBytes(32).toString('hex'),
    createdAt: new Date(),
    rotatedAt: null,
    ...overrides,
  });
  const byKeyId = async (keyId: string): Promise<OperatorApiKey> => {
    const key = await db.read((unit) => keys.findByKeyId(unit, keyId));
    if (!key) {
      throw new Error(`no key ${keyId}`);
    }
    return key;
  };

  it('should find a rotated-out key by its key id with its grace period when the slug has a new current key', async () => {
    const slug = freshSlug();
    const old = newKey(slug);
    const replacement = newKey(slug);
    const graceEnds = new Date(Date.now() + 10 * MINUTE_MS);

    await db.write(async (unit) => {
      await keys.insertCurrent(unit, old);
      const current = await keys.findCurrent(unit, slug);
      await keys.retire(unit, current!.id, graceEnds);
      await keys.insertCurrent(unit, replacement);
    });

    const rotated = await byKeyId(old.keyId);
    expect(rotated).toMatchObject({ slug, currentSlug: null, revokedAt: null, secretHash: old.secretHash });
    expect(rotated.expiresAt?.getTime()).toBe(graceEnds.getTime());
    expect((await db.read((unit) => keys.findCurrent(unit, slug)))?.keyId).toBe(replacement.keyId);
  });

  it('should end only the running grace periods of the slug when grace periods are ended', async () => {
    const slug = freshSlug();
    const otherSlug = freshSlug();
    const now = new Date();
    const inGrace = newKey(slug);
    const expired = newKey(slug);
    const otherInGrace = newKey(otherSlug);
    const live = newKey(slug);
    const expiredAt = new Date(now.getTime() - MINUTE_MS);
    const graceEnds = new Date(now.getTime() + MINUTE_MS);
    await db.write(async (unit) => {
      for (const [key, expiresAt] of [
        [inGrace, graceEnds],
        [expired, expiredAt],
        [otherInGrace, graceEnds],
      ] as const) {
        await keys.insertCurrent(unit, key);
        await keys.retire(unit, (await keys.findCurrent(unit, key.slug))!.id, expiresAt);
      }
      await keys.insertCurrent(unit, live);
    });

    await db.write((unit) => keys.endGracePeriods(unit, slug, now));

    expect((await byKeyId(inGrace.keyId)).expiresAt?.getTime()).toBe(now.getTime());
    expect((await byKeyId(expired.keyId)).expiresAt?.getTime()).toBe(expiredAt.getTime());
    expect((await byKeyId(otherInGrace.keyId)).expiresAt?.getTime()).toBe(graceEnds.getTime());
    expect((await byKeyId(live.keyId)).expiresAt).toBeNull();
  });

  it('should refuse a second current key for a slug as a live-key conflict when one exists', async () => {
    const slug = freshSlug();
    await db.write((unit) => keys.insertCurrent(unit, newKey(slug)));

    const failure = await db.write((unit) => keys.insertCurrent(unit, newKey(slug))).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Error);
    expect(keys.isLiveKeyConflict(failure)).toBe(true);
    expect(keys.isLiveKeyConflict(new Error('other'))).toBe(false);
  });

  it('should revoke only the keys not yet revoked and count every key of the slug when a slug is revoked', async () => {
    const slug = freshSlug();
    await db.write(async (unit) => {
      await keys.insertCurrent(unit, newKey(slug));
      await keys.retire(unit, (await keys.findCurrent(unit, slug))!.id, new Date(Date.now() + MINUTE_MS));
      await keys.insertCurrent(unit, newKey(slug));
    });
    const now = new Date();

    const first = await db.write((unit) => keys.revokeAll(unit, slug, now));
    const second = await db.write((unit) => keys.revokeAll(unit, slug, now));

    expect([first, second]).toEqual([2, 0]);
    expect(await db.read((unit) => keys.countBySlug(unit, slug))).toBe(2);
    expect(await db.read((unit) => keys.findCurrent(unit, slug))).toBeNull();
    const listed = (await db.read((unit) => keys.listAll(unit))).filter((key) => key.slug === slug);
    expect(listed.map((key) => key.revokedAt?.getTime())).toEqual([now.getTime(), now.getTime()]);
    expect(listed[0].id).toBeLessThan(listed[1].id);
  });

  it('should stamp last use only when it is unset or older than the threshold', async () => {
    const slug = freshSlug();
    const key = newKey(slug);
    await db.write((unit) => keys.insertCurrent(unit, key));
    const { id } = await byKeyId(key.keyId);
    const first = new Date();
    const threshold = (at: Date) => new Date(at.getTime() - MINUTE_MS);

    await db.write((unit) => keys.touchLastUsed(unit, id, first, threshold(first)));
    const soon = new Date(first.getTime() + 1000);
    await db.write((unit) => keys.touchLastUsed(unit, id, soon, threshold(soon)));
    expect((await byKeyId(key.keyId)).lastUsedAt?.getTime()).toBe(first.getTime());

    const later = new Date(first.getTime() + 2 * MINUTE_MS);
    await db.write((unit) => keys.touchLastUsed(unit, id, later, threshold(later)));
    expect((await byKeyId(key.keyId)).lastUsedAt?.getTime()).toBe(later.getTime());
  });
});
