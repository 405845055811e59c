import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import {
  eventId,
  eventsOf,
  hexHeaders,
  IDV_SECRET,
  MESSAGING_SECRET,
  nowSeconds,
  PAYMENT_SECRET,
  postRaw,
  Provider,
  SECRET_OF,
  SECRETS_ENV,
  standardHeaders,
} from './inbound-signing';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

describe('Inbound webhook signatures', () => {
  let app: TestApp;
  let reference: string;
  let instructionRef: string;

  beforeAll(async () => {
    app = await startTestApp({ env: SECRETS_ENV });
    reference = (await registerProgram(app)).reference;
    instructionRef = (await createInstruction(app, reference)).instruction_ref;
  });

  afterAll(async () => {
    await app.close();
  });

  /** A body that the provider's handler accepts (the payment report repeats draft: a no-op move). */
  function bodyFor(provider: Provider): string {
    return provider === 'idv-provider'
      ? JSON.stringify({ event_id: eventId('idv'), reference, status: 'needs_review', extra: { ignored: true } })
      : JSON.stringify({ event_id: eventId('pay'), instruction_ref: instructionRef, status: 'draft' });
  }

  describe.each<Provider>(['idv-provider', 'payment-provider'])('%s', (provider) => {
    const secret = () => SECRET_OF[provider];
    const wrongSecret = () => (provider === 'idv-provider' ? PAYMENT_SECRET : IDV_SECRET);

    it('should accept a valid Standard Webhooks signature', async () => {
      const body = bodyFor(provider);
      const response = await postRaw(app, provider, body, standardHeaders(secret(), body)).expect(200);
      expect(bodyOf<'IdvWebhookProcessed' | 'PaymentWebhookProcessed'>(response).status).toBe('processed');
    });

    it('should accept one valid signature among several space-separated ones', async () => {
      const body = bodyFor(provider);
      const headers = standardHeaders(secret(), body);
      const bogus = `v1,${Buffer.alloc(32, 7).toString('base64')}`;
      headers['webhook-signature'] = `v2,abc ${bogus} ${headers['webhook-signature']}`;
      await postRaw(app, provider, body, headers).expect(200);
    });

    it('should accept X-Signature over the body', async () => {
      const body = bodyFor(provider);
      await postRaw(app, provider, body, hexHeaders(secret(), body)).expect(200);
    });

    it('should accept X-Signature in upper-case hex', async () => {
      const body = bodyFor(provider);
      const headers = hexHeaders(secret(), body);
      headers['X-Signature'] = `sha256=${headers['X-Signature'].slice(7).toUpperCase()}`;
      await postRaw(app, provider, body, headers).expect(200);
    });

    it('should accept X-Signature over {timestamp}.{body} with X-Timestamp', async () => {
      const body = bodyFor(provider);
      await postRaw(app, provider, body, hexHeaders(secret(), body, nowSeconds())).expect(200);
    });

    it('should refuse a body-only X-Signature when an X-Timestamp is sent with it', async () => {
      const body = bodyFor(provider);
      const headers = { ...hexHeaders(secret(), body), 'X-Timestamp': String(nowSeconds()) };
      await postRaw(app, provider, body, headers).expect(401);
    });

    it('should refuse a tampered body with 401, even when the tampering breaks the JSON', async () => {
      const body = bodyFor(provider);
      const headers = standardHeaders(secret(), body);
      const tampered = body.replace(/"status":"\w+"/, '"status":"approved"');
      const first = await postRaw(app, provider, tampered, headers).expect(401);
      expect(first.body).toEqual({ detail: 'Invalid webhook signature', code: 'invalid_webhook_signature' });
      await postRaw(app, provider, `${body.slice(0, -1)},`, headers).expect(401);
      await postRaw(app, provider, body, hexHeaders(secret(), `${body} `)).expect(401);
    });

    it('should refuse a signature made with another secret', async () => {
      const body = bodyFor(provider);
      await postRaw(app, provider, body, standardHeaders(wrongSecret(), body)).expect(401);
      await postRaw(app, provider, body, hexHeaders(wrongSecret(), body)).expect(401);
    });

    it('should refuse a request without signature headers', async () => {
      const response = await postRaw(app, provider, bodyFor(provider), {}).expect(401);
      expect(bodyOf<'HTTPError'>(response).detail).toBe('Missing webhook signature');
    });

    it('should refuse Standard Webhooks headers without webhook-id or webhook-timestamp', async () => {
      const body = bodyFor(provider);
      const withoutId = standardHeaders(secret(), body);
      delete (withoutId as Record<string, string | undefined>)['webhook-id'];
      await postRaw(app, provider, body, withoutId).expect(401);
      const withoutTimestamp = standardHeaders(secret(), body);
      delete (withoutTimestamp as Record<string, string | undefined>)['webhook-timestamp'];
      await postRaw(app, provider, body, withoutTimestamp).expect(401);
    });

    it.each([
      ['webhook-signature', 'garbage'],
      ['webhook-signature', 'v1,'],
      ['webhook-signature', 'v1,!!!not-base64!!!'],
      ['X-Signature', 'garbage'],
      ['X-Signature', 'sha256='],
      ['X-Signature', 'sha256=zzzz'],
      ['X-Signature', 'md5=0123456789abcdef0123456789abcdef'],
    ])('should refuse a garbage %s header (%s)', async (name, value) => {
      const body = bodyFor(provider);
      const headers =
        name === 'webhook-signature' ? { ...standardHeaders(secret(), body), [name]: value } : { [name]: value };
      await postRaw(app, provider, body, headers).expect(401);
    });

    it('should refuse signatures of the wrong length', async () => {
      const body = bodyFor(provider);
      const standard = standardHeaders(secret(), body);
      standard['webhook-signature'] = standard['webhook-signature'].slice(0, -4);
      await postRaw(app, provider, body, standard).expect(401);
      const hex = hexHeaders(secret(), body);
      await postRaw(app, provider, body, { 'X-Signature': hex['X-Signature'].slice(0, -2) }).expect(401);
      await postRaw(app, provider, body, { 'X-Signature': `${hex['X-Signature']}00` }).expect(401);
    });

    it.each([
      ['stale', -330],
      ['future', 330],
    ])('should refuse a %s timestamp (Standard Webhooks)', async (_label, offset) => {
      const body = bodyFor(provider);
      const response = await postRaw(
        app,
        provider,
        body,
        standardHeaders(secret(), body, { timestamp: nowSeconds() + offset }),
      ).expect(401);
      expect(bodyOf<'HTTPError'>(response).detail).toContain('tolerance');
    });

    it.each([
      ['stale', -330],
      ['future', 330],
    ])('should refuse a %s timestamp (X-Timestamp)', async (_label, offset) => {
      const body = bodyFor(provider);
      await postRaw(app, provider, body, hexHeaders(secret(), body, nowSeconds() + offset)).expect(401);
    });

    it('should accept timestamps just inside the 5-minute tolerance', async () => {
      for (const offset of [-290, 290]) {
        const body = bodyFor(provider);
        await postRaw(
          app,
          provider,
          body,
          standardHeaders(secret(), body, { timestamp: nowSeconds() + offset }),
        ).expect(200);
      }
    });

    it('should answer 422 json_invalid for a correctly signed body that is not JSON', async () => {
      const body = '{"event_id": "x",';
      const response = await postRaw(app, provider, body, standardHeaders(secret(), body)).expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
        type: 'json_invalid',
        loc: ['body', 17],
      });
    });

    it('should answer 422 for a correctly signed body with bad fields', async () => {
      const body = JSON.stringify({ reference, instruction_ref: instructionRef, status: 'teleported' });
      const response = await postRaw(app, provider, body, standardHeaders(secret(), body)).expect(422);
      const locs = bodyOf<'HTTPValidationError'>(response).detail.map((error) => error.loc);
      expect(locs).toContainEqual(['body', 'event_id']);
      expect(locs).toContainEqual(['body', 'status']);
    });

    it('should answer a replayed event id with 200 duplicate and no second effect', async () => {
      const id = eventId('replay');
      const body =
        provider === 'idv-provider'
          ? JSON.stringify({ event_id: id, reference, status: 'needs_review' })
          : JSON.stringify({ event_id: id, instruction_ref: instructionRef, status: 'draft', external_id: id });
      const before = (await eventsOf(app, reference)).length;
      const first = await postRaw(app, provider, body, standardHeaders(secret(), body)).expect(200);
      expect(bodyOf<'IdvWebhookProcessed' | 'PaymentWebhookProcessed'>(first).status).toBe('processed');
      const afterFirst = (await eventsOf(app, reference)).length;
      expect(afterFirst).toBe(before + 1);
      // A replay with a fresh signature (as providers re-sign each attempt) and in the other header style.
      const second = await postRaw(app, provider, body, standardHeaders(secret(), body)).expect(200);
      expect(second.body).toEqual({ status: 'duplicate' });
      await postRaw(app, provider, body, hexHeaders(secret(), body)).expect(200, { status: 'duplicate' });
      expect((await eventsOf(app, reference)).length).toBe(afterFirst);
    });

    it('should never echo or log a secret', () => {
      const logs = app.logs.text();
      for (const value of [IDV_SECRET, IDV_SECRET.slice(6), PAYMENT_SECRET, MESSAGING_SECRET]) {
        expect(logs).not.toContain(value);
      }
    });
  });

  it('should reproduce the Standard Webhooks known-answer vector', async () => {
    // Secret, id, timestamp and body of the published vector; the timestamp is refreshed, so the signature is recomputed.
    const body = '{"test": 2432232314}';
    const headers = standardHeaders(IDV_SECRET, body, { id: 'msg_p5jXN8AQM9LWM0D4loKWxJek' });
    const response = await postRaw(app, 'idv-provider', body, headers).expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail[0].loc).toEqual(['body', 'event_id']);
  });
});

