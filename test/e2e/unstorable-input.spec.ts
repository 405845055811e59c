import type { Response, Test } from 'supertest';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { rowTotals } from '../support/row-totals';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

// Decisions §1.11: input a supported database cannot store (NUL, lone surrogates) is a 422, an integer outside the
// column's range a 422 (query) or the route's 404 (an id that cannot exist): never a 500, and nothing is stored.
const NUL_SENTENCE = 'String should not contain NUL characters';
const SURROGATE_SENTENCE = 'String should not contain unpaired surrogate code units';

function unstorable(loc: Array<string | number>, input: unknown, sentence = NUL_SENTENCE) {
  return { type: 'value_error', loc, msg: `Value error, ${sentence}`, input, ctx: { error: sentence } };
}

describe('Unstorable input', () => {
  let app: TestApp;
  let reference: string;
  let instructionId: number;

  beforeAll(async () => {
    app = await startTestApp();
    reference = (await registerProgram(app)).reference;
    instructionId = (await createInstruction(app, reference)).id;
  });

  afterAll(async () => {
    await app.close();
  });

  const admin = (test: Test) => test.set('X-Admin-Token', TEST_ADMIN_TOKEN);
  /** A JSON body sent as text, so it can carry `\ud800` escapes that JSON.stringify would not produce alone. */
  const rawJson = (test: Test, text: string) => test.set('Content-Type', 'application/json').send(text);

  /** Sends the request and checks that no table gained or lost a row. */
  async function leavesNoTrace(send: () => Test): Promise<Response> {
    const before = await rowTotals(app.dataSource);
    const response = await send();
    expect(await rowTotals(app.dataSource)).toEqual(before);
    return response;
  }

  describe('strings in bodies', () => {
    it('should answer 422 value_error at body.full_name when the name holds a NUL', async () => {
      const response = await leavesNoTrace(() =>
        app.http.post('/api/register').send(registrationInput({ full_name: 'A\u0000B' })),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'full_name'], 'A\u0000B')] });
    });

    it('should answer 422 value_error at body.full_name when the name is a lone surrogate', async () => {
      const body = JSON.stringify(registrationInput()).replace(/"full_name":"[^"]*"/, '"full_name":"A\\ud800B"');
      const response = await leavesNoTrace(() => rawJson(app.http.post('/api/register'), body));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'full_name'], 'A\ud800B', SURROGATE_SENTENCE)] });
    });

    it('should report every unstorable field at once, in declaration order, when several hold one', async () => {
      const body = JSON.stringify(registrationInput({ company: 'x\u0000' })).replace('{', '{"notes":"\\udc00",');
      const response = await leavesNoTrace(() => rawJson(app.http.post('/api/register'), body));
      expect(response.status).toBe(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail).toEqual([
        unstorable(['body', 'company'], 'x\u0000'),
        unstorable(['body', 'notes'], '\udc00', SURROGATE_SENTENCE),
      ]);
    });

    it('should answer 422 at body.status_note when an admin update note holds a NUL', async () => {
      const response = await leavesNoTrace(() =>
        admin(app.http.patch(`/api/admin/registrations/${reference}`)).send({ status_note: 'x\u0000' }),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'status_note'], 'x\u0000')] });
    });

    it('should answer 422 at body.secret when a webhook secret holds a NUL', async () => {
      const response = await leavesNoTrace(() =>
        admin(app.http.post('/api/operator/webhooks')).send({
          reference,
          url: 'https://hooks.example.com/in',
          secret: 'A\u0000B',
        }),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'secret'], 'A\u0000B')] });
    });

    it('should answer 422 at body.event_id when a provider event id holds a NUL', async () => {
      const response = await leavesNoTrace(() =>
        app.http.post('/api/webhooks/idv-provider').send({ event_id: 'e\u0000', reference, status: 'approved' }),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'event_id'], 'e\u0000')] });
    });

    it('should answer 422 at body.document_type when an upload form field holds a NUL', async () => {
      const response = await leavesNoTrace(() =>
        app.http
          .post(`/api/documents/${reference}`)
          .field('document_type', 'a\u0000')
          .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'scan.pdf'),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'document_type'], 'a\u0000')] });
    });

    it('should answer 422 at body.status_note when the console status form note holds a NUL', async () => {
      const response = await leavesNoTrace(() =>
        admin(app.http.post('/admin/status'))
          .type('form')
          .send(`reference=${reference}&status=reviewing&status_note=a%00b`),
      );
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['body', 'status_note'], 'a\u0000b')] });
    });
  });

  describe('the stored handoff payload object', () => {
    const create = (payload: string) =>
      rawJson(
        admin(app.http.post('/api/instructions')),
        `{"reference":"${reference}","provider":"bank-partner","payload":${payload}}`,
      );

    it('should answer 422 at the key, without echoing it, when a nested key holds a NUL', async () => {
      const response = await leavesNoTrace(() => create('{"a":{"b\\u0000":1}}'));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        detail: [unstorable(['body', 'payload', 'a', 'b\u0000', '[key]'], '[redacted]')],
      });
    });

    it('should answer 422 at the array index when a nested value is a lone surrogate', async () => {
      const response = await leavesNoTrace(() => create('{"x":["ok","\\ud800"]}'));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        detail: [unstorable(['body', 'payload', 'x', 1], '[redacted]', SURROGATE_SENTENCE)],
      });
    });
  });

  describe('query and path strings', () => {
    it('should answer 422 at query.corridor when the admin list filter is %00', async () => {
      const response = await admin(app.http.get('/api/admin/registrations?corridor=%00'));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['query', 'corridor'], '\u0000')] });
    });

    it('should answer 422 at query.partner when the CSV export filter is %00', async () => {
      const response = await admin(app.http.get('/api/admin/export.csv?partner=%00'));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['query', 'partner'], '\u0000')] });
    });

    it('should answer 422 at query.corridor when the console list filter is %00', async () => {
      const response = await admin(app.http.get('/admin?corridor=%00'));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ detail: [unstorable(['query', 'corridor'], '\u0000')] });
    });

    it.each([
      ['item_id', 'patch', (): string => `/api/checklist/${reference}/items/a%00b`],
      ['document_id', 'get', (): string => `/api/documents/${reference}/a%00b/content`],
      ['slug', 'delete', (): string => '/api/operator/api-keys/a%00b'],
      ['reference', 'get', (): string => '/api/register/PRG-1%0023'],
    ] as const)('should answer 422 at path.%s when it holds a NUL', async (name, method, path) => {
      const response = await leavesNoTrace(() => admin(app.http[method](path())).send({ done: true }));
      expect(response.status).toBe(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail).toEqual([
        unstorable(['path', name], expect.stringContaining('\u0000')),
      ]);
    });
  });

  describe('integers beyond the column', () => {
    it.each([
      ['GET', '/api/operator/webhooks/9999999999/deliveries', 'Webhook not found', 'webhook_not_found'],
      ['DELETE', '/api/operator/webhooks/2147483648', 'Webhook not found', 'webhook_not_found'],
      ['DELETE', '/api/operator/webhooks/0', 'Webhook not found', 'webhook_not_found'],
      [
        'POST',
        '/api/operator/webhook-deliveries/9999999999/redeliver',
        'Webhook delivery not found',
        'webhook_delivery_not_found',
      ],
      ['GET', '/api/instructions/9999999999', 'Handoff record not found', 'instruction_not_found'],
    ])('should answer the route 404 for %s %s (an id no row can have)', async (method, path, detail, code) => {
      const response = await leavesNoTrace(() => admin(app.http[method.toLowerCase() as 'get'](path)));
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ detail, code });
    });

    it('should still answer 422 int_parsing for an id that is not an integer', async () => {
      const response = await admin(app.http.get('/api/operator/webhooks/abc/deliveries'));
      expect(response.status).toBe(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail).toEqual([
        {
          type: 'int_parsing',
          loc: ['path', 'id'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: 'abc',
        },
      ]);
    });

    it('should answer 422 less_than_equal at query.since_id when it is beyond the event id column', async () => {
      const response = await admin(app.http.get(`/api/programs/${reference}/events?since_id=2147483648`));
      expect(response.status).toBe(422);
      expect(response.body).toEqual({
        detail: [
          {
            type: 'less_than_equal',
            loc: ['query', 'since_id'],
            msg: 'Input should be less than or equal to 2147483647',
            input: '2147483648',
            ctx: { le: 2147483647 },
          },
        ],
      });
    });

    it('should still serve the handoff record when its id is in range', async () => {
      await admin(app.http.get(`/api/instructions/${instructionId}`)).expect(200);
    });
  });
});
