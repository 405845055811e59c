// npm run bench:profile -- <scenario> [sqlite|postgres]: where the service's CPU time goes under one load.
// Starts the built service with --cpu-prof, drives one benchmark scenario, stops it (the profile is written
// on exit) and prints the self time by package and by function. The .cpuprofile file stays in
// bench/results/profiles/ for Chrome DevTools or speedscope.
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Dialect, freshDatabase } from './databases';
import { registerPrograms } from './programs';
import * as scenarios from './scenarios';
import { startService } from './service-process';
import { summariseCpuProfile } from './cpu-profile-summary';

const SCENARIOS = {
  'status-read': (context: scenarios.ScenarioContext) => scenarios.statusRead(context),
  'events-page': (context: scenarios.ScenarioContext) => scenarios.eventsPage(context),
  intake: (context: scenarios.ScenarioContext) => scenarios.intake(context, 10),
  'checklist-patch': (context: scenarios.ScenarioContext) => scenarios.checklistPatch(context),
  'empty-route': (context: scenarios.ScenarioContext) => scenarios.emptyRoute(context),
  'admin-list': (context: scenarios.ScenarioContext) => scenarios.adminList(context),
  'console-page': (context: scenarios.ScenarioContext) => scenarios.consolePage(context),
} as const;
type ScenarioName = keyof typeof SCENARIOS;

const PORT = 39690;

async function main(): Promise<void> {
  const [name, dialectArgument] = process.argv.slice(2);
  if (!(name in SCENARIOS)) {
    throw new Error(`usage: npm run bench:profile -- <${Object.keys(SCENARIOS).join('|')}> [sqlite|postgres]`);
  }
  const dialect: Dialect = dialectArgument === 'postgres' ? 'postgres' : 'sqlite';
  if (dialect === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error('TEST_DATABASE_URL is needed to profile on PostgreSQL');
  }
  const folder = join(__dirname, '..', '..', 'bench', 'results', 'profiles', `${name}-${dialect}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const database = await freshDatabase(dialect, 'profile');
  const service = await startService({ DATABASE_URL: database.url }, PORT, ['--cpu-prof', `--cpu-prof-dir=${folder}`]);
  try {
    // The admin list shows up to 100: give it a full page (the console's 25 are within the 50).
    const references = await registerPrograms(service.url, name === 'admin-list' ? 120 : 50);
    const seconds = Number(process.env.BENCH_SECONDS ?? 8);
    const result = await SCENARIOS[name as ScenarioName]({ url: service.url, references, seconds, warmupSeconds: 2 });
    process.stdout.write(`${result.name}: ${result.reqPerSec} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms\n`);
  } finally {
    await service.stop();
    await database.drop();
  }
  const [file] = readdirSync(folder).filter((entry) => entry.endsWith('.cpuprofile'));
  const summary = summariseCpuProfile(join(folder, file));
  process.stdout.write('\nself time by package\n');
  summary.byPackage.forEach((share) =>
    process.stdout.write(`${share.percent.toFixed(1).padStart(6)} %  ${share.name}\n`),
  );
  process.stdout.write('\nself time by function\n');
  summary.byFunction.forEach((share) =>
    process.stdout.write(`${share.percent.toFixed(1).padStart(6)} %  ${share.name}\n`),
  );
  process.stdout.write(`\nprofile: ${join(folder, file)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`bench:profile failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
