import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { csrfTokenIn, consoleSessionCookie } from '../support/console-http';
import { createOperatorWithToken, OperatorRole } from '../support/operators';
import { htmlProblems } from '../support/html-validity';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const CATALOG_SLUGS = ['maple-remit', 'northern-ledger', 'prairie-pay'];
const KEY = /<code class="secret" id="new-api-key">(pws_live_[0-9a-f]{16}_[A-Za-z0-9_-]+)<\/code>/;

type KeyView = Schemas['OperatorApiKeyView'];

/** The console's partner pages and their API key forms, on both databases. */
describe('Console partners and API keys', () => {
  let app: TestApp;
  let owner: string;
  const lesser: Partial<Record<Exclude<OperatorRole, 'owner'>, string>> = {};
  let slugs = 0;

  beforeAll(async () => {
    app = await startTestApp({ env: { API_KEY_ROTATION_GRACE_SECONDS: '7200' } });
    owner = await signIn(TEST_ADMIN_TOKEN);
    for (const role of ['viewer', 'reviewer', 'approver'] as const) {
      lesser[role] = await signIn((await createOperatorWithToken(app, role)).token);
    }
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = (token: string) => consoleSessionCookie(app, token);

  const freshSlug = () => `console-partner-${++slugs}`;

  async function page(path: string, cookie = owner, status = 200): Promise<string> {
    const response = await app.http.get(path).set('Cookie', cookie).expect(status);
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).not.toMatch(/<script/i);
    expect(await htmlProblems(response.text)).toEqual([]);
    return response.text;
  }

  async function csrfOf(cookie = owner): Promise<string> {
    return csrfTokenIn(await page('/admin/partners', cookie));
  }

  const post = (path: string, fields: Record<string, string>, cookie = owner, site = 'same-origin') =>
    app.http.post(path).set('Cookie', cookie).set('Sec-Fetch-Site', site).type('form').send(fields);

  async function keysNow(): Promise<KeyView[]> {
    return bodyOf<'OperatorApiKeyList'>(await app.http.get('/api/operator/api-keys').set(ADMIN_HEADERS).expect(200))
      .keys;
  }

  async function issueThroughConsole(slug: string, action = '/admin/partners/keys'): Promise<string> {
    const response = await post(action, { csrf_token: await csrfOf(), slug }).expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(await htmlProblems(response.text)).toEqual([]);
    const key = KEY.exec(response.text)?.[1];
    if (!key) {
      throw new Error(`no key on the page: ${response.text.slice(0, 500)}`);
    }
    return rememberSecret(key);
  }

  describe('pages', () => {
    it('should list catalog partners and key-only slugs with their counts from the tallies, keys for owners only', async () => {
      const keyOnly = freshSlug();
      await issueApiKey(app, keyOnly);
      const first = await registerProgram(app, { partner_slug: 'northern-ledger' });
      await registerProgram(app, { partner_slug: 'northern-ledger' });
      await registerProgram(app, { partner_slug: keyOnly });
      await app.http
        .patch(`/api/admin/registrations/${first.reference}/status`)
        .set(ADMIN_HEADERS)
        .send({ status: 'kyc_pending' })
        .expect(200);
      await createInstruction(app, first.reference);

      const text = await page('/admin/partners');
      expect(text).toContain('<li><a href="/admin/partners">Partners</a></li>');
      const row = (slug: string) =>
        new RegExp(
          `<th scope="row"><a href="/admin/partners/${slug}">[^<]*</a><br><code>${slug}</code></th>[\\s\\S]*?</tr>`,
        );
      expect(text.match(row('northern-ledger'))?.[0]).toMatch(
        /<td>catalog<\/td>\s*<td>open<\/td>\s*<td class="count">2<\/td>\s*<td>0<\/td>\s*<td>1<\/td>\s*<td><span class="state state-none">no key issued<\/span>/,
      );
      expect(text.match(row(keyOnly))?.[0]).toMatch(
        /<td>API key only<\/td>\s*<td>—<\/td>\s*<td class="count">1<\/td>\s*<td>0<\/td>\s*<td>0<\/td>\s*<td><span class="state state-active">active \(pws_live_[0-9a-f]{16}\)/,
      );
      expect(text.match(row('prairie-pay'))?.[0]).toMatch(/<td>catalog<\/td>\s*<td>closed<\/td>/);
      expect(text).toContain('action="/admin/partners/keys"');

      for (const cookie of Object.values(lesser)) {
        const seen = await page('/admin/partners', cookie);
        for (const slug of CATALOG_SLUGS) {
          expect(seen).toMatch(row(slug));
        }
        expect(seen).not.toContain(keyOnly);
        expect(seen).not.toContain('API key</th>');
        expect(seen).not.toContain('action="/admin/partners/keys');
        expect(await page(`/admin/partners/${keyOnly}`, cookie, 404)).toContain('<h1>Partner not found</h1>');
      }
    });

    it("should show a partner's programs and handoff records by status, linked to the filtered table", async () => {
      const slug = freshSlug();
      await issueApiKey(app, slug);
      const program = await registerProgram(app, { partner_slug: slug });
      await registerProgram(app, { partner_slug: slug });
      const instruction = await createInstruction(app, program.reference);

      const text = await page(`/admin/partners/${slug}`);
      expect(text).toContain(`<h1>${slug} <code>${slug}</code></h1>`);
      expect(text).toContain('not in the catalog: known from its API keys');
      expect(text).toContain('<caption>2 programs of this partner</caption>');
      expect(text).toContain(
        `<tr><th scope="row"><a href="/admin?status&#x3D;pending&amp;partner&#x3D;${slug}">pending</a></th><td>2</td></tr>`,
      );
      expect(text).toContain("<caption>1 handoff record on this partner's programs</caption>");
      expect(text).toContain(`<tr><th scope="row">${instruction.status}</th><td>1</td></tr>`);
      expect(text).toContain('Rotate the key');
      expect(text).toContain('Revoke every working key');
      expect(text).toContain('for 2 hours');

      const viewer = await page('/admin/partners/maple-remit', lesser.viewer);
      expect(viewer).toContain('<h1>Maple Remit <code>maple-remit</code></h1>');
      expect(viewer).toContain('API keys are managed by owners; your role is viewer.');
      expect(viewer).not.toContain('/admin/partners/keys');
      expect(await page('/admin/partners/no-such-partner', owner, 404)).toContain('No partner has this slug');
    });
  });

  describe('issue, rotate, revoke', () => {
    it('should issue a key shown once, on a no-store page, that works and is never shown again', async () => {
      const slug = freshSlug();
      const key = await issueThroughConsole(slug);
      await app.http.get('/api/partner/stats').set(partnerHeaders(key)).expect(200);
      const prefix = key.slice(0, 'pws_live_'.length + 16);

      const partnerPage = await page(`/admin/partners/${slug}`);
      expect(partnerPage).toContain(`<code>${prefix}</code>`);
      expect(partnerPage).not.toContain(key);
      expect(partnerPage).not.toContain(key.slice(prefix.length + 1));
      expect(await page('/admin/partners')).not.toContain(key);
      expect(app.logs.text()).not.toContain(key.slice(prefix.length + 1));

      // Issuing again for a live key is the API's 409, shown on the partner's page; nothing changed.
      const before = await keysNow();
      const again = await post('/admin/partners/keys', { csrf_token: await csrfOf(), slug }).expect(409);
      expect(again.headers['content-type']).toMatch(/^text\/html/);
      expect(again.text).toContain(`Refused: An API key for &quot;${slug}&quot; already exists; send rotate: true`);
      expect(again.text).not.toMatch(KEY);
      expect(await htmlProblems(again.text)).toEqual([]);
      expect(await keysNow()).toEqual(before);
    });

    it('should rotate with the grace period: both keys work until the old one expires, the new one shown once', async () => {
      const slug = freshSlug();
      const first = await issueThroughConsole(slug);
      const started = Date.now();
      const response = await post('/admin/partners/keys/rotate', { csrf_token: await csrfOf(), slug }).expect(200);
      const second = rememberSecret(KEY.exec(response.text)?.[1] ?? '');
      expect(second).toMatch(/^pws_live_/);
      expect(second).not.toBe(first);
      const until = /keeps working until <time datetime="([^"]+)">/.exec(response.text)?.[1] ?? '';
      expect(Math.abs(Date.parse(until) - (started + 7200 * 1000))).toBeLessThan(10_000);
      await app.http.get('/api/partner/stats').set(partnerHeaders(first)).expect(200);
      await app.http.get('/api/partner/stats').set(partnerHeaders(second)).expect(200);

      const text = await page(`/admin/partners/${slug}`);
      expect(text).not.toContain(second);
      expect(text).toMatch(
        /<span class="state state-active">active \(pws_live_[0-9a-f]{16}\); pws_live_[0-9a-f]{16} works until/,
      );
      expect((await keysNow()).filter((key) => key.slug === slug).map((key) => key.state)).toEqual(['grace', 'active']);
    });

    it('should revoke every working key and say so after the redirect', async () => {
      const slug = freshSlug();
      const first = await issueThroughConsole(slug);
      const second = await issueThroughConsole(slug, '/admin/partners/keys/rotate');
      const response = await post('/admin/partners/keys/revoke', { csrf_token: await csrfOf(), slug }).expect(303);
      expect(response.headers.location).toBe(`/admin/partners/${slug}?done=revoked&keys=2`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toBe('');
      const after = await page(String(response.headers.location));
      expect(after).toContain(
        '<p class="notice notice-success" role="status">Revoked 2 keys: partner requests with them fail now.</p>',
      );
      expect(after).toContain('no working key (revoked or expired)');
      expect(after).toContain('Issue a key');
      for (const key of [first, second]) {
        await app.http.get('/api/partner/stats').set(partnerHeaders(key)).expect(401);
      }
    });

    it('should answer scripts with X-Admin-Token like the API: the page on success, JSON refusals', async () => {
      const slug = freshSlug();
      const issued = await app.http
        .post('/admin/partners/keys')
        .set(ADMIN_HEADERS)
        .type('form')
        .send({ slug })
        .expect(200);
      rememberSecret(KEY.exec(issued.text)?.[1] ?? '');
      const invalid = await app.http.post('/admin/partners/keys').set(ADMIN_HEADERS).type('form').send({ slug: 'x' });
      expect(invalid.status).toBe(422);
      expect(bodyOf<'HTTPValidationError'>(invalid).detail?.[0]).toMatchObject({
        type: 'string_too_short',
        loc: ['body', 'slug'],
      });
      const unknown = await app.http
        .post('/admin/partners/keys/revoke')
        .set(ADMIN_HEADERS)
        .type('form')
        .send({ slug: freshSlug() })
        .expect(404);
      expect(bodyOf<'HTTPError'>(unknown).code).toBe('api_key_not_found');
      await app.http.post('/admin/partners/keys/revoke').set(ADMIN_HEADERS).type('form').send({ slug }).expect(303);
    });
  });

  describe('refusals change nothing', () => {
    const ACTIONS = ['/admin/partners/keys', '/admin/partners/keys/rotate', '/admin/partners/keys/revoke'];

    it.each(ACTIONS)('%s: refuses viewers, reviewers and approvers with 403 operator_role_required', async (action) => {
      const slug = freshSlug();
      await issueApiKey(app, slug);
      const before = await keysNow();
      for (const cookie of Object.values(lesser)) {
        const response = await post(action, { csrf_token: await csrfOf(cookie), slug }, cookie).expect(403);
        expect(bodyOf<'HTTPError'>(response).code).toBe('operator_role_required');
      }
      expect(await keysNow()).toEqual(before);
    });

    it.each(ACTIONS)('%s: refuses a wrong CSRF token and another origin with 403', async (action) => {
      const slug = freshSlug();
      await issueApiKey(app, slug);
      const before = await keysNow();
      const csrf = await csrfOf();
      const wrongToken = await post(action, { csrf_token: 'forged', slug }).expect(403);
      expect(bodyOf<'HTTPError'>(wrongToken).code).toBe('csrf_invalid');
      const missing = await post(action, { slug }).expect(403);
      expect(bodyOf<'HTTPError'>(missing).code).toBe('csrf_invalid');
      const otherOrigin = await post(action, { csrf_token: csrf, slug }, owner, 'cross-site').expect(403);
      expect(bodyOf<'HTTPError'>(otherOrigin).code).toBe('cross_site_request');
      const sameSite = await post(action, { csrf_token: csrf, slug }, owner, 'same-site').expect(403);
      expect(bodyOf<'HTTPError'>(sameSite).code).toBe('cross_site_request');
      const otherSession = await post(action, { csrf_token: await csrfOf(lesser.viewer), slug }).expect(403);
      expect(bodyOf<'HTTPError'>(otherSession).code).toBe('csrf_invalid');
      expect(await keysNow()).toEqual(before);
    });

    it.each([
      ['/admin/partners/keys', 'x', 'String should have at least 2 characters'],
      ['/admin/partners/keys', '', 'Field required'],
      ['/admin/partners/keys/rotate', 'y'.repeat(65), 'String should have at most 64 characters'],
      ['/admin/partners/keys/revoke', '', 'Field required'],
    ])('%s with slug "%s": the list again with the error and the input kept (422)', async (action, slug, message) => {
      const before = await keysNow();
      const response = await post(action, { csrf_token: await csrfOf(), slug }).expect(422);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(await htmlProblems(response.text)).toEqual([]);
      expect(response.text).toContain(
        '<p class="notice notice-error" role="alert">Nothing changed: correct the slug below.</p>',
      );
      expect(response.text).toContain(`<span id="new-key-slug-error" class="field-error">${message}</span>`);
      expect(response.text).toContain(`name="slug" type="text" value="${slug}"`);
      expect(response.text).toMatch(/id="new-key-slug"[^>]*aria-invalid="true"/);
      expect(await keysNow()).toEqual(before);
    });

    it('should show the 404 page when revoking a slug that never had a key', async () => {
      const before = await keysNow();
      const response = await post('/admin/partners/keys/revoke', { csrf_token: await csrfOf(), slug: 'prairie-pay' });
      expect(response.status).toBe(404);
      expect(response.text).toContain('Refused: No API key exists for &quot;prairie-pay&quot;.');
      expect(response.text).toContain('<h1>Prairie Pay <code>prairie-pay</code></h1>');
      expect(await htmlProblems(response.text)).toEqual([]);
      expect(await keysNow()).toEqual(before);
    });

    it('should refuse a form without a session and a body that is not a form', async () => {
      const before = await keysNow();
      await app.http.post('/admin/partners/keys').type('form').send({ slug: freshSlug() }).expect(401);
      const json = await app.http
        .post('/admin/partners/keys')
        .set('Cookie', owner)
        .set('Sec-Fetch-Site', 'same-origin')
        .send({ slug: freshSlug(), csrf_token: await csrfOf() });
      expect(json.status).toBe(400);
      expect(bodyOf<'HTTPError'>(json).code).toBe('form_content_type_required');
      expect(await keysNow()).toEqual(before);
    });
  });

  // Last: it adds more partners than a page holds.
  describe('paging', () => {
    it('should page the partners by 50 in slug order, counting only the page, with links forward and back to the first', async () => {
      for (let index = 0; index < 51; index++) {
        await issueApiKey(app, `zz-paged-${String(index).padStart(2, '0')}`);
      }
      const first = await page('/admin/partners');
      expect(first).toContain('50 partners on this page');
      const next = /<a href="([^"]+)" rel="next">Next partners →<\/a>/.exec(first)?.[1];
      expect(next).toMatch(/^\/admin\/partners\?after/);
      const slugsOf = (html: string) =>
        [...html.matchAll(/<br><code>([a-z0-9_-]+)<\/code><\/th>/g)].map((match) => match[1]);
      let html = first;
      const seen = slugsOf(first);
      let link: string | undefined = next;
      while (link !== undefined) {
        html = await page(link.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'));
        expect(html).toContain('<a href="/admin/partners">⇤ First</a>');
        seen.push(...slugsOf(html));
        link = /<a href="([^"]+)" rel="next">Next partners →<\/a>/.exec(html)?.[1];
      }
      expect(seen).toEqual([...new Set(seen)].sort());
      expect(seen.filter((slug) => slug.startsWith('zz-paged-'))).toHaveLength(51);
      // Not a slug's shape: the first page.
      expect(await page('/admin/partners?after=%3Cscript%3E')).toContain('50 partners on this page');
    });
  });
});
