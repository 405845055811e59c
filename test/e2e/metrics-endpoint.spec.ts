import { startTestApp, TestApp } from '../support/test-app';

describe('GET /metrics (Prometheus)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer the text exposition format with the service and process metrics', async () => {
    const response = await app.http.get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain;/);
    expect(response.headers['content-type']).toContain('version=0.0.4');
    expect(response.text).toContain('# TYPE http_requests_total counter');
    expect(response.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
    expect(response.text).toMatch(/^pws_build_info\{version="[^"]+",role="api"\} 1$/m);
  });
});
