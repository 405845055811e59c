import { sessionCookieValueFor } from '../../src/console/console-sessions';
import { SAMPLE_FILES, sha256, uploadDocument } from '../factories/document.factory';
import { dropEventGuards } from '../factories/document-tampering.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { csrfTokenIn, setCookieOf } from '../support/console-http';

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

describe('Operator console', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  /** Signs in through the form and returns the `ops_admin=<value>` cookie pair. */
  async function signIn(): Promise<string> {
    const response = await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(303);
    const cookie = setCookieOf(response).find((line) => line.startsWith('ops_admin='));
    if (!cookie) {
      throw new Error('no session cookie');
    }
    return cookie.split(';')[0];
  }

  async function programPage(cookie: string, reference: string): Promise<string> {
    const response = await app.http.get(`/admin/programs/${reference}`).set('Cookie', cookie).expect(200);
    return response.text;
  }

  const statusOf = async (reference: string): Promise<string> =>
    bodyOf<'RegistrationStatus'>(await app.http.get(`/api/programs/${reference}`).expect(200)).status;
  const eventCount = async (reference: string): Promise<number> =>
    bodyOf<'ProgramEventsList'>(await app.http.get(`/api/programs/${reference}/events`).expect(200)).count;

  const postStatus = (cookie: string, fields: Record<string, string>, site = 'same-origin') =>
    app.http.post('/admin/status').set('Cookie', cookie).set('Sec-Fetch-Site', site).type('form').send(fields);

  describe('sign-in', () => {
    it('should show the sign-in form with a strict CSP and no script when signed out', async () => {
      const response = await app.http.get('/admin').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.text).toContain('<label for="token">Operator token</label>');
      expect(response.text).not.toMatch(/<script/i);
      expect(response.text).not.toMatch(/\son[a-z]+=/i);
    });

    it('should set a signed HttpOnly SameSite=Strict Secure session cookie that is not the token', async () => {
      const response = await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(303);
      expect(response.headers.location).toBe('/admin');
      const [cookie] = setCookieOf(response);
      expect(cookie).toMatch(/^ops_admin=s2\.[A-Za-z0-9_-]+\.\d+\.\d+\.b\.[A-Za-z0-9_-]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('Secure');
      expect(cookie).toMatch(/Max-Age=28800/);
      expect(cookie).not.toContain(TEST_ADMIN_TOKEN);
    });

    it('should refuse a wrong token with 401 and no cookie', async () => {
      const response = await app.http.post('/admin/sign-in').type('form').send({ token: 'wrong-token' }).expect(401);
      expect(setCookieOf(response)).toEqual([]);
      expect(response.text).toContain('That token is not valid.');
    });

    it('should open the table and the admin API with the session cookie', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app, { email: 'whole.address@example.com' });
      const table = await app.http.get('/admin').set('Cookie', cookie).expect(200);
      expect(table.text).toContain(`href="/admin/programs/${reference}"`);
      const status = await app.http.get(`/api/programs/${reference}`).set('Cookie', cookie).expect(200);
      expect(bodyOf<'RegistrationStatus'>(status).email).toBe('whole.address@example.com');
      await app.http.get('/api/admin/registrations').set('Cookie', cookie).expect(200);
    });

    it('should let the session change things through the API only from the same origin', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const create = (site: string) =>
        app.http
          .post('/api/instructions')
          .set('Cookie', cookie)
          .set('Sec-Fetch-Site', site)
          .send({ reference, provider: 'settlement-demo', payload: { leg: 1 } });
      await create('same-site').expect(200);
      const events = await app.http.get(`/api/programs/${reference}/events`).expect(200);
      expect(bodyOf<'ProgramEventsList'>(events).events.at(-1)?.source).toBe('portal');
      await create('same-origin').expect(200);
      const last = await app.http.get(`/api/programs/${reference}/events`).expect(200);
      expect(bodyOf<'ProgramEventsList'>(last).events.at(-1)?.source).toBe('admin');
      await app.http
        .post('/api/operator/api-keys')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-site')
        .send({ slug: 'console-key' })
        .expect(401);
    });

    it('should still accept a cookie holding the raw admin token (compatibility)', async () => {
      await app.http.get('/api/admin/registrations').set('Cookie', `ops_admin=${TEST_ADMIN_TOKEN}`).expect(200);
    });

    it('should refuse an expired, tampered or foreign-secret session', async () => {
      const past = Math.floor(Date.now() / 1000) - 5;
      const expired = sessionCookieValueFor(app.config, 'expired-session-id', past);
      const valid = (await signIn()).slice('ops_admin='.length);
      const tampered = valid.replace(/\.(\d+)\./, (_match, expiry: string) => `.${Number(expiry) + 3600}.`);
      const foreign = sessionCookieValueFor(
        { sessionSecret: 'another-secret', adminToken: TEST_ADMIN_TOKEN },
        'foreign-id',
        past + 3600,
      );
      for (const value of [expired, tampered, foreign]) {
        await app.http.get('/api/admin/registrations').set('Cookie', `ops_admin=${value}`).expect(401);
        const page = await app.http.get('/admin').set('Cookie', `ops_admin=${value}`).expect(200);
        expect(page.text).toContain('Operator token');
      }
    });

    it('should end the session on sign-out (POST with CSRF)', async () => {
      const cookie = await signIn();
      const table = await app.http.get('/admin').set('Cookie', cookie).expect(200);
      const token = csrfTokenIn(table.text);
      await app.http
        .post('/admin/sign-out')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ csrf_token: 'wrong' })
        .expect(403);
      const out = await app.http
        .post('/admin/sign-out')
        .set('Cookie', cookie)
        .set('Sec-Fetch-Site', 'same-origin')
        .type('form')
        .send({ csrf_token: token })
        .expect(303);
      expect(setCookieOf(out).join()).toMatch(/ops_admin=;.*Expires=Thu, 01 Jan 1970/);
      await app.http.get('/api/admin/registrations').set('Cookie', cookie).expect(401);
    });
  });

  describe('POST /admin/status', () => {
    it('should apply the state machine with the session, CSRF token and same-origin request', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const token = csrfTokenIn(await programPage(cookie, reference));
      const response = await postStatus(cookie, {
        reference,
        status: 'reviewing',
        status_note: 'Documents in order',
        csrf_token: token,
      }).expect(200);
      expect(response.headers['x-status-outcome']).toBe('changed');
      expect(response.headers['content-security-policy']).toBe(CSP);
      expect(response.text).toContain('Status changed from pending to reviewing.');
      expect(response.text).toContain('program.status_changed');
      expect(await statusOf(reference)).toBe('reviewing');
      const events = await app.http
        .get(`/api/programs/${reference}/events`)
        .set('X-Admin-Token', TEST_ADMIN_TOKEN) // the note is shown to the admin credential only
        .expect(200);
      expect(bodyOf<'ProgramEventsList'>(events).events.at(-1)).toMatchObject({
        event_type: 'program.status_changed',
        source: 'admin',
        payload: { from: 'pending', to: 'reviewing', note: 'Documents in order' },
      });
    });

    it('should offer only the allowed next states in the form', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const html = await programPage(cookie, reference);
      const select = /<select id="status-next"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
      const options = [...select.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
      expect(options).toEqual(['kyc_pending', 'rpaa_review', 'reviewing', 'declined']);
    });

    it.each([
      ['missing', undefined],
      ['wrong', 'not-the-token'],
    ])('should refuse a %s CSRF token with 403 and change nothing', async (_case, csrf) => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const fields: Record<string, string> = { reference, status: 'reviewing' };
      if (csrf !== undefined) {
        fields.csrf_token = csrf;
      }
      const response = await postStatus(cookie, fields).expect(403);
      expect(response.body).toEqual({ detail: 'Missing or invalid CSRF token', code: 'csrf_invalid' });
      expect(await statusOf(reference)).toBe('pending');
      expect(await eventCount(reference)).toBe(1);
    });

    it("should refuse another session's CSRF token", async () => {
      const mine = await signIn();
      const theirs = await signIn();
      const { reference } = await registerProgram(app);
      const theirToken = csrfTokenIn(await programPage(theirs, reference));
      await postStatus(mine, { reference, status: 'reviewing', csrf_token: theirToken }).expect(403);
      expect(await statusOf(reference)).toBe('pending');
    });

    it('should refuse a cross-site request even with a valid token', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const token = csrfTokenIn(await programPage(cookie, reference));
      const crossSite = await postStatus(cookie, { reference, status: 'reviewing', csrf_token: token }, 'cross-site');
      expect(crossSite.status).toBe(403);
      expect(bodyOf<'HTTPError'>(crossSite).code).toBe('cross_site_request');
      const foreignOrigin = await app.http
        .post('/admin/status')
        .set('Cookie', cookie)
        .set('Origin', 'http://evil.example')
        .type('form')
        .send({ reference, status: 'reviewing', csrf_token: token });
      expect(foreignOrigin.status).toBe(403);
      const noMetadata = await app.http
        .post('/admin/status')
        .set('Cookie', cookie)
        .type('form')
        .send({ reference, status: 'reviewing', csrf_token: token });
      expect(noMetadata.status).toBe(403);
      expect(await statusOf(reference)).toBe('pending');
      expect(await eventCount(reference)).toBe(1);
    });

    it('should accept an Origin matching the host when Sec-Fetch-Site is absent', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const token = csrfTokenIn(await programPage(cookie, reference));
      await app.http
        .post('/admin/status')
        .set('Cookie', cookie)
        .set('Host', 'console.example:8443')
        .set('Origin', 'https://console.example:8443')
        .type('form')
        .send({ reference, status: 'kyc_pending', csrf_token: token })
        .expect(200);
      expect(await statusOf(reference)).toBe('kyc_pending');
    });

    it('should need no CSRF token with the X-Admin-Token header', async () => {
      const { reference } = await registerProgram(app);
      const response = await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send({ reference, status: 'rpaa_review', settlement_path: 'stablecoin' })
        .expect(200);
      expect(response.headers['x-status-outcome']).toBe('changed');
      const status = await app.http.get(`/api/programs/${reference}`).expect(200);
      expect(status.body).toMatchObject({ status: 'rpaa_review', settlement_path: 'stablecoin' });
    });

    it('should show a move the state machine forbids in the page (200) and record nothing', async () => {
      const { reference } = await registerProgram(app);
      const response = await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .type('form')
        .send({ reference, status: 'approved' })
        .expect(200);
      expect(response.headers['x-status-outcome']).toBe('refused');
      expect(response.text).toContain('Refused: Cannot change status from pending to approved');
      expect(response.text).toContain('role="alert"');
      expect(await statusOf(reference)).toBe('pending');
      expect(await eventCount(reference)).toBe(1);
    });

    it('should answer 422 in the FastAPI shape for missing or invalid fields', async () => {
      const missing = await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .type('form')
        .send({ status_note: 'x' })
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(missing).detail.map((error) => error.loc)).toEqual([
        ['body', 'reference'],
        ['body', 'status'],
      ]);
      expect(bodyOf<'HTTPValidationError'>(missing).detail[0]).toMatchObject({
        type: 'missing',
        msg: 'Field required',
      });
      const invalid = await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .type('form')
        .send({ reference: 'PRG-000001', status: 'open', status_note: 'n'.repeat(2001) })
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(invalid).detail.map((error) => error.type)).toEqual([
        'enum',
        'string_too_long',
      ]);
    });

    it('should answer 400 for a body that is not a form, 401 without a credential, 404 for an unknown program', async () => {
      const json = await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .send({ reference: 'PRG-000001', status: 'reviewing' })
        .expect(400);
      expect(bodyOf<'HTTPError'>(json).detail).toEqual(expect.any(String));
      await app.http
        .post('/admin/status')
        .type('form')
        .send({ reference: 'PRG-000001', status: 'reviewing' })
        .expect(401);
      await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .type('form')
        .send({ reference: 'PRG-999999', status: 'reviewing' })
        .expect(404);
    });
  });

  describe('pages', () => {
    it('should render hostile names and notes escaped', async () => {
      const cookie = await signIn();
      const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      const { reference } = await registerProgram(app, { full_name: `Mallory ${hostile}`, company: hostile });
      await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .type('form')
        .send({ reference, status: 'reviewing', status_note: hostile })
        .expect(200);
      const page = await programPage(cookie, reference);
      const table = (await app.http.get('/admin').set('Cookie', cookie).expect(200)).text;
      for (const html of [page, table]) {
        expect(html).not.toMatch(/<script/i);
        expect(html).not.toContain('<img');
        expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      }
    });

    it('should filter the table and count by status', async () => {
      const cookie = await signIn();
      const partner = `console-partner-${Date.now()}`;
      const first = await registerProgram(app, { partner_slug: partner, corridor: 'CA-MX' });
      const second = await registerProgram(app, { partner_slug: partner, corridor: 'CA-US' });
      await app.http
        .post('/admin/status')
        .set('X-Admin-Token', TEST_ADMIN_TOKEN)
        .type('form')
        .send({ reference: second.reference, status: 'kyc_pending' })
        .expect(200);
      const byPartner = (await app.http.get('/admin').query({ partner }).set('Cookie', cookie).expect(200)).text;
      expect(byPartner).toContain(first.reference);
      expect(byPartner).toContain(second.reference);
      expect(byPartner).toContain('2 registrations');
      expect(byPartner).toMatch(/kyc_pending <span class="count">1<\/span>/);
      const narrowed = (
        await app.http
          .get('/admin')
          .query({ partner, status: 'kyc_pending', corridor: 'CA-US', has_documents: 'no' })
          .set('Cookie', cookie)
          .expect(200)
      ).text;
      expect(narrowed).toContain(second.reference);
      expect(narrowed).not.toContain(first.reference);
      const withDocuments = (
        await app.http.get('/admin').query({ partner, has_documents: 'yes' }).set('Cookie', cookie).expect(200)
      ).text;
      expect(withDocuments).toContain('No registration matches these filters.');
    });

    it('should page the table 25 rows at a time, newest first, by cursor links both ways', async () => {
      const cookie = await signIn();
      const partner = `paged-partner-${Date.now()}`;
      const references: string[] = [];
      for (let index = 0; index < 27; index++) {
        references.push((await registerProgram(app, { partner_slug: partner })).reference);
      }
      const newestFirst = [...references].reverse();
      const rowsOf = (html: string) =>
        [...html.matchAll(/<th scope="row"><a href="\/admin\/programs\/(PRG-\d{6,12})"/g)].map((m) => m[1]);
      // Handlebars escapes `=` too; the browser decodes the attribute back.
      const linkOf = (html: string, label: string): string | undefined => {
        const found = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].find((m) => m[2] === label);
        return found?.[1].replace(/&#x3D;/g, '=').replace(/&amp;/g, '&');
      };
      const open = async (href: string, status = 200) =>
        (await app.http.get(href).set('Cookie', cookie).expect(status)).text;

      const first = await open(`/admin?partner=${partner}`);
      expect(first).toContain('27 registrations, newest first');
      expect(rowsOf(first)).toEqual(newestFirst.slice(0, 25));
      expect(linkOf(first, '← Newer')).toBeUndefined();
      const older = linkOf(first, 'Older →') as string;
      expect(older).toMatch(new RegExp(`^/admin\\?partner=${partner}&cursor=[A-Za-z0-9_-]+$`));
      expect(first).toContain('rel="next">Older →</a>');
      expect(linkOf(first, 'Oldest ⇥')).toBe(`/admin?partner=${partner}&page=last`);

      const second = await open(older);
      expect(rowsOf(second)).toEqual(newestFirst.slice(25));
      expect(linkOf(second, 'Older →')).toBeUndefined();
      expect(linkOf(second, '⇤ Newest')).toBe(`/admin?partner=${partner}`);
      // Back from the last rows reaches the newest: that page is shown whole, as the first.
      expect(rowsOf(await open(linkOf(second, '← Newer') as string))).toEqual(newestFirst.slice(0, 25));

      const last = await open(linkOf(first, 'Oldest ⇥') as string);
      expect(rowsOf(last)).toEqual(newestFirst.slice(2));
      expect(linkOf(last, 'Older →')).toBeUndefined();
      const newer = await open(linkOf(last, '← Newer') as string);
      expect(rowsOf(newer)).toEqual(newestFirst.slice(0, 25));

      // A page number of the earlier pager shows the newest rows; a cursor of other filters is refused.
      expect(rowsOf(await open(`/admin?partner=${partner}&page=2`))).toEqual(newestFirst.slice(0, 25));
      const otherFilters = await open(`${older.replace(`partner=${partner}`, 'partner=someone-else')}`, 422);
      expect(otherFilters).toContain('That page link does not belong to these filters');
      expect(rowsOf(otherFilters)).toEqual([]);
      const altered = await open(`${older.slice(0, -2)}xx`, 422);
      expect(altered).toContain('role="alert"');
      expect(rowsOf(altered)).toEqual(newestFirst.slice(0, 25));
    });

    it('should link the program page to its exports and verify the hash chain', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const html = await programPage(cookie, reference);
      for (const link of [
        `/api/admin/registrations/${reference}/audit.json`,
        `/api/register/${reference}/compliance-report.html`,
        `/api/checklist/${reference}/export.html`,
        '/admin/export.csv',
      ]) {
        expect(html).toContain(`href="${link}"`);
      }
      expect(html).toContain('Hash chain verified: 1 event(s)');
      expect(html).toMatch(/(?<!\d)\d+ of \d+ done \(\d+%\)/);
    });

    it('should show documents with working download links, the health score and reconciliation', async () => {
      const cookie = await signIn();
      const { reference } = await registerProgram(app);
      const document = await uploadDocument(app, reference, {
        bytes: SAMPLE_FILES.png,
        filename: 'passport<scan>.png',
      });
      const html = await programPage(cookie, reference);
      const href = `/api/documents/${reference}/${document.id}/content`;
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain(document.sha256);
      expect(html).not.toContain('passport<scan>');
      const download = await app.http.get(href).set('Cookie', cookie).buffer(true).expect(200);
      expect(sha256(download.body as Buffer)).toBe(document.sha256);

      const health = (
        await app.http.get(`/api/register/${reference}/program-health.json`).set('Cookie', cookie).expect(200)
      ).body as { health_score: number; grade: string; components: { name: string }[] };
      expect(html).toContain(
        `Health score <strong>${health.health_score}</strong>/100 · grade <strong>${health.grade}</strong>`,
      );
      for (const component of health.components) {
        expect(html).toContain(`<th scope="row">${component.name}</th>`);
      }
      expect(html).toMatch(/Reconciliation: <strong>aligned<\/strong>/);
    });

    it('should serve the stylesheet and send signed-out visitors of a program page to sign in', async () => {
      const css = await app.http.get('/admin/assets/console.css').expect(200);
      expect(css.headers['content-type']).toMatch(/^text\/css/);
      expect(css.text).toContain('@media print');
      const redirect = await app.http.get('/admin/programs/PRG-000001').expect(303);
      expect(redirect.headers.location).toBe('/admin');
    });
  });
});

