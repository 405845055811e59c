import { ADMIN_HEADERS, IssuedApiKey, issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { createInstruction, CreatedInstruction, instructionInput } from '../factories/instruction.factory';
import { registerProgram, RegisteredProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';

describe('Partner access and object-level authorisation', () => {
  let app: TestApp;
  let keyA: IssuedApiKey;
  let keyB: IssuedApiKey;
  let programA: RegisteredProgram;
  let programB: RegisteredProgram;
  let programNone: RegisteredProgram;
  let instructionA: CreatedInstruction;
  let instructionB: CreatedInstruction;
  let instructionNone: CreatedInstruction;

  beforeAll(async () => {
    app = await startTestApp();
    keyA = await issueApiKey(app, 'partner-a');
    keyB = await issueApiKey(app, 'partner-b');
    programA = await registerProgram(app, {
      partner_slug: 'partner-a',
      full_name: 'Alice Anders',
      email: 'alice@a.example.com',
    });
    programB = await registerProgram(app, {
      partner_slug: 'partner-b',
      full_name: 'Bob Brown',
      email: 'bob@b.example.com',
    });
    programNone = await registerProgram(app, { full_name: 'Nora None' });
    instructionA = await createInstruction(app, programA.reference, { payload: { marker: 'a-secret-payload' } });
    instructionB = await createInstruction(app, programB.reference, { payload: { marker: 'b-secret-payload' } });
    instructionNone = await createInstruction(app, programNone.reference);
  });

  afterAll(async () => {
    await app.close();
  });

  const asA = () => partnerHeaders(keyA);

  describe('BOLA matrix: partner A against objects that are not its own', () => {
    const foreign = () => [
      { label: "partner B's", program: programB, instruction: instructionB },
      { label: 'an unpartnered', program: programNone, instruction: instructionNone },
    ];

    it.each([0, 1])('should answer 404 on every partner-reachable route (case %i)', async (index) => {
      const { program, instruction } = foreign()[index];
      const probes = [
        app.http.get(`/api/programs/${program.reference}`),
        app.http.get(`/api/register/${program.reference}`),
        app.http.get(`/api/programs/${program.reference}/instructions`),
        app.http.get(`/api/instructions/${instruction.id}`),
        app.http.patch(`/api/instructions/${instruction.id}`).send({ status: 'submitted' }),
        app.http.post('/api/instructions').send(instructionInput(program.reference)),
        app.http.get(`/api/programs/${program.reference}/events`),
        app.http.get(`/api/checklist/${program.reference}`),
        app.http.patch(`/api/checklist/${program.reference}/items/consent_recorded`).send({ done: false }),
        app.http.post(`/api/register/${program.reference}/portal-step`).send({ step: 'verify' }),
      ];
      for (const probe of probes) {
        const response = await probe.set(asA());
        expect(response.status).toBe(404);
        expect(response.text).not.toContain(program.reference.slice(4));
        expect(response.text).not.toContain('b-secret-payload');
      }
      const untouched = await app.http.get(`/api/instructions/${instruction.id}`).set(ADMIN_HEADERS).expect(200);
      expect(bodyOf<'InstructionResponse'>(untouched).status).toBe('draft');
      const list = await app.http.get(`/api/programs/${program.reference}/instructions`).set(ADMIN_HEADERS).expect(200);
      expect(bodyOf<'InstructionsList'>(list).count).toBe(1);
      const events = bodyOf<'ProgramEventsList'>(
        await app.http.get(`/api/programs/${program.reference}/events`).expect(200),
      );
      expect(events.events.map((event) => event.event_type)).toEqual(['program.created', 'handoff_record.created']);
    });

    it("should never list another partner's programs, counts or CSV rows", async () => {
      const registrations = bodyOf<'PartnerRegistrationsPage'>(
        await app.http.get('/api/partner/registrations').set(asA()).expect(200),
      );
      expect(registrations.registrations.map((row) => row.reference)).toEqual([programA.reference]);
      expect(registrations.total).toBe(1);
      const pending = await app.http
        .get('/api/partner/registrations')
        .query({ status: 'pending' })
        .set(asA())
        .expect(200);
      expect(bodyOf<'PartnerRegistrationsPage'>(pending).total).toBe(1);

      const stats = bodyOf<'PartnerStats'>(await app.http.get('/api/partner/stats').set(asA()).expect(200));
      expect(stats.registrations.total).toBe(1);
      expect(stats.instructions.total).toBe(1);

      const csv = await app.http.get('/api/partner/export.csv').set(asA()).expect(200);
      expect(csv.text).toContain(programA.reference);
      expect(csv.text).not.toContain(programB.reference);
      expect(csv.text).not.toContain(programNone.reference);
      expect(csv.text.trim().split('\r\n')).toHaveLength(2);
    });
  });

  describe('own programs', () => {
    it('should read its program status unmasked, and anonymous readers masked', async () => {
      const own = await app.http.get(`/api/programs/${programA.reference}`).set(asA()).expect(200);
      expect(own.body).toMatchObject({ full_name: 'Alice Anders', email: 'alice@a.example.com', instruction_count: 1 });
      const anonymous = await app.http.get(`/api/programs/${programA.reference}`).expect(200);
      expect(bodyOf<'RegistrationStatus'>(anonymous).email).toBe('a***@a.example.com');
    });

    it('should read and patch its handoff records, recorded with source partner', async () => {
      const read = await app.http.get(`/api/instructions/${instructionA.id}`).set(asA()).expect(200);
      expect(bodyOf<'InstructionResponse'>(read).payload).toEqual({ marker: 'a-secret-payload' });
      const list = await app.http.get(`/api/programs/${programA.reference}/instructions`).set(asA()).expect(200);
      expect(bodyOf<'InstructionsList'>(list).instructions[0].payload).toEqual({ marker: 'a-secret-payload' });

      const created = await createInstruction(app, programA.reference, {}, asA());
      const patched = await app.http
        .patch(`/api/instructions/${created.id}`)
        .set(asA())
        .send({ status: 'submitted', external_id: 'a-ext-1' })
        .expect(200);
      expect(bodyOf<'InstructionResponse'>(patched).status).toBe('submitted');

      const events = bodyOf<'ProgramEventsList'>(
        await app.http.get(`/api/programs/${programA.reference}/events`).expect(200),
      );
      const mine = events.events.filter((event) => event.instruction_id === created.id);
      expect(mine.map((event) => [event.event_type, event.source])).toEqual([
        ['handoff_record.created', 'partner'],
        ['handoff_record.updated', 'partner'],
        ['handoff.prepared', 'partner'],
      ]);
    });

    it('should page its registrations newest first with a total', async () => {
      const key = await issueApiKey(app, 'pager-bank');
      const refs: string[] = [];
      for (let index = 0; index < 3; index++) {
        refs.push((await registerProgram(app, { partner_slug: 'pager-bank' })).reference);
      }
      const page = await app.http
        .get('/api/partner/registrations')
        .query({ limit: 2, offset: 1 })
        .set(partnerHeaders(key))
        .expect(200);
      const registrations = bodyOf<'PartnerRegistrationsPage'>(page);
      expect(registrations).toMatchObject({ partner_slug: 'pager-bank', total: 3, limit: 2, offset: 1, count: 2 });
      expect(registrations.registrations.map((row) => row.reference)).toEqual([refs[1], refs[0]]);
      expect(registrations.registrations[0]).toMatchObject({ status: 'pending', instruction_count: 0 });
      expect(registrations.registrations[0].email).toMatch(/^applicant\d+@example\.com$/);
    });

    it('should validate the paging query like FastAPI', async () => {
      const response = await app.http
        .get('/api/partner/registrations')
        .query({ limit: 1001, offset: -1, status: 'nope' })
        .set(asA())
        .expect(422);
      expect(bodyOf<'HTTPValidationError'>(response).detail.map((error) => [error.type, error.loc])).toEqual([
        ['less_than_equal', ['query', 'limit']],
        ['greater_than_equal', ['query', 'offset']],
        ['enum', ['query', 'status']],
      ]);
      await app.http.get('/api/partner/registrations').query({ limit: 0 }).set(asA()).expect(422);
    });
  });

  describe('credentials', () => {
    it.each(['/api/partner/stats', '/api/partner/registrations', '/api/partner/export.csv'])(
      'should answer 401 on %s without a partner token, with the admin token or a wrong token',
      async (path) => {
        await app.http.get(path).expect(401);
        await app.http.get(path).set(ADMIN_HEADERS).expect(401);
        await app.http.get(path).set(partnerHeaders('pws_live_0123456789abcdef_nope')).expect(401);
      },
    );

    it('should never open an admin route with a partner token', async () => {
      await app.http.get('/api/operator/api-keys').set(asA()).expect(401);
      await app.http
        .patch(`/api/admin/registrations/${programA.reference}`)
        .set(asA())
        .send({ status: 'reviewing' })
        .expect(401);
    });

    it("should keep partner B's own view whole", async () => {
      const own = await app.http.get(`/api/instructions/${instructionB.id}`).set(partnerHeaders(keyB)).expect(200);
      expect(bodyOf<'InstructionResponse'>(own).payload).toEqual({ marker: 'b-secret-payload' });
    });
  });
});
