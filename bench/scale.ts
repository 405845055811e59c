// `npm run bench -- --scale` (issue 21): PostgreSQL books of 10 k, 100 k and 1 M registrations seeded by SQL
// (test/support/scale-seed.ts: each with its checklist, its first event, 1 % with a document; four partners), the
// built service against each, and every cross-program read, the aggregates and intake measured on each size, with its
// growth from the smallest. All sizes are served at once and driven in turns. BENCH_SCALE_SIZES=10000,100000 for a
// shorter run.
import { Client } from 'pg';
import { LoadResult, LoadSpec, runInTurns } from './load';
import { freshDatabase } from './databases';
import { afterReadsOf, assertAnswers, issuePartnerKey, Read } from './scale-reads';
import { intakeSpec } from './scenarios';
import { ServiceProcess, startService } from './service-process';
import { seedScaleBook } from '../test/support/scale-seed';

const INTAKE = 'intake (POST /api/register) @10';
const STATUS_READ = 'status read (reference)';
/** Reads measured against the status read's rate at the largest size. */
const PAGE_READS = ['admin list default', 'console page 1'];

export interface ScaleResults {
  sizes: number[];
  /** Per read, its result at each size (in `sizes` order). */
  reads: Map<string, LoadResult[]>;
  seedSeconds: number[];
}

export async function runScaleBench(
  port: number,
  timing: { seconds: number; rounds: number },
  redisUrl?: string,
): Promise<ScaleResults> {
  const sizes = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
  const results: ScaleResults = { sizes, reads: new Map(), seedSeconds: [] };
  const books: Array<{ url: string; service: ServiceProcess; drop: () => Promise<void>; reads: Read[] }> = [];
  try {
    for (const [index, size] of sizes.entries()) {
      const database = await freshDatabase('postgres', `scale_${size}`);
      const env = {
        DATABASE_URL: database.url,
        // The aggregate itself, not the answer cached for 5 s.
        STATS_CACHE_MS: '0',
        AUDIT_CHECKPOINT_INTERVAL_S: '86400',
        // A million programs fill the six-digit space: the new ones take seven digits, as an operator would set it.
        REFERENCE_DIGITS: '7',
        WEBHOOK_QUEUE_PREFIX: `bench-scale-${size}-${Date.now()}`,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      };
      // The service migrates the empty database; the book is then seeded by SQL and the service started on it.
      await (await startService(env, port + index)).stop();
      const seeding = performance.now();
      await seedScaleBook(database.url, size);
      results.seedSeconds.push(Math.round((performance.now() - seeding) / 100) / 10);
      const service = await startService(env, port + index);
      books.push({ url: database.url, service, drop: () => database.drop(), reads: [] });
      // The seed's rows appended their tally deltas by trigger; the service folds them within its first seconds.
      const folding = performance.now();
      await untilFolded(database.url);
      const foldMs = Math.round(performance.now() - folding);
      process.stdout.write(`  ${size}: seeded in ${results.seedSeconds.at(-1)} s, folded ${foldMs} ms after start\n`);
      process.stdout.write(`  ${size}: ${await sizeOnDisk(database.url)}\n`);
      const partner = { 'X-Partner-Token': await issuePartnerKey(service.url) };
      books[index].reads = [
        ...(await afterReadsOf(database.url, partner)),
        { name: 'GET /api/stats (cache off)', path: '/api/stats', headers: {} },
        { name: 'GET /api/partner/stats', path: '/api/partner/stats', headers: partner },
      ];
    }
    // Every size driven in turns, read by read: the host's drift falls on all of them alike.
    for (const [readIndex, read] of books[0].reads.entries()) {
      const specs = books.map((book) => readSpec(book.service.url, book.reads[readIndex], timing.seconds));
      for (const book of books) {
        await assertAnswers(book.service.url, book.reads[readIndex]);
      }
      record(results, read.name, await runInTurns(specs, timing.rounds));
    }
    const intakes = books.map((book) => ({
      ...intakeSpec({ url: book.service.url, references: [], seconds: timing.seconds, warmupSeconds: 2 }, 10),
      name: INTAKE,
    }));
    record(results, INTAKE, await runInTurns(intakes, timing.rounds));
  } finally {
    for (const book of books) {
      await book.service.stop();
      await book.drop();
    }
  }
  return results;
}

