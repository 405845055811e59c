import type { QueryRunner } from 'typeorm';
import { TIMELINE_PAGE_SIZE } from '../../../src/console/console-queries';
import { PLANNED_FOR_ITS_VALUES } from '../../../src/database/lean-sql';
import { RECORD_PAGE_SIZE } from '../../../src/exports/record-walk';
import { RECENT_EVENTS_LIMIT } from '../../../src/program-events/program-event.mapper';
import { insertChainedEvents } from '../../factories/chained-events.factory';
import { ADMIN_HEADERS } from '../../factories/instruction-actors.factory';
import { registerProgram } from '../../factories/registration.factory';
import { CapturedStatement, statementsOf } from '../../support/query-plans';
import { startTestApp, TestApp } from '../../support/test-app';

type QueryPlan = Array<{ 'QUERY PLAN': string }>;

const EVENTS_PAGE = 50;
/** The busy program's record: 24 of the largest pages any per-program read asks for (6,000 events), in a table it dominates. */
const BUSY_EVENTS = 24 * RECORD_PAGE_SIZE;
/**
 * A bitmap scan of a record page's seq range reads the whole range: for the last page, the page and the few events
 * before the busy ones (the program's own, written at intake).
 */
const PAGE_SLACK = 5;

/** A statement over one program's events (the program named by its id, as every per-program read names it). */
const PER_PROGRAM = /"program_events"[\s\S]*"registration_id" = /;
/**
 * Scans that find one program's events by its own index: each partition's (registration_id, seq) or
 * (registration_id, id) index, walked in order or through a bitmap (whose heap scan reads what its index found).
 */
const BY_PROGRAM = [
  /(Index|Index Only) Scan (Backward )?using program_events_\w+_registration_id_\w*idx on /,
  /Bitmap Index Scan on program_events_\w+_registration_id_\w*idx /,
  /Bitmap Heap Scan on program_events_\w+ /,
];

interface ScanNode {
  line: string;
  /** The rows the scan read over all its loops: those it gave and those its filter removed. */
  read: number;
}

/** The scans of program_events' partitions that ran in an `EXPLAIN ANALYZE` text, each with the rows it read. */
function partitionScans(plan: string[]): ScanNode[] {
  const scans: ScanNode[] = [];
  let current: { node: ScanNode; loops: number } | null = null;
  for (const line of plan) {
    if (
      /^\s*(->|\w)/.test(line) &&
      !/^\s*(Filter|Rows Removed|Index Cond|Recheck Cond|Sort|Heap Blocks)\b/.test(line)
    ) {
      current = null;
      const rows = /\bon program_events_\w+ .*actual rows=(\d+) loops=(\d+)/.exec(line);
      if (rows && /Scan/.test(line)) {
        const loops = Number(rows[2]);
        current = { node: { line: line.trim(), read: Number(rows[1]) * loops }, loops };
        scans.push(current.node);
      }
    } else if (current) {
      // EXPLAIN shows the rows a filter removed per loop, like the rows given.
      const removed = /Rows Removed by (Filter|Index Recheck): (\d+)/.exec(line);
      current.node.read += removed ? Number(removed[2]) * current.loops : 0;
    }
  }
  return scans;
}

