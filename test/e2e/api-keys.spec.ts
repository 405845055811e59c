import { ADMIN_HEADERS, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

// Room for the rotation and the old key's use on a loaded machine (2 s was not); the rotation test waits it out.
const GRACE_SECONDS = 5;

describe('Operator API keys (partner tokens)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { API_KEY_ROTATION_GRACE_SECONDS: String(GRACE_SECONDS) } });
  });

  afterAll(async () => {
    await app.close();
  });

  const stats = (token: string) => app.http.get('/api/partner/stats').set(partnerHeaders(token));

  it('should issue a recognisable key once, that opens the partner routes of its slug', async () => {
    const issued = await issueApiKey(app, 'acme-bank');
    expect(Object.keys(issued)).toEqual([
      'slug',
      'api_key',
      'key_prefix',
      'created_at',
      'rotated',
      'previous_key_expires_at',
    ]);
    expect(issued).toMatchObject({ slug: 'acme-bank', rotated: false, previous_key_expires_at: null });
    expect(issued.api_key).toMatch(/^pws_live_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(issued.api_key.startsWith(`${issued.key_prefix}_`)).toBe(true);

    const response = await stats(issued.api_key).expect(200);
    expect(bodyOf<'PartnerStats'>(response).partner_slug).toBe('acme-bank');
  });

  it('should answer 409 when a live key exists and rotate is false', async () => {
    await issueApiKey(app, 'dup-bank');
    const conflict = await app.http
      .post('/api/operator/api-keys')
      .set(ADMIN_HEADERS)
      .send({ slug: 'dup-bank' })
      .expect(409);
    expect(bodyOf<'HTTPError'>(conflict).code).toBe('api_key_exists');
  });

  it('should need the admin credential; a partner token is no admin credential', async () => {
    const issued = await issueApiKey(app, 'nosy-bank');
    await app.http.post('/api/operator/api-keys').send({ slug: 'x1' }).expect(401);
    await app.http.post('/api/operator/api-keys').set(partnerHeaders(issued)).send({ slug: 'x1' }).expect(401);
    await app.http.get('/api/operator/api-keys').set(partnerHeaders(issued)).expect(401);
    await app.http.delete('/api/operator/api-keys/nosy-bank').set(partnerHeaders(issued)).expect(401);
  });

  it('should validate the body like FastAPI', async () => {
    const response = await app.http
      .post('/api/operator/api-keys')
      .set(ADMIN_HEADERS)
      .send({ slug: 'a', rotate: 'maybe' })
      .expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail.map((error) => error.type)).toEqual([
      'string_too_short',
      'bool_parsing',
    ]);
  });

  it('should keep the rotated-out key working for the grace period, then refuse it', async () => {
    const first = await issueApiKey(app, 'rotating-bank');
    const before = Date.now();
    const second = await issueApiKey(app, 'rotating-bank', true);
    expect(second.rotated).toBe(true);
    expect(second.api_key).not.toBe(first.api_key);
    const expiresAt = Date.parse(second.previous_key_expires_at ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(before + GRACE_SECONDS * 1000 - 1000);

    const inGrace = await stats(first.api_key);
    if (inGrace.status !== 200 && Date.now() >= expiresAt) {
      throw new Error(
        `the old key's grace had ended by its use (${inGrace.status}, ${Date.now() - expiresAt} ms after ` +
          'previous_key_expires_at): the machine was too slow for this test to tell anything',
      );
    }
    expect(inGrace.status).toBe(200);
    await stats(second.api_key).expect(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 200));
    const refused = await stats(first.api_key).expect(401);
    expect(bodyOf<'HTTPError'>(refused).code).toBe('invalid_partner_token');
    await stats(second.api_key).expect(200);
  });

  it('should end the grace of an older key when rotating again', async () => {
    const first = await issueApiKey(app, 'twice-bank');
    const second = await issueApiKey(app, 'twice-bank', true);
    const third = await issueApiKey(app, 'twice-bank', true);
    await stats(first.api_key).expect(401);
    await stats(second.api_key).expect(200);
    await stats(third.api_key).expect(200);
  });

  it('should revoke every working key of a slug at once', async () => {
    const first = await issueApiKey(app, 'revoked-bank');
    const second = await issueApiKey(app, 'revoked-bank', true);
    const revoked = await app.http.delete('/api/operator/api-keys/revoked-bank').set(ADMIN_HEADERS).expect(200);
    expect(revoked.body).toMatchObject({ slug: 'revoked-bank', revoked_keys: 2 });
    await stats(first.api_key).expect(401);
    await stats(second.api_key).expect(401);

    const again = await issueApiKey(app, 'revoked-bank');
    await stats(again.api_key).expect(200);
  });

  it('should answer 404 when revoking an unknown slug', async () => {
    const response = await app.http.delete('/api/operator/api-keys/never-issued').set(ADMIN_HEADERS).expect(404);
    expect(bodyOf<'HTTPError'>(response).code).toBe('api_key_not_found');
  });

  it('should refuse malformed, unknown and tampered keys', async () => {
    const issued = await issueApiKey(app, 'tamper-bank');
    const tampered = issued.api_key.slice(0, -1) + (issued.api_key.endsWith('A') ? 'B' : 'A');
    for (const token of [
      'nonsense',
      `${issued.key_prefix}_${'A'.repeat(43)}`,
      'pws_live_0000000000000000_' + 'A'.repeat(43),
      tampered,
    ]) {
      await stats(token).expect(401);
    }
  });

  it('should list keys without secrets, with created, rotated and last-used times', async () => {
    const first = await issueApiKey(app, 'listed-bank');
    await issueApiKey(app, 'listed-bank', true);
    await stats(first.api_key).expect(200);
    const list = bodyOf<'OperatorApiKeyList'>(
      await app.http.get('/api/operator/api-keys').set(ADMIN_HEADERS).expect(200),
    );
    const listed = list.keys.filter((key) => key.slug === 'listed-bank');
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ key_prefix: first.key_prefix, state: 'grace', revoked_at: null });
    expect(listed[0].last_used_at).not.toBeNull();
    expect(listed[0].expires_at).not.toBeNull();
    expect(listed[1]).toMatchObject({ state: 'active', last_used_at: null });
    expect(listed[1].rotated_at).toBe(listed[1].created_at);
    expect(list.count).toBe(list.keys.length);
  });

  it('should never show the plaintext key again, in a response or in the logs', async () => {
    const issued = await issueApiKey(app, 'secret-bank');
    const secret = issued.api_key.slice(issued.key_prefix.length + 1);
    await stats(issued.api_key).expect(200);
    await app.http.get('/api/partner/registrations').set(partnerHeaders(issued)).expect(200);
    const list = await app.http.get('/api/operator/api-keys').set(ADMIN_HEADERS).expect(200);
    const conflict = await app.http
      .post('/api/operator/api-keys')
      .set(ADMIN_HEADERS)
      .send({ slug: 'secret-bank' })
      .expect(409);
    const revoked = await app.http.delete('/api/operator/api-keys/secret-bank').set(ADMIN_HEADERS).expect(200);
    await stats(issued.api_key).expect(401);
    for (const body of [list.text, conflict.text, revoked.text]) {
      expect(body).not.toContain(secret);
    }
    expect(app.logs.text()).not.toContain(secret);
    expect(app.logs.text().length).toBeGreaterThan(0);
  });
});
