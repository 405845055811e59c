import { randomBytes } from 'node:crypto';
import { AuditSigningKey } from '../../src/audit/signing/audit-signing-key.entity';
import { AuditSigningKeysRepository } from '../../src/audit/signing/audit-signing-keys.repository';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { startTestApp, TestApp } from '../support/test-app';

const MINUTE_MS = 60_000;

/** The `audit_signing_keys` statements and guards on the real dialect; each test on an app (database) of its own. */
describe(AuditSigningKeysRepository.name, () => {
  let app: TestApp;
  let db: TransactionRunner;
  let keys: AuditSigningKeysRepository;
  // The key the app installed at start: the current one until a test replaces it.
  let startKid: string;

  beforeEach(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    keys = app.app.get(AuditSigningKeysRepository);
    const current = await db.read((unit) => keys.findCurrent(unit));
    startKid = current?.kid ?? '';
  });

  afterEach(async () => {
    await app.close();
  });

  const newKey = (overrides: Partial<AuditSigningKey> = {}): AuditSigningKey => ({
    kid: randomBytes(8).toString('hex'),
    publicKey: '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA\n-----END PUBLIC KEY-----\n',
    privateKey: null,
    notBefore: new Date(Date.now() + MINUTE_MS),
    notAfter: null,
    ...overrides,
  });

  it('should find the current key (not_after null) and every key newest first', async () => {
    expect(startKid).toMatch(/^[0-9a-f]{16}$/);
    const later = newKey();
    await db.write(async (unit) => {
      await keys.retire(unit, startKid, later.notBefore);
      await keys.insertIfAbsent(unit, later);
    });
    const current = await db.read((unit) => keys.findCurrent(unit));
    expect(current).toMatchObject({ kid: later.kid, notAfter: null });
    expect(current?.notBefore.toISOString()).toBe(later.notBefore.toISOString());
    const all = await db.read((unit) => keys.listNewestFirst(unit));
    expect(all.map((key) => key.kid)).toEqual([later.kid, startKid]);
    expect(all[1].notAfter?.toISOString()).toBe(later.notBefore.toISOString());
  });

  it('should ignore a second insert of the same kid and keep the first row', async () => {
    const key = newKey({ notAfter: new Date() });
    await db.write((unit) => keys.insertIfAbsent(unit, key));
    await db.write((unit) => keys.insertIfAbsent(unit, { ...key, publicKey: 'other', notAfter: null }));
    const stored = await db.read((unit) => keys.findByKid(unit, key.kid));
    expect(stored?.publicKey).toBe(key.publicKey);
    expect(stored?.notAfter?.toISOString()).toBe(key.notAfter?.toISOString());
  });

  it('should retire only a current key, never move an earlier not_after', async () => {
    const retiredAt = new Date(Date.now() - MINUTE_MS);
    await db.write((unit) => keys.retire(unit, startKid, retiredAt));
    await db.write((unit) => keys.retire(unit, startKid, new Date()));
    const stored = await db.read((unit) => keys.findByKid(unit, startKid));
    expect(stored?.notAfter?.toISOString()).toBe(retiredAt.toISOString());
    expect(await db.read((unit) => keys.findCurrent(unit))).toBeNull();
  });

  it('should drop the private part of a key it retires', async () => {
    const before = await db.read((unit) => keys.findByKid(unit, startKid));
    expect(before?.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    await db.write((unit) => keys.retire(unit, startKid, new Date()));
    expect((await db.read((unit) => keys.findByKid(unit, startKid)))?.privateKey).toBeNull();
  });

  it('should let the database null the private key of a retired key only', async () => {
    const forget = () => app.dataSource.query('UPDATE audit_signing_keys SET private_key = NULL');
    await expect(forget()).rejects.toThrow(/only retiring/);
    await app.dataSource.query('UPDATE audit_signing_keys SET not_after = not_before');
    const retired = await db.read((unit) => keys.findByKid(unit, startKid));
    expect(retired?.privateKey).not.toBeNull();
    await forget();
    expect((await db.read((unit) => keys.findByKid(unit, startKid)))?.privateKey).toBeNull();
    await expect(app.dataSource.query(`UPDATE audit_signing_keys SET private_key = 'back'`)).rejects.toThrow(
      /only retiring/,
    );
  });

  it('should take the rotation lock inside a unit of work', async () => {
    await expect(db.write((unit) => keys.lockRotation(unit))).resolves.toBeUndefined();
  });

  it('should refuse deleting a key at the database level', async () => {
    await expect(app.dataSource.query('DELETE FROM audit_signing_keys')).rejects.toThrow(/only retiring/);
    const all = await db.read((unit) => keys.listNewestFirst(unit));
    expect(all.map((key) => key.kid)).toEqual([startKid]);
  });

  it('should refuse rewriting a public key at the database level', async () => {
    await expect(app.dataSource.query(`UPDATE audit_signing_keys SET public_key = 'forged'`)).rejects.toThrow(
      /only retiring/,
    );
  });

  it('should refuse moving the not_after of a retired key at the database level', async () => {
    await db.write((unit) => keys.retire(unit, startKid, new Date()));
    await expect(app.dataSource.query('UPDATE audit_signing_keys SET not_after = not_before')).rejects.toThrow(
      /only retiring/,
    );
  });
});
