// npm run bench: starts the built service on SQLite (and PostgreSQL when TEST_DATABASE_URL is set, with Redis
// when TEST_REDIS_URL is set), drives it with autocannon from this separate process, measures the reference
// limits (the empty route of the same app; the same service calls in-process without HTTP) and reports ratios.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { measureCsvExport } from './csv-export';
import { measureExportStream } from './export-stream';
import { measureObservabilityCost } from './observability';
import { Dialect, freshDatabase } from './databases';
import { BenchReport, LimitResult, printReport } from './report';
import { registerPrograms } from './programs';
import * as scenarios from './scenarios';
import { seedRegistrations } from './seed';
import { printScaleReport, runScaleBench } from './scale';
import { BENCH_ADMIN_TOKEN, rssBytes, startService } from './service-process';
import { measureBacklogDrain, measureIdleLatency } from './webhook-drain';
import { measureDrainWithFailingEndpoint, measureFanOut, WebhookBenchTarget } from './webhook-fanout';
import { TEST_AUDIT_SIGNING_KEY } from '../test/support/audit-keys';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CSV_ROWS = Number(process.env.BENCH_CSV_ROWS ?? 100_000);
const SEED_PROGRAMS = 200;
const EXPORT_EVENTS = Number(process.env.BENCH_EXPORT_EVENTS ?? 100_000);
// The empty route and the reads are measured in this many turns of SECONDS / READ_ROUNDS each (see runInTurns).
const READ_ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 4);
// For working on one part: BENCH_DIALECTS=postgres BENCH_PARTS=load,csv,drain,fanout,drain-failing,drain-hanging,observability
// (observability: BENCH_BASELINE_MAIN=/path/to/an/earlier/build/dist/main.js adds that build beside today's)
// (export, PostgreSQL only: audit.json of a BENCH_EXPORT_EVENTS-event program; BENCH_EXPORT_BASELINE_MAIN=an earlier
// build's dist/main.js measures that build too, on the same database)
// (a partial run is printed, not saved).
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
const PARTS = (
  process.env.BENCH_PARTS ?? 'load,csv,drain,fanout,drain-failing,drain-hanging,observability,export'
).split(',');
const FULL_RUN = !process.env.BENCH_DIALECTS && !process.env.BENCH_PARTS;
const PORT = 39600;

async function benchDialect(dialect: Dialect, report: BenchReport): Promise<void> {
  const redisUrl = dialect === 'postgres' ? process.env.TEST_REDIS_URL : undefined;
  if (PARTS.includes('load')) {
    await benchLoad(dialect, redisUrl, report);
  }
  if (PARTS.includes('csv')) {
    await benchCsv(dialect, report);
  }
  if (PARTS.includes('drain')) {
    await benchDrain(dialect, redisUrl, report);
  }
  if (PARTS.includes('fanout')) {
    await benchFanOut(dialect, redisUrl, report);
  }
  if (PARTS.includes('drain-failing') || PARTS.includes('drain-hanging')) {
    await benchFailingDrain(dialect, redisUrl, 'ok', report);
  }
  if (PARTS.includes('drain-failing')) {
    await benchFailingDrain(dialect, redisUrl, 'fail', report);
  }
  if (PARTS.includes('drain-hanging')) {
    await benchFailingDrain(dialect, redisUrl, 'hang', report);
  }
  if (PARTS.includes('observability')) {
    const timing = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, rounds: READ_ROUNDS };
    report.observability(dialect, await measureObservabilityCost(dialect, redisUrl, timing, PORT + 10));
  }
  if (PARTS.includes('export') && dialect === 'postgres') {
    report.exportStream(dialect, await measureExportStream(EXPORT_EVENTS, PORT + 20));
  }
}

async function benchLoad(dialect: Dialect, redisUrl: string | undefined, report: BenchReport): Promise<void> {
  const database = await freshDatabase(dialect, 'http');
  const env = { DATABASE_URL: database.url, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  const service = await startService(env, PORT);
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    report.process(dialect, { startupMs: Math.round(service.startupMs), idleRssMb: mb(rssBytes(service.pid)) });
    const references = await registerPrograms(service.url, SEED_PROGRAMS);
    const context = { url: service.url, references, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
    for (const result of await scenarios.readsAndTheirLimit(context, READ_ROUNDS)) {
      report.load(dialect, result);
    }
    report.load(dialect, await scenarios.intake(context, 10));
    if (dialect === 'postgres') {
      report.load(dialect, await scenarios.intake(context, 50));
    }
    report.load(dialect, await scenarios.checklistPatch(context));
    report.load(dialect, await scenarios.handoffCreateAndPatch(context));
    report.webhookLatency(dialect, await measureIdleLatency(service.url, BENCH_ADMIN_TOKEN));
    await service.stop();
    report.limits(dialect, dbLimits(env, references));
  } finally {
    await service.stop();
    await database.drop();
  }
}

/** Deliveries per second: a backlog committed with no worker running, drained by a separate worker process. */
async function benchDrain(dialect: Dialect, redisUrl: string | undefined, report: BenchReport): Promise<void> {
  await withWorkerlessService(dialect, redisUrl, 'drain', async (target) => {
    report.drain(dialect, await measureBacklogDrain(target.serviceUrl, target.adminToken, target.workerEnv));
  });
}

/** One event to 20 operator-wide endpoints, drained the same way; intake with and without them. */
async function benchFanOut(dialect: Dialect, redisUrl: string | undefined, report: BenchReport): Promise<void> {
  await withWorkerlessService(dialect, redisUrl, 'fanout', async (target) => {
    const intake = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS };
    report.fanOut(dialect, await measureFanOut(target, intake));
  });
}

