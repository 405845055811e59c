import { spawnSync } from 'node:child_process';
import { createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateAuditKey, kidOf, privatePemOf, publicPemOf } from '../../src/audit/signing/audit-key-material';
import { AuditSigningKeysRepository } from '../../src/audit/signing/audit-signing-keys.repository';
import { AuditSigningKeys, CURRENT_KEY_RECHECK_MS } from '../../src/audit/signing/audit-signing-keys.service';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { ProgramSnapshotLoader } from '../../src/exports/program-snapshot';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { registerProgram } from '../factories/registration.factory';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';
import { testDialect } from '../support/dialect';
import { ScratchDatabase } from '../support/scratch-database';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TestApp } from '../support/test-app';

interface PublishedKey {
  kid: string;
  alg: string;
  public_key: string;
  not_before: string;
  not_after?: string;
}

const inCi = process.env.CI === 'true' || process.env.CI === '1';
const KEYS_PATH = '/.well-known/program-audit-keys';
const PRIVATE_KEY_BODY = rememberSecret(TEST_AUDIT_SIGNING_KEY.split('\n')[1]);

/** One database several apps start on in turn (a restart) or together: a SQLite file or a scratch PostgreSQL. */
async function sharedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  if (testDialect === 'postgres') {
    const scratch = await ScratchDatabase.create(process.env.TEST_DATABASE_URL ?? '');
    return { url: scratch.url, drop: () => scratch.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'pws-audit-keys-'));
  return {
    url: `sqlite:${join(dir, 'db.sqlite')}`,
    drop: () => Promise.resolve(rmSync(dir, { recursive: true, force: true })),
  };
}

function opensslAvailable(): boolean {
  const found = spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0;
  if (!found) {
    if (inCi) {
      throw new Error('CI=true but the openssl command is missing: the openssl signature check must run in CI.');
    }
    process.stderr.write(
      '\n[tests] openssl signature check SKIPPED: no openssl command (apt-get install openssl).\n\n',
    );
  }
  return found;
}

async function publishedKeys(app: TestApp): Promise<PublishedKey[]> {
  const response = await app.http.get(KEYS_PATH).expect(200);
  return (response.body as { keys: PublishedKey[] }).keys;
}

/** Private PEMs a generated key left in the database: they must never reach a response or a log. */
async function storedPrivateBodies(app: TestApp): Promise<string[]> {
  const rows = await app.dataSource.query<Array<{ private_key: string | null }>>(
    'SELECT private_key FROM audit_signing_keys',
  );
  return rows.flatMap((row) => (row.private_key ? [rememberSecret(row.private_key.split('\n')[1])] : []));
}

