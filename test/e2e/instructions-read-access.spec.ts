import { ADMIN_HEADERS, IssuedApiKey, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { createInstruction, CreatedInstruction } from '../factories/instruction.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { fetchOpenApi, operationOf, present } from '../support/openapi-document';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

const PAYLOAD = { marker: 'read-access-payload' };

/** decisions §8 (rev 2): instruction ids are sequential, so production reads by id need a credential. */
describe('GET /api/instructions/{id} in production', () => {
  let app: TestApp;
  let owner: IssuedApiKey;
  let stranger: IssuedApiKey;
  let program: RegisteredProgram;
  let instruction: CreatedInstruction;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      },
    });
    owner = await issueApiKey(app, 'read-owner');
    stranger = await issueApiKey(app, 'read-stranger');
    program = await registerProgram(app, { partner_slug: 'read-owner' });
    instruction = await createInstruction(app, program.reference, { payload: PAYLOAD }, ADMIN_HEADERS);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer 401 without a credential, revealing no program reference', async () => {
    const response = await app.http.get(`/api/instructions/${instruction.id}`).expect(401);
    expect(bodyOf<'HTTPError'>(response).code).toBe('credential_required');
    expect(JSON.stringify(response.body)).not.toContain(program.reference);
  });

  it('should declare both refusals in the OpenAPI document', async () => {
    const document = await fetchOpenApi(app);
    const responses = present(operationOf(document, '/api/instructions/{instruction_id}', 'get'), 'GET').responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
  });

  it('should answer 401 without a credential for an id that does not exist, so ids cannot be probed', async () => {
    await app.http.get(`/api/instructions/${instruction.id + 1000}`).expect(401);
  });

  it('should answer the record with its payload to the admin and to the program partner', async () => {
    for (const headers of [ADMIN_HEADERS, partnerHeaders(owner)]) {
      const response = await app.http.get(`/api/instructions/${instruction.id}`).set(headers).expect(200);
      expect(response.body).toMatchObject({ id: instruction.id, reference: program.reference, payload: PAYLOAD });
    }
  });

  it("should answer 404 to another partner's token", async () => {
    const response = await app.http.get(`/api/instructions/${instruction.id}`).set(partnerHeaders(stranger));
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain(program.reference);
  });

  it('should keep the list by program reference as public as the status read, without payloads', async () => {
    const list = await app.http.get(`/api/programs/${program.reference}/instructions`).expect(200);
    expect(bodyOf<'InstructionsList'>(list).count).toBe(1);
    expect(bodyOf<'InstructionsList'>(list).instructions[0]).not.toHaveProperty('payload');
  });
});

describe('GET /api/instructions/{id} outside production', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should answer an anonymous read without the payload, as before', async () => {
    const program = await registerProgram(app);
    const instruction = await createInstruction(app, program.reference, { payload: PAYLOAD });
    const response = await app.http.get(`/api/instructions/${instruction.id}`).expect(200);
    expect(response.body).toMatchObject({ id: instruction.id, reference: program.reference });
    expect(response.body).not.toHaveProperty('payload');
  });
});
