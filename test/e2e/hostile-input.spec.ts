import fc from 'fast-check';
import { MAX_STORED_ID } from '../../src/common/validation/field-spec';
import { MAX_EVENTS_PAGE } from '../../src/program-events/dto/events-query.dto';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { rowTotals } from '../support/row-totals';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

// One fixed seed everywhere so a failure reproduces; FC_SEED explores another run, and every failure names its seed.
const SEED = process.env.FC_SEED === undefined ? 20261122 : Number(process.env.FC_SEED);
const RUNS = 40;

/** `fc.assert` with this file's seed, and a failure message that starts with the seed to rerun it with. */
async function assertProperty<T>(property: fc.IAsyncProperty<T>): Promise<void> {
  try {
    await fc.assert(property, { seed: SEED, numRuns: RUNS });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`fast-check seed ${SEED} (rerun with FC_SEED=${SEED}):\n${message}`, { cause: error });
  }
}

/** A query value and whether the page's bound accepts it: each case has exactly one right answer. */
interface QueryCase {
  value: string;
  valid: boolean;
}

/** Integers in [min, max] (valid), integers outside it, and text without an ASCII digit (never an integer). */
const integerParameter = (min: number, max: number): fc.Arbitrary<QueryCase> =>
  fc.oneof(
    fc.integer({ min, max }).map((n) => ({ value: String(n), valid: true })),
    fc
      .oneof(fc.integer({ min: min - 1_000_000, max: min - 1 }), fc.integer({ min: max + 1, max: max + 1_000_000 }))
      .map((n) => ({ value: String(n), valid: false })),
    fc
      .string()
      .filter((text) => !/\d/.test(text))
      .map((text) => ({ value: text, valid: false })),
  );

const REGISTRATION_FIELDS = [
  'full_name',
  'email',
  'challenge_token',
  'company',
  'phone',
  'legal_entity_name',
  'business_number',
  'rpaa_target_date',
  'incident_contact_email',
  'consent_accepted',
  'corridor',
  'settlement_path',
  'client_role',
  'fintrac_msb',
  'registration_type',
  'notes',
  'messaging_user_id',
  'messaging_username',
  'partner_slug',
];

interface Target {
  label: string;
  method: 'post' | 'patch';
  path: () => string;
  fields: string[];
  admin?: boolean;
}