/**
 * The backlog drain with one endpoint of 11 answering 500 to everything ('fail') or never answering ('hang');
 * 'ok' is the control (all 11 answer 200) that the others are compared with, measured next to them.
 */
async function benchFailingDrain(
  dialect: Dialect,
  redisUrl: string | undefined,
  answer: 'ok' | 'fail' | 'hang',
  report: BenchReport,
): Promise<void> {
  await withWorkerlessService(dialect, redisUrl, `drain_${answer}`, async (target) => {
    report.failingDrain(dialect, await measureDrainWithFailingEndpoint(target, answer));
  });
}

/** A fresh database and a service that runs no worker; the worker's environment is handed to `work`. */
async function withWorkerlessService(
  dialect: Dialect,
  redisUrl: string | undefined,
  label: string,
  work: (target: WebhookBenchTarget) => Promise<void>,
): Promise<void> {
  const database = await freshDatabase(dialect, label);
  const env = {
    DATABASE_URL: database.url,
    WEBHOOK_QUEUE_PREFIX: `bench-${Date.now()}`,
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  };
  const service = await startService({ ...env, WEBHOOK_WORKER_IN_PROCESS: 'false' }, PORT + 2);
  try {
    const workerEnv = {
      ...env,
      NODE_ENV: 'production',
      AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
      ADMIN_TOKEN: BENCH_ADMIN_TOKEN,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
      WEBHOOK_ALLOWED_CIDRS: '127.0.0.0/8',
      LOG_LEVEL: 'warn',
    };
    await work({ serviceUrl: service.url, adminToken: BENCH_ADMIN_TOKEN, workerEnv });
  } finally {
    await service.stop();
    await database.drop();
  }
}

async function benchCsv(dialect: Dialect, report: BenchReport): Promise<void> {
  const database = await freshDatabase(dialect, 'csv');
  let service = await startService({ DATABASE_URL: database.url }, PORT + 1);
  try {
    await service.stop();
    await seedRegistrations({ dialect, url: database.url }, CSV_ROWS);
    service = await startService({ DATABASE_URL: database.url }, PORT + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    report.csv(dialect, await measureCsvExport(service));
  } finally {
    await service.stop();
    await database.drop();
  }
}

function dbLimits(env: Record<string, string>, references: string[]): Record<string, LimitResult> {
  const output = execFileSync(
    process.execPath,
    [join(__dirname, 'db-limit.js'), String(SECONDS), references.join(',')],
    {
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'production',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        ADMIN_TOKEN: 'x'.repeat(40),
        SESSION_SECRET: 's',
      },
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(output.toString('utf8')) as Record<string, LimitResult>;
}

function mb(bytes: number): number {
  return Math.round((bytes / 1048576) * 10) / 10;
}

async function scaleMain(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    throw new Error('the scale bench runs on PostgreSQL: set TEST_DATABASE_URL');
  }
  const timing = { seconds: SECONDS, rounds: READ_ROUNDS };
  const results = await runScaleBench(PORT + 30, timing, process.env.TEST_REDIS_URL);
  const table = printScaleReport(results);
  if (!process.env.BENCH_SCALE_SIZES) {
    const folder = join(__dirname, '..', '..', 'bench', 'results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'scale.md'), table);
  }
  process.stdout.write(`\n${table}`);
}

async function main(): Promise<void> {
  if (process.argv.includes('--scale')) {
    return scaleMain();
  }
  const report = new BenchReport();
  const available: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
  const dialects = available.filter((dialect) => DIALECTS.includes(dialect));
  if (!process.env.TEST_DATABASE_URL) {
    process.stdout.write('PostgreSQL skipped: TEST_DATABASE_URL is not set.\n');
  }
  for (const dialect of dialects) {
    process.stdout.write(`\n== ${dialect}\n`);
    await benchDialect(dialect, report);
  }
  if (!FULL_RUN) {
    process.stdout.write(`\n${printReport(report)}\nPartial run: bench/results left unchanged.\n`);
    return;
  }
  const folder = join(__dirname, '..', '..', 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'latest.json'), `${JSON.stringify(report.toJson(), null, 2)}\n`);
  writeFileSync(join(folder, 'latest.md'), printReport(report));
  process.stdout.write(`\n${printReport(report)}\nResults written to bench/results/latest.json and latest.md\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