describe('Operator console sign-in throttle', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer 429 with Retry-After after five wrong tokens, even for the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      await app.http
        .post('/admin/sign-in')
        .type('form')
        .send({ token: `wrong-${attempt}` })
        .expect(401);
    }
    const locked = await app.http.post('/admin/sign-in').type('form').send({ token: TEST_ADMIN_TOKEN }).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(setCookieOf(locked)).toEqual([]);
  });
});

describe('Operator console on a tampered event record', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should show the broken hash chain and the reconciliation break', async () => {
    const { id, reference } = await registerProgram(app);
    await app.http
      .post('/admin/status')
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .type('form')
      .send({ reference, status: 'reviewing' })
      .expect(200);
    await dropEventGuards(app);
    await app.dataSource.query(
      `UPDATE program_events SET payload = '{"tampered":true}' WHERE seq = 2 AND registration_id = ${id}`,
    );
    const page = await app.http.get(`/admin/programs/${reference}`).set('X-Admin-Token', TEST_ADMIN_TOKEN).expect(200);
    expect(page.text).toContain('Hash chain BROKEN at event seq 2');
    expect(page.text).toContain('<th scope="row">hash_chain_broken</th>');
    expect(page.text).not.toContain('Reconciliation: <strong>aligned</strong>');
  });
});
