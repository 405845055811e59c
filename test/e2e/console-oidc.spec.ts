import { OidcTestProvider, startOidcTestProvider } from '../support/oidc-test-provider';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TestApp } from '../support/test-app';
import { BOOTSTRAP_HEADERS, OperatorAuditLogPage } from '../support/operators';
import { setCookieOf } from '../support/console-http';

const CALLBACK = 'http://console.test/admin/oidc/callback';

async function signInEntries(app: TestApp) {
  const page = (await app.http.get('/api/operator/audit-log').set(BOOTSTRAP_HEADERS).expect(200))
    .body as OperatorAuditLogPage;
  return page.entries.filter((entry) => entry.action.startsWith('sign_in.'));
}

/** The parts of the console's single sign-on that need no browser. */
describe('OidcController', () => {
  describe('when OIDC is not configured', () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startTestApp();
    });

    afterAll(async () => {
      await app.close();
    });

    it('should answer 404 on both routes when OIDC is off', async () => {
      await app.http.get('/admin/oidc/login').expect(404);
      await app.http.get('/admin/oidc/callback?code=x&state=y').expect(404);
      expect(await signInEntries(app)).toEqual([]);
    });

    it('should offer only the token form when OIDC is off', async () => {
      const page = await app.http.get('/admin').expect(200);
      expect(page.text).toContain('<label for="token">Operator token</label>');
      expect(page.text).not.toContain('/admin/oidc/login');
    });
  });

  describe('when the provider is up', () => {
    let provider: OidcTestProvider;
    let app: TestApp;

    /** Starts a sign-in: the state cookie pair and the state sent to the provider. */
    const startSignIn = async () => {
      const response = await app.http.get('/admin/oidc/login').expect(302);
      const cookie = setCookieOf(response).find((line) => line.startsWith('pws_oidc='));
      const state = new URL(String(response.headers.location)).searchParams.get('state');
      if (!cookie || !state) {
        throw new Error('no state cookie or no state');
      }
      return { cookie: cookie.split(';')[0], state, response };
    };

    // Each refusal from a client of its own: five in a minute lock a client out (see the throttle test below).
    let clients = 0;
    const expectRefused = async (path: string, cookie: string | undefined, reason: string) => {
      const before = await signInEntries(app);
      clients += 1;
      const request = app.http.get(path).set('X-Forwarded-For', `198.51.100.${clients}`);
      const response = await (cookie ? request.set('Cookie', cookie) : request).expect(401);
      expect(response.text).toContain('Please start again.');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(setCookieOf(response).filter((line) => line.startsWith('ops_admin='))).toEqual([]);
      const after = await signInEntries(app);
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ action: 'sign_in.failed', actor: null, detail: { method: 'oidc', reason } });
    };

    beforeAll(async () => {
      provider = await startOidcTestProvider({});
      await provider.register(CALLBACK);
      rememberSecret(provider.env.OIDC_CLIENT_SECRET);
      app = await startTestApp({ env: { ...provider.env, OIDC_REDIRECT_URI: CALLBACK, TRUST_PROXY: '1' } });
    });

    afterAll(async () => {
      await app?.close();
      await provider?.close();
    });

    it('should offer the organisation sign-in beside the token form when OIDC is on', async () => {
      const page = await app.http.get('/admin').expect(200);
      expect(page.text).toContain('<a href="/admin/oidc/login">Sign in with your organisation</a>');
      expect(page.text).toContain('<label for="token">Operator token</label>');
    });

    it('should redirect to the provider with state, nonce and a PKCE S256 challenge when signing in', async () => {
      const { response, state } = await startSignIn();
      const location = new URL(String(response.headers.location));
      expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
      expect(Object.fromEntries(location.searchParams)).toEqual({
        client_id: provider.env.OIDC_CLIENT_ID,
        scope: 'openid email',
        response_type: 'code',
        redirect_uri: CALLBACK,
        state,
        nonce: expect.stringMatching(/^[\w-]{43}$/) as unknown,
        code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
        code_challenge_method: 'S256',
      });
      expect(response.headers['cache-control']).toBe('no-store');
      const [cookie] = setCookieOf(response);
      expect(cookie).toMatch(
        /^pws_oidc=[\w-]{16}\.[\w-]+\.[\w-]{22}; Max-Age=600; Path=\/admin\/oidc; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
      );
    });

    it('should refuse with 401 and record it when the state cookie is missing', async () => {
      const { state } = await startSignIn();
      await expectRefused(
        `/admin/oidc/callback?code=abc&state=${state}`,
        undefined,
        'missing or expired sign-in state',
      );
    });

    it('should refuse with 401 and record it when the state does not match', async () => {
      const { cookie } = await startSignIn();
      await expectRefused('/admin/oidc/callback?code=abc&state=forged', cookie, 'state mismatch');
    });

    it('should refuse with 401 and record it when the answer carries no state', async () => {
      const { cookie } = await startSignIn();
      await expectRefused('/admin/oidc/callback?code=abc', cookie, 'no state in the answer');
    });

    it('should refuse with 401 when the state cookie was tampered with', async () => {
      const { cookie, state } = await startSignIn();
      const [iv, sealed, tag] = cookie.slice('pws_oidc='.length).split('.');
      const bytes = Buffer.from(sealed, 'base64url');
      bytes[0] ^= 1;
      await expectRefused(
        `/admin/oidc/callback?code=abc&state=${state}`,
        `pws_oidc=${iv}.${bytes.toString('base64url')}.${tag}`,
        'missing or expired sign-in state',
      );
    });

    it('should refuse with 401 and record the provider error when the provider answers an error', async () => {
      const { cookie, state } = await startSignIn();
      await expectRefused(
        `/admin/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
        cookie,
        'provider answered access_denied',
      );
    });

    it('should lock a client out with 429 and record nothing after five refused callbacks in a minute', async () => {
      const client = '203.0.113.9';
      for (let attempt = 0; attempt < 5; attempt++) {
        await app.http.get('/admin/oidc/callback?code=abc&state=made-up').set('X-Forwarded-For', client).expect(401);
      }
      const before = await signInEntries(app);
      const locked = await app.http
        .get('/admin/oidc/callback?code=abc&state=made-up')
        .set('X-Forwarded-For', client)
        .expect(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(await signInEntries(app)).toHaveLength(before.length);
      await app.http
        .get('/admin/oidc/callback?code=abc&state=made-up')
        .set('X-Forwarded-For', '203.0.113.10')
        .expect(401);
    });

    it('should refuse with 401 when the provider does not know the code', async () => {
      const { cookie, state } = await startSignIn();
      await expectRefused(
        `/admin/oidc/callback?code=not-a-code&state=${state}&iss=${encodeURIComponent(provider.issuer)}`,
        cookie,
        'provider answered invalid_grant',
      );
    });
  });

  describe('when the provider is unreachable', () => {
    let app: TestApp;

    beforeAll(async () => {
      // Port 1 on loopback: nothing listens, and no other suite's server can take it (as it could a port found free).
      app = await startTestApp({
        env: { OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'pws', OIDC_CLIENT_SECRET: 'some-secret' },
      });
    });

    afterAll(async () => {
      await app.close();
    });

    it('should answer 503 with the sign-in page saying so when the provider is down', async () => {
      const response = await app.http.get('/admin/oidc/login').expect(503);
      expect(response.text).toContain('sign-in service cannot be reached right now');
      expect(response.text).toContain('<label for="token">Operator token</label>');
      expect(setCookieOf(response)).toEqual([]);
      await app.http.get('/health').expect(200);
      expect(await signInEntries(app)).toEqual([]);
    });
  });
});
