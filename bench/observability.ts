import { createServer, Server } from 'node:http';
import { Dialect, freshDatabase } from './databases';
import { LoadResult, runInTurns } from './load';
import { registerPrograms } from './programs';
import { intakeSpec, ScenarioContext, statusReadSpec } from './scenarios';
import { ServiceProcess, startService } from './service-process';

/**
 * One way of running the service, measured beside the service as built (the first variant, which has no kind):
 * `cost`, what it costs against it (measured); `reference`, what the service as built must keep of its rate (≥ 0.95).
 */
interface Variant {
  name: string;
  kind?: 'cost' | 'reference';
  env: Record<string, string>;
  mainPath?: string;
}

export interface ObservabilityCost {
  /** Per variant: its status read and intake (@10), measured in turns with the other variants'. */
  variants: Array<{ name: string; kind: Variant['kind']; statusRead: LoadResult; intake: LoadResult }>;
}

/**
 * What metrics, tracing and a bounded heap growth cost: the service as built (metrics on, tracing off, V8's own
 * heap growth), the same with tracing on (exporting over OTLP to a local sink that discards), the same with
 * HEAP_GROWING_PERCENT=40, and — when BENCH_BASELINE_MAIN names an earlier build's
 * dist/main.js — that build, all running at once and driven in turns, so each sees the same stretches of the host.
 */
export async function measureObservabilityCost(
  dialect: Dialect,
  redisUrl: string | undefined,
  timing: { seconds: number; warmupSeconds: number; rounds: number },
  firstPort: number,
): Promise<ObservabilityCost> {
  const sink = await startOtlpSink();
  // BENCH_CANDIDATE_MAIN puts another build in today's place, to compare two earlier builds with each other.
  const candidate = process.env.BENCH_CANDIDATE_MAIN;
  const variants: Variant[] = [
    {
      name: candidate ? `metrics on, tracing off (${candidate})` : 'metrics on, tracing off',
      env: {},
      mainPath: candidate,
    },
    { name: 'tracing on (OTLP)', kind: 'cost', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url }, mainPath: candidate },
    {
      name: 'heap growth bounded (HEAP_GROWING_PERCENT=40)',
      kind: 'cost',
      env: { HEAP_GROWING_PERCENT: '40' },
      mainPath: candidate,
    },
  ];
  const baseline = process.env.BENCH_BASELINE_MAIN;
  if (baseline) {
    variants.push({ name: `baseline build (${baseline})`, kind: 'reference', env: {}, mainPath: baseline });
  }
  const started: Array<{ service: ServiceProcess; drop: () => Promise<void>; context: ScenarioContext }> = [];
  try {
    for (const [index, variant] of variants.entries()) {
      const database = await freshDatabase(dialect, `observability_${index}`);
      const env = {
        DATABASE_URL: database.url,
        WEBHOOK_QUEUE_PREFIX: `bench-obs-${index}-${Date.now()}`,
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...variant.env,
      };
      const service = await startService(env, firstPort + index, [], variant.mainPath);
      started.push({ service, drop: () => database.drop(), context: { url: service.url, references: [], ...timing } });
    }
    for (const entry of started) {
      entry.context.references = await registerPrograms(entry.service.url, 200);
    }
    const reads = await runInTurns(
      started.map((entry) => statusReadSpec(entry.context)),
      timing.rounds,
    );
    const intakes = await runInTurns(
      started.map((entry) => intakeSpec(entry.context, 10)),
      timing.rounds,
    );
    return {
      variants: variants.map((variant, index) => ({
        name: variant.name,
        kind: variant.kind,
        statusRead: reads[index],
        intake: intakes[index],
      })),
    };
  } finally {
    for (const entry of started) {
      await entry.service.stop();
      await entry.drop();
    }
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  }
}

/** Accepts OTLP/HTTP exports and discards them: what a collector costs the service, without the collector's work. */
async function startOtlpSink(): Promise<{ server: Server; url: string; received: () => number }> {
  let count = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { server, url: `http://127.0.0.1:${port}`, received: () => count };
}
