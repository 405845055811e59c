import { registerProgram, registrationInput } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Structured logs', () => {
  let app: TestApp;
  const partnerToken = 'pk_live_partner-secret-value-0123456789';
  const emails = ['jane.doe@example.com', 'ops.contact@maple-payments.ca', 'Mixed.Case@Example.ORG'];
  const requestIds: string[] = [];

  beforeAll(async () => {
    app = await startTestApp({ env: { LOG_LEVEL: 'debug' } });
    const references: string[] = [];
    for (const [index, email] of emails.entries()) {
      const response = await app.http
        .post('/api/register')
        .set('X-Request-Id', `log-test-${index}`)
        .send(registrationInput({ email, incident_contact_email: `incident${index}@example.net` }))
        .expect(200);
      requestIds.push(`log-test-${index}`);
      references.push(bodyOf<'RegistrationResponse'>(response).reference);
    }
    const ref = references[0];
    await app.http.get(`/api/register/${ref}`).set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(200);
    await app.http
      .patch(`/api/admin/registrations/${ref}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .send({ status: 'declined', status_note: 'contact jane.doe@example.com' })
      .expect(200);
    await app.http
      .patch(`/api/admin/registrations/${ref}`)
      .set('X-Admin-Token', 'wrong-admin-token-value')
      .send({})
      .expect(401);
    await app.http.get(`/api/register/${ref}`).set('X-Partner-Token', partnerToken).expect(401);
    await app.http.get(`/api/register/${ref}`).set('Cookie', `ops_admin=${TEST_ADMIN_TOKEN}`).expect(200);
    // Validation errors echo input to the client; they must not echo it into the log.
    await app.http
      .post('/api/register')
      .send(registrationInput({ email: 'not-valid@', full_name: 'X' }))
      .expect(422);
    await app.http
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .send('{"email": "broken.json@example.com", ')
      .expect(422);
    await app.http.get(`/api/programs/${ref}/events?limit=abc&email=query.leak@example.com`).expect(422);
    await app.http.get('/api/nope').expect(404);
    await registerProgram(app);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should have logged the requests', () => {
    const requestLines = app.logs.lines.filter((line) => (JSON.parse(line) as { msg?: string }).msg === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(12);
  });

  it('should never contain the admin token, a wrong token or the partner token', () => {
    const text = app.logs.text();
    expect(text).not.toContain(TEST_ADMIN_TOKEN);
    expect(text).not.toContain('wrong-admin-token-value');
    expect(text).not.toContain(partnerToken);
  });

  it('should never contain a full e-mail address', () => {
    const text = app.logs.text();
    for (const email of [
      ...emails,
      ...emails.map((email) => email.toLowerCase()),
      'incident0@example.net',
      'broken.json@example.com',
      'query.leak@example.com',
    ]) {
      expect(text).not.toContain(email);
    }
    expect(text).not.toMatch(/(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{2,}@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
  });

  it('should carry the request id on every request log line, echoing the client one', () => {
    const lines = app.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line.msg === 'request');
    for (const line of requestLines) {
      expect(typeof line.request_id).toBe('string');
      expect(line.request_id).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    }
    const logged = requestLines.map((line) => line.request_id);
    for (const id of requestIds) {
      expect(logged).toContain(id);
    }
  });

  it('should carry the request id on every line written while a request was handled', () => {
    const lines = app.logs.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const duringRequests = lines.filter((line) => line.method !== undefined || line.path !== undefined);
    for (const line of duringRequests) {
      expect(typeof line.request_id).toBe('string');
    }
  });

  it('should be structured JSON with a level and a time on every line', () => {
    for (const raw of app.logs.lines) {
      const line = JSON.parse(raw) as Record<string, unknown>;
      expect(typeof line.level).toBe('string');
      expect(typeof line.time).toBe('string');
    }
  });
});
