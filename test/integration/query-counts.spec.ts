import { createInstruction } from '../factories/instruction.factory';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';

/** Reads are assembled in a fixed number of queries, however much the program holds (no N+1). */
describe('Query counts of the hot reads', () => {
  let app: TestApp;
  let queries = 0;

  beforeAll(async () => {
    app = await startTestApp();
    const logger = app.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (...args): void => {
      queries++;
      logQuery(...args);
    };
  });

  afterAll(async () => {
    await app.close();
  });

  async function countQueries(work: () => Promise<unknown>): Promise<number> {
    queries = 0;
    await work();
    return queries;
  }

  it('should read a status, an events page and a checklist in the same number of queries for small and large programs', async () => {
    const small = await registerProgram(app);
    const large = await registerProgram(app, { client_role: 'business' });
    for (let n = 0; n < 12; n++) {
      await app.http
        .patch(`/api/checklist/${large.reference}/items/aml_programme`)
        .send({ done: n % 2 === 0 })
        .expect(200);
    }
    for (let n = 0; n < 5; n++) {
      await createInstruction(app, large.reference);
    }
    const reads = [
      (reference: string) => app.http.get(`/api/programs/${reference}`).expect(200),
      (reference: string) => app.http.get(`/api/programs/${reference}/events?limit=500`).expect(200),
      (reference: string) => app.http.get(`/api/checklist/${reference}`).expect(200),
      (reference: string) => app.http.get(`/api/programs/${reference}/instructions`).expect(200),
    ];
    const counts = [];
    for (const read of reads) {
      const forSmall = await countQueries(() => read(small.reference));
      const forLarge = await countQueries(() => read(large.reference));
      expect(forLarge).toBe(forSmall);
      counts.push(forSmall);
    }
    // status: on PostgreSQL one statement (registration, newest events, handoff count), on SQLite two (the
    // registration with its count, the events); events: one statement (program and page); checklist: program,
    // items; handoff list: program, records.
    const statusStatements = app.dataSource.options.type === 'postgres' ? 1 : 2;
    expect(counts).toEqual([statusStatements, 1, 2, 2]);
  });
});
