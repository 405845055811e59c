import { Client } from 'pg';
import { registerProgram, registrationInput } from '../../factories/registration.factory';
import { startTestApp, TestApp } from '../../support/test-app';
import { bodyOf } from '../../support/typed-body';

/** PostgreSQL only: the database goes away under a running app, which answers 503 and recovers by itself. */
describe('Database outage (PostgreSQL)', () => {
  let app: TestApp;
  let admin: Client;
  let databaseName: string;

  beforeAll(async () => {
    app = await startTestApp();
    databaseName = new URL(app.config.database.url).pathname.slice(1);
    admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });

  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    await admin.end();
    await app.close();
  });

  async function cutOff(): Promise<void> {
    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS false`);
    await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
  }

  function expectUnavailable(response: {
    status: number;
    body: Record<string, unknown>;
    text: string;
    headers: Record<string, string>;
  }): void {
    expect(response.status).toBe(503);
    expect(response.body.detail).toBe('Service temporarily unavailable');
    expect(Object.keys(response.body).every((key) => key === 'detail' || key === 'code')).toBe(true);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).not.toMatch(/ECONNREFUSED|pg_|accepting connections|\.ts:\d+/);
  }

  it('should answer 503 quickly while the database is unreachable, then recover without a restart', async () => {
    const program = await registerProgram(app);
    await cutOff();

    const started = Date.now();
    expectUnavailable(await app.http.get(`/api/register/${program.reference}`));
    expectUnavailable(await app.http.post('/api/register').send(registrationInput()));
    expectUnavailable(await app.http.get(`/api/programs/${program.reference}/events`));
    const health = await app.http.get('/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'degraded', checks: { database: 'unavailable' } });
    expect(Date.now() - started).toBeLessThan(10_000);

    // Validation needs no database: still 422, not 503.
    await app.http.post('/api/register').send({}).expect(422);

    await admin.query(`ALTER DATABASE ${databaseName} ALLOW_CONNECTIONS true`);
    const deadline = Date.now() + 15_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      recovered = (await app.http.get('/health')).status === 200;
      if (!recovered) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    expect(recovered).toBe(true);
    await app.http.get(`/api/register/${program.reference}`).expect(200);
    const again = await app.http.post('/api/register').send(registrationInput()).expect(200);
    expect(bodyOf<'RegistrationResponse'>(again).reference).toMatch(/^PRG-\d{6}$/);
    expect(app.logs.text()).not.toContain('"unhandled error"');
  });
});
