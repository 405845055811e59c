import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Handoff records and API keys under concurrent requests', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should record exactly one handoff.prepared when patches race into submitted', async () => {
    const program = await registerProgram(app);
    const created = await createInstruction(app, program.reference);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        app.http
          .patch(`/api/instructions/${created.id}`)
          .set(ADMIN_HEADERS)
          .send({ status: 'submitted', external_id: `race-${index}` }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    const events = await app.http.get(`/api/programs/${program.reference}/events`).expect(200);
    const types = bodyOf<'ProgramEventsList'>(events).events.map((event) => event.event_type);
    expect(types.filter((type) => type === 'handoff.prepared')).toHaveLength(1);
    const updates = bodyOf<'ProgramEventsList'>(events).events.filter(
      (event) => event.event_type === 'handoff_record.updated',
    );
    expect(updates[0].payload.from).toBe('draft');
    expect(updates.slice(1).every((event) => event.payload.from === 'submitted')).toBe(true);
  });

  it('should let only one of several concurrent creations of a slug key win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.http.post('/api/operator/api-keys').set(ADMIN_HEADERS).send({ slug: 'race-bank' }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });

  it('should give concurrent creations distinct INS references', async () => {
    const program = await registerProgram(app);
    const created = await Promise.all(Array.from({ length: 10 }, () => createInstruction(app, program.reference)));
    expect(new Set(created.map((item) => item.instruction_ref)).size).toBe(10);
  });
});
