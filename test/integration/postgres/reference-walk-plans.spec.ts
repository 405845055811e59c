import { TransactionRunner } from '../../../src/database/transaction-runner';
import { ReferenceSpace } from '../../../src/registrations/reference';
import { ReferenceColumnsRepository } from '../../../src/registrations/reference-columns.repository';
import { FIRST_WALK } from '../../../src/registrations/reference-claim';
import { takenRunSql, walkParameters, walkWindow } from '../../../src/registrations/reference-walk';
import { registrationInput } from '../../factories/registration.factory';
import { startTestApp, TestApp } from '../../support/test-app';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Loops': number;
  'Actual Rows': number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

/**
 * The walk that finds the next free reference reads the index on (length(reference), reference) in order — references
 * of the space's length only, no parallel workers (the estimate without that index made PostgreSQL start two, ~26 ms
 * each) — and stops at the first gap; inside the intake statement it runs only when the reference was taken.
 */
describe('Reference walk plans (PostgreSQL)', () => {
  let app: TestApp;
  const space = new ReferenceSpace('PRG', 6);
  let intakeStatement: { sql: string; parameters: unknown[] } | undefined;

  beforeAll(async () => {
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false' } });
    // 100,000 six-digit references, every one ending in 3 left free; 20,000 seven-digit ones sorting among them.
    await app.dataSource.query(
      `INSERT INTO registrations (reference, full_name, email, settlement_path, client_role, registration_type, status,
         lifecycle, template_id, created_at, updated_at)
       SELECT reference, 'Seeded', 'seeded@example.com', 'fiat', 'individual', 'program', 'pending', 'created',
         'program_individual', now(), now()
       FROM (SELECT 'PRG-' || lpad(n::text, 6, '0') FROM generate_series(0, 99999) n WHERE n % 10 <> 3
             UNION ALL SELECT 'PRG-' || lpad(n::text, 7, '0') FROM generate_series(0, 19999) n) AS seeded(reference)`,
    );
    await app.dataSource.query('ANALYZE registrations');
    const logger = app.dataSource.logger;
    const logQuery = logger.logQuery.bind(logger);
    logger.logQuery = (query, parameters, ...rest): void => {
      if (query.startsWith('WITH "registration" AS (')) {
        intakeStatement = { sql: query, parameters: Array.isArray(parameters) ? (parameters as unknown[]) : [] };
      }
      logQuery(query, parameters, ...rest);
    };
    await app.http.post('/api/register').send(registrationInput()).expect(200);
  });

  afterAll(async () => {
    await app.close();
  });

  /** `sql` run in a transaction rolled back (the intake statement writes). */
  async function rolledBack<T>(sql: string, parameters: unknown[]): Promise<T> {
    const runner = app.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      return (await runner.query(sql, parameters)) as T;
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  /** What `sql` answers, and its plan as executed (EXPLAIN ANALYZE), each rolled back. */
  async function analyse(sql: string, parameters: unknown[]): Promise<{ plan: PlanNode; rows: unknown }> {
    const [explained] = await rolledBack<Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      parameters,
    );
    return { plan: explained['QUERY PLAN'][0].Plan, rows: await rolledBack(sql, parameters) };
  }

  const lengthIndexScans = (plan: PlanNode) =>
    nodesOf(plan).filter((node) => node['Index Name'] === 'idx_registrations_reference_length');

  it('should walk one length through the (length, reference) index, serially, up to the first gap', async () => {
    const window = walkWindow(space, 10, FIRST_WALK); // 10, 11, 12 taken; 13 free (PRG-0000100 … sort among them)

    const { plan, rows } = await analyse(takenRunSql('registrations', 'reference', 'PRG'), walkParameters(window));

    expect(rows).toEqual([{ run: '3' }]);
    const nodes = nodesOf(plan);
    expect(nodes.filter((node) => /Gather|Parallel|Seq Scan|Sort/.test(node['Node Type']))).toEqual([]);
    const scans = lengthIndexScans(plan).filter((node) => node['Actual Loops'] > 0);
    expect(scans.map((node) => node['Node Type'])).toEqual(['Index Only Scan']);
    // Stopped at the gap: the three taken ones, the one after the gap and one the window function reads ahead — not
    // the 256 the window allows.
    expect(scans[0]['Actual Rows']).toBeLessThanOrEqual(5);
  });

  it('should run the walk inside the intake statement only when the reference is taken', async () => {
    expect(intakeStatement).toBeDefined();
    const { sql, parameters } = intakeStatement!;
    const withReference = (reference: string, from: number) => [
      String(parameters[0]).replace(/"reference":"PRG-\d+"/, `"reference":"${reference}"`),
      ...parameters.slice(1, 3),
      ...walkParameters(walkWindow(space, from, FIRST_WALK)),
    ];

    const free = await analyse(sql, withReference('PRG-000013', 14));
    expect(free.rows).toEqual([
      { registration_id: expect.any(Number) as unknown, event_id: expect.any(Number) as unknown, taken_after: null },
    ]);
    expect(lengthIndexScans(free.plan).every((node) => node['Actual Loops'] === 0)).toBe(true);

    const taken = await analyse(sql, withReference('PRG-000010', 11));
    expect(taken.rows).toEqual([{ registration_id: null, event_id: null, taken_after: '2' }]);
    expect(lengthIndexScans(taken.plan).some((node) => node['Actual Loops'] > 0)).toBe(true);
  });

  it('should count a large space’s share in its sample windows only, references of its length only', async () => {
    const usage = await app.app
      .get(TransactionRunner)
      .read((unit) => app.app.get(ReferenceColumnsRepository).usage(unit, 'program', space));

    // Windows of 4,096 from 0 and from 62,500 lie in the seeded part (9 in 10 taken), the other fourteen beyond it;
    // the seven-digit references sorting among them are not counted. (The one intake may have landed in a window.)
    expect(usage.positions).toBe(65_536);
    expect(usage.exact).toBe(false);
    expect(usage.taken - 2 * (4096 - 410)).toBeGreaterThanOrEqual(0);
    expect(usage.taken - 2 * (4096 - 410)).toBeLessThanOrEqual(1);
  });
});
