import { request as httpRequest, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

const ROLE_EXPECTED = "'individual', 'business' or 'partner'";
const TYPE_EXPECTED = "'rpaa', 'program' or 'msp_waitlist'";

interface Counts {
  registrations: number;
  events: number;
  checklist: number;
  idempotency: number;
}

describe('Validation errors (FastAPI / pydantic v2 422 body)', () => {
  let app: TestApp;
  let program: { reference: string };

  async function count(table: string): Promise<number> {
    const rows = await app.dataSource.query<Array<{ n: unknown }>>(`SELECT COUNT(*) AS n FROM ${table}`);
    return Number(rows[0].n);
  }

  async function counts(): Promise<Counts> {
    return {
      registrations: await count('registrations'),
      events: await count('program_events'),
      checklist: await count('checklist_items'),
      idempotency: await count('idempotency_keys'),
    };
  }

  /** Every bad request must leave no row behind. */
  async function expectNoTrace<T>(work: () => Promise<T>): Promise<T> {
    const before = await counts();
    const result = await work();
    expect(await counts()).toEqual(before);
    return result;
  }

  function expectKeyOrder(detail: Array<Record<string, unknown>>): void {
    for (const item of detail) {
      const keys = Object.keys(item);
      expect(keys).toEqual('ctx' in item ? ['type', 'loc', 'msg', 'input', 'ctx'] : ['type', 'loc', 'msg', 'input']);
    }
  }

  beforeAll(async () => {
    app = await startTestApp();
    program = await registerProgram(app);
  });

  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/register body', () => {
    it('should report every error at once, in field-declaration order, with keys in pydantic order', async () => {
      const body = {
        partner_slug: 'p'.repeat(65),
        messaging_user_id: 1.5,
        consent_accepted: 'maybe',
        client_role: 'admin',
        email: 'jane.example.com',
        full_name: 'J',
        notes: 42,
        unknown_field: 'ignored',
      };
      const response = await expectNoTrace(() => app.http.post('/api/register').send(body).expect(422));

      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.body).toEqual({
        detail: [
          {
            type: 'string_too_short',
            loc: ['body', 'full_name'],
            msg: 'String should have at least 2 characters',
            input: 'J',
            ctx: { min_length: 2 },
          },
          {
            type: 'value_error',
            loc: ['body', 'email'],
            msg: 'value is not a valid email address: An email address must have an @-sign.',
            input: 'jane.example.com',
            ctx: { reason: 'An email address must have an @-sign.' },
          },
          {
            type: 'bool_parsing',
            loc: ['body', 'consent_accepted'],
            msg: 'Input should be a valid boolean, unable to interpret input',
            input: 'maybe',
          },
          {
            type: 'enum',
            loc: ['body', 'client_role'],
            msg: `Input should be ${ROLE_EXPECTED}`,
            input: 'admin',
            ctx: { expected: ROLE_EXPECTED },
          },
          { type: 'string_type', loc: ['body', 'notes'], msg: 'Input should be a valid string', input: 42 },
          {
            type: 'int_from_float',
            loc: ['body', 'messaging_user_id'],
            msg: 'Input should be a valid integer, got a number with a fractional part',
            input: 1.5,
          },
          {
            type: 'string_too_long',
            loc: ['body', 'partner_slug'],
            msg: 'String should have at most 64 characters',
            input: 'p'.repeat(65),
            ctx: { max_length: 64 },
          },
        ],
      });
      expectKeyOrder(bodyOf<'HTTPValidationError'>(response).detail);
      expect(JSON.stringify(response.body)).not.toContain('"url"');
    });

    it('should report missing required fields with the whole body as input', async () => {
      const body = { corridor: 'CA-US' };
      const response = await expectNoTrace(() => app.http.post('/api/programs').send(body).expect(422));
      expect(response.body).toEqual({
        detail: [
          { type: 'missing', loc: ['body', 'full_name'], msg: 'Field required', input: body },
          { type: 'missing', loc: ['body', 'email'], msg: 'Field required', input: body },
        ],
      });
      expectKeyOrder(bodyOf<'HTTPValidationError'>(response).detail);
    });

    it('should answer missing for an absent body', async () => {
      const response = await expectNoTrace(() => app.http.post('/api/register').expect(422));
      expect(response.body).toEqual({
        detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }],
      });
    });

    it('should answer missing for an empty JSON body', async () => {
      const response = await expectNoTrace(() =>
        app.http.post('/api/register').set('Content-Type', 'application/json').send('').expect(422),
      );
      expect(response.body).toEqual({
        detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }],
      });
    });

    it('should answer missing for a JSON null body', async () => {
      const response = await expectNoTrace(() =>
        app.http.post('/api/register').set('Content-Type', 'application/json').send('null').expect(422),
      );
      expect(response.body).toEqual({
        detail: [{ type: 'missing', loc: ['body'], msg: 'Field required', input: null }],
      });
    });

    it.each([
      ['an array', '[1,2]', [1, 2]],
      ['a string', '"hello"', 'hello'],
      ['a number', '42', 42],
      ['a boolean', 'true', true],
    ])('should answer model_attributes_type for %s', async (_what, text, input) => {
      const response = await expectNoTrace(() =>
        app.http.post('/api/register').set('Content-Type', 'application/json').send(text).expect(422),
      );
      expect(response.body).toEqual({
        detail: [
          {
            type: 'model_attributes_type',
            loc: ['body'],
            msg: 'Input should be a valid dictionary or object to extract fields from',
            input,
          },
        ],
      });
    });

    it.each([
      ['{"full_name": "Jane Doe",', 25, 'Expecting property name enclosed in double quotes'],
      ['{"full_name": "Jane Doe" "email": "x"}', 25, "Expecting ',' delimiter"],
      ['{"full_name" "Jane"}', 13, "Expecting ':' delimiter"],
      ['{"full_name": }', 14, 'Expecting value'],
      ['{"full_name": "Jane', 14, 'Unterminated string starting at'],
      ['{"full_name": "Zoë 😀 Doe" x}', 26, "Expecting ',' delimiter"],
      ['{"a": 1} trailing', 9, 'Extra data'],
      ['   ', 3, 'Expecting value'],
    ])('should answer json_invalid for %j at %d (%s)', async (text, position, error) => {
      const response = await expectNoTrace(() =>
        app.http.post('/api/register').set('Content-Type', 'application/json').send(text).expect(422),
      );
      expect(response.body).toEqual({
        detail: [
          { type: 'json_invalid', loc: ['body', position], msg: 'JSON decode error', input: {}, ctx: { error } },
        ],
      });
      expectKeyOrder(bodyOf<'HTTPValidationError'>(response).detail);
    });

    it('should parse a body sent without a content type as JSON, like FastAPI', async () => {
      const server: Server = app.app.getHttpServer();
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const body = JSON.stringify(registrationInput());
        const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
          const outgoing = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/register',
              method: 'POST',
              headers: { 'Content-Length': Buffer.byteLength(body) },
            },
            (incoming) => {
              let text = '';
              incoming.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
              incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, text }));
            },
          );
          outgoing.on('error', reject);
          outgoing.end(body);
        });
        expect(answer.status).toBe(200);
        expect((JSON.parse(answer.text) as Schemas['RegistrationResponse']).reference).toMatch(/^PRG-\d{6}$/);
      } finally {
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
    });

    it.each([
      ['consent_accepted', 'bool_type', 'Input should be a valid boolean', undefined],
      ['settlement_path', 'string_type', 'Input should be a valid string', undefined],
      ['full_name', 'string_type', 'Input should be a valid string', undefined],
      ['email', 'string_type', 'Input should be a valid string', undefined],
      ['client_role', 'enum', `Input should be ${ROLE_EXPECTED}`, { expected: ROLE_EXPECTED }],
      ['registration_type', 'enum', `Input should be ${TYPE_EXPECTED}`, { expected: TYPE_EXPECTED }],
    ])('should refuse null for non-nullable %s with %s', async (field, type, msg, ctx) => {
      const response = await expectNoTrace(() =>
        app.http
          .post('/api/register')
          .send(registrationInput({ [field]: null }))
          .expect(422),
      );
      expect(response.body).toEqual({
        detail: [{ type, loc: ['body', field], msg, input: null, ...(ctx ? { ctx } : {}) }],
      });
    });

    it('should accept null for every nullable field', async () => {
      const nullable = [
        'challenge_token',
        'company',
        'phone',
        'legal_entity_name',
        'business_number',
        'rpaa_target_date',
        'incident_contact_email',
        'corridor',
        'fintrac_msb',
        'notes',
        'messaging_user_id',
        'messaging_username',
        'partner_slug',
      ];
      const response = await app.http
        .post('/api/register')
        .send(registrationInput(Object.fromEntries(nullable.map((field) => [field, null]))))
        .expect(200);
      expect(bodyOf<'RegistrationResponse'>(response).corridor).toBeNull();
    });

    it('should accept lenient conversions and count lengths in code points', async () => {
      const response = await app.http
        .post('/api/register')
        .send(
          registrationInput({
            full_name: '😀'.repeat(200),
            consent_accepted: 'YES',
            fintrac_msb: 'off',
            messaging_user_id: ' 42 ',
            corridor: '𝄞'.repeat(20),
          }),
        )
        .expect(200);
      expect(bodyOf<'RegistrationResponse'>(response).full_name).toBe('😀'.repeat(200));
      expect(bodyOf<'RegistrationResponse'>(response).corridor).toBe('𝄞'.repeat(20));

      const tooLong = await expectNoTrace(() =>
        app.http
          .post('/api/register')
          .send(registrationInput({ full_name: '😀'.repeat(201) }))
          .expect(422),
      );
      expect(bodyOf<'HTTPValidationError'>(tooLong).detail).toEqual([
        {
          type: 'string_too_long',
          loc: ['body', 'full_name'],
          msg: 'String should have at most 200 characters',
          input: '😀'.repeat(201),
          ctx: { max_length: 200 },
        },
      ]);
    });

    it('should refuse an Idempotency-Key over 255 characters with a header loc', async () => {
      const key = 'k'.repeat(256);
      const response = await expectNoTrace(() =>
        app.http.post('/api/register').set('Idempotency-Key', key).send(registrationInput()).expect(422),
      );
      expect(response.body).toEqual({
        detail: [
          {
            type: 'string_too_long',
            loc: ['header', 'idempotency-key'],
            msg: 'String should have at most 255 characters',
            input: key,
            ctx: { max_length: 255 },
          },
        ],
      });
      await app.http
        .post('/api/register')
        .set('Idempotency-Key', 'k'.repeat(255))
        .send(registrationInput())
        .expect(200);
    });
  });

  describe('GET /api/programs/{ref}/events query', () => {
    it.each([
      [
        'limit=0',
        'limit',
        { type: 'greater_than_equal', msg: 'Input should be greater than or equal to 1', input: '0', ctx: { ge: 1 } },
      ],
      [
        'limit=501',
        'limit',
        { type: 'less_than_equal', msg: 'Input should be less than or equal to 500', input: '501', ctx: { le: 500 } },
      ],
      [
        'limit=abc',
        'limit',
        {
          type: 'int_parsing',
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: 'abc',
        },
      ],
      [
        'limit=1.5',
        'limit',
        {
          type: 'int_parsing',
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: '1.5',
        },
      ],
      [
        'since_id=x',
        'since_id',
        {
          type: 'int_parsing',
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          input: 'x',
        },
      ],
    ])('should answer 422 for %s with a query loc and the raw string', async (query, field, error) => {
      const response = await app.http.get(`/api/programs/${program.reference}/events?${query}`).expect(422);
      expect(response.body).toEqual({
        detail: [
          {
            type: error.type,
            loc: ['query', field],
            msg: error.msg,
            input: error.input,
            ...('ctx' in error ? { ctx: error.ctx } : {}),
          },
        ],
      });
      expectKeyOrder(bodyOf<'HTTPValidationError'>(response).detail);
    });

    it('should report both query errors at once, in declaration order', async () => {
      const response = await app.http.get(`/api/programs/${program.reference}/events?since_id=x&limit=0`).expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail.map((error) => error.loc)).toEqual([
        ['query', 'limit'],
        ['query', 'since_id'],
      ]);
    });

    it('should accept lenient integers in the query', async () => {
      const response = await app.http
        .get(`/api/programs/${program.reference}/events?limit=%2010%20&since_id=0`)
        .expect(200);
      expect(bodyOf<'ProgramEventsList'>(response).count).toBe(1);
      await app.http.get(`/api/programs/${program.reference}/events?limit=500`).expect(200);
      await app.http.get(`/api/programs/${program.reference}/events?limit=1.0`).expect(200);
    });
  });

  describe('PATCH /api/checklist/{ref}/items/{item_id} body forms', () => {
    const item = 'consent_recorded';

    it('should accept {"done": bool} with lenient booleans and {"status": "complete"|"pending"}', async () => {
      const fresh = await registerProgram(app, { consent_accepted: false });
      const path = `/api/checklist/${fresh.reference}/items/${item}`;
      const done = (response: { body: { items: Array<{ id: string; done: boolean }> } }) =>
        response.body.items.find((entry) => entry.id === item)?.done;

      expect(done(await app.http.patch(path).send({ done: 'yes' }).expect(200))).toBe(true);
      expect(done(await app.http.patch(path).send({ status: 'pending' }).expect(200))).toBe(false);
      expect(done(await app.http.patch(path).send({ status: 'complete' }).expect(200))).toBe(true);
      expect(done(await app.http.patch(path).send({ done: 0 }).expect(200))).toBe(false);
    });

    it.each([
      ['{}', {}, [{ type: 'missing', loc: ['body', 'done'], msg: 'Field required', input: {} }]],
      [
        '{"done": "maybe"}',
        { done: 'maybe' },
        [
          {
            type: 'bool_parsing',
            loc: ['body', 'done'],
            msg: 'Input should be a valid boolean, unable to interpret input',
            input: 'maybe',
          },
        ],
      ],
      [
        '{"done": null}',
        { done: null },
        [{ type: 'bool_type', loc: ['body', 'done'], msg: 'Input should be a valid boolean', input: null }],
      ],
      [
        '{"status": "done"}',
        { status: 'done' },
        [
          {
            type: 'enum',
            loc: ['body', 'status'],
            msg: "Input should be 'complete' or 'pending'",
            input: 'done',
            ctx: { expected: "'complete' or 'pending'" },
          },
        ],
      ],
    ])('should answer 422 for %s', async (_label, body, detail) => {
      const response = await expectNoTrace(() =>
        app.http.patch(`/api/checklist/${program.reference}/items/${item}`).send(body).expect(422),
      );
      expect(response.body).toEqual({ detail });
    });

    it('should answer model_attributes_type for an array body and json_invalid for broken JSON', async () => {
      const path = `/api/checklist/${program.reference}/items/${item}`;
      const array = await expectNoTrace(() =>
        app.http.patch(path).set('Content-Type', 'application/json').send('[true]').expect(422),
      );
      expect(bodyOf<'HTTPValidationError'>(array).detail[0]).toMatchObject({
        type: 'model_attributes_type',
        loc: ['body'],
        input: [true],
      });
      const broken = await expectNoTrace(() =>
        app.http.patch(path).set('Content-Type', 'application/json').send('{"done": tru}').expect(422),
      );
      expect(bodyOf<'HTTPValidationError'>(broken).detail).toEqual([
        {
          type: 'json_invalid',
          loc: ['body', 9],
          msg: 'JSON decode error',
          input: {},
          ctx: { error: 'Expecting value' },
        },
      ]);
    });
  });

  describe('other bodies', () => {
    it('should validate the portal step body', async () => {
      const response = await expectNoTrace(() =>
        app.http.post(`/api/register/${program.reference}/portal-step`).send({ step: 'pay' }).expect(422),
      );
      expect(response.body).toEqual({
        detail: [
          {
            type: 'enum',
            loc: ['body', 'step'],
            msg: "Input should be 'verify' or 'fund'",
            input: 'pay',
            ctx: { expected: "'verify' or 'fund'" },
          },
        ],
      });
    });
  });
});
