import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createProgramWorkflowClient,
  paths,
  ProgramWorkflowClient,
  ProgramWorkflowError,
  unwrap,
  wasReplayed,
  withIdempotencyKey,
} from '../../clients/typescript/src';
import { registrationInput } from '../factories/registration.factory';
import { rememberSecret } from '../support/secret-registry';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

const ROOT = join(__dirname, '..', '..');
const SCHEMA_PATH = join(ROOT, 'clients', 'typescript', 'src', 'schema.ts');
const RENDERER = join(ROOT, 'scripts', 'render-client-types.js');

type RegistrationBody = paths['/api/programs']['post']['requestBody']['content']['application/json'];

function intakeBody(overrides: Record<string, unknown> = {}): RegistrationBody {
  return registrationInput(overrides) as RegistrationBody;
}

/** A fetch that counts the requests the client makes. */
function countingFetch(): { fetch: (request: Request) => Promise<Response>; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: (request) => {
      calls.push(request.url);
      return fetch(request);
    },
  };
}

describe('TypeScript client (clients/typescript) against the service', () => {
  let app: TestApp;
  let anonymous: ProgramWorkflowClient;
  let admin: ProgramWorkflowClient;

  beforeAll(async () => {
    app = await startTestApp({ listen: true });
    anonymous = createProgramWorkflowClient({ baseUrl: app.url });
    admin = createProgramWorkflowClient({ baseUrl: app.url, adminToken: TEST_ADMIN_TOKEN });
  });

  afterAll(async () => {
    await app.close();
  });

  async function register(overrides: Record<string, unknown> = {}): Promise<string> {
    const created = await unwrap(anonymous.POST('/api/programs', { body: intakeBody(overrides) }));
    return created.reference;
  }

  it('should replay the intake when the Idempotency-Key and body repeat, then read the status of that reference', async () => {
    const body = intakeBody();
    const params = withIdempotencyKey();
    expect(params.header['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    const first = await anonymous.POST('/api/programs', { body, params });
    const replay = await anonymous.POST('/api/register', { body, params });
    expect(first.response.status).toBe(200);
    expect(wasReplayed(first.response)).toBe(false);
    expect(wasReplayed(replay.response)).toBe(true);
    expect(replay.data?.reference).toBe(first.data?.reference);

    const reference = first.data?.reference ?? '';
    const status = await unwrap(admin.GET('/api/programs/{reference}', { params: { path: { reference } } }));
    expect(status).toMatchObject({ reference, status: 'pending', email: body.email });
  });

  it('should answer 409 as a ProgramWorkflowError when the same Idempotency-Key comes with another body', async () => {
    const params = withIdempotencyKey();
    await unwrap(anonymous.POST('/api/programs', { body: intakeBody(), params }));
    const refused = await unwrap(anonymous.POST('/api/programs', { body: intakeBody(), params })).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ProgramWorkflowError);
    expect(refused).toMatchObject({ status: 409, detail: expect.stringMatching(/Idempotency-Key/) as unknown });
  });

  it('should page every event in ascending id order, one request per page, when the record spans several pages', async () => {
    const reference = await register();
    for (const status of ['kyc_pending', 'pending', 'kyc_pending', 'pending', 'kyc_pending', 'pending'] as const) {
      await unwrap(
        admin.PATCH('/api/admin/registrations/{reference}/status', {
          params: { path: { reference } },
          body: { status },
        }),
      );
    }
    const whole = await unwrap(
      anonymous.GET('/api/programs/{reference}/events', { params: { path: { reference }, query: { limit: 500 } } }),
    );
    expect(whole.events).toHaveLength(7);

    const counter = countingFetch();
    const paged = createProgramWorkflowClient({ baseUrl: app.url, fetch: counter.fetch });
    const ids: number[] = [];
    for await (const event of paged.iterateEvents(reference, { pageSize: 2 })) {
      ids.push(event.id);
    }
    expect(ids).toEqual(whole.events.map((event) => event.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    // 2 + 2 + 2 + 1: the short fourth page is the last one asked for.
    expect(counter.calls).toHaveLength(4);
    expect(new URL(counter.calls[1]).searchParams.get('since_id')).toBe(String(ids[1]));

    const resumed: number[] = [];
    for await (const event of paged.iterateEvents(reference, { sinceId: ids[2], pageSize: 3 })) {
      resumed.push(event.id);
    }
    expect(resumed).toEqual(ids.slice(3));
  });

  it('should list registrations as admin and issue a partner key whose partner lists its own registrations', async () => {
    const slug = 'client-sdk-bank';
    const partnered = await register({ partner_slug: slug });
    const unpartnered = await register();

    const listed = await unwrap(admin.GET('/api/admin/registrations', { params: { query: { limit: 1000 } } }));
    const references = listed.registrations.map((row) => row.reference);
    expect(references).toEqual(expect.arrayContaining([partnered, unpartnered]));

    const issued = await unwrap(admin.POST('/api/operator/api-keys', { body: { slug } }));
    rememberSecret(issued.api_key);
    const partner = createProgramWorkflowClient({ baseUrl: app.url, partnerToken: issued.api_key });
    const page = await unwrap(partner.GET('/api/partner/registrations'));
    expect(page.partner_slug).toBe(slug);
    expect(page.registrations.map((row) => row.reference)).toEqual([partnered]);
  });

  it('should throw a ProgramWorkflowError with status, code and request id when the service refuses', async () => {
    const missing = await unwrap(
      anonymous.GET('/api/programs/{reference}', { params: { path: { reference: 'PRG-000000' } } }),
    ).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ProgramWorkflowError);
    expect(missing).toMatchObject({ status: 404, code: 'program_not_found', requestId: expect.any(String) as unknown });

    const noCredential = await unwrap(anonymous.GET('/api/admin/registrations')).catch((error: unknown) => error);
    expect(noCredential).toMatchObject({
      status: 401,
      code: expect.any(String) as unknown,
      detail: expect.any(String) as unknown,
    });
  });

  it('should carry the validation issues when the service answers 422', async () => {
    const invalid = await unwrap(
      anonymous.POST('/api/programs', { body: intakeBody({ email: 'not-an-address' }) }),
    ).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ProgramWorkflowError);
    const error = invalid as ProgramWorkflowError;
    expect(error).toMatchObject({ status: 422, code: 'validation_error' });
    expect(error.validationErrors.map((issue) => issue.loc)).toEqual([['body', 'email']]);
  });

  it('should stop paging with a ProgramWorkflowError when the reference is unknown', async () => {
    const iterate = async () => {
      for await (const _event of anonymous.iterateEvents('PRG-000000')) {
        // never reached
      }
    };
    await expect(iterate()).rejects.toMatchObject({ status: 404 });
  });
});

describe('TypeScript client generated types (clients/typescript/src/schema.ts)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  // openapi-typescript and Prettier run in a child process (jest cannot load their ES modules): seconds on a busy machine.
  it('should equal the types generated from the document the service serves', async () => {
    const served = await app.http.get('/openapi.json').expect(200);
    const generated = execFileSync(process.execPath, [RENDERER], { input: served.text, encoding: 'utf8' });
    const committed = readFileSync(SCHEMA_PATH, 'utf8');
    if (generated !== committed) {
      throw new Error(
        `clients/typescript types are stale: run npm run client:generate (first difference at line ${firstDifferentLine(generated, committed)})`,
      );
    }
  }, 60_000);
});

function firstDifferentLine(a: string, b: string): number {
  const left = a.split('\n');
  const right = b.split('\n');
  const index = left.findIndex((line, n) => line !== right[n]);
  return (index < 0 ? left.length : index) + 1;
}
