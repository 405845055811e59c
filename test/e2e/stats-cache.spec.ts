import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('GET /api/stats is computed at most once per STATS_CACHE_MS', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { STATS_CACHE_MS: '60000' } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer the same figures within the period, however many ask at once', async () => {
    await registerProgram(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.http.get('/api/stats').expect(200)));
    const totals = answers.map((answer) => bodyOf<'PublicStats'>(answer).registrations.total);
    expect(new Set(totals)).toEqual(new Set([1]));
    // A later intake is not counted until the period ends: no caller makes the database count again.
    await registerProgram(app);
    expect(bodyOf<'PublicStats'>(await app.http.get('/api/stats').expect(200)).registrations.total).toBe(1);
  });
});
