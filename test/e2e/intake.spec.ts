import { registerProgram, registrationInput } from '../factories/registration.factory';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Intake (POST /api/register, /api/programs)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should create a pending program with a random PRG reference, a checklist and program.created', async () => {
    const body = await registerProgram(app, { full_name: 'Jane Doe', email: 'jane@Example.COM' });

    expect(body).toMatchObject({
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      corridor: 'CA-US',
      status: 'pending',
      registration_type: 'program',
    });
    expect(body.reference).toMatch(/^PRG-\d{6}$/);
    expect(body.program_id).toBe(body.reference);
    expect(typeof body.message).toBe('string');

    const checklist = await app.http.get(`/api/checklist/${body.reference}`).expect(200);
    expect(bodyOf<'ChecklistView'>(checklist).template).toBe('program_individual');
    expect(bodyOf<'ChecklistView'>(checklist).total).toBeGreaterThan(0);

    const events = await app.http.get(`/api/programs/${body.reference}/events`).expect(200);
    expect(bodyOf<'ProgramEventsList'>(events).events.map((event) => event.event_type)).toEqual(['program.created']);
    expect(bodyOf<'ProgramEventsList'>(events).events[0].source).toBe('intake');
  });

  it('should behave identically on /api/programs', async () => {
    const response = await app.http.post('/api/programs').send(registrationInput()).expect(200);
    expect(bodyOf<'RegistrationResponse'>(response).reference).toMatch(/^PRG-\d{6}$/);
    expect(bodyOf<'RegistrationResponse'>(response).status).toBe('pending');
  });

  it('should choose the checklist template by the first matching rule', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ registration_type: 'msp_waitlist', client_role: 'partner' }, 'msp_waitlist'],
      [{ registration_type: 'rpaa', client_role: 'partner' }, 'partner_program'],
      [{ registration_type: 'rpaa', client_role: 'business' }, 'rpaa_psp'],
      [{ client_role: 'business' }, 'program_business'],
      [{ client_role: 'individual' }, 'program_individual'],
    ];
    for (const [overrides, template] of cases) {
      const program = await registerProgram(app, overrides);
      const checklist = await app.http.get(`/api/checklist/${program.reference}`).expect(200);
      expect(bodyOf<'ChecklistView'>(checklist).template).toBe(template);
    }
  });

  it('should pre-fill checklist items whose facts intake already holds', async () => {
    const program = await registerProgram(app, {
      registration_type: 'rpaa',
      client_role: 'business',
      consent_accepted: true,
      business_number: '123456789RC0001',
      incident_contact_email: 'ops@example.com',
      legal_entity_name: 'Maple Payments Inc.',
      fintrac_msb: false,
    });
    const checklist = await app.http.get(`/api/checklist/${program.reference}`).expect(200);
    const done = Object.fromEntries(bodyOf<'ChecklistView'>(checklist).items.map((item) => [item.id, item.done]));
    expect(done).toMatchObject({
      consent_recorded: true,
      business_number: true,
      incident_response_contact: true,
      legal_entity_identified: true,
      fintrac_msb_registration: false,
      rpaa_registration_filed: false,
    });
  });

  it('should mask e-mail and name for anonymous callers and show them to the admin', async () => {
    const program = await registerProgram(app, { full_name: 'Jane Quinn Doe', email: 'jane.doe@example.com' });
    const anonymous = await app.http.get(`/api/register/${program.reference}`).expect(200);
    expect(anonymous.body).toMatchObject({ full_name: 'Jane D.', email: 'j***@example.com', instruction_count: 0 });

    const admin = await app.http
      .get(`/api/programs/${program.reference.toLowerCase()}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    expect(admin.body).toMatchObject({ full_name: 'Jane Quinn Doe', email: 'jane.doe@example.com' });
    expect(bodyOf<'RegistrationStatus'>(admin).recent_events).toHaveLength(1);
    expect(bodyOf<'RegistrationStatus'>(admin).created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('should ignore unknown and mass-assigned fields', async () => {
    const response = await app.http
      .post('/api/register')
      .send(registrationInput({ id: 999999, status: 'approved', reference: 'PRG-000001', lifecycle: 'funded' }))
      .expect(200);
    expect(bodyOf<'RegistrationResponse'>(response).status).toBe('pending');
    expect(bodyOf<'RegistrationResponse'>(response).reference).not.toBe('PRG-000001');
    expect(bodyOf<'RegistrationResponse'>(response).id).not.toBe(999999);
  });
});
