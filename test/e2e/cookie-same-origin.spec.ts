import { registerProgram } from '../factories/registration.factory';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const HOST = 'console.example';

/** Requests a browser could send with the cookie from a page of another origin (or a client naming none). */
const NOT_SAME_ORIGIN: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
  ['a foreign Origin', { Origin: 'https://evil.example' }],
  ['neither header', {}],
];

const SAME_ORIGIN: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
  ['an Origin naming this host', { Origin: `https://${HOST}` }],
];

/** Decisions §10 (rev 2): a cookie, of either kind, never authorises a state-changing request that is not same-origin. */
describe('Admin cookie on state-changing API requests', () => {
  let app: TestApp;
  let sessionCookie: string;
  let slugCounter = 0;
  const admin = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

  beforeAll(async () => {
    app = await startTestApp();
    const signIn = await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(303);
    const lines = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []);
    sessionCookie = (lines.find((line) => line.startsWith('ops_admin=')) as string).split(';')[0];
  });

  afterAll(async () => {
    await app.close();
  });

  const cookies: Array<[string, () => string]> = [
    ['the raw admin token cookie', () => `ops_admin=${TEST_ADMIN_TOKEN}`],
    ['the console session cookie', () => sessionCookie],
  ];

  const nextSlug = () => `cookie-check-${++slugCounter}`;
  const keySlugs = async (): Promise<string[]> =>
    bodyOf<'OperatorApiKeyList'>(await app.http.get('/api/operator/api-keys').set(admin).expect(200)).keys.map(
      (key) => key.slug,
    );
  const issueKey = async (slug: string): Promise<string> =>
    rememberSecret(
      bodyOf<'OperatorApiKeyIssued'>(
        await app.http.post('/api/operator/api-keys').set(admin).send({ slug }).expect(200),
      ).api_key,
    );
  const partnerKeyWorks = async (key: string): Promise<boolean> =>
    (await app.http.get('/api/partner/registrations').set('X-Partner-Token', key)).status === 200;
  const statusOf = async (reference: string): Promise<string> =>
    bodyOf<'RegistrationStatus'>(await app.http.get(`/api/programs/${reference}`).expect(200)).status;

  describe.each(cookies)('with %s', (_kind, cookie) => {
    const send = (method: 'post' | 'patch' | 'delete', path: string, headers: Record<string, string>) =>
      app.http[method](path).set('Host', HOST).set('Cookie', cookie()).set(headers);

    it.each(NOT_SAME_ORIGIN)(
      'should refuse POST, PATCH and DELETE with %s (401, nothing changed)',
      async (_, headers) => {
        const slug = nextSlug();
        await send('post', '/api/operator/api-keys', headers).send({ slug }).expect(401);
        expect(await keySlugs()).not.toContain(slug);

        const { reference } = await registerProgram(app);
        await send('patch', `/api/admin/registrations/${reference}/status`, headers)
          .send({ status: 'reviewing' })
          .expect(401);
        expect(await statusOf(reference)).toBe('pending');

        const existing = nextSlug();
        const key = await issueKey(existing);
        await send('delete', `/api/operator/api-keys/${existing}`, headers).expect(401);
        expect(await partnerKeyWorks(key)).toBe(true);
      },
    );

    it.each(SAME_ORIGIN)('should accept POST, PATCH and DELETE with %s', async (_, headers) => {
      const slug = nextSlug();
      await send('post', '/api/operator/api-keys', headers).send({ slug }).expect(200);
      expect(await keySlugs()).toContain(slug);

      const { reference } = await registerProgram(app);
      await send('patch', `/api/admin/registrations/${reference}/status`, headers)
        .send({ status: 'reviewing' })
        .expect(200);
      expect(await statusOf(reference)).toBe('reviewing');

      const existing = nextSlug();
      const key = await issueKey(existing);
      await send('delete', `/api/operator/api-keys/${existing}`, headers).expect(200);
      expect(await partnerKeyWorks(key)).toBe(false);
    });

    it('should keep opening admin reads without any origin header', async () => {
      await app.http.get('/api/admin/registrations').set('Cookie', cookie()).expect(200);
      await app.http.get('/api/operator/api-keys').set('Cookie', cookie()).expect(200);
    });
  });
});
