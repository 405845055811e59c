import { registrationInput } from '../factories/registration.factory';
import { FAKE_CHALLENGE_SECRET, FakeChallengeVerifier } from '../support/challenge-verifier.fake';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

async function registrationCount(app: TestApp): Promise<number> {
  const response = await app.http.get('/api/stats').expect(200);
  return (response.body as { registrations: { total: number } }).registrations.total;
}

/**
 * Port 1 on loopback: nothing listens there, and unlike a port picked free and closed again, no other suite's server
 * can take it meanwhile (the test would then pass on whatever that server answers).
 */
const CLOSED_PORT = 1;

describe('Intake anti-automation challenge', () => {
  let verifier: FakeChallengeVerifier;
  let app: TestApp;

  beforeAll(async () => {
    verifier = await FakeChallengeVerifier.start();
    app = await startTestApp({
      env: { CHALLENGE_VERIFY_URL: verifier.url, CHALLENGE_SECRET: FAKE_CHALLENGE_SECRET },
    });
  });

  afterAll(async () => {
    await app.close();
    await verifier.close();
  });

  const register = (overrides: Record<string, unknown>) =>
    app.http.post('/api/register').send(registrationInput(overrides));

  it('should register when the verifier accepts the token, sending the siteverify form', async () => {
    const before = verifier.requests.length;
    const count = await registrationCount(app);
    const response = await register({ challenge_token: 'pass-abc' }).expect(200);
    expect(await registrationCount(app)).toBe(count + 1);
    expect(bodyOf<'RegistrationResponse'>(response).reference).toMatch(/^PRG-\d{6}$/);
    const sent = verifier.requests.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      secret: FAKE_CHALLENGE_SECRET,
      response: 'pass-abc',
      content_type: 'application/x-www-form-urlencoded;charset=UTF-8',
    });
    expect(sent[0].remoteip).toMatch(/127\.0\.0\.1$/);
  });

  it('should answer 422 on challenge_token when the verifier rejects the token, creating nothing', async () => {
    const before = await registrationCount(app);
    const response = await register({ challenge_token: 'fail-abc' }).expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail).toHaveLength(1);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
      type: 'value_error',
      loc: ['body', 'challenge_token'],
      input: 'fail-abc',
    });
    expect(bodyOf<'HTTPValidationError'>(response).detail[0].msg).toMatch(/^Value error, /);
    expect(await registrationCount(app)).toBe(before);
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
  ])('should answer 422 when the token is %s', async (_label, token) => {
    const before = verifier.requests.length;
    const overrides = token === undefined ? {} : { challenge_token: token };
    const response = await register(overrides).expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
      type: 'value_error',
      loc: ['body', 'challenge_token'],
    });
    expect(verifier.requests.length).toBe(before);
  });

  it('should validate the body before asking the verifier', async () => {
    const before = verifier.requests.length;
    const response = await register({ challenge_token: 'pass-x', email: 'not-an-email' }).expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0].loc).toEqual(['body', 'email']);
    expect(verifier.requests.length).toBe(before);
  });

  it.each([
    ['answers HTTP 500', 'http500'],
    ['answers HTML', 'html'],
    ['answers JSON without success', 'no-success'],
  ])('should fail closed with 503 when the verifier %s', async (_label, token) => {
    const before = await registrationCount(app);
    const response = await register({ challenge_token: token }).expect(503);
    expect(response.body).toEqual({
      detail: 'The anti-automation check is temporarily unavailable; please try again shortly',
      code: 'challenge_unavailable',
    });
    expect(await registrationCount(app)).toBe(before);
  });

  it('should fail closed with 503 within the timeout when the verifier does not answer', async () => {
    const started = Date.now();
    await register({ challenge_token: 'slow' }).expect(503);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(6000);
  }, 15000);

  it('should replay an Idempotency-Key retry that carries a fresh token', async () => {
    const body = registrationInput({ challenge_token: 'pass-first' });
    const first = await app.http
      .post('/api/register')
      .set('Idempotency-Key', 'challenge-retry-1')
      .send(body)
      .expect(200);
    const retry = await app.http
      .post('/api/register')
      .set('Idempotency-Key', 'challenge-retry-1')
      .send({ ...body, challenge_token: 'pass-second' })
      .expect(200);
    expect(bodyOf<'RegistrationResponse'>(retry).reference).toBe(bodyOf<'RegistrationResponse'>(first).reference);
  });

  it('should keep the challenge secret out of responses and logs', () => {
    expect(app.logs.text()).not.toContain(FAKE_CHALLENGE_SECRET);
  });
});

describe('Intake challenge verifier unreachable', () => {
  it('should answer 503 when nothing listens at the verifier URL', async () => {
    const app = await startTestApp({
      env: {
        CHALLENGE_VERIFY_URL: `http://127.0.0.1:${CLOSED_PORT}/siteverify`,
        CHALLENGE_SECRET: FAKE_CHALLENGE_SECRET,
      },
    });
    try {
      const response = await app.http.post('/api/register').send(registrationInput({ challenge_token: 'pass-x' }));
      expect(response.status).toBe(503);
      expect(JSON.stringify(response.body)).not.toContain(FAKE_CHALLENGE_SECRET);
    } finally {
      await app.close();
    }
  });
});

describe('Intake without a challenge verifier', () => {
  it.each([
    ['no setting', {}],
    ['only a URL', { CHALLENGE_VERIFY_URL: 'http://127.0.0.1:9/siteverify' }],
    ['only a secret', { CHALLENGE_SECRET: FAKE_CHALLENGE_SECRET }],
  ])('should ignore the token with %s', async (_label, env) => {
    const app = await startTestApp({ env });
    try {
      await app.http
        .post('/api/register')
        .send(registrationInput({ challenge_token: 'anything' }))
        .expect(200);
      await app.http.post('/api/register').send(registrationInput()).expect(200);
    } finally {
      await app.close();
    }
  });
});
