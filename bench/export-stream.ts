import { createHash } from 'node:crypto';
import { Client } from 'pg';
import { BOOTSTRAP_ACTOR } from '../src/common/auth/actor';
import { eventHash } from '../src/program-events/event-hash';
import { freshDatabase } from './databases';
import { startProbing } from './probe';
import { registerPrograms } from './programs';
import { BENCH_ADMIN_TOKEN, rssBytes, ServiceProcess, startService, withPeakRss } from './service-process';

const SEED_BATCH = 5000;
/** Exports per build; the worst of each figure is reported. */
export const EXPORTS_PER_BUILD = 3;
/** How long the idle probe runs, for the floor the probe's delays are compared with. */
const IDLE_PROBE_MS = 2000;

/** One build's figures, the worst of EXPORTS_PER_BUILD exports of the same program. */
export interface ExportStreamFigures {
  build: string;
  /** This build (held to the targets), not an earlier one. */
  thisBuild: boolean;
  bytes: number;
  seconds: number;
  /** RSS growth while exports ran with no other client (what an export costs): the figure held to < 32 MB. */
  rssGrowthMb: number;
  /** RSS growth once exports also ran with the probing client: the probe's own requests grow the heap too. */
  rssGrowthWithProbesMb: number;
  /** RSS growth of a fresh service probed as long as an export takes, with no export: the probing's own share. */
  probesAloneRssGrowthMb: number;
  /** The slowest /health/live answer while an export streamed, and the median one. */
  worstProbeMs: number;
  medianProbeMs: number;
  probes: number;
  /** The console's page of the same program (its one walk of the record: chain badge, health, reconciliation), slowest of EXPORTS_PER_BUILD views. */
  consolePageSeconds: number;
}

export interface ExportStreamResult {
  events: number;
  /** The slowest /health/live answer of the idle service (no export running), for comparison. */
  idleWorstProbeMs: number;
  builds: ExportStreamFigures[];
  /** Whether every build answered the same bundle, but for generated_at and the signature over it. */
  sameBundle: boolean;
}

interface Build {
  name: string;
  env?: Record<string, string>;
  mainPath?: string;
}

/** The heap growth this build is also measured with: what an operator short of memory sets (docs/operations.md). */
const BOUNDED_HEAP_GROWTH = '40';

/**
 * audit.json of one program with `events` events (issue 21: < 32 MB RSS growth, no other request delayed > 50 ms):
 * the service's RSS sampled while the bundle is downloaded with no other client, then, in further exports, another
 * client, in a process of its own (probe.ts), asking /health/live one request after the other meanwhile, each answer's
 * time being how long the service kept it waiting (not the downloader's own pauses, as when both ran in this process);
 * the RSS growth with the probe, and that of the probing alone, are reported beside. The build as it is ("after"), as
 * configured by default and with the old generation's growth bounded (HEAP_GROWING_PERCENT), and, when
 * BENCH_EXPORT_BASELINE_MAIN names an earlier build's dist/main.js ("before"), that build, one after the other on the
 * same database.
 */
export async function measureExportStream(events: number, port: number): Promise<ExportStreamResult> {
  const database = await freshDatabase('postgres', 'export');
  const builds: Build[] = [
    { name: 'streamed (this build)' },
    {
      name: `streamed (this build, HEAP_GROWING_PERCENT=${BOUNDED_HEAP_GROWTH})`,
      env: { HEAP_GROWING_PERCENT: BOUNDED_HEAP_GROWTH },
    },
  ];
  const baseline = process.env.BENCH_EXPORT_BASELINE_MAIN;
  if (baseline) {
    builds.unshift({ name: `whole in memory (${baseline})`, mainPath: baseline });
  }
  try {
    const seeding = await startService({ DATABASE_URL: database.url }, port);
    let reference: string;
    let idleWorstProbeMs: number;
    try {
      [reference] = await registerPrograms(seeding.url, 1);
      process.stdout.write(`  export: seeding ${events} events of ${reference}\n`);
      await seedRecord(database.url, reference, events);
      idleWorstProbeMs = Math.max(...(await probeFor(seeding.url, IDLE_PROBE_MS)));
    } finally {
      await seeding.stop();
    }
    const figures: ExportStreamFigures[] = [];
    const digests = new Set<string>();
    for (const build of builds) {
      process.stdout.write(`  export: ${build.name}\n`);
      const service = await startService({ DATABASE_URL: database.url, ...build.env }, port, [], build.mainPath);
      let measured: ExportStreamFigures;
      try {
        await new Promise((resolve) => setTimeout(resolve, 500));
        measured = await measureBuild(service, reference, build, digests);
      } finally {
        await service.stop();
      }
      measured.probesAloneRssGrowthMb = await probesAloneGrowth(database.url, build, port, measured.seconds);
      figures.push(measured);
    }
    return { events, idleWorstProbeMs: round(idleWorstProbeMs), builds: figures, sameBundle: digests.size === 1 };
  } finally {
    await database.drop();
  }
}