describe('Hostile input (property-based)', () => {
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

  const targets = (): Target[] => [
    { label: 'intake', method: 'post', path: () => '/api/register', fields: REGISTRATION_FIELDS },
    { label: 'portal step', method: 'post', path: () => `/api/register/${reference}/portal-step`, fields: ['step'] },
    {
      label: 'checklist patch',
      method: 'patch',
      path: () => `/api/checklist/${reference}/items/aml_programme`,
      fields: ['done', 'status'],
    },
    {
      label: 'admin update',
      method: 'patch',
      path: () => `/api/admin/registrations/${reference}`,
      fields: ['status', 'settlement_path', 'status_note'],
      admin: true,
    },
    {
      label: 'legacy status',
      method: 'patch',
      path: () => `/api/admin/registrations/${reference}/status`,
      fields: ['status'],
      admin: true,
    },
    {
      label: 'handoff create',
      method: 'post',
      path: () => '/api/instructions',
      fields: ['reference', 'provider', 'action', 'payload'],
    },
    {
      label: 'handoff patch',
      method: 'patch',
      path: () => `/api/instructions/${instructionId}`,
      fields: ['status', 'external_id'],
      admin: true,
    },
    { label: 'api key', method: 'post', path: () => '/api/operator/api-keys', fields: ['slug', 'rotate'], admin: true },
    {
      label: 'operator webhook',
      method: 'post',
      path: () => '/api/operator/webhooks',
      fields: ['reference', 'url', 'secret'],
      admin: true,
    },
  ];

  /** Bodies that are mostly wrong: any JSON, or the endpoint's own field names holding any JSON value. */
  const hostileBody = (fields: string[]) =>
    fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom(...fields, 'id', 'status', 'reference', 'created_at'), fc.jsonValue(), {
        maxKeys: 6,
      }),
    );

  it.each(targets().map((target) => [target.label, target] as const))(
    'should never answer 5xx and never write anything on a refused %s',
    async (_label, target) => {
      await assertProperty(
        fc.asyncProperty(hostileBody(target.fields), async (body) => {
          const before = await rowTotals(app.dataSource);
          let request = app.http[target.method](target.path()).set('content-type', 'application/json');
          if (target.admin) {
            request = request.set('X-Admin-Token', TEST_ADMIN_TOKEN);
          }
          const response = await request.send(JSON.stringify(body));
          expect(response.status).toBeLessThan(500);
          expect(response.headers['content-type']).toMatch(/application\/json/);
          if (response.status >= 400) {
            expect(bodyOf<'HTTPError' | 'HTTPValidationError'>(response).detail).toBeDefined();
            expect(await rowTotals(app.dataSource)).toEqual(before);
          }
        }),
      );
    },
  );

  it('should answer the events page 200 exactly when limit and since_id are in range, else 422 naming each bad one', async () => {
    await assertProperty(
      fc.asyncProperty(
        integerParameter(1, MAX_EVENTS_PAGE),
        integerParameter(0, MAX_STORED_ID),
        async (limit, sinceId) => {
          const response = await app.http
            .get(`/api/programs/${reference}/events`)
            .query({ limit: limit.value, since_id: sinceId.value });
          if (limit.valid && sinceId.valid) {
            expect(response.status).toBe(200);
            expect(bodyOf<'ProgramEventsList'>(response).events.length).toBeLessThanOrEqual(Number(limit.value));
            return;
          }
          expect(response.status).toBe(422);
          const named = bodyOf<'HTTPValidationError'>(response).detail.map((issue) => issue.loc.join('.'));
          const expected = [...(limit.valid ? [] : ['query.limit']), ...(sinceId.valid ? [] : ['query.since_id'])];
          expect([...new Set(named)].sort()).toEqual(expected);
        },
      ),
    );
  });

  it('should ignore mass-assignment keys, including __proto__ and constructor, on create routes', async () => {
    const raw =
      '{"full_name":"Mass Assign","email":"mass@example.com","id":424242,"status":"approved","reference":"PRG-000001",' +
      '"created_at":"2000-01-01T00:00:00Z","lifecycle":"funded","__proto__":{"status":"approved","isAdmin":true},' +
      '"constructor":{"prototype":{"polluted":true}}}';
    const response = await app.http.post('/api/register').set('content-type', 'application/json').send(raw).expect(200);
    expect(response.body).toMatchObject({ status: 'pending', full_name: 'Mass Assign' });
    expect(bodyOf<'RegistrationResponse'>(response).id).not.toBe(424242);
    expect(bodyOf<'RegistrationResponse'>(response).reference).not.toBe('PRG-000001');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();

    const status = await app.http
      .get(`/api/programs/${bodyOf<'RegistrationResponse'>(response).reference}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    expect(status.body).toMatchObject({ status: 'pending', lifecycle: 'created' });
    expect(bodyOf<'RegistrationStatus'>(status).created_at.startsWith('2000')).toBe(false);

    const handoff = await app.http
      .post('/api/instructions')
      .set('content-type', 'application/json')
      .send(
        `{"reference":"${reference}","provider":"bank-partner","id":99999,"status":"filled","instruction_ref":"INS-000001",` +
          '"external_id":"forced","__proto__":{"status":"filled"}}',
      )
      .expect(200);
    expect(handoff.body).toMatchObject({ status: 'draft', external_id: null });
    expect(bodyOf<'InstructionResponse'>(handoff).id).not.toBe(99999);
    expect(bodyOf<'InstructionResponse'>(handoff).instruction_ref).not.toBe('INS-000001');
  });

  it('should refuse deeply nested and malformed bodies cleanly and stay healthy', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    const nested = await app.http.post('/api/register').set('content-type', 'application/json').send(deep);
    expect(nested.status).toBe(422);
    for (const text of ['{', '{"full_name":', '\u0000', '{"a":1}}', 'null', '"string"', '[]', '1e309']) {
      const response = await app.http.post('/api/register').set('content-type', 'application/json').send(text);
      expect(response.status).toBe(422);
    }
    await app.http.get('/health').expect(200);
  });
});