async function untilFolded(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (let waited = 0; waited < 120_000; waited += 200) {
      const { rows } = await client.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM tally_deltas) AS "any"');
      if (!rows[0].any) {
        // The seed's million deltas left as many dead rows; autovacuum would clear them within a minute or so.
        await client.query('VACUUM tally_deltas');
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the service left tally deltas unfolded for two minutes');
  } finally {
    await client.end();
  }
}

/** The database's size and its largest tables with their indexes, for sizing (docs/operations.md). */
async function sizeOnDisk(url: string): Promise<string> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; table: string; indexes: string }>(
      `SELECT c.relname AS "name", pg_size_pretty(pg_table_size(c.oid)) AS "table",
              pg_size_pretty(pg_indexes_size(c.oid)) AS "indexes"
       FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
       ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 5`,
    );
    const [{ total }] = (
      await client.query<{ total: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS "total"')
    ).rows;
    return `database ${total}; ${rows.map((row) => `${row.name} ${row.table} + indexes ${row.indexes}`).join(', ')}`;
  } finally {
    await client.end();
  }
}

function readSpec(url: string, read: Read, seconds: number): LoadSpec {
  return {
    name: read.name,
    url,
    connections: 10,
    seconds,
    warmupSeconds: 2,
    requests: [{ method: 'GET', path: read.path, headers: read.headers }],
  };
}

function record(results: ScaleResults, name: string, bySize: LoadResult[]): void {
  const line = bySize.map((result) => `${result.reqPerSec} req/s (p50 ${result.p50Ms} ms)`).join(' / ');
  process.stdout.write(`  ${name}: ${line}\n`);
  results.reads.set(name, bySize);
}

/** The table of the README: req/s (p50) per size, the growth from the smallest to the largest, and the targets. */
export function printScaleReport(results: ScaleResults): string {
  const { sizes } = results;
  const last = sizes.length - 1;
  const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000} M` : `${size / 1000} k`);
  const statusAtLargest = results.reads.get(STATUS_READ)?.[last]?.reqPerSec ?? 0;
  const lines = [
    `| read | ${sizes.map(label).join(' | ')} | largest ÷ smallest | target | verdict |`,
    `|---|${sizes.map(() => '---|').join('')}---|---|---|`,
  ];
  for (const [name, bySize] of results.reads) {
    const cells = bySize.map(
      (result) =>
        `${result.reqPerSec} (p50 ${result.p50Ms} ms${result.non2xx > 0 ? `, ${result.non2xx} non-2xx` : ''})`,
    );
    const growth = bySize[last].reqPerSec / bySize[0].reqPerSec;
    const { target, met } = targetOf(name, growth, bySize[last].reqPerSec / statusAtLargest);
    lines.push(`| ${name} | ${cells.join(' | ')} | ${growth.toFixed(2)} | ${target} | ${met ? 'PASS' : 'MISS'} |`);
  }
  lines.push('', `Seeding by SQL took ${results.seedSeconds.map((s, i) => `${s} s (${label(sizes[i])})`).join(', ')}.`);
  return `${lines.join('\n')}\n`;
}

function targetOf(name: string, growth: number, ofStatusRead: number): { target: string; met: boolean } {
  if (name === STATUS_READ) {
    return { target: 'flat (reference)', met: growth >= 1 / 1.5 };
  }
  if (name === INTAKE) {
    return { target: 'largest ≥ 0.9 × smallest', met: growth >= 0.9 };
  }
  if (name === 'console dashboard' || name.startsWith('console search')) {
    return { target: 'within 1.5×', met: growth >= 1 / 1.5 };
  }
  if (PAGE_READS.includes(name)) {
    const met = growth >= 1 / 1.5 && ofStatusRead >= 0.3;
    return { target: `within 1.5×; ≥ 0.3 × status read (${ofStatusRead.toFixed(2)})`, met };
  }
  return { target: 'within 1.5×', met: growth >= 1 / 1.5 };
}
