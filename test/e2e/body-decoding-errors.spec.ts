import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

/** Bodies the reader refuses on the client's account are the client's error (4xx), never a 500. */
describe('Body decoding errors', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer 400 bad_request when a body labelled gzip is not gzip, and write nothing', async () => {
    const before = await app.dataSource.query<unknown>('SELECT COUNT(*) AS n FROM registrations');
    const response = await app.http
      .post('/api/register')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"full_name":"Plain Text","email":"plain@example.com","consent_accepted":true}')
      .expect(400);
    expect(response.body).toEqual({ detail: 'Request body could not be decoded', code: 'bad_request' });
    expect(await app.dataSource.query('SELECT COUNT(*) AS n FROM registrations')).toEqual(before);
    expect(app.logs.text()).not.toContain('unhandled error');
  });

  it('should answer 413 payload_too_large to a console form with more fields than it reads', async () => {
    const fields = Array.from({ length: 60 }, (_, index) => `f${index}=1`).join('&');
    const response = await app.http
      .post('/admin/status')
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send(fields)
      .expect(413);
    expect(response.body).toEqual({ detail: 'The form has too many fields', code: 'payload_too_large' });
  });

  it('should not read a body sent with GET or DELETE: no operation takes one, so it cannot cause a 413, 415 or 422', async () => {
    await app.http.get('/api/corridors').set('Content-Type', 'application/json').send('{').expect(200);
    await app.http
      .get('/api/operator/api-keys')
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .set('Content-Type', 'application/json')
      .send(`"${'x'.repeat(1_200_000)}"`)
      .expect(200);
    await app.http
      .delete('/api/operator/webhooks/999999')
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'xyz')
      .send('{}')
      .expect(404);
  });
});
