import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';

interface EventOut {
  id: number;
  event_type: string;
}

/** The two hottest reads, each one statement: what they return must not depend on how they are assembled. */
describe('Status read and events page', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  async function toggleChecklist(reference: string, times: number): Promise<void> {
    for (let n = 0; n < times; n++) {
      await app.http
        .patch(`/api/checklist/${reference}/items/identity_verification`)
        .send({ done: n % 2 === 0 })
        .expect(200);
    }
  }

  async function allEvents(reference: string): Promise<EventOut[]> {
    const response = await app.http.get(`/api/programs/${reference}/events?limit=500`).expect(200);
    return response.body.events as EventOut[];
  }

  it('should show the newest ten events in ascending order and count only this program’s handoff records', async () => {
    const program = await registerProgram(app);
    const other = await registerProgram(app);
    await toggleChecklist(program.reference, 12);
    for (let n = 0; n < 3; n++) {
      await createInstruction(app, program.reference);
    }
    await createInstruction(app, other.reference);

    const events = await allEvents(program.reference);
    expect(events.length).toBeGreaterThan(13);
    const status = await app.http.get(`/api/programs/${program.reference}`).expect(200);
    const recent = status.body.recent_events as EventOut[];
    expect(recent).toEqual(events.slice(-10));
    expect(recent.map((event) => event.event_type)).toContain('handoff_record.created');
    expect(status.body.instruction_count).toBe(3);
    expect(status.body).toMatchObject({ reference: program.reference, id: program.id, status: 'pending' });
  });

  it('should read a program with no handoff records and only its creation event, payload as written', async () => {
    const program = await registerProgram(app, { client_role: 'business', partner_slug: 'maple-remit' });
    const status = await app.http.get(`/api/programs/${program.reference}`).expect(200);
    expect(status.body.instruction_count).toBe(0);
    expect(status.body.recent_events).toEqual([
      expect.objectContaining({
        event_type: 'program.created',
        source: 'intake',
        instruction_id: null,
        payload: {
          template: 'program_business',
          registration_type: 'program',
          client_role: 'business',
          partner_slug: 'maple-remit',
        },
      }),
    ]);
    const audit = await app.http
      .get(`/api/register/${program.reference}/audit.json`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    expect(audit.body.integrity).toMatchObject({ chain_valid: true, broken_at_seq: null, event_count: 1 });
  });

  it('should answer 404 for unknown and malformed references and accept any letter case', async () => {
    const program = await registerProgram(app);
    for (const path of ['/api/programs/PRG-999999x', '/api/programs/nope', '/api/programs/PRG-12']) {
      const response = await app.http.get(path).expect(404);
      expect(response.body.code).toBe('program_not_found');
    }
    await app.http.get(`/api/programs/${program.reference.toLowerCase()}`).expect(200);
    await app.http.get(`/api/programs/${program.reference.toLowerCase()}/events`).expect(200);
    const events = await app.http.get('/api/programs/PRG-12/events').expect(404);
    expect(events.body.code).toBe('program_not_found');
  });

  it('should page events after since_id in ascending order, limited, and answer an empty page past the end', async () => {
    const program = await registerProgram(app);
    await toggleChecklist(program.reference, 6);
    const events = await allEvents(program.reference);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const page = await app.http.get(`/api/programs/${program.reference}/events?since_id=${ids[1]}&limit=3`).expect(200);
    expect(page.body.reference).toBe(program.reference);
    expect((page.body.events as EventOut[]).map((event) => event.id)).toEqual(ids.slice(2, 5));

    const past = await app.http.get(`/api/programs/${program.reference}/events?since_id=${ids.at(-1)}`).expect(200);
    expect(past.body).toMatchObject({ reference: program.reference, events: [] });
  });

  it('should not leak another program’s events into a page or a status', async () => {
    const first = await registerProgram(app);
    const second = await registerProgram(app);
    await toggleChecklist(second.reference, 4);
    const page = await app.http.get(`/api/programs/${first.reference}/events?since_id=0`).expect(200);
    expect((page.body.events as EventOut[]).map((event) => event.event_type)).toEqual(['program.created']);
    const status = await app.http
      .get(`/api/programs/${first.reference}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    expect(status.body.recent_events).toHaveLength(1);
  });
});
