import { Logger } from 'pino';
import { APP_LOGGER } from '../../src/common/logging/logging.module';
import { IdempotencyPurge } from '../../src/idempotency/idempotency-purge';
import { IdempotencyService } from '../../src/idempotency/idempotency.service';
import { registrationInput } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Idempotency-Key on intake', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ listen: true });
  });

  afterAll(async () => {
    await app.close();
  });

  const count = async (table: string): Promise<number> => {
    const [row] = await app.dataSource.query<Array<{ count: number | string }>>(
      `SELECT COUNT(*) AS count FROM ${table}`,
    );
    return Number(row.count);
  };

  it('should replay the first response for the same key and body, with no new rows or events', async () => {
    const body = registrationInput();
    const first = await app.http.post('/api/register').set('Idempotency-Key', 'intake-key-1').send(body).expect(200);
    const registrations = await count('registrations');
    const events = await count('program_events');

    const replay = await app.http.post('/api/programs').set('Idempotency-Key', 'intake-key-1').send(body).expect(200);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await count('registrations')).toBe(registrations);
    expect(await count('program_events')).toBe(events);
  });

  it('should answer 409 when the key is reused with a different body', async () => {
    await app.http.post('/api/register').set('Idempotency-Key', 'intake-key-2').send(registrationInput()).expect(200);
    const registrations = await count('registrations');
    const response = await app.http
      .post('/api/register')
      .set('Idempotency-Key', 'intake-key-2')
      .send(registrationInput())
      .expect(409);
    expect(bodyOf<'HTTPError'>(response).detail).toMatch(/Idempotency-Key/);
    expect(await count('registrations')).toBe(registrations);
  });

  it('should create exactly one program when the same key arrives concurrently', async () => {
    const body = JSON.stringify(registrationInput());
    const before = await count('registrations');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${app.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': 'intake-key-concurrent' },
          body,
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { reference: string },
        })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body.reference)).size).toBe(1);
    expect(await count('registrations')).toBe(before + 1);
  });

  it('should not count a request without a key as a replay', async () => {
    const body = registrationInput();
    const first = await app.http.post('/api/register').send(body).expect(200);
    const second = await app.http.post('/api/register').send(body).expect(200);
    expect(bodyOf<'RegistrationResponse'>(second).reference).not.toBe(bodyOf<'RegistrationResponse'>(first).reference);
  });

  it('should purge the keys older than the 24 h replay window and keep the fresh ones', async () => {
    await app.http.post('/api/register').set('Idempotency-Key', 'purge-old').send(registrationInput()).expect(200);
    await app.http.post('/api/register').set('Idempotency-Key', 'purge-fresh').send(registrationInput()).expect(200);
    const dayAndHourAgo =
      app.config.database.dialect === 'postgres'
        ? `now() - interval '25 hours'`
        : `strftime('%Y-%m-%d %H:%M:%f', 'now', '-25 hours')`;
    await app.dataSource.query(`UPDATE idempotency_keys SET created_at = ${dayAndHourAgo} WHERE key = 'purge-old'`);

    const deleted = await app.app.get(IdempotencyService).purgeExpired();

    expect(deleted).toBeGreaterThanOrEqual(1);
    const keys = (await app.dataSource.query<Array<{ key: string }>>('SELECT key FROM idempotency_keys')).map(
      (row) => row.key,
    );
    expect(keys).not.toContain('purge-old');
    expect(keys).toContain('purge-fresh');
    expect(keys).toContain('intake-key-1');
  });

  async function storeExpiredKey(key: string): Promise<void> {
    await app.http.post('/api/register').set('Idempotency-Key', key).send(registrationInput()).expect(200);
    const dayAndHourAgo =
      app.config.database.dialect === 'postgres'
        ? `now() - interval '25 hours'`
        : `strftime('%Y-%m-%d %H:%M:%f', 'now', '-25 hours')`;
    await app.dataSource.query(`UPDATE idempotency_keys SET created_at = ${dayAndHourAgo} WHERE key = '${key}'`);
  }

  const storedKeys = async () =>
    (await app.dataSource.query<Array<{ key: string }>>('SELECT key FROM idempotency_keys')).map((row) => row.key);

  /** A purge as the module builds it, with the given first delay; the hourly run never comes within a test. */
  function purgeStartingAfter(firstRunDelayMs: number): IdempotencyPurge {
    return new IdempotencyPurge(app.app.get(IdempotencyService), app.app.get<Logger>(APP_LOGGER), {
      firstRunDelayMs,
      firstRunJitterMs: 20,
      intervalMs: 3_600_000,
    });
  }

  it('should purge once shortly after bootstrap, not only an hour later', async () => {
    await storeExpiredKey('purge-at-start');
    const purge = purgeStartingAfter(10);
    const purged = jest.spyOn(app.app.get(IdempotencyService), 'purgeExpired');
    try {
      purge.onApplicationBootstrap();
      const deadline = Date.now() + 5_000;
      while ((await storedKeys()).includes('purge-at-start') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await storedKeys()).not.toContain('purge-at-start');
      expect(purged).toHaveBeenCalledTimes(1);
    } finally {
      purged.mockRestore();
      await purge.onModuleDestroy();
    }
  });

  it('should not run the first purge once shut down', async () => {
    await storeExpiredKey('purge-after-shutdown');
    const purge = purgeStartingAfter(50);
    const purged = jest.spyOn(app.app.get(IdempotencyService), 'purgeExpired');
    try {
      purge.onApplicationBootstrap();
      await purge.onModuleDestroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(purged).not.toHaveBeenCalled();
      expect(await storedKeys()).toContain('purge-after-shutdown');
    } finally {
      purged.mockRestore();
    }
  });
});