/**
 * The worst of EXPORTS_PER_BUILD exports with no other client (RSS growth from the service as started: memory a first export
 * leaves held counts for every later one), then of EXPORTS_PER_BUILD exports with the probing client (its delays). In that
 * order: the probe's own requests grow the old generation as well (measured: a fresh service probed for 3 s with no
 * export grows ~35 MB), which would be counted against the export were they first.
 */
async function measureBuild(
  service: ServiceProcess,
  reference: string,
  build: Build,
  digests: Set<string>,
): Promise<ExportStreamFigures> {
  const startRss = rssBytes(service.pid);
  // One export first, so that the delays are those of a warm service (statements prepared, code compiled).
  let quietPeak = (await withPeakRss(service.pid, () => download(service, reference))).peakBytes;
  const quiet: number[] = [];
  for (let run = 0; run < EXPORTS_PER_BUILD; run++) {
    const started = performance.now();
    const { result: body, peakBytes } = await withPeakRss(service.pid, () => download(service, reference));
    quiet.push((performance.now() - started) / 1000);
    quietPeak = Math.max(quietPeak, peakBytes);
    digests.add(unstampedDigest(body));
  }
  const probed: ProbedExport[] = [];
  for (let run = 0; run < EXPORTS_PER_BUILD; run++) {
    const measured = await probedExport(service, reference);
    digests.add(measured.digest);
    probed.push(measured);
  }
  const pageViews: number[] = [];
  for (let run = 0; run < EXPORTS_PER_BUILD; run++) {
    const started = performance.now();
    await consolePage(service, reference);
    pageViews.push((performance.now() - started) / 1000);
  }
  const delays = (pick: (run: ProbedExport) => number) => round(Math.max(...probed.map(pick)));
  return {
    build: build.name,
    thisBuild: build.mainPath === undefined,
    bytes: probed[0].bytes,
    seconds: round(Math.max(...quiet)),
    rssGrowthMb: round((quietPeak - startRss) / 1048576),
    rssGrowthWithProbesMb: round((Math.max(...probed.map((run) => run.peakBytes)) - startRss) / 1048576),
    probesAloneRssGrowthMb: 0,
    worstProbeMs: delays((run) => run.worstProbeMs),
    medianProbeMs: delays((run) => run.medianProbeMs),
    probes: Math.min(...probed.map((run) => run.probes)),
    consolePageSeconds: round(Math.max(...pageViews)),
  };
}

interface ProbedExport {
  bytes: number;
  digest: string;
  peakBytes: number;
  worstProbeMs: number;
  medianProbeMs: number;
  probes: number;
}

async function probedExport(service: ServiceProcess, reference: string): Promise<ProbedExport> {
  const probing = await startProbing(service.url);
  const { result: body, peakBytes } = await withPeakRss(service.pid, () => download(service, reference));
  const delays = (await probing.stop()).sort((a, b) => a - b);
  return {
    bytes: body.length,
    digest: unstampedDigest(body),
    peakBytes,
    worstProbeMs: delays[delays.length - 1] ?? 0,
    medianProbeMs: delays[Math.floor(delays.length / 2)] ?? 0,
    probes: delays.length,
  };
}

/** The RSS growth of a fresh service of this build probed for `seconds`, with no export. */
async function probesAloneGrowth(databaseUrl: string, build: Build, port: number, seconds: number): Promise<number> {
  const service = await startService({ DATABASE_URL: databaseUrl, ...build.env }, port, [], build.mainPath);
  try {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const startRss = rssBytes(service.pid);
    const { peakBytes } = await withPeakRss(service.pid, () => probeFor(service.url, seconds * 1000));
    return round((peakBytes - startRss) / 1048576);
  } finally {
    await service.stop();
  }
}

