import { csrfTokenIn, consoleSessionCookie } from '../support/console-http';
import {
  auditLogPage,
  BOOTSTRAP_HEADERS,
  createOperator,
  createOperatorWithToken,
  issueOperatorToken,
  operatorBody,
  OperatorTokenView,
  OperatorView,
  TestOperator,
} from '../support/operators';
import { htmlProblems } from '../support/html-validity';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

const CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";
const TOKEN = /<code class="secret" id="new-operator-token">(pwo_[0-9a-f]{16}_[A-Za-z0-9_-]+)<\/code>/;

interface Signed extends TestOperator {
  cookie: string;
}

/** What a refused form must leave as it was: the accounts, a token list, and the operator security log. */
interface Snapshot {
  operators: OperatorView[];
  tokens: OperatorTokenView[];
  lastLogEntry: number | undefined;
}

/** The console's operators and roles pages and their forms, on both databases. */
describe('Console operators and roles', () => {
  let app: TestApp;
  let bootstrap: string;
  let owner: Signed;
  let approver: Signed;
  let reviewer: Signed;
  let viewer: Signed;
  let emails = 0;

  beforeAll(async () => {
    app = await startTestApp();
    bootstrap = await signIn(TEST_ADMIN_TOKEN);
    owner = await signedOperator('owner', 'Olive Owner');
    approver = await signedOperator('approver', 'Avery Approver');
    reviewer = await signedOperator('reviewer', 'Riley Reviewer');
    viewer = await signedOperator('viewer', 'Vic Viewer');
  });

  afterAll(async () => {
    await app.close();
  });

  const signIn = (token: string) => consoleSessionCookie(app, token);

  async function signedOperator(role: TestOperator['role'], name: string): Promise<Signed> {
    const operator = await createOperatorWithToken(app, role, { display_name: name, email: freshEmail() });
    return { ...operator, cookie: await signIn(operator.token) };
  }

  function freshEmail(): string {
    return `console.operator${++emails}.${process.pid}@operator.example`;
  }

  async function page(path: string, cookie: string, status = 200): Promise<string> {
    const response = await app.http.get(path).set('Cookie', cookie).expect(status);
    expect(response.headers['content-security-policy']).toBe(CSP);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).not.toMatch(/<script/i);
    expect(await htmlProblems(response.text)).toEqual([]);
    return response.text;
  }

  const csrfOf = async (cookie: string) => csrfTokenIn(await page('/admin/operators', cookie));

  const post = (path: string, fields: Record<string, string>, cookie: string, site = 'same-origin') =>
    app.http.post(path).set('Cookie', cookie).set('Sec-Fetch-Site', site).type('form').send(fields);

  async function snapshot(tokensOf: number): Promise<Snapshot> {
    const operators = operatorBody<{ operators: OperatorView[] }>(
      await app.http.get('/api/operator/operators').set(BOOTSTRAP_HEADERS).expect(200),
    ).operators;
    const tokens = operatorBody<{ tokens: OperatorTokenView[] }>(
      await app.http.get(`/api/operator/operators/${tokensOf}/tokens`).set(BOOTSTRAP_HEADERS).expect(200),
    ).tokens;
    return { operators, tokens, lastLogEntry: (await auditLogPage(app, { limit: 1 })).entries[0]?.id };
  }

  async function operatorNow(id: number): Promise<OperatorView> {
    return operatorBody<OperatorView>(
      await app.http.get(`/api/operator/operators/${id}`).set(BOOTSTRAP_HEADERS).expect(200),
    );
  }

  /** Every refusal a form from a console page meets before the service: the role, the token, the origin. */
  async function expectGuarded(path: string, fields: Record<string, string>, lesser: Signed[], tokensOf: number) {
    const before = await snapshot(tokensOf);
    for (const who of lesser) {
      const refused = await post(path, { ...fields, csrf_token: await csrfOf(who.cookie) }, who.cookie).expect(403);
      expect(bodyOf<'HTTPError'>(refused).code).toBe('operator_role_required');
    }
    const csrf = await csrfOf(owner.cookie);
    const forged = await post(path, { ...fields, csrf_token: 'forged' }, owner.cookie).expect(403);
    expect(bodyOf<'HTTPError'>(forged).code).toBe('csrf_invalid');
    const missing = await post(path, fields, owner.cookie).expect(403);
    expect(bodyOf<'HTTPError'>(missing).code).toBe('csrf_invalid');
    const another = await post(path, { ...fields, csrf_token: await csrfOf(bootstrap) }, owner.cookie).expect(403);
    expect(bodyOf<'HTTPError'>(another).code).toBe('csrf_invalid');
    for (const site of ['cross-site', 'same-site']) {
      const crossing = await post(path, { ...fields, csrf_token: csrf }, owner.cookie, site).expect(403);
      expect(bodyOf<'HTTPError'>(crossing).code).toBe('cross_site_request');
    }
    expect(await snapshot(tokensOf)).toEqual(before);
  }

  describe('pages', () => {
    it('should list every operator to owners with the form to add one, escaped, under the strict CSP', async () => {
      const hostile = await createOperator(app, 'viewer', { display_name: '<b>Bold</b>', email: freshEmail() });
      const text = await page('/admin/operators', owner.cookie);
      expect(text).toContain('<li><a href="/admin/operators">Operators</a></li>');
      expect(text).toContain(`<a href="/admin/operators/${owner.id}">Your personal tokens</a>`);
      expect(text).toMatch(
        new RegExp(
          `<th scope="row"><a href="/admin/operators/${viewer.id}">Vic Viewer</a></th>\\s*<td>${viewer.email}</td>\\s*<td>viewer</td>\\s*<td><span class="state state-active">active</span></td>`,
        ),
      );
      expect(text).toContain(`<a href="/admin/operators/${hostile.id}">&lt;b&gt;Bold&lt;/b&gt;</a>`);
      expect(text).toContain('action="/admin/operators/new"');
      expect(text).toContain('<option value="viewer" selected>viewer</option>');
      expect(await page('/admin/operators', bootstrap)).not.toContain('Your personal tokens');
    });

    it.each(['viewer', 'reviewer', 'approver'] as const)(
      'should show a %s no operator list, only the way to their own tokens',
      async (role) => {
        const who = { viewer, reviewer, approver }[role];
        const text = await page('/admin/operators', who.cookie);
        expect(text).toContain(`The list of operators and their roles is for owners; your role is ${role}.`);
        expect(text).toContain(`<a href="/admin/operators/${who.id}">Your personal tokens</a>`);
        expect(text).not.toContain(owner.email);
        expect(text).not.toContain('action="/admin/operators/new"');

        const own = await page(`/admin/operators/${who.id}`, who.cookie);
        expect(own).toContain('<h2 id="tokens-heading">Your personal tokens</h2>');
        expect(own).toContain(`<code>pwo_${who.token.slice(4, 20)}</code>`);
        expect(own).toContain(`action="/admin/operators/${who.id}/tokens"`);
        expect(own).not.toContain('action="/admin/operators/' + `${who.id}/role"`);
        expect(own).not.toContain('/deactivate');

        const other = await page(`/admin/operators/${owner.id}`, who.cookie, 403);
        expect(other).toContain(`Another operator&#x27;s page is for owners; your role is ${role}.`);
        expect(other).not.toContain(owner.email);
        expect(other).not.toContain('pwo_');
      },
    );

    it("should show owners an operator's account, role and access forms and tokens; 404 for unknown ids", async () => {
      const text = await page(`/admin/operators/${reviewer.id}`, owner.cookie);
      expect(text).toContain('<h1>Riley Reviewer <span class="state state-active">active</span></h1>');
      expect(text).toContain(`<dt>E-mail</dt><dd>${reviewer.email}</dd>`);
      expect(text).toContain(`action="/admin/operators/${reviewer.id}/role"`);
      expect(text).toContain('<option value="reviewer" selected>reviewer</option>');
      expect(text).toContain(`action="/admin/operators/${reviewer.id}/deactivate"`);
      expect(text).toContain(`action="/admin/operators/${reviewer.id}/tokens/${reviewer.tokenId}/revoke"`);
      expect(text).not.toContain(reviewer.token);
      for (const id of ['999999', 'abc', '0', '99999999999']) {
        expect(await page(`/admin/operators/${id}`, owner.cookie, 404)).toContain('No operator has this id.');
      }
      await app.http.get('/admin/operators').expect(303).expect('Location', '/admin');
    });
  });

  describe('add an operator', () => {
    it('should add through the form, redirect to the new page and say so there', async () => {
      const email = freshEmail();
      const csrf = await csrfOf(owner.cookie);
      const response = await post(
        '/admin/operators/new',
        { csrf_token: csrf, email, display_name: 'Nia New', role: 'reviewer' },
        owner.cookie,
      ).expect(303);
      expect(response.text).toBe('');
      const location = String(response.headers.location);
      expect(location).toMatch(/^\/admin\/operators\/\d+\?done=created$/);
      expect(location).not.toContain('nia');
      const id = Number(/operators\/(\d+)/.exec(location)?.[1]);
      expect(await operatorNow(id)).toMatchObject({ email, display_name: 'Nia New', role: 'reviewer', active: true });
      const shown = await page(location, owner.cookie);
      expect(shown).toContain(
        '<p class="notice notice-success" role="status">Nia New was added as reviewer. Issue them a personal token below.</p>',
      );
      const [entry] = (await auditLogPage(app, { limit: 1 })).entries;
      expect(entry).toMatchObject({ action: 'operator.created', subject_operator_id: id });
      expect(entry.actor).toMatchObject({ type: 'operator', id: String(owner.id) });
    });

    it('should refuse lesser roles, forged tokens and other origins, adding nobody', async () => {
      const fields = { email: freshEmail(), display_name: 'Never Added', role: 'viewer' };
      await expectGuarded('/admin/operators/new', fields, [viewer, reviewer, approver], owner.id);
    });

    it.each([
      [
        { email: 'not-an-email', display_name: 'Kept Name', role: 'viewer' },
        'email',
        'value is not a valid email address',
      ],
      [{ email: 'kept@operator.example', display_name: '', role: 'viewer' }, 'name', 'Field required'],
      [
        { email: 'kept@operator.example', display_name: 'Kept Name', role: 'superuser' },
        'role',
        'Input should be &#x27;viewer&#x27;, &#x27;reviewer&#x27;',
      ],
    ])('should show the form again with the error and the input kept: %j', async (fields, field, message) => {
      const before = await snapshot(owner.id);
      const response = await post(
        '/admin/operators/new',
        { ...fields, csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(422);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(await htmlProblems(response.text)).toEqual([]);
      expect(response.text).toContain(
        '<p class="notice notice-error" role="alert">Nobody was added: correct the form below.</p>',
      );
      expect(response.text).toMatch(
        new RegExp(`<span id="new-operator-${field}-error" class="field-error">${message}`),
      );
      expect(response.text).toMatch(new RegExp(`id="new-operator-${field}"[^>]*aria-invalid="true"`));
      expect(response.text).toContain(`name="email" type="email" value="${fields.email}"`);
      expect(response.text).toContain(`name="display_name" type="text" value="${fields.display_name}"`);
      expect(await snapshot(owner.id)).toEqual(before);
    });

    it('should show a taken e-mail address on its field (409), adding nobody', async () => {
      const before = await snapshot(owner.id);
      const response = await post(
        '/admin/operators/new',
        {
          email: viewer.email.toUpperCase(),
          display_name: 'Twin',
          role: 'owner',
          csrf_token: await csrfOf(owner.cookie),
        },
        owner.cookie,
      ).expect(409);
      expect(response.text).toContain(
        '<span id="new-operator-email-error" class="field-error">Another operator has this e-mail address.</span>',
      );
      expect(response.text).toContain('<option value="owner" selected>owner</option>');
      expect(await htmlProblems(response.text)).toEqual([]);
      expect(await snapshot(owner.id)).toEqual(before);
    });

    it('should answer scripts with X-Admin-Token like the API: a redirect, or JSON refusals', async () => {
      const added = await app.http
        .post('/admin/operators/new')
        .set(BOOTSTRAP_HEADERS)
        .type('form')
        .send({ email: freshEmail(), display_name: 'Scripted', role: 'viewer' })
        .expect(303);
      expect(String(added.headers.location)).toMatch(/^\/admin\/operators\/\d+\?done=created$/);
      const invalid = await app.http
        .post('/admin/operators/new')
        .set(BOOTSTRAP_HEADERS)
        .type('form')
        .send({ email: 'nope', display_name: 'Scripted', role: 'viewer' })
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(invalid).detail?.[0].loc).toEqual(['body', 'email']);
    });
  });

  describe('change a role, deactivate, reactivate', () => {
    it('should change a role through the form and show it after the redirect', async () => {
      const subject = await createOperator(app, 'viewer', { display_name: 'Sam Subject', email: freshEmail() });
      const response = await post(
        `/admin/operators/${subject.id}/role`,
        { role: 'approver', csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(303);
      expect(response.headers.location).toBe(`/admin/operators/${subject.id}?done=role_saved`);
      expect((await operatorNow(subject.id)).role).toBe('approver');
      const shown = await page(String(response.headers.location), owner.cookie);
      expect(shown).toContain('Role saved: Sam Subject is approver.');
      expect(shown).toContain('<option value="approver" selected>approver</option>');
    });

    it('should refuse lesser roles, forged tokens, other origins, a role that is none and a missing one', async () => {
      const subject = await createOperator(app, 'viewer', { email: freshEmail() });
      const path = `/admin/operators/${subject.id}/role`;
      await expectGuarded(path, { role: 'owner' }, [viewer, reviewer, approver], subject.id);
      for (const fields of [{ role: 'superuser' }, {}] as Array<Record<string, string>>) {
        const before = await snapshot(subject.id);
        const response = await post(path, { ...fields, csrf_token: await csrfOf(owner.cookie) }, owner.cookie).expect(
          422,
        );
        expect(response.text).toContain('<p class="notice notice-error" role="alert">The role was not changed.</p>');
        expect(response.text).toMatch(
          /<span id="operator-role-error" class="field-error">(Input should be|Field required)/,
        );
        expect(response.text).toMatch(/id="operator-role"[^>]*aria-invalid="true"/);
        expect(await htmlProblems(response.text)).toEqual([]);
        expect(await snapshot(subject.id)).toEqual(before);
      }
      const unknown = await post(
        '/admin/operators/999999/role',
        { role: 'owner', csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      );
      expect(unknown.status).toBe(404);
      expect(unknown.text).toContain('No operator has this id.');
    });

    it('should deactivate (sessions end, tokens stop at once) and reactivate through the forms', async () => {
      const subject = await signedOperator('reviewer', 'Dana Deactivated');
      const response = await post(
        `/admin/operators/${subject.id}/deactivate`,
        { csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(303);
      expect(response.headers.location).toBe(`/admin/operators/${subject.id}?done=deactivated`);
      expect((await operatorNow(subject.id)).active).toBe(false);
      await app.http.get('/api/admin/registrations').set(subject.headers).expect(401);
      expect(await page('/admin', subject.cookie)).toContain('name="token"');
      const shown = await page(String(response.headers.location), owner.cookie);
      expect(shown).toContain(
        'Dana Deactivated was deactivated: their console sessions ended and their tokens stopped working.',
      );
      expect(shown).toContain('<span class="state state-disabled">deactivated</span>');
      expect(shown).toContain('A deactivated operator gets no new token.');

      const back = await post(
        `/admin/operators/${subject.id}/reactivate`,
        { csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(303);
      expect(back.headers.location).toBe(`/admin/operators/${subject.id}?done=reactivated`);
      expect((await operatorNow(subject.id)).active).toBe(true);
      await app.http.get('/api/admin/registrations').set(subject.headers).expect(401);
      expect(await page(String(back.headers.location), owner.cookie)).toContain(
        'Dana Deactivated was reactivated: issue them a new personal token to sign in.',
      );
    });

    it.each(['deactivate', 'reactivate'])(
      'should refuse %s to lesser roles, forged tokens and other origins',
      async (action) => {
        const subject = await createOperator(app, 'viewer', { email: freshEmail() });
        if (action === 'reactivate') {
          await app.http
            .patch(`/api/operator/operators/${subject.id}`)
            .set(BOOTSTRAP_HEADERS)
            .send({ active: false })
            .expect(200);
        }
        await expectGuarded(`/admin/operators/${subject.id}/${action}`, {}, [viewer, reviewer, approver], subject.id);
      },
    );
  });

  describe('personal tokens', () => {
    it("should issue an operator's token once, on a no-store page, that works and is never shown again", async () => {
      const subject = await createOperator(app, 'reviewer', { display_name: 'Tess Token', email: freshEmail() });
      const response = await post(
        `/admin/operators/${subject.id}/tokens`,
        { name: 'nightly export', expires_at: '', csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-security-policy']).toBe(CSP);
      const token = rememberSecret(TOKEN.exec(response.text)?.[1] ?? '');
      expect(token).toMatch(/^pwo_/);
      expect(response.text).toContain('<h1>New personal token for Tess Token</h1>');
      expect(await htmlProblems(response.text)).toEqual([]);
      await app.http.get('/api/admin/registrations').set('X-Admin-Token', token).expect(200);

      const later = await page(`/admin/operators/${subject.id}`, owner.cookie);
      expect(later).toContain(`<code>${token.slice(0, 20)}</code>`);
      expect(later).not.toContain(token);
      expect(later).not.toContain(token.slice(21));
      expect(await page('/admin/operators', owner.cookie)).not.toContain(token.slice(21));
      expect(app.logs.text()).not.toContain(token.slice(21));
    });

    it('should let every operator issue and revoke their own tokens, and nobody else’s', async () => {
      const issued = await post(
        `/admin/operators/${viewer.id}/tokens`,
        { name: 'my laptop', expires_at: '2099-01-01T00:00:00Z', csrf_token: await csrfOf(viewer.cookie) },
        viewer.cookie,
      ).expect(200);
      const token = rememberSecret(TOKEN.exec(issued.text)?.[1] ?? '');
      expect(issued.text).toContain('<dt>Expires</dt><dd>2099-01-01T00:00:00.000Z</dd>');
      const id = (await snapshot(viewer.id)).tokens.find((entry) => entry.name === 'my laptop')?.id;

      const before = await snapshot(owner.id);
      const others = await post(
        `/admin/operators/${owner.id}/tokens`,
        { name: 'not mine', csrf_token: await csrfOf(viewer.cookie) },
        viewer.cookie,
      ).expect(403);
      expect(bodyOf<'HTTPError'>(others).code).toBe('operator_role_required');
      const othersRevoke = await post(
        `/admin/operators/${owner.id}/tokens/${owner.tokenId}/revoke`,
        { csrf_token: await csrfOf(viewer.cookie) },
        viewer.cookie,
      ).expect(403);
      expect(bodyOf<'HTTPError'>(othersRevoke).code).toBe('operator_role_required');
      expect(await snapshot(owner.id)).toEqual(before);

      const revoked = await post(
        `/admin/operators/${viewer.id}/tokens/${id}/revoke`,
        { csrf_token: await csrfOf(viewer.cookie) },
        viewer.cookie,
      ).expect(303);
      expect(revoked.headers.location).toBe(`/admin/operators/${viewer.id}?done=token_revoked`);
      await app.http.get('/api/admin/registrations').set('X-Admin-Token', token).expect(401);
      expect(await page(String(revoked.headers.location), viewer.cookie)).toContain(
        'Token revoked: it stopped working now.',
      );
    });

    it('should refuse forged tokens and other origins on both token forms, changing nothing', async () => {
      const extra = await issueOperatorToken(app, reviewer.id, { name: 'guarded' });
      await expectGuarded(`/admin/operators/${reviewer.id}/tokens`, { name: 'forged' }, [], reviewer.id);
      await expectGuarded(`/admin/operators/${reviewer.id}/tokens/${extra.id}/revoke`, {}, [], reviewer.id);
    });

    it.each([
      [{ name: '', expires_at: '2099-01-01T00:00:00Z' }, 422, 'name', 'Field required'],
      [{ name: 'n'.repeat(65), expires_at: '' }, 422, 'name', 'String should have at most 64 characters'],
      [{ name: 'kept', expires_at: 'next tuesday' }, 422, 'expires', 'Input should be a valid datetime'],
      [{ name: 'kept', expires_at: '2001-01-01T00:00:00Z' }, 400, 'expires', 'expires_at must be in the future.'],
    ])(
      'should show the token form again with the error and the input kept: %j',
      async (fields, status, field, message) => {
        const before = await snapshot(reviewer.id);
        const response = await post(
          `/admin/operators/${reviewer.id}/tokens`,
          { ...fields, csrf_token: await csrfOf(owner.cookie) },
          owner.cookie,
        ).expect(status);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.text).toContain('<p class="notice notice-error" role="alert">No token was issued.</p>');
        expect(response.text).toMatch(new RegExp(`<span id="token-${field}-error" class="field-error">${message}`));
        expect(response.text).toMatch(new RegExp(`id="token-${field}"[^>]*aria-invalid="true"`));
        expect(response.text).toContain(`name="name" type="text" value="${fields.name}"`);
        expect(response.text).toContain(`name="expires_at" type="text" value="${fields.expires_at}"`);
        expect(response.text).not.toMatch(TOKEN);
        expect(await htmlProblems(response.text)).toEqual([]);
        expect(await snapshot(reviewer.id)).toEqual(before);
      },
    );

    it('should refuse a token to a deactivated operator on its page (409) and show unknown tokens as 404', async () => {
      const subject = await createOperator(app, 'viewer', { email: freshEmail() });
      await app.http
        .patch(`/api/operator/operators/${subject.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ active: false })
        .expect(200);
      const before = await snapshot(subject.id);
      const response = await post(
        `/admin/operators/${subject.id}/tokens`,
        { name: 'too late', csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(409);
      expect(response.text).toContain('Refused: A disabled operator gets no new token.');
      expect(await htmlProblems(response.text)).toEqual([]);
      expect(await snapshot(subject.id)).toEqual(before);
      const unknown = await post(
        `/admin/operators/${subject.id}/tokens/999999/revoke`,
        { csrf_token: await csrfOf(owner.cookie) },
        owner.cookie,
      ).expect(404);
      expect(unknown.text).toContain('This operator has no token with this id.');
    });
  });

  // Last: it adds more accounts than a page holds.
  describe('paging', () => {
    it('should page the list by 50 with a link to the newer accounts, and show the first page for an altered link', async () => {
      for (let index = 0; index < 51; index++) {
        await createOperator(app, 'viewer', { email: freshEmail() });
      }
      const first = await page('/admin/operators', owner.cookie);
      expect(first).toContain('50 operators on this page');
      const next = /<a href="([^"]+)" rel="next">Newer accounts →<\/a>/.exec(first)?.[1];
      expect(next).toMatch(/^\/admin\/operators\?cursor/);
      const second = await page((next as string).replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'), owner.cookie);
      expect(second).toContain('<a href="/admin/operators">⇤ First</a>');
      const firstIds = [...first.matchAll(/<a href="\/admin\/operators\/(\d+)">/g)].map((match) => match[1]);
      const secondIds = [...second.matchAll(/<a href="\/admin\/operators\/(\d+)">/g)].map((match) => match[1]);
      expect(secondIds.filter((id) => firstIds.includes(id) && id !== String(owner.id))).toEqual([]);

      const altered = await page('/admin/operators?cursor=altered', owner.cookie);
      expect(altered).toContain(
        'That page link was not one this list gave out, or was altered: showing the first page.',
      );
      expect(altered).toContain('50 operators');
    });
  });
});
