import { registerProgram, registrationInput } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

describe('Rate limits on public routes', () => {
  describe('when enabled with small limits', () => {
    let app: TestApp;

    beforeEach(async () => {
      app = await startTestApp({
        env: {
          RATE_LIMIT_ENABLED: 'true',
          RATE_LIMIT_INTAKE_PER_MINUTE: '3',
          RATE_LIMIT_READ_PER_MINUTE: '8',
          RATE_LIMIT_MISS_PER_MINUTE: '2',
        },
      });
    });

    afterEach(async () => {
      await app.close();
    });

    function expectThrottled(response: { status: number; headers: Record<string, string>; body: unknown }): void {
      expect(response.status).toBe(429);
      const retryAfter = Number(response.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({ detail: expect.any(String) as unknown, code: 'rate_limited' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }

    it('should answer 429 with Retry-After once intake passes its limit, and store nothing more', async () => {
      for (let index = 0; index < 3; index++) {
        await app.http
          .post(index % 2 ? '/api/programs' : '/api/register')
          .send(registrationInput())
          .expect(200);
      }
      const throttled = await app.http.post('/api/register').send(registrationInput());
      expectThrottled(throttled);
      expectThrottled(await app.http.post('/api/programs').send(registrationInput()));
      const rows = await app.dataSource.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM registrations');
      expect(Number(rows[0].n)).toBe(3);
    });

    it('should count invalid intake attempts too', async () => {
      for (let index = 0; index < 3; index++) {
        await app.http.post('/api/register').send({}).expect(422);
      }
      expectThrottled(await app.http.post('/api/register').send(registrationInput()));
    });

    it('should limit reads separately from intake', async () => {
      const program = await registerProgram(app);
      await app.http.post('/api/register').send(registrationInput()).expect(200);
      await app.http.post('/api/register').send(registrationInput()).expect(200);
      expectThrottled(await app.http.post('/api/register').send(registrationInput()));

      // Intake exhausted, reads still open up to their own limit.
      for (let index = 0; index < 8; index++) {
        await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
      }
      expectThrottled(await app.http.get(`/api/register/${program.reference}`));
      expectThrottled(await app.http.get(`/api/checklist/${program.reference}`));
    });

    it('should throttle a run of 404 status reads hardest, even for existing references afterwards', async () => {
      const program = await registerProgram(app);
      await app.http.get('/api/register/PRG-000001').expect(404);
      await app.http.get('/api/programs/PRG-000002').expect(404);
      expectThrottled(await app.http.get('/api/register/PRG-000003'));
      expectThrottled(await app.http.get(`/api/register/${program.reference}`));
      // Every route keyed by a program reference shares the miss budget (decisions §12 rev 2); other reads do not.
      expectThrottled(await app.http.get(`/api/checklist/${program.reference}`));
      await app.http.get('/api/venues').expect(200);
    });

    it('should not count successful status reads as misses', async () => {
      const program = await registerProgram(app);
      for (let index = 0; index < 5; index++) {
        await app.http.get(`/api/register/${program.reference}`).expect(200);
      }
    });

    it('should exempt admin token holders', async () => {
      for (let index = 0; index < 6; index++) {
        await app.http
          .post('/api/register')
          .set('X-Admin-Token', TEST_ADMIN_TOKEN)
          .send(registrationInput())
          .expect(200);
      }
      for (let index = 0; index < 5; index++) {
        await app.http.get('/api/register/PRG-000001').set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(404);
      }
      for (let index = 0; index < 12; index++) {
        await app.http.get('/api/register/PRG-000001/nope').set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(404);
      }
    });

    it('should not let a wrong admin token bypass the limit', async () => {
      for (let index = 0; index < 3; index++) {
        await app.http.post('/api/register').send(registrationInput()).expect(200);
      }
      expectThrottled(await app.http.post('/api/register').set('X-Admin-Token', 'guess').send(registrationInput()));
    });

    it('should not limit /health', async () => {
      for (let index = 0; index < 12; index++) {
        await app.http.get('/health').expect(200);
      }
    });
  });

  describe('when RATE_LIMIT_ENABLED=false', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({
        env: {
          RATE_LIMIT_ENABLED: 'false',
          RATE_LIMIT_INTAKE_PER_MINUTE: '1',
          RATE_LIMIT_READ_PER_MINUTE: '1',
          RATE_LIMIT_MISS_PER_MINUTE: '1',
        },
      });
    });

    afterAll(async () => {
      await app.close();
    });

    it('should never answer 429', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        statuses.push((await app.http.post('/api/register').send(registrationInput())).status);
        statuses.push((await app.http.get('/api/register/PRG-000001')).status);
        statuses.push((await app.http.get('/api/checklist/PRG-000001')).status);
      }
      expect(statuses).not.toContain(429);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    });
  });
});
