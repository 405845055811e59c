import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

type Status = 'draft' | 'submitted' | 'venue_ack' | 'filled' | 'failed';

/** Paths from draft to each status, through allowed moves. */
const PATH_TO: Record<Status, Status[]> = {
  draft: [],
  submitted: ['submitted'],
  venue_ack: ['submitted', 'venue_ack'],
  filled: ['submitted', 'filled'],
  failed: ['failed'],
};

const ALLOWED: Record<Status, Status[]> = {
  draft: ['submitted', 'failed'],
  submitted: ['venue_ack', 'filled', 'failed'],
  venue_ack: ['filled', 'failed'],
  filled: [],
  failed: [],
};

const STATUSES = Object.keys(ALLOWED) as Status[];

describe('Handoff record status (PATCH /api/instructions/{id})', () => {
  let app: TestApp;
  let reference: string;

  beforeAll(async () => {
    app = await startTestApp();
    reference = (await registerProgram(app)).reference;
  });

  afterAll(async () => {
    await app.close();
  });

  const patch = (id: number, body: Record<string, unknown>) =>
    app.http.patch(`/api/instructions/${id}`).set(ADMIN_HEADERS).send(body);

  async function recordAt(status: Status): Promise<number> {
    const created = await createInstruction(app, reference);
    for (const step of PATH_TO[status]) {
      await patch(created.id, { status: step }).expect(200);
    }
    return created.id;
  }

  describe.each(STATUSES)('from %s', (from) => {
    it.each(STATUSES.filter((to) => to !== from))('to %s', async (to) => {
      const id = await recordAt(from);
      const response = await patch(id, { status: to });
      if (ALLOWED[from].includes(to)) {
        expect(response.status).toBe(200);
        expect(bodyOf<'InstructionResponse'>(response).status).toBe(to);
      } else {
        expect(response.status).toBe(409);
        expect(bodyOf<'HTTPError'>(response).code).toBe('invalid_instruction_transition');
        expect(bodyOf<'HTTPError'>(response).detail).toContain(from);
        const read = await app.http.get(`/api/instructions/${id}`).expect(200);
        expect(bodyOf<'InstructionResponse'>(read).status).toBe(from);
      }
    });
  });

  it('should record handoff_record.updated on every change and handoff.prepared on the move into submitted', async () => {
    const program = await registerProgram(app);
    const created = await createInstruction(app, program.reference);
    await patch(created.id, { status: 'submitted', external_id: 'ext-1' }).expect(200);
    await patch(created.id, { status: 'submitted', external_id: 'ext-2' }).expect(200);
    await patch(created.id, { status: 'submitted' }).expect(200);
    const filled = await patch(created.id, { status: 'filled' }).expect(200);
    expect(filled.body).toMatchObject({ status: 'filled', external_id: 'ext-2' });
    expect(bodyOf<'InstructionResponse'>(filled).payload).toBeDefined();

    const events = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    const handoff = bodyOf<'ProgramEventsList'>(events)
      .events.filter((event) => event.event_type.startsWith('handoff'))
      .map((event) => [event.event_type, event.source, event.instruction_id, event.payload]);
    const ref = created.instruction_ref;
    expect(handoff).toEqual([
      [
        'handoff_record.created',
        'portal',
        created.id,
        { instruction_ref: ref, provider: 'bank-partner', action: 'submit_order', status: 'draft' },
      ],
      [
        'handoff_record.updated',
        'admin',
        created.id,
        { instruction_ref: ref, from: 'draft', to: 'submitted', external_id: 'ext-1' },
      ],
      [
        'handoff.prepared',
        'admin',
        created.id,
        { instruction_ref: ref, provider: 'bank-partner', action: 'submit_order' },
      ],
      [
        'handoff_record.updated',
        'admin',
        created.id,
        { instruction_ref: ref, from: 'submitted', to: 'submitted', external_id: 'ext-2' },
      ],
      [
        'handoff_record.updated',
        'admin',
        created.id,
        { instruction_ref: ref, from: 'submitted', to: 'filled', external_id: 'ext-2' },
      ],
    ]);
  });

  it('should accept a new external_id on a final record without changing its status', async () => {
    const id = await recordAt('failed');
    const response = await patch(id, { status: 'failed', external_id: 'late-id' }).expect(200);
    expect(response.body).toMatchObject({ status: 'failed', external_id: 'late-id' });
  });

  it('should need the admin credential or the program partner token', async () => {
    const id = await recordAt('draft');
    const response = await app.http.patch(`/api/instructions/${id}`).send({ status: 'submitted' }).expect(401);
    expect(bodyOf<'HTTPError'>(response).code).toBe('credential_required');
    await app.http
      .patch(`/api/instructions/${id}`)
      .set('X-Admin-Token', 'wrong')
      .send({ status: 'submitted' })
      .expect(401);
  });

  it('should validate the patch body', async () => {
    const id = await recordAt('draft');
    const response = await patch(id, { status: 'done', external_id: 'x'.repeat(129) }).expect(422);
    expect(bodyOf<'HTTPValidationError'>(response).detail.map((error) => [error.type, error.loc])).toEqual([
      ['enum', ['body', 'status']],
      ['string_too_long', ['body', 'external_id']],
    ]);
    await patch(999999, { status: 'submitted' }).expect(404);
  });
});

describe('Handoff records in production mode', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        SESSION_SECRET: 'test-session-secret-0123456789abcdef',
      },
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it('should require the admin credential or the program partner token to create', async () => {
    const program = await registerProgram(app);
    const body = { reference: program.reference, provider: 'bank-partner' };
    const anonymous = await app.http.post('/api/instructions').send(body).expect(401);
    expect(bodyOf<'HTTPError'>(anonymous).code).toBe('credential_required');
    await app.http.post('/api/instructions').set(ADMIN_HEADERS).send(body).expect(200);
  });
});
