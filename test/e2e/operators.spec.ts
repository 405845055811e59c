import { registerProgram } from '../factories/registration.factory';
import {
  ActorView,
  auditLogPage,
  BOOTSTRAP_HEADERS,
  createOperator,
  createOperatorWithToken,
  issueOperatorToken,
  OperatorAuditEntry,
  operatorBody,
  OperatorTokenIssued,
  OperatorTokenView,
  OperatorView,
} from '../support/operators';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { setCookieOf, consoleSessionCookie } from '../support/console-http';

interface EventWithActor {
  id: number;
  event_type: string;
  source: string;
  actor: ActorView | null;
}

const SIGN_IN_FORM = 'action="/admin/sign-in"';
const SIGN_OUT_FORM = 'action="/admin/sign-out"';

describe('Operator accounts', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const registrations = (headers: Record<string, string>) => app.http.get('/api/admin/registrations').set(headers);

  const signIn = (token: string) => consoleSessionCookie(app, token);

  async function eventsOf(reference: string, headers: Record<string, string> = {}): Promise<EventWithActor[]> {
    const response = await app.http.get(`/api/programs/${reference}/events`).set(headers).expect(200);
    return (response.body as { events: EventWithActor[] }).events;
  }

  function lastOfType(events: EventWithActor[], type: string): EventWithActor {
    const found = events.filter((event) => event.event_type === type).pop();
    if (!found) {
      throw new Error(`no ${type} event`);
    }
    return found;
  }

  describe('accounts', () => {
    it('should create an operator with a lower-cased e-mail and answer 201', async () => {
      const response = await app.http
        .post('/api/operator/operators')
        .set(BOOTSTRAP_HEADERS)
        .send({ email: 'Dana.Reviewer@Operator.Example', display_name: 'Dana Reviewer', role: 'reviewer' })
        .expect(201);
      const created = operatorBody<OperatorView>(response);
      expect(Object.keys(created)).toEqual(['id', 'email', 'display_name', 'role', 'active', 'created_at']);
      expect(created).toMatchObject({
        email: 'dana.reviewer@operator.example',
        display_name: 'Dana Reviewer',
        role: 'reviewer',
        active: true,
      });
      expect(Number.isInteger(created.id)).toBe(true);
      expect(Date.parse(created.created_at)).not.toBeNaN();
    });

    it('should answer 409 operator_email_taken when the e-mail differs only in case', async () => {
      await createOperator(app, 'viewer', { email: 'taken@operator.example' });
      const response = await app.http
        .post('/api/operator/operators')
        .set(BOOTSTRAP_HEADERS)
        .send({ email: 'TAKEN@operator.example', display_name: 'Someone Else', role: 'viewer' })
        .expect(409);
      expect(bodyOf<'HTTPError'>(response).code).toBe('operator_email_taken');
    });

    it('should answer 422 when the role is not one of the four', async () => {
      const before = operatorBody<{ operators: OperatorView[] }>(
        await app.http.get('/api/operator/operators').set(BOOTSTRAP_HEADERS).expect(200),
      ).operators.length;
      const response = await app.http
        .post('/api/operator/operators')
        .set(BOOTSTRAP_HEADERS)
        .send({ email: 'superuser@operator.example', display_name: 'Super User', role: 'superuser' })
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail.map((error) => error.loc)).toEqual([['body', 'role']]);
      const after = operatorBody<{ operators: OperatorView[] }>(
        await app.http.get('/api/operator/operators').set(BOOTSTRAP_HEADERS).expect(200),
      ).operators.length;
      expect(after).toBe(before);
    });

    it('should page the operators oldest first by cursor, and refuse a cursor it did not give out', async () => {
      for (let index = 0; index < 3; index++) {
        await createOperator(app, 'viewer');
      }
      type Page = { operators: OperatorView[]; next_cursor: string | null };
      const all = operatorBody<Page>(
        await app.http.get('/api/operator/operators?limit=500').set(BOOTSTRAP_HEADERS).expect(200),
      );
      expect(all.next_cursor).toBeNull();
      const walked: number[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
        const page: Page = operatorBody<Page>(
          await app.http.get(`/api/operator/operators?limit=2${query}`).set(BOOTSTRAP_HEADERS).expect(200),
        );
        expect(page.operators.length).toBeLessThanOrEqual(2);
        walked.push(...page.operators.map((operator) => operator.id));
        cursor = page.next_cursor;
      } while (cursor !== null);
      expect(walked).toEqual(all.operators.map((operator) => operator.id));
      expect(walked).toEqual([...walked].sort((a, b) => a - b));

      const foreign = operatorBody<{ next_cursor: string | null }>(
        await app.http.get('/api/operator/audit-log?limit=1').set(BOOTSTRAP_HEADERS).expect(200),
      ).next_cursor;
      for (const bad of ['not-a-cursor', foreign ?? 'missing']) {
        const refused = await app.http
          .get(`/api/operator/operators?cursor=${encodeURIComponent(bad)}`)
          .set(BOOTSTRAP_HEADERS)
          .expect(422);
        expect(bodyOf<'HTTPValidationError'>(refused).detail[0].loc).toEqual(['query', 'cursor']);
      }
      await app.http.get('/api/operator/operators?limit=0').set(BOOTSTRAP_HEADERS).expect(422);
      await app.http.get('/api/operator/operators?limit=501').set(BOOTSTRAP_HEADERS).expect(422);
    });

    it('should list and get operators, and patch their role', async () => {
      const operator = await createOperator(app, 'viewer');
      const list = operatorBody<{ operators: OperatorView[] }>(
        await app.http.get('/api/operator/operators').set(BOOTSTRAP_HEADERS).expect(200),
      );
      expect(list.operators).toContainEqual(operator);
      const ids = list.operators.map((each) => each.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      const one = await app.http.get(`/api/operator/operators/${operator.id}`).set(BOOTSTRAP_HEADERS).expect(200);
      expect(operatorBody<OperatorView>(one)).toEqual(operator);

      const patched = await app.http
        .patch(`/api/operator/operators/${operator.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ role: 'approver' })
        .expect(200);
      expect(operatorBody<OperatorView>(patched)).toEqual({ ...operator, role: 'approver' });
    });

    it('should answer 404 operator_not_found for an unknown id', async () => {
      for (const request of [
        app.http.get('/api/operator/operators/987654'),
        app.http.patch('/api/operator/operators/987654').send({ role: 'viewer' }),
        app.http.post('/api/operator/operators/987654/tokens').send({ name: 'x' }),
        app.http.get('/api/operator/operators/987654/tokens'),
      ]) {
        const response = await request.set(BOOTSTRAP_HEADERS).expect(404);
        expect(bodyOf<'HTTPError'>(response).code).toBe('operator_not_found');
      }
    });

    it('should apply a role change on the very next request', async () => {
      const operator = await createOperatorWithToken(app, 'viewer');
      await app.http.get('/api/operator/api-keys').set(operator.headers).expect(403);
      await app.http
        .patch(`/api/operator/operators/${operator.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ role: 'owner' })
        .expect(200);
      await app.http.get('/api/operator/api-keys').set(operator.headers).expect(200);
      await app.http
        .patch(`/api/operator/operators/${operator.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ role: 'reviewer' })
        .expect(200);
      const refused = await app.http.get('/api/operator/api-keys').set(operator.headers).expect(403);
      expect(bodyOf<'HTTPError'>(refused).code).toBe('operator_role_required');
    });
  });

  describe('personal tokens', () => {
    it('should issue a prefixed token once, with no-store, that works as X-Admin-Token', async () => {
      const operator = await createOperator(app, 'viewer');
      const response = await app.http
        .post(`/api/operator/operators/${operator.id}/tokens`)
        .set(BOOTSTRAP_HEADERS)
        .send({ name: 'nightly export script' })
        .expect(201);
      expect(response.headers['cache-control']).toBe('no-store');
      const issued = operatorBody<OperatorTokenIssued>(response);
      rememberSecret(issued.token);
      expect(issued.token).toMatch(/^pwo_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
      expect(issued.token.startsWith(`${issued.token_prefix}_`)).toBe(true);
      expect(issued).toMatchObject({
        name: 'nightly export script',
        state: 'active',
        expires_at: null,
        revoked_at: null,
      });

      await registrations({ 'X-Admin-Token': issued.token }).expect(200);

      const listed = await app.http.get(`/api/operator/operators/${operator.id}/tokens`).set(BOOTSTRAP_HEADERS);
      expect(listed.status).toBe(200);
      expect(listed.text).not.toContain(issued.token);
      expect(listed.text).not.toContain(issued.token.slice('pwo_0123456789abcdef_'.length));
      const tokens = operatorBody<{ tokens: OperatorTokenView[] }>(listed).tokens;
      expect(tokens).toHaveLength(1);
      expect(Object.keys(tokens[0]).sort()).toEqual(
        ['created_at', 'expires_at', 'id', 'last_used_at', 'name', 'revoked_at', 'state', 'token_prefix'].sort(),
      );
      expect(tokens[0]).toMatchObject({ id: issued.id, token_prefix: issued.token_prefix, state: 'active' });
      expect(tokens[0].last_used_at).not.toBeNull();
    });

    it('should refuse a revoked token at once', async () => {
      const operator = await createOperatorWithToken(app, 'reviewer');
      await registrations(operator.headers).expect(200);
      const revoked = await app.http
        .delete(`/api/operator/operators/${operator.id}/tokens/${operator.tokenId}`)
        .set(operator.headers)
        .expect(200);
      expect(operatorBody<OperatorTokenView>(revoked)).toMatchObject({ id: operator.tokenId, state: 'revoked' });
      const refused = await registrations(operator.headers).expect(401);
      expect(bodyOf<'HTTPError'>(refused).code).toBe('invalid_admin_token');
    });

    it('should answer 200 to every revoke of a token, even at once, and record the revoke once', async () => {
      const operator = await createOperatorWithToken(app, 'viewer');
      const revoke = () =>
        app.http.delete(`/api/operator/operators/${operator.id}/tokens/${operator.tokenId}`).set(BOOTSTRAP_HEADERS);
      const answers = await Promise.all([revoke(), revoke(), revoke()]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      for (const answer of [...answers, await revoke().expect(200)]) {
        expect(operatorBody<OperatorTokenView>(answer).state).toBe('revoked');
      }
      const revokes = (await auditLogPage(app, { limit: 50 })).entries.filter(
        (entry) => entry.action === 'token.revoked' && entry.subject_operator_id === operator.id,
      );
      expect(revokes).toHaveLength(1);
      expect(revokes[0].detail).toMatchObject({ token_id: operator.tokenId });
    });

    it('should answer 404 operator_token_not_found for a token of another operator', async () => {
      const first = await createOperatorWithToken(app, 'viewer');
      const second = await createOperatorWithToken(app, 'viewer');
      const response = await app.http
        .delete(`/api/operator/operators/${first.id}/tokens/${second.tokenId}`)
        .set(BOOTSTRAP_HEADERS)
        .expect(404);
      expect(bodyOf<'HTTPError'>(response).code).toBe('operator_token_not_found');
      await registrations(second.headers).expect(200);
    });

    it('should answer 400 when expires_at is in the past, and issue nothing', async () => {
      const operator = await createOperator(app, 'viewer');
      const response = await app.http
        .post(`/api/operator/operators/${operator.id}/tokens`)
        .set(BOOTSTRAP_HEADERS)
        .send({ name: 'stale', expires_at: new Date(Date.now() - 60_000).toISOString() })
        .expect(400);
      expect(bodyOf<'HTTPError'>(response).code).toBe('operator_token_expiry_in_past');
      const tokens = await app.http.get(`/api/operator/operators/${operator.id}/tokens`).set(BOOTSTRAP_HEADERS);
      expect(operatorBody<{ tokens: OperatorTokenView[] }>(tokens).tokens).toEqual([]);
    });

    it('should stop accepting a token once it expires', async () => {
      const operator = await createOperator(app, 'viewer');
      // Room for the issue and the first use on a loaded machine (1.2 s was not); the wait below is the test's cost.
      const expiresAt = new Date(Date.now() + 5000);
      const issued = await issueOperatorToken(app, operator.id, { expires_at: expiresAt.toISOString() });
      const beforeExpiry = await registrations({ 'X-Admin-Token': issued.token });
      if (beforeExpiry.status !== 200 && Date.now() >= expiresAt.getTime()) {
        throw new Error(
          `the token had expired by its first use (${beforeExpiry.status}, ${Date.now() - expiresAt.getTime()} ms ` +
            'after expires_at): the machine was too slow for this test to tell anything',
        );
      }
      expect(beforeExpiry.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 200));
      await registrations({ 'X-Admin-Token': issued.token }).expect(401);
      const tokens = await app.http.get(`/api/operator/operators/${operator.id}/tokens`).set(BOOTSTRAP_HEADERS);
      expect(operatorBody<{ tokens: OperatorTokenView[] }>(tokens).tokens[0].state).toBe('expired');
    });

    it("should let a viewer manage their own tokens but refuse another operator's with 403", async () => {
      const viewer = await createOperatorWithToken(app, 'viewer');
      const other = await createOperator(app, 'viewer');
      const refused = await app.http
        .post(`/api/operator/operators/${other.id}/tokens`)
        .set(viewer.headers)
        .send({ name: 'not mine' })
        .expect(403);
      expect(bodyOf<'HTTPError'>(refused).code).toBe('operator_role_required');
      await app.http.get(`/api/operator/operators/${other.id}/tokens`).set(viewer.headers).expect(403);
      const own = await issueOperatorToken(app, viewer.id, { name: 'mine', headers: viewer.headers });
      await registrations({ 'X-Admin-Token': own.token }).expect(200);
    });

    it('should end a console session opened with a personal token when that token is revoked', async () => {
      const operator = await createOperatorWithToken(app, 'reviewer');
      const other = await issueOperatorToken(app, operator.id);
      const cookie = await signIn(operator.token);
      const stillOpen = await signIn(other.token);
      await app.http.get('/api/admin/registrations').set('Cookie', cookie).expect(200);

      await app.http
        .delete(`/api/operator/operators/${operator.id}/tokens/${operator.tokenId}`)
        .set(BOOTSTRAP_HEADERS)
        .expect(200);

      await app.http.get('/api/admin/registrations').set('Cookie', cookie).expect(401);
      const page = await app.http.get('/admin').set('Cookie', cookie).expect(200);
      expect(page.text).toContain(SIGN_IN_FORM);
      // The operator's other sessions are not the revoked token's.
      await app.http.get('/api/admin/registrations').set('Cookie', stillOpen).expect(200);
    });

    it('should end a console session no later than the personal token it was opened with', async () => {
      const operator = await createOperatorWithToken(app, 'viewer');
      const expiresAt = new Date(Date.now() + 60_000);
      const shortLived = await issueOperatorToken(app, operator.id, { expires_at: expiresAt.toISOString() });
      const response = await app.http.post('/admin/sign-in').type('form').send({ token: shortLived.token }).expect(303);
      const cookie = setCookieOf(response).find((line) => line.startsWith('ops_admin=')) ?? '';
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);
      expect(maxAge).toBeGreaterThan(50);
      expect(maxAge).toBeLessThanOrEqual(60);
    });

    it('should end the tokens and console sessions of a disabled operator at once', async () => {
      const operator = await createOperatorWithToken(app, 'reviewer');
      const cookie = await signIn(operator.token);
      const console = await app.http.get('/admin').set('Cookie', cookie).expect(200);
      expect(console.text).toContain(SIGN_OUT_FORM);
      expect(console.text).not.toContain(SIGN_IN_FORM);
      await registrations(operator.headers).expect(200);

      const disabled = await app.http
        .patch(`/api/operator/operators/${operator.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ active: false })
        .expect(200);
      expect(operatorBody<OperatorView>(disabled).active).toBe(false);

      await registrations(operator.headers).expect(401);
      await app.http.get('/api/admin/registrations').set('Cookie', cookie).expect(401);
      const page = await app.http.get('/admin').set('Cookie', cookie).expect(200);
      expect(page.text).toContain(SIGN_IN_FORM);
      expect(page.text).not.toContain(SIGN_OUT_FORM);

      const noToken = await app.http
        .post(`/api/operator/operators/${operator.id}/tokens`)
        .set(BOOTSTRAP_HEADERS)
        .send({ name: 'again' })
        .expect(409);
      expect(bodyOf<'HTTPError'>(noToken).code).toBe('operator_inactive');

      // Enabling the operator again does not bring back the revoked token.
      await app.http
        .patch(`/api/operator/operators/${operator.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ active: true })
        .expect(200);
      await registrations(operator.headers).expect(401);
      await app.http.get('/api/admin/registrations').set('Cookie', cookie).expect(401);
    });
  });

  describe('actor on events', () => {
    it('should name the operator on the events their actions write, and only the type to the public', async () => {
      const reviewer = await createOperatorWithToken(app, 'reviewer', { display_name: 'Riley Reviewer' });
      const program = await registerProgram(app, { client_role: 'business' });
      await app.http
        .patch(`/api/admin/registrations/${program.reference}/status`)
        .set(reviewer.headers)
        .send({ status: 'reviewing' })
        .expect(200);
      await app.http
        .patch(`/api/checklist/${program.reference}/items/aml_programme`)
        .set(reviewer.headers)
        .send({ done: true })
        .expect(200);

      const operatorActor = { type: 'operator', id: String(reviewer.id), display: 'Riley Reviewer' };
      const seenByAdmin = await eventsOf(program.reference, BOOTSTRAP_HEADERS);
      expect(lastOfType(seenByAdmin, 'program.status_changed').actor).toEqual(operatorActor);
      expect(lastOfType(seenByAdmin, 'checklist.item_updated').actor).toEqual(operatorActor);
      expect(lastOfType(seenByAdmin, 'program.created').actor).toEqual({ type: 'applicant', id: null, display: null });

      const seenByViewer = await eventsOf(program.reference, (await createOperatorWithToken(app, 'viewer')).headers);
      expect(lastOfType(seenByViewer, 'program.status_changed').actor).toEqual(operatorActor);

      const seenByPublic = await eventsOf(program.reference);
      expect(lastOfType(seenByPublic, 'program.status_changed').actor).toEqual({ type: 'operator' });
      expect(lastOfType(seenByPublic, 'program.created').actor).toEqual({ type: 'applicant' });
    });

    it('should record the bootstrap credential as the bootstrap actor', async () => {
      const program = await registerProgram(app);
      await app.http
        .patch(`/api/admin/registrations/${program.reference}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ status: 'kyc_pending' })
        .expect(200);
      const events = await eventsOf(program.reference, BOOTSTRAP_HEADERS);
      expect(lastOfType(events, 'program.status_changed').actor).toEqual({
        type: 'bootstrap',
        id: 'bootstrap',
        display: 'Bootstrap credential',
      });
    });

    it('should record an intake by an operator as that operator', async () => {
      const reviewer = await createOperatorWithToken(app, 'reviewer', { display_name: 'Intake Person' });
      const program = await registerProgram(app, {}, reviewer.headers);
      const events = await eventsOf(program.reference, BOOTSTRAP_HEADERS);
      expect(lastOfType(events, 'program.created').actor).toEqual({
        type: 'operator',
        id: String(reviewer.id),
        display: 'Intake Person',
      });
    });
  });

  describe('operator log', () => {
    it('should record account, token and sign-in events newest first, page by next_before, and hold no secret', async () => {
      const subject = await createOperator(app, 'viewer', { display_name: 'Logged Person' });
      const issued = await issueOperatorToken(app, subject.id, { name: 'logged token' });
      await signIn(issued.token);
      await app.http.post('/admin/sign-in').type('form').send({ token: 'pwo_0000000000000000_wrong' }).expect(401);
      await app.http
        .patch(`/api/operator/operators/${subject.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ role: 'reviewer' })
        .expect(200);
      await app.http
        .delete(`/api/operator/operators/${subject.id}/tokens/${issued.id}`)
        .set(BOOTSTRAP_HEADERS)
        .expect(200);
      await app.http
        .patch(`/api/operator/operators/${subject.id}`)
        .set(BOOTSTRAP_HEADERS)
        .send({ active: false })
        .expect(200);

      const everything: OperatorAuditEntry[] = [];
      let before: number | undefined;
      let pages = 0;
      for (;;) {
        const response = await app.http
          .get('/api/operator/audit-log')
          .query({ limit: 3, ...(before !== undefined && { before }) })
          .set(BOOTSTRAP_HEADERS)
          .expect(200);
        expect(response.text).not.toContain(issued.token);
        expect(response.text).not.toContain(issued.token.slice('pwo_0123456789abcdef_'.length));
        expect(response.text).not.toContain(TEST_ADMIN_TOKEN);
        const page = operatorBody<{ entries: OperatorAuditEntry[]; next_before: number | null }>(response);
        expect(page.entries.length).toBeGreaterThan(0);
        expect(page.entries.length).toBeLessThanOrEqual(3);
        everything.push(...page.entries);
        pages++;
        if (page.next_before === null) {
          break;
        }
        expect(page.next_before).toBe(page.entries[page.entries.length - 1].id);
        before = page.next_before;
      }
      expect(pages).toBeGreaterThan(2);
      const ids = everything.map((entry) => entry.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(new Set(ids).size).toBe(ids.length);

      const bootstrap = { type: 'bootstrap', id: 'bootstrap', display: 'Bootstrap credential' };
      const aboutSubject = everything.filter((entry) => entry.subject_operator_id === subject.id);
      expect(aboutSubject.map((entry) => entry.action)).toEqual([
        'operator.disabled',
        'token.revoked',
        'operator.role_changed',
        'sign_in.succeeded',
        'token.created',
        'operator.created',
      ]);
      expect(aboutSubject.find((entry) => entry.action === 'operator.created')).toMatchObject({
        actor: bootstrap,
        detail: { role: 'viewer' },
      });
      expect(aboutSubject.find((entry) => entry.action === 'operator.role_changed')).toMatchObject({
        actor: bootstrap,
        detail: { from: 'viewer', to: 'reviewer' },
      });
      expect(aboutSubject.find((entry) => entry.action === 'sign_in.succeeded')?.actor).toEqual({
        type: 'operator',
        id: String(subject.id),
        display: 'Logged Person',
      });
      expect(aboutSubject.find((entry) => entry.action === 'token.created')?.detail).toMatchObject({
        token_id: issued.id,
        token_prefix: issued.token_prefix,
      });

      const failedAt = everything.findIndex((entry) => entry.action === 'sign_in.failed');
      const succeededAt = everything.findIndex(
        (entry) => entry.action === 'sign_in.succeeded' && entry.subject_operator_id === subject.id,
      );
      expect(failedAt).toBeGreaterThanOrEqual(0);
      expect(failedAt).toBeLessThan(succeededAt);
      expect(everything[failedAt]).toMatchObject({ actor: null, detail: { method: 'token' } });

      const newest = await auditLogPage(app, { limit: 1 });
      expect(newest.entries[0].id).toBe(everything[0].id);
    });

    it('should give next_before only while older entries remain', async () => {
      await createOperator(app, 'viewer');
      const all = await auditLogPage(app, { limit: 500 });
      expect(all.next_before).toBeNull();
      const total = all.entries.length;
      expect(total).toBeGreaterThan(2);
      const exact = await auditLogPage(app, { limit: total });
      expect(exact.entries.map((entry) => entry.id)).toEqual(all.entries.map((entry) => entry.id));
      expect(exact.next_before).toBeNull();
      const short = await auditLogPage(app, { limit: total - 1 });
      expect(short.next_before).toBe(all.entries[total - 2].id);
      const rest = await auditLogPage(app, { limit: total, before: short.next_before ?? undefined });
      expect(rest.entries).toEqual([all.entries[total - 1]]);
      expect(rest.next_before).toBeNull();
    });

    it('should refuse the operator log to anyone but an owner', async () => {
      const approver = await createOperatorWithToken(app, 'approver');
      const response = await app.http.get('/api/operator/audit-log').set(approver.headers).expect(403);
      expect(bodyOf<'HTTPError'>(response).code).toBe('operator_role_required');
      await app.http.get('/api/operator/audit-log').expect(401);
    });
  });
});
