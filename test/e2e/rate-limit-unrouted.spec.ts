import { PartnerTokenVerifier } from '../../src/common/auth/partner-token.verifier';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

/**
 * The JSON body is parsed before routing, so before the limit guard: a body the service cannot read still costs its
 * client a read, a client whose read budget is spent is refused before its body is read, and deciding a limit
 * never costs a database lookup of a partner token.
 */
describe('Rate limits before routing', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp({
      env: { RATE_LIMIT_ENABLED: 'true', TRUST_PROXY: '1', RATE_LIMIT_READ_PER_MINUTE: '3' },
    });
    reference = (await registerProgram(app)).reference;
  });

  afterAll(async () => {
    await app.close();
  });

  const portalStep = (client: string, body: string) =>
    app.http
      .post(`/api/register/${reference}/portal-step`)
      .set('X-Forwarded-For', client)
      .set('content-type', 'application/json')
      .send(body);

  it('should count bodies that cannot be read against the read budget, then refuse before reading', async () => {
    const client = '203.0.113.10';
    for (let attempt = 0; attempt < 3; attempt++) {
      const refused = await portalStep(client, '{bad');
      expect(refused.status).toBe(422);
      expect(bodyOf<'HTTPValidationError'>(refused).detail[0].type).toBe('json_invalid');
    }
    const limited = await portalStep(client, '{bad');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    const valid = await portalStep(client, JSON.stringify({ step: 'verify' }));
    expect(valid.status).toBe(429);
    const read = await app.http.get(`/api/programs/${reference}`).set('X-Forwarded-For', client);
    expect(read.status).toBe(429);
  });

  it('should not refuse the admin credential before reading its body', async () => {
    const client = '203.0.113.11';
    for (let attempt = 0; attempt < 3; attempt++) {
      await portalStep(client, '{bad').expect(422);
    }
    await portalStep(client, '{bad').expect(429);
    const admin = await app.http
      .post(`/api/register/${reference}/portal-step`)
      .set('X-Forwarded-For', client)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .send({ step: 'verify' });
    expect(admin.status).toBe(200);
  });

  it('should count IPv6 clients by their /64, so rotating the interface id opens no new budget', async () => {
    for (let host = 1; host <= 3; host++) {
      await app.http.get('/api/venues').set('X-Forwarded-For', `2001:db8:aa:bb::${host}`).expect(200);
    }
    await app.http.get('/api/venues').set('X-Forwarded-For', '2001:db8:aa:bb:ffff::9').expect(429);
    await app.http.get('/api/venues').set('X-Forwarded-For', '2001:db8:aa:bc::1').expect(200);
  });

  it('should refuse a limited client carrying a partner token without looking the token up', async () => {
    const verify = jest.spyOn(app.app.get(PartnerTokenVerifier), 'verify');
    const client = '203.0.113.12';
    const token = 'pws_live_0123456789abcdef_not-a-real-secret';
    for (let attempt = 0; attempt < 3; attempt++) {
      await app.http.get('/api/venues').set('X-Forwarded-For', client).expect(200);
    }
    const limited = await app.http
      .get('/api/partner/stats')
      .set('X-Forwarded-For', client)
      .set('X-Partner-Token', token);
    expect(limited.status).toBe(429);
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });
});
