import { registerProgram, registrationInput } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

type Status = 'pending' | 'kyc_pending' | 'rpaa_review' | 'reviewing' | 'approved' | 'declined';

const ALLOWED: Record<Status, Status[]> = {
  pending: ['kyc_pending', 'rpaa_review', 'reviewing', 'declined'],
  kyc_pending: ['pending', 'rpaa_review', 'reviewing', 'declined'],
  rpaa_review: ['kyc_pending', 'reviewing', 'approved', 'declined'],
  reviewing: ['kyc_pending', 'rpaa_review', 'approved', 'declined'],
  approved: ['reviewing'],
  declined: ['reviewing'],
};
// A path from pending to each status through allowed moves.
const PATH_TO: Record<Status, Status[]> = {
  pending: [],
  kyc_pending: ['kyc_pending'],
  rpaa_review: ['rpaa_review'],
  reviewing: ['reviewing'],
  approved: ['reviewing', 'approved'],
  declined: ['declined'],
};
const ALL = Object.keys(ALLOWED) as Status[];
const allowedMoves = ALL.flatMap((from) => ALLOWED[from].map((to) => [from, to] as [Status, Status]));
const forbiddenMoves = ALL.flatMap((from) =>
  ALL.filter((to) => to !== from && !ALLOWED[from].includes(to)).map((to) => [from, to] as [Status, Status]),
);

