import { insertChainedEvents } from '../../factories/chained-events.factory';
import { ADMIN_HEADERS } from '../../factories/instruction-actors.factory';
import { registerProgram } from '../../factories/registration.factory';
import { CapturedStatement, statementsOf } from '../../support/query-plans';
import { startTestApp, TestApp } from '../../support/test-app';

type QueryPlan = Array<{ 'QUERY PLAN': string }>;

/** The largest page any per-program read asks for: the exports' record pages and the console's chain batches. */
const LARGEST_PAGE = 1000;
/**
 * A bitmap scan of a record page's seq range reads the whole range: for the last pages the page and the few events
 * after it (the program's own first events).
 */
const PAGE_SLACK = 5;
/** The busy program's record: six of the largest pages, in a table it dominates. */
const BUSY_EVENTS = 6 * LARGEST_PAGE;

/** A statement over one program's events (the program named by its id, as every per-program read names it). */
const PER_PROGRAM = /"program_events"[\s\S]*"registration_id" = /;
/** The created_at index of a partition: the wrong way into one program's events. */
const BY_TIME_INDEX = /_created_at_idx/;

interface ScanNode {
  line: string;
  /** The rows the scan read: those it gave and those its filter removed. */
  read: number;
}

/** The scans of program_events' partitions that ran in an `EXPLAIN ANALYZE` text, each with the rows it read. */
function partitionScans(plan: string[]): ScanNode[] {
  const scans: ScanNode[] = [];
  let current: ScanNode | null = null;
  for (const line of plan) {
    if (
      /^\s*(->|\w)/.test(line) &&
      !/^\s*(Filter|Rows Removed|Index Cond|Recheck Cond|Sort|Heap Blocks)\b/.test(line)
    ) {
      current = null;
      const rows = /\bon program_events_\w+ .*actual rows=(\d+) loops=\d+/.exec(line);
      if (rows && /Scan/.test(line)) {
        current = { line: line.trim(), read: Number(rows[1]) };
        scans.push(current);
      }
    } else if (current) {
      const removed = /Rows Removed by (Filter|Index Recheck): (\d+)/.exec(line);
      current.read += removed ? Number(removed[2]) : 0;
    }
  }
  return scans;
}

/**
 * A program holding most of the event table is where PostgreSQL's planner is tempted away from the per-program
 * indexes (it once took the created_at index when the reads also bounded the events' times, and read the whole record
 * for every page). Every read of one program's events the service runs — status read, events pages, audit.json, the
 * console's program page and its timeline pages — is checked on its real statements and parameters: each partition
 * is read through its (registration_id, …) indexes, never the created_at one, and no scan reads more than a page.
 */
describe('Reads of one program’s events on a book one program dominates (PostgreSQL)', () => {
  let app: TestApp;
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
  });

  afterAll(async () => {
    await app.close();
  });

  async function plan([sql, parameters]: CapturedStatement): Promise<string[]> {
    const rows = await app.dataSource.query<QueryPlan>(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`,
      parameters,
    );
    return rows.map((row) => row['QUERY PLAN']);
  }

  const reads: Record<string, () => string> = {
    'status read': () => `/api/programs/${busy.reference}`,
    'events page, first': () => `/api/programs/${busy.reference}/events?since_id=0&limit=50`,
    'events page, middle': () => `/api/programs/${busy.reference}/events?since_id=${middleId}&limit=50`,
    'audit.json': () => `/api/register/${busy.reference}/audit.json`,
    'console program page': () => `/admin/programs/${busy.reference}`,
    'console timeline, older page': () => `/admin/programs/${busy.reference}?before=${middleId}`,
    'console timeline, filtered': () => `/admin/programs/${busy.reference}?event_type=checklist.item_updated`,
  };

  it.each(Object.keys(reads))(
    'should read the %s through the per-program indexes, a page at most a scan',
    async (name) => {
      const statements = (
        await statementsOf(
          app.dataSource,
          () => app.http.get(reads[name]()).set(ADMIN_HEADERS).expect(200),
          /"program_events"/,
        )
      ).filter(([sql]) => PER_PROGRAM.test(sql));
      expect(statements.length).toBeGreaterThan(0);

      const wrong: Array<{ sql: string; scan: ScanNode }> = [];
      for (const statement of statements) {
        const scans = partitionScans(await plan(statement));
        expect(scans.length).toBeGreaterThan(0);
        for (const scan of scans) {
          if (BY_TIME_INDEX.test(scan.line) || scan.read > LARGEST_PAGE + PAGE_SLACK) {
            wrong.push({ sql: statement[0].replace(/\s+/g, ' '), scan });
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
