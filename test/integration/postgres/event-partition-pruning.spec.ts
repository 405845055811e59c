import { insertChainedEvents } from '../../factories/chained-events.factory';
import { ADMIN_HEADERS } from '../../factories/instruction-actors.factory';
import { registerProgram } from '../../factories/registration.factory';
import { statementsOf } from '../../support/query-plans';
import { startTestApp, TestApp } from '../../support/test-app';

type QueryPlan = Array<{ 'QUERY PLAN': string }>;

/** The exports' record walk (ProgramEventsRepository.recordPage): keyset pages by seq, not bounded by event times. */
const RECORD_PAGE = /"seq" > \$2 AND "seq" <= \$3 ORDER BY "seq" LIMIT (\d+)/;

/**
 * A read of one program's events bounds their time by the program's first and last event times (program_chain_heads,
 * see withinEventTimes), so that PostgreSQL reads only the years the program has events in instead of probing every
 * year's index. Shown on the statements the service really runs: with events this month, only the first partition
 * (this year and everything before) is read, none of the years ahead; with the program's event times moved into next
 * year, not even the first.
 */
describe('Partition pruning of per-program event reads (PostgreSQL)', () => {
  let app: TestApp;
  let program: { id: number; reference: string };

  beforeAll(async () => {
    app = await startTestApp();
    program = await registerProgram(app, { client_role: 'business' });
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  async function executedPartitions(sql: string, parameters: unknown[]): Promise<string[]> {
    const plan = await app.dataSource.query<QueryPlan>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`,
      parameters,
    );
    return plan
      .map((row) => row['QUERY PLAN'])
      .filter((line) => / on program_events_\w+/.test(line) && !line.includes('never executed'))
      .map((line) => / on (program_events_\w+)/.exec(line)?.[1] as string);
  }

  it('should read every event while the bound lies at the first one', async () => {
    const events = await app.http.get(`/api/programs/${program.reference}/events?since_id=0&limit=50`).expect(200);
    expect((events.body as { events: unknown[] }).events).toHaveLength(2);
  });

  it('should scan the first partition while the events are there, and not once their times lie after it', async () => {
    const reads = {
      'status read': () => app.http.get(`/api/programs/${program.reference}`).expect(200),
      'events page': () => app.http.get(`/api/programs/${program.reference}/events?since_id=0&limit=50`).expect(200),
      'audit.json': () => app.http.get(`/api/register/${program.reference}/audit.json`).set(ADMIN_HEADERS).expect(200),
      'console program page': () => app.http.get(`/admin/programs/${program.reference}`).set(ADMIN_HEADERS).expect(200),
    };
    const captured: Array<[string, string, unknown[]]> = [];
    for (const [name, read] of Object.entries(reads)) {
      const statements = await statementsOf(app.dataSource, read, /"program_events"/);
      expect(statements.length).toBeGreaterThan(0);
      statements.forEach(([sql, parameters]) => captured.push([name, sql, parameters]));
    }
    const perProgram = captured.filter(([, sql]) => /"registration_id" = /.test(sql) && !RECORD_PAGE.test(sql));
    expect(new Set(perProgram.map(([name]) => name))).toEqual(new Set(Object.keys(reads)));
    const firstPartitionRead = async () =>
      Promise.all(
        perProgram.map(async ([name, sql, parameters]) => ({
          name,
          sql,
          read: (await executedPartitions(sql, parameters)).some((partition) =>
            partition.startsWith('program_events_before_'),
          ),
        })),
      );
    // The events are in the first partition (it holds this year): every statement reads it, and no year after.
    expect((await firstPartitionRead()).filter((statement) => !statement.read)).toEqual([]);
    for (const [name, sql, parameters] of perProgram) {
      const later = (await executedPartitions(sql, parameters)).filter((table) => !table.includes('_before_'));
      expect({ name, later }).toEqual({ name, later: [] });
    }

    const nextYear = new Date().getUTCFullYear() + 1;
    await app.dataSource.query(
      'UPDATE program_chain_heads SET first_at = $1, last_at = $2 WHERE registration_id = $3',
      [new Date(Date.UTC(nextYear, 0, 1)), new Date(Date.UTC(nextYear, 5, 1)), program.id],
    );
    expect((await firstPartitionRead()).filter((statement) => statement.read)).toEqual([]);
  });

  it('should page a large record of the exports by (registration_id, seq), never reading the whole record a page', async () => {
    // A program of its own: the other tests move and remove their program's head.
    const large = await registerProgram(app, { client_role: 'business' });
    const statements = await statementsOf(
      app.dataSource,
      () => app.http.get(`/api/register/${large.reference}/audit.json`).set(ADMIN_HEADERS).expect(200),
      /"program_events"/,
    );
    const [recordPage] = statements.filter(([sql]) => RECORD_PAGE.test(sql));
    expect(recordPage).toBeDefined();
    const pageSize = Number(RECORD_PAGE.exec(recordPage[0])?.[1]);
    const start = Date.now();
    await insertChainedEvents(
      app,
      large.id,
      Array.from({ length: 4 * pageSize }, (_, n) => ({
        eventType: 'checklist.item_updated',
        createdAt: new Date(start + n),
      })),
    );
    await app.dataSource.query('ANALYZE program_events');

    // A page from the middle of the record: each scan reads at most a page.
    const plan = (
      await app.dataSource.query<QueryPlan>(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${recordPage[0]}`, [
        large.id,
        2 * pageSize,
        4 * pageSize,
      ])
    ).map((row) => row['QUERY PLAN']);
    const rowsRead = plan
      .filter((line) => /Scan/.test(line) && !line.includes('never executed'))
      .map((line) => Number(/actual rows=(\d+)/.exec(line)?.[1]));
    expect(rowsRead.length).toBeGreaterThan(0);
    expect(Math.max(...rowsRead)).toBeLessThanOrEqual(pageSize);
    // Each year's (registration_id, seq) index, merged in seq order: no other index, no sort of the record.
    expect(
      plan.filter((line) => /Scan/.test(line) && !/Index Scan using \w+_registration_id_seq_idx /.test(line)),
    ).toEqual([]);
    expect(plan.filter((line) => /created_at/.test(line))).toEqual([]);
  });

  it('should read every event, unbounded, of a program whose head row is missing (a copy loaded without it)', async () => {
    await app.dataSource.query('DELETE FROM program_chain_heads WHERE registration_id = $1', [program.id]);
    const events = await app.http.get(`/api/programs/${program.reference}/events?since_id=0&limit=50`).expect(200);
    expect((events.body as { events: unknown[] }).events).toHaveLength(2);
  });
});