describe('Audit signing keys', () => {
  const started: TestApp[] = [];
  const databases: Array<{ drop(): Promise<void> }> = [];

  async function start(databaseUrl: string, env: Record<string, string> = {}): Promise<TestApp> {
    const app = await startTestApp({ env: { DATABASE_URL: databaseUrl, ...env } });
    started.push(app);
    return app;
  }

  async function stop(app: TestApp): Promise<void> {
    started.splice(started.indexOf(app), 1);
    await app.close();
  }

  async function database(): Promise<string> {
    const shared = await sharedDatabase();
    databases.push(shared);
    return shared.url;
  }

  afterEach(async () => {
    await Promise.all(started.splice(0).map((app) => app.close()));
    await Promise.all(databases.splice(0).map((shared) => shared.drop()));
  });

  it('should publish the current key publicly, cacheable for five minutes, without any private part', async () => {
    const app = await start(await database());
    const response = await app.http.get(KEYS_PATH).expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { keys } = response.body as { keys: PublishedKey[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toEqual({
      kid: expect.stringMatching(/^[0-9a-f]{16}$/) as string,
      alg: 'Ed25519',
      public_key: expect.stringMatching(/^-----BEGIN PUBLIC KEY-----\n/) as string,
      not_before: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as string,
    });
    expect(keys[0].kid).toBe((await app.app.get(AuditSigningKeys).current()).kid);
    const privateBodies = await storedPrivateBodies(app);
    expect(privateBodies).toHaveLength(1);
    expect(response.text).not.toContain('PRIVATE');
    expect(response.text).not.toContain(privateBodies[0]);
    expect(app.logs.text()).not.toContain(privateBodies[0]);
  });

  it('should keep a generated key across restarts on the same database', async () => {
    const url = await database();
    const first = await start(url);
    const before = await publishedKeys(first);
    const kid = (await first.app.get(AuditSigningKeys).current()).kid;
    await stop(first);
    const second = await start(url);
    expect((await second.app.get(AuditSigningKeys).current()).kid).toBe(kid);
    expect(await publishedKeys(second)).toEqual(before);
  });

  it('should make the configured key current and keep the retired one listed with not_after, newest first', async () => {
    const url = await database();
    const generated = await start(url);
    const generatedKid = (await generated.app.get(AuditSigningKeys).current()).kid;
    await stop(generated);

    const configured = await start(url, { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    const signer = await configured.app.get(AuditSigningKeys).current();
    expect(signer.kid).not.toBe(generatedKid);
    const keys = await publishedKeys(configured);
    expect(keys.map((key) => key.kid)).toEqual([signer.kid, generatedKid]);
    expect(keys[0].not_after).toBeUndefined();
    // Retired with a grace of one checkpoint interval: a process still holding it learns of the rotation meanwhile.
    const graceMs = configured.config.audit.checkpointIntervalSeconds * 1000;
    expect(Date.parse(keys[1].not_after ?? '')).toBe(Date.parse(keys[0].not_before) + graceMs);
    expect(Date.parse(keys[1].not_before)).toBeLessThanOrEqual(Date.parse(keys[1].not_after ?? ''));
    const rows = await configured.dataSource.query<Array<{ kid: string; private_key: string | null }>>(
      'SELECT kid, private_key FROM audit_signing_keys',
    );
    expect(rows.find((row) => row.kid === signer.kid)?.private_key).toBeNull();
    // The retired generated key's private part is gone: nothing can sign with it again.
    expect(rows.find((row) => row.kid === generatedKid)?.private_key).toBeNull();
    expect(configured.logs.text()).not.toContain(PRIVATE_KEY_BODY);
    await stop(configured);

    // The same key again changes nothing; without it (outside production) a new key replaces the configured one.
    const again = await start(url, { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    expect(await publishedKeys(again)).toEqual(keys);
    await stop(again);
    const unconfigured = await start(url);
    const after = await publishedKeys(unconfigured);
    expect(after.map((key) => key.kid)).toEqual([
      (await unconfigured.app.get(AuditSigningKeys).current()).kid,
      signer.kid,
      generatedKid,
    ]);
    expect(after.filter((key) => key.not_after === undefined)).toHaveLength(1);
  });

  it('should refuse to start with a configured key that was retired, naming it', async () => {
    const url = await database();
    const configured = await start(url, { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    const kid = (await configured.app.get(AuditSigningKeys).current()).kid;
    await stop(configured);
    await stop(await start(url));
    await expect(start(url, { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY })).rejects.toThrow(
      new RegExp(`AUDIT_SIGNING_KEY names the key ${kid}, retired at .*; configure a new key`),
    );
  });

  /** What another process starting with a new key does to the table: retire the current key, store its own. */
  async function rotateElsewhere(app: TestApp, withPrivateKey: boolean): Promise<string> {
    const db = app.app.get(TransactionRunner);
    const repository = app.app.get(AuditSigningKeysRepository);
    const key = generateAuditKey();
    await db.write(async (unit) => {
      const current = await repository.findCurrent(unit);
      await repository.retire(unit, current?.kid ?? '', new Date(Date.now() + 300_000));
      await repository.insertIfAbsent(unit, {
        kid: kidOf(key),
        publicKey: publicPemOf(key),
        privateKey: withPrivateKey ? privatePemOf(key) : null,
        notBefore: new Date(),
        notAfter: null,
      });
    });
    return kidOf(key);
  }

  it('should reload a generated key another process made current before signing', async () => {
    const app = await start(await database());
    const keys = app.app.get(AuditSigningKeys);
    const before = (await keys.current()).kid;
    const rotated = await rotateElsewhere(app, true);
    // Within the recheck interval a bundle head is still signed with the held key; a checkpoint re-reads at once.
    expect((await keys.current()).kid).toBe(before);
    await registerProgram(app);
    const run = await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
    expect((run.body as { checkpoint: { kid: string } }).checkpoint.kid).toBe(rotated);
    expect((await keys.current()).kid).toBe(rotated);
  });

  it('should refuse to sign, checkpoints at once and bundle heads after the recheck, once its key was retired', async () => {
    const app = await start(await database(), { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    const keys = app.app.get(AuditSigningKeys);
    const held = (await keys.current()).kid;
    const rotated = await rotateElsewhere(app, true);
    await registerProgram(app);
    const run = await app.http.post('/api/operator/audit/checkpoints').set(ADMIN_HEADERS).expect(200);
    expect(run.body).toEqual({ issued: false, checkpoint: null, reason: 'signing_key_retired' });
    expect(app.logs.text()).toContain('refusing to sign until restarted');
    const readiness = await app.http.get('/api/readiness').expect(200);
    const report = readiness.body as { ready: boolean; checks: Array<{ name: string; ok: boolean; detail: string }> };
    expect(report.ready).toBe(false);
    expect(report.checks.find((check) => check.name === 'audit_signing_key')).toEqual({
      name: 'audit_signing_key',
      ok: false,
      detail: `The audit signing key ${held} of this process was retired (the current key is ${rotated}): checkpoints and audit exports are refused until it restarts with the current key.`,
    });
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + CURRENT_KEY_RECHECK_MS + 1);
    try {
      await expect(keys.current()).rejects.toMatchObject({ heldKid: held, currentKid: rotated });
    } finally {
      clock.mockRestore();
    }
  });

  it('should report the audit signing key as ready while this process can sign', async () => {
    const app = await start(await database(), { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    const kid = (await app.app.get(AuditSigningKeys).current()).kid;
    const readiness = await app.http.get('/api/readiness').expect(200);
    const checks = (readiness.body as { checks: Array<{ name: string; ok: boolean; detail: string }> }).checks;
    expect(checks.find((check) => check.name === 'audit_signing_key')).toMatchObject({
      ok: true,
      detail: expect.stringContaining(kid) as unknown,
    });
  });

  it('should sign a bundle with a key valid at its generated_at when another process rotates during the export', async () => {
    const app = await start(await database());
    const held = (await app.app.get(AuditSigningKeys).current()).kid;
    const { reference } = await registerProgram(app);
    const loader = app.app.get(ProgramSnapshotLoader);
    const load = loader.load.bind(loader);
    // The rotation lands after the snapshot was read: a signer fetched afterwards would be the new key, whose
    // not_before is later than the bundle's generated_at.
    const loading = jest.spyOn(loader, 'load').mockImplementation(async (...args) => {
      const snapshot = await load(...args);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await rotateElsewhere(app, true);
      return snapshot;
    });
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + CURRENT_KEY_RECHECK_MS + 1);
    let bundle: { generated_at: string; head_signature: { kid: string } };
    try {
      const response = await app.http.get(`/api/register/${reference}/audit.json`).set(ADMIN_HEADERS).expect(200);
      bundle = response.body as typeof bundle;
    } finally {
      clock.mockRestore();
      loading.mockRestore();
    }
    expect(bundle.head_signature.kid).toBe(held);
    const signingKey = (await publishedKeys(app)).find((key) => key.kid === bundle.head_signature.kid);
    const generatedAt = Date.parse(bundle.generated_at);
    expect(generatedAt).toBeGreaterThanOrEqual(Date.parse(signingKey?.not_before ?? ''));
    expect(generatedAt).toBeLessThanOrEqual(Date.parse(signingKey?.not_after ?? ''));
  });

  it('should sign so that node verifies with the published SPKI PEM, and not a changed message', async () => {
    const app = await start(await database(), { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    const signer = await app.app.get(AuditSigningKeys).current();
    const [published] = await publishedKeys(app);
    const message = Buffer.from('{"issued_at":"2026-01-01T00:00:00.000Z","tree_size":1}', 'utf8');
    const signature = Buffer.from(signer.sign(message), 'base64');
    const publicKey = createPublicKey(published.public_key);
    expect(published.kid).toBe(signer.kid);
    expect(verify(null, message, publicKey, signature)).toBe(true);
    expect(verify(null, Buffer.from(message.toString().replace('1}', '2}')), publicKey, signature)).toBe(false);
    expect(published.public_key).toBe(
      createPublicKey(createPrivateKey(TEST_AUDIT_SIGNING_KEY)).export({ type: 'spki', format: 'pem' }),
    );
  });

  const withOpenssl = opensslAvailable() ? it : it.skip;
  withOpenssl('should sign so that `openssl pkeyutl -verify -rawin` accepts it with the published key', async () => {
    const app = await start(await database());
    const signer = await app.app.get(AuditSigningKeys).current();
    const [published] = await publishedKeys(app);
    const dir = mkdtempSync(join(tmpdir(), 'pws-openssl-'));
    try {
      const message = Buffer.from('{"kid":"' + signer.kid + '","root_hash":"00"}', 'utf8');
      writeFileSync(join(dir, 'key.pem'), published.public_key);
      writeFileSync(join(dir, 'msg'), message);
      writeFileSync(join(dir, 'other'), Buffer.concat([message, Buffer.from(' ')]));
      writeFileSync(join(dir, 'sig.bin'), Buffer.from(signer.sign(message), 'base64'));
      const check = (file: string) =>
        spawnSync(
          'openssl',
          ['pkeyutl', '-verify', '-pubin', '-inkey', 'key.pem', '-rawin', '-in', file, '-sigfile', 'sig.bin'],
          { cwd: dir, encoding: 'utf8' },
        );
      const good = check('msg');
      expect({ status: good.status, stdout: good.stdout.trim() }).toEqual({
        status: 0,
        stdout: 'Signature Verified Successfully',
      });
      expect(check('other').status).not.toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // Two processes sharing one server database: PostgreSQL only (SQLite's file database is served by one process at a
  // time), so the SQLite run does not define it rather than count a skip.
  const onPostgres = testDialect === 'postgres' ? it : () => undefined;
  onPostgres('should agree on one generated key when two apps start together on one database', async () => {
    const url = await database();
    // A configured key first (and the migrations): both apps then find a current key they cannot sign with.
    const configured = await start(url, { AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY });
    const configuredKid = (await configured.app.get(AuditSigningKeys).current()).kid;
    await stop(configured);
    const [a, b] = await Promise.all([
      start(url, { RUN_MIGRATIONS: 'false' }),
      start(url, { RUN_MIGRATIONS: 'false' }),
    ]);
    const kids = await Promise.all([a, b].map(async (app) => (await app.app.get(AuditSigningKeys).current()).kid));
    expect(kids[1]).toBe(kids[0]);
    expect((await publishedKeys(a)).map((key) => key.kid)).toEqual([kids[0], configuredKid]);
  });
});
