import { ADMIN_HEADERS, IssuedApiKey, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { instructionInput } from '../factories/instruction.factory';
import { registerProgram, registrationInput, RegisteredProgram } from '../factories/registration.factory';
import { createOperatorWithToken } from '../support/operators';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

/** decisions §1.7 (rev 2): an Idempotency-Key lives in the namespace of the caller that sent it. */
describe('Idempotency-Key namespaces per caller', () => {
  let app: TestApp;
  let keyA: IssuedApiKey;
  let keyB: IssuedApiKey;
  let programA: RegisteredProgram;
  let programB: RegisteredProgram;

  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: '1' } });
    keyA = await issueApiKey(app, 'scope-partner-a');
    keyB = await issueApiKey(app, 'scope-partner-b');
    programA = await registerProgram(app, { partner_slug: 'scope-partner-a' });
    programB = await registerProgram(app, { partner_slug: 'scope-partner-b' });
  });

  afterAll(async () => {
    await app.close();
  });

  const createInstruction = (key: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.http.post('/api/instructions').set(headers).set('Idempotency-Key', key).send(body);

  it('should give each anonymous client its own namespace, so one cannot block or read another', async () => {
    const intake = (client: string, body: Record<string, unknown>) =>
      app.http
        .post('/api/register')
        .set('X-Forwarded-For', client)
        .set('Idempotency-Key', 'anonymous-shared-key')
        .send(body);
    const first = await intake('198.51.100.21', registrationInput()).expect(200);

    const otherBody = await intake('198.51.100.22', registrationInput()).expect(200);
    expect(otherBody.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<'RegistrationResponse'>(otherBody).reference).not.toBe(
      bodyOf<'RegistrationResponse'>(first).reference,
    );

    const sameBodyElsewhere = registrationInput();
    const fromA = await intake('198.51.100.23', sameBodyElsewhere).expect(200);
    const fromB = await intake('198.51.100.24', sameBodyElsewhere).expect(200);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<'RegistrationResponse'>(fromB).reference).not.toBe(bodyOf<'RegistrationResponse'>(fromA).reference);

    const retry = await intake('198.51.100.23', sameBodyElsewhere).expect(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<'RegistrationResponse'>(retry).reference).toBe(bodyOf<'RegistrationResponse'>(fromA).reference);
    await intake('198.51.100.23', registrationInput()).expect(409);
  });

  it("should not replay partner A's record to partner B sending A's key and body", async () => {
    const body = instructionInput(programA.reference, { payload: { marker: 'a-private-payload' } });
    const first = await createInstruction('shared-key-replay', body, partnerHeaders(keyA)).expect(200);

    const stolen = await createInstruction('shared-key-replay', body, partnerHeaders(keyB)).expect(404);

    expect(stolen.headers['idempotent-replayed']).toBeUndefined();
    expect(JSON.stringify(stolen.body)).not.toContain(bodyOf<'InstructionResponse'>(first).instruction_ref);
    expect(JSON.stringify(stolen.body)).not.toContain('a-private-payload');
  });

  it("should let partner B use a key partner A used, for B's own request, without a 409", async () => {
    const first = await createInstruction(
      'shared-key-own-use',
      instructionInput(programA.reference),
      partnerHeaders(keyA),
    ).expect(200);

    const second = await createInstruction(
      'shared-key-own-use',
      instructionInput(programB.reference),
      partnerHeaders(keyB),
    ).expect(200);

    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.body).toMatchObject({ reference: programB.reference });
    expect(bodyOf<'InstructionResponse'>(second).id).not.toBe(bodyOf<'InstructionResponse'>(first).id);
  });

  it("should not let partner B squat partner A's future key", async () => {
    await createInstruction('squatted-key', instructionInput(programB.reference), partnerHeaders(keyB)).expect(200);

    const own = await createInstruction(
      'squatted-key',
      instructionInput(programA.reference, { provider: 'a-provider' }),
      partnerHeaders(keyA),
    ).expect(200);

    expect(own.headers['idempotent-replayed']).toBeUndefined();
    expect(own.body).toMatchObject({ reference: programA.reference, provider: 'a-provider' });
  });

  it("should still replay a partner's own key to that partner", async () => {
    const body = instructionInput(programA.reference);
    const first = await createInstruction('own-replay-key', body, partnerHeaders(keyA)).expect(200);

    const again = await createInstruction('own-replay-key', body, partnerHeaders(keyA)).expect(200);

    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it("should keep the admin's and anonymous callers' instruction keys apart", async () => {
    const program = await registerProgram(app);
    const body = instructionInput(program.reference);
    const anonymous = await createInstruction('admin-vs-anonymous', body).expect(200);

    const admin = await createInstruction('admin-vs-anonymous', body, ADMIN_HEADERS).expect(200);
    const anonymousAgain = await createInstruction('admin-vs-anonymous', body).expect(200);

    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<'InstructionResponse'>(admin).id).not.toBe(bodyOf<'InstructionResponse'>(anonymous).id);
    expect(anonymousAgain.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<'InstructionResponse'>(anonymousAgain).id).toBe(bodyOf<'InstructionResponse'>(anonymous).id);
  });

  it("should give each operator their own namespace: one operator's key never replays another's action", async () => {
    const first = await createOperatorWithToken(app, 'reviewer');
    const second = await createOperatorWithToken(app, 'reviewer');
    const program = await registerProgram(app);
    const body = instructionInput(program.reference);
    const byFirst = await createInstruction('operator-shared', body, first.headers).expect(200);
    const bySecond = await createInstruction('operator-shared', body, second.headers).expect(200);
    const firstAgain = await createInstruction('operator-shared', body, first.headers).expect(200);

    expect(bySecond.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<'InstructionResponse'>(bySecond).id).not.toBe(bodyOf<'InstructionResponse'>(byFirst).id);
    expect(firstAgain.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf<'InstructionResponse'>(firstAgain).id).toBe(bodyOf<'InstructionResponse'>(byFirst).id);
    const events = bodyOf<'ProgramEventsList'>(
      await app.http.get(`/api/programs/${program.reference}/events`).set(ADMIN_HEADERS).expect(200),
    ).events.filter((event) => event.event_type === 'handoff_record.created');
    expect(events.map((event) => event.actor?.id)).toEqual([String(first.id), String(second.id)]);
  });

  it("should not replay an anonymous intake to the admin, nor block the admin's intake with a 409", async () => {
    const body = registrationInput();
    const anonymous = await app.http.post('/api/register').set('Idempotency-Key', 'intake-shared').send(body);
    expect(anonymous.status).toBe(200);

    const admin = await app.http
      .post('/api/register')
      .set(ADMIN_HEADERS)
      .set('Idempotency-Key', 'intake-shared')
      .send(registrationInput())
      .expect(200);

    expect(admin.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<'RegistrationResponse'>(admin).reference).not.toBe(
      bodyOf<'RegistrationResponse'>(anonymous).reference,
    );
  });

  it('should not replay an anonymous intake to a partner sending the same key and body', async () => {
    const body = registrationInput();
    const anonymous = await app.http.post('/api/programs').set('Idempotency-Key', 'intake-partner').send(body);
    expect(anonymous.status).toBe(200);

    const partner = await app.http
      .post('/api/programs')
      .set(partnerHeaders(keyA))
      .set('Idempotency-Key', 'intake-partner')
      .send(body)
      .expect(200);

    expect(partner.headers['idempotent-replayed']).toBeUndefined();
    expect(bodyOf<'RegistrationResponse'>(partner).reference).not.toBe(
      bodyOf<'RegistrationResponse'>(anonymous).reference,
    );
  });
});
