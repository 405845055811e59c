import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createOperatorWithToken } from '../support/operators';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
  SESSION_SECRET: 'readiness-bootstrap-session-secret',
  IDV_WEBHOOK_SECRET: 'readiness-bootstrap-idv-secret',
  PAYMENT_WEBHOOK_SECRET: 'readiness-bootstrap-payment-secret',
  MESSAGING_WEBHOOK_SECRET: 'readiness-bootstrap-messaging-secret',
};

async function readiness(app: TestApp) {
  return bodyOf<'Readiness'>(await app.http.get('/api/readiness').expect(200));
}

async function bootstrapCheck(app: TestApp) {
  return (await readiness(app)).checks.find((check) => check.name === 'bootstrap_credential');
}

/** Issue 17: `/api/readiness` warns in production while the bootstrap ADMIN_TOKEN is still used after operators exist. */
describe('Readiness: the bootstrap credential after operators exist', () => {
  describe('in production', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp({ env: PRODUCTION_ENV });
    });

    afterAll(async () => {
      await app.close();
    });

    it('should pass, then warn with the time and the count once ADMIN_TOKEN is used although operators exist', async () => {
      expect(await bootstrapCheck(app)).toEqual({
        name: 'bootstrap_credential',
        ok: true,
        detail: 'ADMIN_TOKEN has not been used on this instance since it started.',
      });

      await app.http.get('/api/admin/registrations').set(ADMIN_HEADERS).expect(200);
      expect(await bootstrapCheck(app)).toMatchObject({
        ok: true,
        detail: expect.stringContaining('no operator account is active yet (bootstrap)') as unknown,
      });

      const owner = await createOperatorWithToken(app, 'owner');
      await createOperatorWithToken(app, 'viewer');
      const before = Date.now();
      await app.http.get('/api/admin/registrations').set(ADMIN_HEADERS).expect(200);
      const report = await readiness(app);
      const check = report.checks.find((entry) => entry.name === 'bootstrap_credential');
      expect(check?.ok).toBe(false);
      const match =
        /^ADMIN_TOKEN was used at (\S+) although 2 operator accounts exist: sign in with a personal token or single sign-on and keep ADMIN_TOKEN for break-glass\.$/.exec(
          check?.detail ?? '',
        );
      expect(match).not.toBeNull();
      expect(Date.parse(match![1])).toBeGreaterThanOrEqual(before);
      expect(report.ready).toBe(false);
      expect(JSON.stringify(report)).not.toContain(TEST_ADMIN_TOKEN);

      // A personal token is not the bootstrap credential: the time of the last bootstrap use stays.
      await app.http.get('/api/admin/registrations').set(owner.headers).expect(200);
      expect((await bootstrapCheck(app))?.detail).toBe(check?.detail);
    });

    it('should count a console sign-in with ADMIN_TOKEN as a use', async () => {
      const previous = (await bootstrapCheck(app))?.detail;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(303);
      const check = await bootstrapCheck(app);
      expect(check?.ok).toBe(false);
      expect(check?.detail).not.toBe(previous);
    });
  });

  it('should not add the check outside production, however ADMIN_TOKEN is used', async () => {
    const app = await startTestApp();
    try {
      await createOperatorWithToken(app, 'owner');
      await app.http.get('/api/admin/registrations').set(ADMIN_HEADERS).expect(200);
      expect((await readiness(app)).checks.map((check) => check.name)).not.toContain('bootstrap_credential');
    } finally {
      await app.close();
    }
  });
});
