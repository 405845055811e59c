import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { eventsOf, MESSAGING_SECRET } from './inbound-signing';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

const SECRET_HEADER = 'x-messaging-bot-api-secret-token';
const OWNER_ID = 7_000_000_001;
const OWNER_USERNAME = 'Maple_Ops';
const CHAT_ID = -100_123_456;

let updateCounter = 1000;

function update(text: string, from: Record<string, unknown> = { id: OWNER_ID, username: 'someone' }) {
  updateCounter++;
  return {
    update_id: updateCounter,
    message: { message_id: updateCounter, from, chat: { id: CHAT_ID, type: 'private' }, date: 1_700_000_000, text },
  };
}

describe('Messaging bot (POST /api/messaging/webhook)', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp({ env: { MESSAGING_WEBHOOK_SECRET: MESSAGING_SECRET } });
    reference = (await registerProgram(app, { messaging_user_id: OWNER_ID, messaging_username: `@${OWNER_USERNAME}` }))
      .reference;
  });

  afterAll(async () => {
    await app.close();
  });

  const send = (body: unknown, secret: string | null = MESSAGING_SECRET) => {
    const call = app.http.post('/api/messaging/webhook');
    return secret === null ? call.send(body as object) : call.set(SECRET_HEADER, secret).send(body as object);
  };
  const replyTo = async (text: string, from?: Record<string, unknown>) => {
    const response = await send(update(text, from)).expect(200);
    expect(response.body).toMatchObject({ method: 'sendMessage', chat_id: CHAT_ID });
    return bodyOf<'MessagingAnswer'>(response).text;
  };

  describe('secret token', () => {
    it('should refuse a missing token', async () => {
      const response = await send(update('/help'), null).expect(401);
      expect(response.body).toEqual({
        detail: 'Missing or invalid messaging secret token',
        code: 'invalid_messaging_secret',
      });
    });

    it.each([
      ['a wrong token', 'wrong-secret'],
      ['a token of another length', `${MESSAGING_SECRET}x`],
      ['a prefix of the token', MESSAGING_SECRET.slice(0, 10)],
      ['an empty token', ''],
    ])('should refuse %s', async (_label, token) => {
      await send(update('/help'), token).expect(401);
    });

    it('should check the token before reading the body', async () => {
      await app.http
        .post('/api/messaging/webhook')
        .set('Content-Type', 'application/json')
        .set(SECRET_HEADER, 'wrong')
        .send('{not json')
        .expect(401);
      const response = await app.http
        .post('/api/messaging/webhook')
        .set('Content-Type', 'application/json')
        .set(SECRET_HEADER, MESSAGING_SECRET)
        .send('{not json')
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail[0].type).toBe('json_invalid');
    });
  });

  describe('commands', () => {
    it('should greet on /start', async () => {
      expect(await replyTo('/start')).toContain('/status');
    });

    it.each(['/help', '/HELP', '/help@program_bot', '/unknown', 'hello there', '/'])(
      'should answer the command list to %p',
      async (text) => {
        const reply = await replyTo(text);
        expect(reply).toContain('/status PRG-123456');
        expect(reply).toContain('/help');
      },
    );

    it('should answer usage for /status without a well-formed reference', async () => {
      expect(await replyTo('/status')).toContain('Usage: /status');
      expect(await replyTo('/status 12345')).toContain('Usage: /status');
    });

    it('should reveal the status to the owner by messaging user id (reference in any case, @botname suffix)', async () => {
      for (const text of [
        `/status ${reference}`,
        `/status@program_bot ${reference.toLowerCase()}`,
        `/STATUS  ${reference} `,
      ]) {
        const reply = await replyTo(text, { id: OWNER_ID, username: 'renamed_since' });
        expect(reply).toContain(`Program ${reference}`);
        expect(reply).toContain('Status: pending');
        expect(reply).toMatch(/Checklist: \d+ of \d+ items done/);
      }
    });

    it('should reveal the status to the owner by username, case-insensitively', async () => {
      const reply = await replyTo(`/status ${reference}`, { id: 1, username: OWNER_USERNAME.toLowerCase() });
      expect(reply).toContain('Status: pending');
    });

    it('should give strangers and unknown references the same answer', async () => {
      const stranger = await replyTo(`/status ${reference}`, { id: 42, username: 'someone_else' });
      const anonymous = await replyTo(`/status ${reference}`, {});
      const unknown = await replyTo('/status PRG-000000', { id: OWNER_ID });
      expect(stranger).not.toContain('Status:');
      expect(stranger).toBe(anonymous);
      expect(unknown).toBe(stranger.replace(reference, 'PRG-000000'));
    });

    it('should not match a registration without messaging identity to a sender without one', async () => {
      const other = (await registerProgram(app)).reference;
      expect(await replyTo(`/status ${other}`, {})).not.toContain('Status:');
    });

    it('should record no program event for a status read', async () => {
      const before = (await eventsOf(app, reference)).length;
      await replyTo(`/status ${reference}`, { id: OWNER_ID });
      expect(await eventsOf(app, reference)).toHaveLength(before);
    });
  });

  describe('updates', () => {
    it.each([
      ['an edited message', { update_id: 1, edited_message: { text: '/help', chat: { id: 1 } } }],
      ['a callback query', { update_id: 2, callback_query: { id: 'x', data: 'y' } }],
      ['a message without text', { update_id: 3, message: { chat: { id: 1 }, photo: [] } }],
      ['an update without update_id', { message: { chat: { id: 1 }, text: '/help' } }],
      ['an array', [1, 2]],
    ])('should acknowledge %s with an empty answer', async (_label, body) => {
      await send(body).expect(200, {});
    });

    it('should answer each update id once', async () => {
      const body = update('/start');
      const first = await send(body).expect(200);
      expect(bodyOf<'MessagingAnswer'>(first).method).toBe('sendMessage');
      await send(body).expect(200, {});
    });

    it('should keep message texts and the secret out of the logs', async () => {
      const marker = 'private-marker-text-9f8e7d';
      await send(update(`/status ${marker}`)).expect(200);
      const logs = app.logs.text();
      expect(logs).not.toContain(marker);
      expect(logs).not.toContain(MESSAGING_SECRET);
    });
  });

  it('should report configuration on GET /api/messaging/health without the secret', async () => {
    const response = await app.http.get('/api/messaging/health').expect(200);
    expect(response.body).toEqual({ configured: true, secret_set: true });
    expect(JSON.stringify(response.body)).not.toContain(MESSAGING_SECRET);
  });
});

describe('Messaging bot without a configured secret', () => {
  it('should answer 503 in production and report itself unconfigured', async () => {
    const app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        ADMIN_TOKEN: 'production-admin-token-0123456789abcdef',
        SESSION_SECRET: 'production-session-secret-0123456789',
      },
    });
    try {
      await app.http.post('/api/messaging/webhook').send(update('/help')).expect(503);
      await app.http.get('/api/messaging/health').expect(200, { configured: false, secret_set: false });
    } finally {
      await app.close();
    }
  });

  it('should accept updates in development and log that no secret was checked', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'development' } });
    try {
      const response = await app.http.post('/api/messaging/webhook').send(update('/start')).expect(200);
      expect(bodyOf<'MessagingAnswer'>(response).method).toBe('sendMessage');
      expect(app.logs.lines.filter((line) => line.includes('WITHOUT secret check'))).toHaveLength(1);
      await app.http.get('/api/messaging/health').expect(200, { configured: true, secret_set: false });
    } finally {
      await app.close();
    }
  });
});