async function download(service: ServiceProcess, reference: string): Promise<Buffer> {
  const response = await fetch(`${service.url}/api/register/${reference}/audit.json`, {
    headers: { 'x-admin-token': BENCH_ADMIN_TOKEN },
  });
  if (!response.ok) {
    throw new Error(`audit.json answered ${response.status}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

async function consolePage(service: ServiceProcess, reference: string): Promise<void> {
  const response = await fetch(`${service.url}/admin/programs/${reference}`, {
    headers: { 'x-admin-token': BENCH_ADMIN_TOKEN },
  });
  const page = await response.text();
  if (!response.ok || !page.includes('Hash chain verified')) {
    throw new Error(`the console page answered ${response.status} without a verified chain`);
  }
}

/** The bundle without what differs between any two exports: its generated_at and the signature over it. */
function unstampedDigest(body: Buffer): string {
  const text = body
    .toString('utf8')
    .replace(/"generated_at":"[^"]*"/g, '"generated_at":""')
    .replace(/"signature":"[^"]*"/g, '"signature":""');
  return createHash('sha256').update(text).digest('hex');
}

async function probeFor(url: string, ms: number): Promise<number[]> {
  const probing = await startProbing(url);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return probing.stop();
}

/**
 * Appends `count` events to the program's record straight into `program_events`, chained from its head with the
 * hashes the service computes (a valid chain, so the export verifies every one): mostly checklist ticks, with some
 * uploads and status notes' worth of text, about the size of the events the service writes.
 */
export async function seedRecord(url: string, reference: string, count: number): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const head = await client.query<{ id: number; seq: number; hash: string }>(
      `SELECT r.id, e.seq, e.hash FROM registrations r JOIN program_events e ON e.registration_id = r.id
       WHERE r.reference = $1 ORDER BY e.seq DESC LIMIT 1`,
      [reference],
    );
    const { id: registrationId } = head.rows[0];
    let { seq, hash: prevHash } = head.rows[0];
    const startAt = Date.now();
    for (let done = 0; done < count; done += SEED_BATCH) {
      const columns: Record<string, unknown[]> = { seq: [], type: [], payload: [], at: [], prev: [], hash: [] };
      for (let n = done; n < Math.min(count, done + SEED_BATCH); n++) {
        seq++;
        const createdAt = new Date(startAt + n);
        const { eventType, payload } = seededContent(seq);
        const row = {
          reference,
          seq,
          eventType,
          source: 'admin',
          actor: BOOTSTRAP_ACTOR,
          instructionId: null,
          payload,
          createdAt,
          prevHash,
          hashVersion: 2,
        };
        const hash = eventHash(row);
        columns.seq.push(seq);
        columns.type.push(eventType);
        columns.payload.push(JSON.stringify(payload));
        columns.at.push(createdAt.toISOString());
        columns.prev.push(prevHash);
        columns.hash.push(hash);
        prevHash = hash;
      }
      await client.query(
        `INSERT INTO program_events (registration_id, seq, event_type, source, actor, instruction_id, payload,
           created_at, prev_hash, hash, hash_version)
         SELECT $1, s, t, 'admin', $2::jsonb, NULL, p::jsonb, a::timestamptz, v, h, 2
         FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[]) AS x(s, t, p, a, v, h)`,
        [
          registrationId,
          JSON.stringify(BOOTSTRAP_ACTOR),
          columns.seq,
          columns.type,
          columns.payload,
          columns.at,
          columns.prev,
          columns.hash,
        ],
      );
    }
    await client.query('ANALYZE program_events');
  } finally {
    await client.end();
  }
}

function seededContent(seq: number): { eventType: string; payload: Record<string, unknown> } {
  if (seq % 7 === 0) {
    return {
      eventType: 'document.uploaded',
      payload: { document_id: `doc-${seq}`, filename: `statement-${seq}.pdf`, document_type: 'bank_statement' },
    };
  }
  return {
    eventType: 'checklist.item_updated',
    payload: { item_id: 'aml_programme', label: 'AML programme in place', done: seq % 2 === 0 },
  };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
