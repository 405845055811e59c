import { ANONYMOUS } from '../../src/common/auth/caller';
import { ProgramEventsService } from '../../src/program-events/program-events.service';
import { RegistrationReadService } from '../../src/registrations/registration-read.service';
import { issueApiKey, partnerHeaders } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf, Schemas } from '../support/typed-body';

type EventOut = Schemas['ProgramEventOut'];

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
    return bodyOf<'ProgramEventsList'>(response).events;
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
    const recent = bodyOf<'RegistrationStatus'>(status).recent_events;
    expect(recent).toEqual(events.slice(-10));
    expect(recent.map((event) => event.event_type)).toContain('handoff_record.created');
    expect(bodyOf<'RegistrationStatus'>(status).instruction_count).toBe(3);
    expect(status.body).toMatchObject({ reference: program.reference, id: program.id, status: 'pending' });
  });

  it('should read a program with no handoff records and only its creation event, payload as written', async () => {
    const program = await registerProgram(app, { client_role: 'business', partner_slug: 'maple-remit' });
    const status = await app.http.get(`/api/programs/${program.reference}`).expect(200);
    expect(bodyOf<'RegistrationStatus'>(status).instruction_count).toBe(0);
    expect(bodyOf<'RegistrationStatus'>(status).recent_events).toEqual([
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
    expect(bodyOf<'AuditBundle'>(audit).integrity).toMatchObject({
      chain_valid: true,
      broken_at_seq: null,
      event_count: 1,
    });
  });

  it('should answer 404 for unknown and malformed references and accept any letter case', async () => {
    const program = await registerProgram(app);
    for (const path of ['/api/programs/PRG-999999x', '/api/programs/nope', '/api/programs/PRG-12']) {
      const response = await app.http.get(path).expect(404);
      expect(bodyOf<'HTTPError'>(response).code).toBe('program_not_found');
    }
    await app.http.get(`/api/programs/${program.reference.toLowerCase()}`).expect(200);
    await app.http.get(`/api/programs/${program.reference.toLowerCase()}/events`).expect(200);
    const events = await app.http.get('/api/programs/PRG-12/events').expect(404);
    expect(bodyOf<'HTTPError'>(events).code).toBe('program_not_found');
  });

  it('should page events after since_id in ascending order, limited, and answer an empty page past the end', async () => {
    const program = await registerProgram(app);
    await toggleChecklist(program.reference, 6);
    const events = await allEvents(program.reference);
    const ids = events.map((event) => event.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const page = await app.http.get(`/api/programs/${program.reference}/events?since_id=${ids[1]}&limit=3`).expect(200);
    expect(bodyOf<'ProgramEventsList'>(page).reference).toBe(program.reference);
    expect(bodyOf<'ProgramEventsList'>(page).events.map((event) => event.id)).toEqual(ids.slice(2, 5));

    const past = await app.http.get(`/api/programs/${program.reference}/events?since_id=${ids.at(-1)}`).expect(200);
    expect(past.body).toMatchObject({ reference: program.reference, events: [] });
  });

  it('should not leak another program’s events into a page or a status', async () => {
    const first = await registerProgram(app);
    const second = await registerProgram(app);
    await toggleChecklist(second.reference, 4);
    const page = await app.http.get(`/api/programs/${first.reference}/events?since_id=0`).expect(200);
    expect(bodyOf<'ProgramEventsList'>(page).events.map((event) => event.event_type)).toEqual(['program.created']);
    const status = await app.http
      .get(`/api/programs/${first.reference}`)
      .set('X-Admin-Token', TEST_ADMIN_TOKEN)
      .expect(200);
    expect(bodyOf<'RegistrationStatus'>(status).recent_events).toHaveLength(1);
  });

  describe('asked for together (answered by one statement on PostgreSQL)', () => {
    let references: string[];
    const unknown = 'PRG-000000';

    beforeAll(async () => {
      const partnered = await registerProgram(app, { partner_slug: 'north-remit' });
      const busy = await registerProgram(app);
      const quiet = await registerProgram(app);
      await toggleChecklist(busy.reference, 12);
      await createInstruction(app, quiet.reference);
      references = [partnered.reference, busy.reference, quiet.reference];
    });

    /** Answers one by one, then all at once: every concurrent answer must be its own sequential one. */
    async function expectSameAnswersConcurrently(requests: Array<() => Promise<unknown>>): Promise<void> {
      const sequential: unknown[] = [];
      for (const send of requests) {
        sequential.push(await send());
      }
      expect(await Promise.all(requests.map((send) => send()))).toEqual(sequential);
    }

    it('should give each status read its own program, its own visibility and its own 404', async () => {
      const north = partnerHeaders(await issueApiKey(app, 'north-remit'));
      const south = partnerHeaders(await issueApiKey(app, 'south-remit'));
      const read =
        (path: string, headers: Record<string, string> = {}) =>
        async () => {
          const response = await app.http.get(path).set(headers);
          return { path, status: response.status, body: response.body as unknown };
        };
      const [partnered, busy, quiet] = references;
      const requests = [
        read(`/api/programs/${partnered}`),
        read(`/api/programs/${busy}`),
        read(`/api/programs/${quiet}`),
        read(`/api/programs/${busy.toLowerCase()}`),
        read(`/api/programs/${unknown}`),
        read(`/api/programs/${partnered}`, north),
        read(`/api/programs/${partnered}`, south),
        read(`/api/programs/${busy}`, { 'X-Admin-Token': TEST_ADMIN_TOKEN }),
      ];
      await expectSameAnswersConcurrently(requests);
      const answers = await Promise.all(requests.map((send) => send()));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 404, 200, 404, 200]);
      expect(answers.map((answer) => (answer.body as { instruction_count?: number }).instruction_count)).toEqual([
        0,
        0,
        1,
        0,
        undefined,
        0,
        undefined,
        0,
      ]);
    });

    it('should give each events page its own program, since_id and limit', async () => {
      const [partnered, busy, quiet] = references;
      const page = (reference: string, sinceId: number, limit: number) => async () => {
        const response = await app.http.get(`/api/programs/${reference}/events?since_id=${sinceId}&limit=${limit}`);
        return { status: response.status, body: response.body as unknown };
      };
      const ids = (await allEvents(busy)).map((event) => event.id);
      const requests = [
        page(busy, 0, 5),
        page(busy, ids[3], 4),
        page(busy, ids[3], 50),
        page(busy, ids.at(-1) as number, 10),
        page(quiet, 0, 50),
        page(partnered, 0, 1),
        page(unknown, 0, 10),
        page(busy, 0, 5),
      ];
      await expectSameAnswersConcurrently(requests);
      const answers = await Promise.all(requests.map((send) => send()));
      const idsOf = (answer: { body: unknown }) =>
        ((answer.body as { events?: EventOut[] }).events ?? []).map((event) => event.id);
      expect(answers.map(idsOf)).toEqual([
        ids.slice(0, 5),
        ids.slice(4, 8),
        ids.slice(4),
        [],
        expect.any(Array),
        expect.any(Array),
        [],
        ids.slice(0, 5),
      ]);
      expect(answers[6].status).toBe(404);
    });

    it('should read what was asked for in one turn with one statement on PostgreSQL', async () => {
      const statements: string[] = [];
      const logger = app.dataSource.logger;
      const logQuery = logger.logQuery.bind(logger);
      logger.logQuery = (query, parameters, runner): void => {
        statements.push(query);
        logQuery(query, parameters, runner);
      };
      const reads = app.app.get(RegistrationReadService);
      const events = app.app.get(ProgramEventsService);
      const readEach = async <T>(read: (reference: string) => Promise<T>) => {
        const answers: T[] = [];
        for (const reference of references) {
          answers.push(await read(reference));
        }
        return answers;
      };
      const status = (reference: string) => reads.status(reference, ANONYMOUS);
      const page = (reference: string) => events.pageByReference(reference, 0, 50, ANONYMOUS);
      try {
        const [statusesOneByOne, pagesOneByOne] = [await readEach(status), await readEach(page)];
        statements.splice(0);
        const together = await Promise.allSettled([...references, unknown].map(status));
        const statusStatements = statements.splice(0);
        const pages = await Promise.all(references.map(page));
        expect(together.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
        expect(together.slice(0, 3).map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value)).toEqual(
          statusesOneByOne,
        );
        expect(pages).toEqual(pagesOneByOne);
        // SQLite, in-process, reads each program by itself: two statements per status read, one per page.
        expect([statusStatements.length, statements.length]).toEqual(testDialect === 'postgres' ? [1, 1] : [7, 3]);
      } finally {
        logger.logQuery = logQuery;
      }
    });
  });
});
