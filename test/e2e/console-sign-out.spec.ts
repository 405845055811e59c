import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConsoleSessionRevocation } from '../../src/console/console-session-revocation.entity';
import { testDialect } from '../support/dialect';
import { ScratchDatabase } from '../support/scratch-database';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp, TestAppOptions } from '../support/test-app';

/** Every instance of a deployment shares these: the same key signs and verifies console sessions. */
const SESSION_SECRET = 'console-sign-out-spec-session-secret';

/** One database that several app instances open in turn or at once (a SQLite file, or a scratch PostgreSQL one). */
async function sharedDatabase(): Promise<{ options: TestAppOptions; dispose(): Promise<void> }> {
  const env = { SESSION_SECRET };
  if (testDialect === 'postgres') {
    const scratch = await ScratchDatabase.create(process.env.TEST_DATABASE_URL as string);
    return { options: { env, databaseUrl: () => scratch.url }, dispose: () => scratch.drop() };
  }
  const folder = mkdtempSync(join(tmpdir(), 'pws-sign-out-'));
  return {
    options: { env: { ...env, DATABASE_URL: `sqlite:${join(folder, 'service.sqlite')}` } },
    dispose: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function signIn(app: TestApp): Promise<string> {
  const response = await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(303);
  const lines = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = lines.find((line) => line.startsWith('ops_admin='));
  if (!cookie) {
    throw new Error('no session cookie');
  }
  return cookie.split(';')[0];
}

async function signOut(app: TestApp, cookie: string): Promise<void> {
  const table = await app.http.get('/admin').set('Cookie', cookie).expect(200);
  const match = /name="csrf_token" value="([^"]+)"/.exec(table.text);
  if (!match) {
    throw new Error('no CSRF token in the page');
  }
  await app.http
    .post('/admin/sign-out')
    .set('Cookie', cookie)
    .set('Sec-Fetch-Site', 'same-origin')
    .type('form')
    .send({ csrf_token: rememberSecret(match[1]) })
    .expect(303);
}

const adminRead = (app: TestApp, cookie: string) => app.http.get('/api/admin/registrations').set('Cookie', cookie);

describe('Console sign-out (decisions §10 rev 2: final on every instance, across restarts)', () => {
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  const running: TestApp[] = [];
  const start = async (): Promise<TestApp> => {
    const app = await startTestApp(database.options);
    running.push(app);
    return app;
  };
  const stop = async (app: TestApp): Promise<void> => {
    running.splice(running.indexOf(app), 1);
    await app.close();
  };

  beforeEach(async () => {
    database = await sharedDatabase();
  });

  afterEach(async () => {
    for (const app of running.splice(0).reverse()) {
      await app.close();
    }
    await database.dispose();
  });

  it('should refuse a signed-out session on a new instance started on the same database', async () => {
    const first = await start();
    const signedOut = await signIn(first);
    const stillIn = await signIn(first);
    await signOut(first, signedOut);
    await adminRead(first, signedOut).expect(401);
    await stop(first);

    const restarted = await start();
    await adminRead(restarted, stillIn).expect(200); // same key: the restarted instance accepts live sessions
    await adminRead(restarted, signedOut).expect(401);
    const page = await restarted.http.get('/admin').set('Cookie', signedOut).expect(200);
    expect(page.text).toContain('Operator token');
  });

  it('should refuse a session on instance B as soon as it signs out on instance A', async () => {
    const a = await start();
    const b = await start();
    const cookie = await signIn(a);
    await adminRead(b, cookie).expect(200);
    await signOut(a, cookie);
    await adminRead(b, cookie).expect(401);
    await adminRead(a, cookie).expect(401);
    await b.http
      .post('/api/operator/api-keys')
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ slug: 'after-sign-out' })
      .expect(401);
  });

  it('should prune revocations of sessions that have expired anyway when a session signs out', async () => {
    const app = await start();
    const revocations = app.dataSource.getRepository(ConsoleSessionRevocation);
    await revocations.insert([
      { sessionId: 'long-expired-session', expiresAt: new Date(Date.now() - 60_000) },
      { sessionId: 'still-running-session', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await signOut(app, await signIn(app));
    const kept = (await revocations.find()).map((row) => row.sessionId);
    expect(kept).toHaveLength(2);
    expect(kept).toContain('still-running-session');
    expect(kept).not.toContain('long-expired-session');
  });
});
