import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction, instructionInput } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

type EventOut = Schemas['ProgramEventOut'];

describe('Handoff records (instructions)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function events(reference: string): Promise<EventOut[]> {
    const response = await app.http.get(`/api/programs/${reference}/events`).query({ limit: 500 }).expect(200);
    return bodyOf<'ProgramEventsList'>(response).events;
  }

  it('should create a draft record with a random INS reference and record handoff_record.created without the payload', async () => {
    const program = await registerProgram(app);
    const created = await createInstruction(app, program.reference.toLowerCase(), {
      payload: { venue_hint: 'sandbox-venue', quantity_band: 'small' },
    });

    expect(Object.keys(created)).toEqual([
      'id',
      'instruction_ref',
      'reference',
      'provider',
      'action',
      'external_id',
      'status',
      'payload',
      'created_at',
      'updated_at',
    ]);
    expect(created).toMatchObject({
      reference: program.reference,
      provider: 'bank-partner',
      action: 'submit_order',
      external_id: null,
      status: 'draft',
      payload: { venue_hint: 'sandbox-venue', quantity_band: 'small' },
    });
    expect(created.instruction_ref).toMatch(/^INS-\d{6}$/);
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const recorded = (await events(program.reference)).filter((event) => event.event_type === 'handoff_record.created');
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      source: 'portal',
      instruction_id: created.id,
      payload: {
        instruction_ref: created.instruction_ref,
        provider: 'bank-partner',
        action: 'submit_order',
        status: 'draft',
      },
    });
    expect(JSON.stringify(recorded[0])).not.toContain('sandbox-venue');
  });

  it('should default the action and the payload', async () => {
    const program = await registerProgram(app);
    const response = await app.http
      .post('/api/instructions')
      .send({ reference: program.reference, provider: 'xy' })
      .expect(200);
    expect(response.body).toMatchObject({ action: 'submit_order', payload: {} });
  });

  it('should answer 404 for an unknown program and create nothing', async () => {
    const response = await app.http.post('/api/instructions').send(instructionInput('PRG-000000')).expect(404);
    expect(response.body).toEqual({ detail: 'Program not found', code: 'program_not_found' });
  });

  it('should validate the body like FastAPI', async () => {
    const response = await app.http
      .post('/api/instructions')
      .send({ reference: 'PRG', provider: 'x', action: 'a'.repeat(65), payload: [] })
      .expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail.map((error) => [error.type, error.loc])).toEqual([
      ['string_too_short', ['body', 'reference']],
      ['string_too_short', ['body', 'provider']],
      ['string_too_long', ['body', 'action']],
      ['dict_type', ['body', 'payload']],
    ]);
  });

  it('should refuse payment credentials with 422 pointing at the key, and create nothing', async () => {
    const program = await registerProgram(app);
    const cases: Array<[Record<string, unknown>, unknown[]]> = [
      [{ beneficiary: { cardNumber: 'x' } }, ['body', 'payload', 'beneficiary', 'cardNumber']],
      [{ legs: [{ ok: 1 }, { 'Routing-Number': '000' }] }, ['body', 'payload', 'legs', 1, 'Routing-Number']],
      [{ memo: '4111 1111 1111 1111' }, ['body', 'payload', 'memo']],
      [{ refs: ['abc', '4012888888881881'] }, ['body', 'payload', 'refs', 1]],
      [{ IBAN: 'DE89370400440532013000' }, ['body', 'payload', 'IBAN']],
    ];
    for (const [payload, loc] of cases) {
      const response = await app.http
        .post('/api/instructions')
        .send(instructionInput(program.reference, { payload }))
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail).toHaveLength(1);
      expect(bodyOf<'HTTPValidationError'>(response).detail[0]).toMatchObject({
        type: 'payment_credentials_forbidden',
        loc,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/4111 1111|4012888888881881|DE8937/);
    }
    const list = await app.http.get(`/api/programs/${program.reference}/instructions`).expect(200);
    expect(bodyOf<'InstructionsList'>(list).count).toBe(0);
  });

  it('should refuse payloads over 16 KiB or deeper than 8 levels', async () => {
    const program = await registerProgram(app);
    const big = await app.http
      .post('/api/instructions')
      .send(instructionInput(program.reference, { payload: { blob: 'x'.repeat(16 * 1024) } }))
      .expect(422);
    expect(bodyOf<'HTTPValidationError'>(big).detail[0]).toMatchObject({
      type: 'payload_too_large',
      loc: ['body', 'payload'],
    });

    let deep: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 8; level++) {
      deep = { next: deep };
    }
    const tooDeep = await app.http
      .post('/api/instructions')
      .send(instructionInput(program.reference, { payload: deep }))
      .expect(422);
    expect(bodyOf<'HTTPValidationError'>(tooDeep).detail[0]).toMatchObject({
      type: 'payload_too_deep',
      ctx: { max_depth: 8 },
    });
    expect(bodyOf<'HTTPValidationError'>(tooDeep).detail[0].loc).toHaveLength(2 + 8);

    const atLimit = deep.next as Record<string, unknown>;
    await app.http
      .post('/api/instructions')
      .send(instructionInput(program.reference, { payload: atLimit }))
      .expect(200);
  });

  it('should read one record; the payload only with a credential', async () => {
    const program = await registerProgram(app);
    const created = await createInstruction(app, program.reference);

    const anonymous = await app.http.get(`/api/instructions/${created.id}`).expect(200);
    expect(anonymous.body).toMatchObject({ id: created.id, instruction_ref: created.instruction_ref, status: 'draft' });
    expect(anonymous.body).not.toHaveProperty('payload');

    const admin = await app.http.get(`/api/instructions/${created.id}`).set(ADMIN_HEADERS).expect(200);
    expect(admin.body).toEqual(created);
  });

  it('should validate the path id like pydantic and answer 404 for unknown ids', async () => {
    const bad = await app.http.get('/api/instructions/abc').expect(422);
    expect(bodyOf<'HTTPValidationError'>(bad).detail).toEqual([
      {
        type: 'int_parsing',
        loc: ['path', 'instruction_id'],
        msg: 'Input should be a valid integer, unable to parse string as an integer',
        input: 'abc',
      },
    ]);
    await app.http.get('/api/instructions/99999999').expect(404);
    await app.http.get('/api/instructions/99999999999999').expect(404);
    await app.http.get('/api/instructions/0').expect(404);
  });

  it('should list a program records in ascending id order', async () => {
    const program = await registerProgram(app);
    const first = await createInstruction(app, program.reference, { provider: 'first' });
    const second = await createInstruction(app, program.reference, { provider: 'second' });
    const list = await app.http.get(`/api/programs/${program.reference.toLowerCase()}/instructions`).expect(200);
    expect(bodyOf<'InstructionsList'>(list).reference).toBe(program.reference);
    expect(bodyOf<'InstructionsList'>(list).count).toBe(2);
    expect(bodyOf<'InstructionsList'>(list).instructions.map((item) => item.id)).toEqual([first.id, second.id]);
    await app.http.get('/api/programs/PRG-000000/instructions').expect(404);
  });

  it('should count records in the status read', async () => {
    const program = await registerProgram(app);
    await createInstruction(app, program.reference);
    await createInstruction(app, program.reference);
    const status = await app.http.get(`/api/programs/${program.reference}`).expect(200);
    expect(bodyOf<'RegistrationStatus'>(status).instruction_count).toBe(2);
  });

  describe('Idempotency-Key', () => {
    it('should replay the first response for the same key and body, with no new record or event', async () => {
      const program = await registerProgram(app);
      const body = instructionInput(program.reference);
      const first = await app.http
        .post('/api/instructions')
        .set('Idempotency-Key', `ins-${program.reference}`)
        .send(body)
        .expect(200);
      const second = await app.http
        .post('/api/instructions')
        .set('Idempotency-Key', `ins-${program.reference}`)
        .send(body)
        .expect(200);
      expect(second.body).toEqual(first.body);
      expect(second.headers['idempotent-replayed']).toBe('true');
      const list = await app.http.get(`/api/programs/${program.reference}/instructions`).expect(200);
      expect(bodyOf<'InstructionsList'>(list).count).toBe(1);
      const created = (await events(program.reference)).filter(
        (event) => event.event_type === 'handoff_record.created',
      );
      expect(created).toHaveLength(1);
    });

    it('should answer 409 for the same key with a different body', async () => {
      const program = await registerProgram(app);
      const key = `ins-conflict-${program.reference}`;
      await app.http
        .post('/api/instructions')
        .set('Idempotency-Key', key)
        .send(instructionInput(program.reference))
        .expect(200);
      const conflict = await app.http
        .post('/api/instructions')
        .set('Idempotency-Key', key)
        .send(instructionInput(program.reference, { provider: 'other' }))
        .expect(409);
      expect(bodyOf<'HTTPError'>(conflict).code).toBe('idempotency_key_reused');
    });
  });
});
