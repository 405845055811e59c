import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('GET /health', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should report ok with the database check, version and uptime', async () => {
    const response = await app.http.get('/health').expect(200);
    expect(bodyOf<'HealthReport'>(response)).toMatchObject({
      status: 'ok',
      checks: { database: 'ok' },
      version: expect.any(String) as unknown,
      uptime_s: expect.any(Number) as unknown,
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('should answer 503 with the same report when the database does not answer', async () => {
    const query = jest.spyOn(app.dataSource, 'query').mockRejectedValueOnce(new Error('connection refused'));
    try {
      const response = await app.http.get('/health').expect(503);
      expect(response.body).toMatchObject({ status: 'degraded', checks: { database: 'unavailable' } });
    } finally {
      query.mockRestore();
    }
  });

  it('should answer liveness without touching dependencies', async () => {
    // The database is down and any use of it is seen: liveness must neither ask it nor fail because of it.
    const query = jest.spyOn(app.dataSource, 'query').mockRejectedValue(new Error('connection refused'));
    const queryRunner = jest.spyOn(app.dataSource, 'createQueryRunner');
    try {
      const response = await app.http.get('/health/live').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(query).not.toHaveBeenCalled();
      expect(queryRunner).not.toHaveBeenCalled();
    } finally {
      query.mockRestore();
      queryRunner.mockRestore();
    }
  });
});