describe('Errors and baseline headers', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp();
    reference = (await registerProgram(app)).reference;
  });

  afterAll(async () => {
    await app.close();
  });

  function admin(path: string) {
    return app.http.patch(path).set('X-Admin-Token', TEST_ADMIN_TOKEN);
  }

  async function moveTo(target: Status): Promise<string> {
    const program = await registerProgram(app);
    for (const status of PATH_TO[target]) {
      await admin(`/api/admin/registrations/${program.reference}`).send({ status }).expect(200);
    }
    return program.reference;
  }

  async function eventCount(ref: string): Promise<number> {
    const response = await app.http.get(`/api/programs/${ref}/events?limit=500`).expect(200);
    return bodyOf<'ProgramEventsList'>(response).count;
  }

  function expectJsonDetail(response: { headers: Record<string, string>; text: string }, detail?: string): void {
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.text).not.toMatch(/<html|<!DOCTYPE|<pre>/i);
    expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    const body = JSON.parse(response.text) as { detail: unknown };
    expect(typeof body.detail).toBe('string');
    if (detail !== undefined) {
      expect(body.detail).toBe(detail);
    }
  }

  describe('401', () => {
    it('should refuse a missing admin token', async () => {
      const response = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .send({ status: 'reviewing' })
        .expect(401);
      expectJsonDetail(response);
    });

    it('should refuse a wrong admin token, on the admin route and on a public one', async () => {
      const wrong = await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set('X-Admin-Token', 'wrong-token')
        .send({ status: 'reviewing' })
        .expect(401);
      expectJsonDetail(wrong);
      await app.http.get(`/api/register/${reference}`).set('X-Admin-Token', 'wrong-token').expect(401);
      await app.http.patch(`/api/admin/registrations/${reference}/status`).send({ status: 'reviewing' }).expect(401);
    });

    it('should refuse a wrong partner token (and a partner token is no admin credential)', async () => {
      const response = await app.http
        .get(`/api/register/${reference}`)
        .set('X-Partner-Token', 'not-a-partner-key')
        .expect(401);
      expectJsonDetail(response);
      await app.http
        .patch(`/api/admin/registrations/${reference}`)
        .set('X-Partner-Token', 'not-a-partner-key')
        .send({ status: 'reviewing' })
        .expect(401);
    });

    it('should change nothing when refused', async () => {
      const before = await eventCount(reference);
      await app.http.patch(`/api/admin/registrations/${reference}`).send({ status: 'declined' }).expect(401);
      expect(await eventCount(reference)).toBe(before);
      const status = await app.http.get(`/api/register/${reference}`).expect(200);
      expect(bodyOf<'RegistrationStatus'>(status).status).toBe('pending');
    });
  });

  describe('404 and 405', () => {
    it.each([
      ['GET', '/api/register/PRG-000000'],
      ['GET', '/api/programs/PRG-000000/events'],
      ['GET', '/api/checklist/PRG-000000'],
      ['POST', '/api/register/PRG-000000/portal-step'],
    ])('should answer 404 for an unknown reference on %s %s', async (method, path) => {
      const call = method === 'GET' ? app.http.get(path) : app.http.post(path).send({ step: 'verify' });
      const response = await call.expect(404);
      expectJsonDetail(response);
    });

    it('should answer 404 for an unknown checklist item and an unknown reference on admin routes', async () => {
      expectJsonDetail(await app.http.patch(`/api/checklist/${reference}/items/nope`).send({ done: true }).expect(404));
      expectJsonDetail(await admin('/api/admin/registrations/PRG-000000').send({ status: 'reviewing' }).expect(404));
    });

    it.each([
      '/api/checklist/PRG-000000/export.html',
      '/api/register/PRG-000000/compliance-report.html',
      '/api/admin/export.csv?partner=%00',
    ])('should answer an error of the HTML or CSV route %s as JSON, not as a page or a file', async (path) => {
      const response = await app.http.get(path).set('X-Admin-Token', TEST_ADMIN_TOKEN);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.text).not.toMatch(/<html|<!DOCTYPE/i);
      expect(JSON.parse(response.text)).toHaveProperty('detail');
    });

    it.each(['/nope', '/api/nope', '/api/register/PRG-000000/nope', '/.env'])(
      'should answer {"detail":"Not Found"} for the unknown route %s',
      async (path) => {
        const response = await app.http.get(path).expect(404);
        expect(response.body).toEqual({ detail: 'Not Found' });
        expectJsonDetail(response, 'Not Found');
      },
    );

    it.each([
      ['DELETE', '/api/register', 'POST'],
      ['GET', '/api/register', 'POST'],
      ['PUT', '/api/programs', 'POST'],
      ['DELETE', `/api/register/PRG-123456`, 'GET'],
      ['POST', '/health', 'GET'],
    ])('should answer 405 with Allow for %s %s', async (method, path, allowed) => {
      const response = await app.http[method.toLowerCase() as 'get'](path).expect(405);
      expect(response.body).toEqual({ detail: 'Method Not Allowed' });
      expect(response.headers.allow.split(/,\s*/)).toContain(allowed);
      expectJsonDetail(response, 'Method Not Allowed');
    });
  });

  describe('409 and the registration state machine (decisions §4)', () => {
    it.each(allowedMoves)('should allow %s → %s and append program.status_changed', async (from, to) => {
      const ref = await moveTo(from);
      const before = await eventCount(ref);
      const response = await admin(`/api/admin/registrations/${ref}`)
        .send({ status: to, status_note: 'table test' })
        .expect(200);
      expect(bodyOf<'RegistrationStatus'>(response).status).toBe(to);
      const events = bodyOf<'ProgramEventsList'>(
        await app.http.get(`/api/programs/${ref}/events?limit=500`).expect(200),
      );
      expect(events.count).toBe(before + 1);
      const last = events.events[events.events.length - 1];
      expect(last).toMatchObject({ event_type: 'program.status_changed', source: 'admin' });
      expect(last.payload).toMatchObject({ from, to });
    });

    it.each(forbiddenMoves)('should refuse %s → %s with 409 naming both states', async (from, to) => {
      const ref = await moveTo(from);
      const before = await eventCount(ref);
      const response = await admin(`/api/admin/registrations/${ref}`).send({ status: to }).expect(409);
      expectJsonDetail(response);
      expect(bodyOf<'HTTPError'>(response).detail).toContain(from);
      expect(bodyOf<'HTTPError'>(response).detail).toContain(to);
      expect(await eventCount(ref)).toBe(before);
      const legacy = await admin(`/api/admin/registrations/${ref}/status`).send({ status: to }).expect(409);
      expectJsonDetail(legacy);
    });

    it.each(ALL)('should treat %s → same status as a 200 no-op without an event', async (status) => {
      const ref = await moveTo(status);
      const before = await eventCount(ref);
      const response = await admin(`/api/admin/registrations/${ref}`).send({ status }).expect(200);
      expect(bodyOf<'RegistrationStatus'>(response).status).toBe(status);
      expect(await eventCount(ref)).toBe(before);
    });
  });

  describe('413', () => {
    it('should refuse a JSON body over 1 MiB with {detail} and store nothing', async () => {
      const before = Number(
        (await app.dataSource.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM registrations'))[0].n,
      );
      const body = JSON.stringify(registrationInput({ notes: 'x'.repeat(1024 * 1024) }));
      const response = await app.http
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(413);
      expectJsonDetail(response);
      const after = Number(
        (await app.dataSource.query<Array<{ n: unknown }>>('SELECT COUNT(*) AS n FROM registrations'))[0].n,
      );
      expect(after).toBe(before);
    });

    it('should still read a body just under 1 MiB (and answer 422 for the over-long notes)', async () => {
      const body = JSON.stringify(registrationInput({ notes: 'x'.repeat(1000 * 1000) }));
      const response = await app.http
        .post('/api/register')
        .set('Content-Type', 'application/json')
        .send(body)
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
        type: 'string_too_long',
        loc: ['body', 'notes'],
      });
    });
  });

  describe('baseline headers on every response', () => {
    const requests: Array<
      [string, (app: TestApp, ref: string) => Promise<{ status: number; headers: Record<string, string> }>]
    > = [
      ['200 intake', (a) => a.http.post('/api/register').send(registrationInput())],
      ['200 status read', (a, ref) => a.http.get(`/api/register/${ref}`)],
      ['200 health', (a) => a.http.get('/health')],
      ['200 openapi', (a) => a.http.get('/openapi.json')],
      ['401', (a, ref) => a.http.patch(`/api/admin/registrations/${ref}`).send({})],
      ['404 route', (a) => a.http.get('/api/nope')],
      ['404 reference', (a) => a.http.get('/api/register/PRG-000000')],
      ['405', (a) => a.http.delete('/api/register')],
      ['422', (a) => a.http.post('/api/register').send({})],
      ['422 json', (a) => a.http.post('/api/register').set('Content-Type', 'application/json').send('{')],
    ];

    it.each(requests)('should send nosniff, an X-Request-Id and no X-Powered-By on %s', async (_label, send) => {
      const response = await send(app, reference);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-powered-by']).toBeUndefined();
      expect(response.headers['x-request-id']).toMatch(/^[A-Za-z0-9._:-]{1,128}$/);
    });

    it('should echo a safe X-Request-Id', async () => {
      const id = 'client-req_42.abc:7';
      const response = await app.http.get(`/api/register/${reference}`).set('X-Request-Id', id).expect(200);
      expect(response.headers['x-request-id']).toBe(id);
      const error = await app.http.get('/api/nope').set('X-Request-Id', id).expect(404);
      expect(error.headers['x-request-id']).toBe(id);
    });

    it('should generate a distinct id when none is sent', async () => {
      const first = await app.http.get('/health');
      const second = await app.http.get('/health');
      expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    });

    it.each([
      ['too long', 'a'.repeat(129)],
      ['with spaces', 'hello world'],
      ['with markup', '<script>alert(1)</script>'],
      ['with a newline escape attempt', 'abc%0d%0aSet-Cookie:x'],
      ['empty', ''],
    ])('should replace an unsafe X-Request-Id (%s)', async (_label, id) => {
      const response = await app.http.get('/health').set('X-Request-Id', id);
      expect(response.headers['x-request-id']).not.toBe(id);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('should accept a 128-character safe id', async () => {
      const id = 'a'.repeat(128);
      const response = await app.http.get('/health').set('X-Request-Id', id);
      expect(response.headers['x-request-id']).toBe(id);
    });
  });
});