describe('Inbound webhooks without configured secrets', () => {
  const productionEnv = {
    NODE_ENV: 'production',
    AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
    ADMIN_TOKEN: 'production-admin-token-0123456789abcdef',
    SESSION_SECRET: 'production-session-secret-0123456789',
  };

  it('should answer 503 in production for both providers', async () => {
    const app = await startTestApp({ env: productionEnv });
    try {
      for (const provider of ['idv-provider', 'payment-provider'] as const) {
        const body = JSON.stringify({ event_id: eventId(), reference: 'PRG-000000', status: 'approved' });
        const response = await postRaw(app, provider, body, standardHeaders(SECRET_OF[provider], body)).expect(503);
        expect(bodyOf<'HTTPError'>(response).code).toBe('inbound_webhook_not_configured');
      }
    } finally {
      await app.close();
    }
  });

  it('should accept unsigned requests in development and log that it did', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const reference = (await registerProgram(app)).reference;
      const instructionRef = (await createInstruction(app, reference)).instruction_ref;
      const marker = 'do-not-log-this-body-marker';
      await postRaw(
        app,
        'idv-provider',
        JSON.stringify({ event_id: eventId(), reference, status: 'needs_review', note: marker }),
        {},
      ).expect(200);
      await postRaw(
        app,
        'payment-provider',
        JSON.stringify({ event_id: eventId(), instruction_ref: instructionRef, status: 'submitted', note: marker }),
        {},
      ).expect(200);
      const warnings = app.logs.lines.filter((line) => line.includes('UNSIGNED'));
      expect(warnings).toHaveLength(2);
      expect(warnings.map((line) => (JSON.parse(line) as { level: string }).level)).toEqual(['warn', 'warn']);
      expect(app.logs.text()).not.toContain(marker);
    } finally {
      await app.close();
    }
  });
});