/** A statement parameter as an SQL literal (numbers as they are, anything else quoted). */
function literal(value: unknown): string {
  if (typeof value === 'number') {
    return String(value);
  }
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** What is wrong with a plan for a read whose pages hold up to `page` events: scans another way, or past a page. */
function wrongScans(plan: string[], page: number): ScanNode[] {
  return partitionScans(plan).filter(
    (scan) =>
      scan.read > page + PAGE_SLACK || (scan.read > 0 && !BY_PROGRAM.some((pattern) => pattern.test(scan.line))),
  );
}

/**
 * A program holding most of the event table is where PostgreSQL's planner is tempted away from the per-program
 * indexes: it took the created_at index when the reads also bounded the events' times, and read the whole record for
 * every page; an unordered `LIMIT 1` got a sequential scan. The reads behind the program's JSON and console pages —
 * status read, events pages, audit.json (its head and record pages), the console's program page (its chain walk and
 * timeline pages, older, newer and filtered by a type every event has) — are checked on their real statements and
 * parameters, with the plan PostgreSQL makes for those values and, for a named prepared statement, the generic plan
 * it settles on after a few runs (which read the rest of the record for every export page before it was made to
 * plan for its values): each partition read through a (registration_id, …) index (a partition without the program's
 * events may be scanned any way: it reads nothing), and no scan reading more than the read's page. Not covered by design: a timeline filter
 * few events match walks the record until a page is found, and the erasure's and legacy reads take the whole record.
 */
describe('Reads of one program’s events on a book one program dominates (PostgreSQL)', () => {
  let app: TestApp;
  let runner: QueryRunner;
  let busy: { id: number; reference: string };
  let middleId: number;

  beforeAll(async () => {
    app = await startTestApp();
    await registerProgram(app, { client_role: 'business' });
    busy = await registerProgram(app, { client_role: 'business' });
    const start = Date.now();
    const ids = await insertChainedEvents(
      app,
      busy.id,
      Array.from({ length: BUSY_EVENTS }, (_, n) => ({
        eventType: 'checklist.item_updated',
        createdAt: new Date(start + n),
      })),
    );
    middleId = ids[BUSY_EVENTS / 2];
    await app.dataSource.query('ANALYZE program_events');
    runner = app.dataSource.createQueryRunner();
    await runner.connect();
  });

  afterAll(async () => {
    await runner?.release();
    await app.close();
  });

  const EXPLAIN = 'EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)';

  /** The plan PostgreSQL makes for the statement with these values (a custom plan). */
  async function customPlan([sql, parameters]: CapturedStatement): Promise<string[]> {
    const rows = (await runner.query(`${EXPLAIN} ${sql}`, parameters)) as QueryPlan;
    return rows.map((row) => row['QUERY PLAN']);
  }

  /** The plan a prepared statement settles on after a few runs (a generic plan), run with these values. */
  async function genericPlan([sql, parameters]: CapturedStatement): Promise<string[]> {
    await runner.query(`PREPARE per_program_read AS ${sql}`);
    try {
      await runner.query('SET plan_cache_mode = force_generic_plan');
      // EXECUTE takes its values as literals (the extended protocol's parameters do not reach it).
      const values = parameters.map(literal).join(', ');
      const rows = (await runner.query(
        `${EXPLAIN} EXECUTE per_program_read${values ? `(${values})` : ''}`,
      )) as QueryPlan;
      return rows.map((row) => row['QUERY PLAN']);
    } finally {
      await runner.query('RESET plan_cache_mode');
      await runner.query('DEALLOCATE per_program_read');
    }
  }

  /**
   * Each read: the largest page any of its statements holds, and whether they are named prepared statements (LeanSql:
   * run with a generic plan after a few runs, unless PLANNED_FOR_ITS_VALUES) or planned for their values every time
   * (TypeORM's query builder, unnamed).
   */
  const reads: Record<string, { path: () => string; page: number; prepared?: true }> = {
    'status read': { path: () => `/api/programs/${busy.reference}`, page: RECENT_EVENTS_LIMIT, prepared: true },
    'events page, first': {
      path: () => `/api/programs/${busy.reference}/events?since_id=0&limit=${EVENTS_PAGE}`,
      page: EVENTS_PAGE,
      prepared: true,
    },
    'events page, middle': {
      path: () => `/api/programs/${busy.reference}/events?since_id=${middleId}&limit=${EVENTS_PAGE}`,
      page: EVENTS_PAGE,
      prepared: true,
    },
    'audit.json': {
      path: () => `/api/register/${busy.reference}/audit.json`,
      page: RECORD_PAGE_SIZE,
      prepared: true,
    },
    'console program page': { path: () => `/admin/programs/${busy.reference}`, page: RECORD_PAGE_SIZE },
    'console timeline, older page': {
      path: () => `/admin/programs/${busy.reference}?before=${middleId}`,
      page: RECORD_PAGE_SIZE,
    },
    'console timeline, newer page': {
      path: () => `/admin/programs/${busy.reference}?after=${middleId}`,
      page: RECORD_PAGE_SIZE,
    },
    'console timeline, filtered': {
      path: () => `/admin/programs/${busy.reference}?event_type=checklist.item_updated`,
      page: RECORD_PAGE_SIZE,
    },
  };

  async function statementsOfRead(name: string): Promise<CapturedStatement[]> {
    const read = () => app.http.get(reads[name].path()).set(ADMIN_HEADERS).expect(200);
    const statements = (await statementsOf(app.dataSource, read, /"program_events"/)).filter(([sql]) =>
      PER_PROGRAM.test(sql),
    );
    expect(statements.length).toBeGreaterThan(0);
    return statements;
  }

  it.each(Object.keys(reads))(
    'should read the %s through the per-program indexes, no scan past its page, with the plans it runs with',
    async (name) => {
      const wrong: Array<{ plan: string; sql: string; scan: ScanNode }> = [];
      for (const statement of await statementsOfRead(name)) {
        const named = reads[name].prepared === true && !statement[0].includes(PLANNED_FOR_ITS_VALUES);
        const plans: Array<[string, string[]]> = [['custom', await customPlan(statement)]];
        if (named) {
          plans.push(['generic', await genericPlan(statement)]);
        }
        for (const [kind, plan] of plans) {
          expect(partitionScans(plan).length).toBeGreaterThan(0);
          for (const scan of wrongScans(plan, reads[name].page)) {
            wrong.push({ plan: kind, sql: statement[0].replace(/\s+/g, ' '), scan });
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('should find the console timeline page small enough for its own page beside the chain walk', async () => {
    // The timeline's own statements (newest first, ordered by id) read at most a timeline page and the one probe after.
    const statements = (await statementsOfRead('console timeline, older page')).filter(([sql]) =>
      /ORDER BY "event"\."id"/.test(sql),
    );
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(wrongScans(await customPlan(statement), TIMELINE_PAGE_SIZE + 1)).toEqual([]);
    }
  });

  it('should find the generic plan of the export page reading past its page, hence planned for its values', async () => {
    const [page] = (await statementsOfRead('audit.json')).filter(([sql]) => sql.includes(PLANNED_FOR_ITS_VALUES));
    expect(page).toBeDefined();
    const [, , upToSeq] = page[1] as number[];
    const fromMiddle: CapturedStatement = [page[0], [busy.id, BUSY_EVENTS / 3, upToSeq]];
    expect(wrongScans(await customPlan(fromMiddle), RECORD_PAGE_SIZE)).toEqual([]);
    expect(wrongScans(await genericPlan(fromMiddle), RECORD_PAGE_SIZE).length).toBeGreaterThan(0);
  });

  it('should flag a read bounded by event times that the planner answers from the created_at index', async () => {
    // The shape the reads had before: unknown-at-plan-time bounds on created_at beside the program's id.
    const bounded: CapturedStatement = [
      `SELECT * FROM "program_events" WHERE "registration_id" = $1
         AND "created_at" >= (SELECT MIN("created_at") FROM "program_events" WHERE "registration_id" = $1)
         AND "created_at" <= (SELECT MAX("created_at") FROM "program_events" WHERE "registration_id" = $1)
       ORDER BY "id" DESC LIMIT ${RECENT_EVENTS_LIMIT}`,
      [busy.id],
    ];
    const flagged = wrongScans(await customPlan(bounded), RECENT_EVENTS_LIMIT);
    expect(flagged.map((scan) => scan.line).join('\n')).toMatch(/created_at_idx/);
  });
});
