// Webhook benchmarks with operator-wide endpoints (every program's events): fan-out of one event to 20
// endpoints, and a backlog drained while one endpoint fails every request. Both follow measureBacklogDrain:
// events committed while no worker runs, then a separate worker process drains them.
import { ChildProcess } from 'node:child_process';
import { LoadResult } from './load';
import * as scenarios from './scenarios';
import { DrainResult, drainRate, post, startWorker, toggle } from './webhook-drain';
import { Receiver, ReceiverAnswer } from './webhook-receiver';

/** Where the benchmark runs: a service with no worker, and the environment of the worker to start. */
export interface WebhookBenchTarget {
  serviceUrl: string;
  adminToken: string;
  workerEnv: Record<string, string>;
}

export interface FanOutResult extends DrainResult {
  endpoints: number;
  events: number;
  /** Intake @10 on the same service with no endpoint, then with the endpoints (one outbox row each). */
  intakeWithout?: LoadResult;
  intakeWith?: LoadResult;
}

export interface FailingDrainResult extends DrainResult {
  /** 'ok' is the control run: the same endpoints, the odd one out answering 200 like the others. */
  answer: ReceiverAnswer;
  healthyEndpoints: number;
  events: number;
  /** Requests the failing endpoint's receiver got while the healthy deliveries drained. */
  failingAttempts: number;
  breakerState: string;
  breakerTrips: number;
}

/** Seconds of an intake run; 0 skips the intake comparison. */
export interface IntakeTiming {
  seconds: number;
  warmupSeconds: number;
}

const DRAIN_TIMEOUT_MS = 300_000;
/** After the expected count arrived: time for a duplicate to show up before the counts are checked. */
const SETTLE_MS = 1_000;

/**
 * `programs × eventsPerProgram` checklist events, each to `endpoints` operator-wide endpoints (one receiver,
 * one path per endpoint). Fails unless every endpoint got every event exactly once.
 */
export async function measureFanOut(
  target: WebhookBenchTarget,
  intake: IntakeTiming | undefined,
  endpoints = 20,
  programs = 20,
  eventsPerProgram = 25,
): Promise<FanOutResult> {
  const receiver = await Receiver.start('ok');
  try {
    // Registered before any endpoint exists: their intake events have no delivery.
    const references = await registerPrograms(target.serviceUrl, programs, 'fanout');
    const intakeWithout = intake ? await intakeLoad(target.serviceUrl, intake, 'no endpoint') : undefined;
    const paths = Array.from({ length: endpoints }, (_, n) => `hook/${n}`);
    for (const path of paths) {
      await createEndpoint(target, receiver.url(path));
    }
    const events = await commitEvents(target.serviceUrl, references, eventsPerProgram);
    const expected = events * endpoints;
    await drainWithWorker(target.workerEnv, async () => {
      await receiver.waitFor(expected, DRAIN_TIMEOUT_MS);
      await settle();
    });
    assertEveryDeliveryOnce(receiver, paths, events);
    traceArrivals('fan-out', receiver.arrivals, []);
    const intakeWith = intake ? await intakeLoad(target.serviceUrl, intake, `${endpoints} endpoints`) : undefined;
    return { ...drainRate(receiver.arrivals), endpoints, events, intakeWithout, intakeWith };
  } finally {
    await receiver.close();
  }
}

/**
 * `healthyEndpoints` endpoints answering 200 and one answering `answer` to everything (created first, so each
 * event's delivery to it is claimed before the healthy ones); the rate is that of the healthy deliveries.
 */
export async function measureDrainWithFailingEndpoint(
  target: WebhookBenchTarget,
  answer: ReceiverAnswer,
  healthyEndpoints = 10,
  programs = 20,
  eventsPerProgram = 10,
): Promise<FailingDrainResult> {
  const healthy = await Receiver.start('ok');
  const failing = await Receiver.start(answer);
  try {
    const references = await registerPrograms(target.serviceUrl, programs, `failing-${answer}`);
    const failingId = await createEndpoint(target, failing.url());
    const paths = Array.from({ length: healthyEndpoints }, (_, n) => `hook/${n}`);
    for (const path of paths) {
      await createEndpoint(target, healthy.url(path));
    }
    const events = await commitEvents(target.serviceUrl, references, eventsPerProgram);
    let breaker = { state: 'unknown', trips: 0 };
    await drainWithWorker(target.workerEnv, async () => {
      await healthy.waitFor(events * healthyEndpoints, DRAIN_TIMEOUT_MS);
      await settle();
      breaker = await breakerOf(target, failingId);
    });
    assertEveryDeliveryOnce(healthy, paths, events);
    traceArrivals(`drain, odd endpoint ${answer}`, healthy.arrivals, failing.arrivals);
    return {
      ...drainRate(healthy.arrivals),
      answer,
      healthyEndpoints,
      events,
      failingAttempts: failing.arrivals.length,
      breakerState: breaker.state,
      breakerTrips: breaker.trips,
    };
  } finally {
    await failing.close();
    await healthy.close();
  }
}

async function registerPrograms(serviceUrl: string, count: number, label: string): Promise<string[]> {
  const references: string[] = [];
  for (let n = 0; n < count; n++) {
    const intake = (await post(
      serviceUrl,
      '/api/register',
      { 'content-type': 'application/json' },
      {
        full_name: `Webhook Bench ${n}`,
        email: `${label}${n}@example.com`,
        client_role: 'business',
      },
    )) as { reference: string };
    references.push(intake.reference);
  }
  return references;
}

async function createEndpoint(target: WebhookBenchTarget, url: string): Promise<number> {
  const created = (await post(target.serviceUrl, '/api/operator/endpoints', adminHeaders(target), { url })) as {
    id: number;
  };
  return created.id;
}

/** Checklist toggles, one program's in order and the programs side by side: one event each. */
async function commitEvents(serviceUrl: string, references: string[], eventsPerProgram: number): Promise<number> {
  await Promise.all(
    references.map(async (reference) => {
      for (let n = 0; n < eventsPerProgram; n++) {
        const response = await toggle(serviceUrl, reference, n);
        if (!response.ok) {
          throw new Error(`checklist toggle of ${reference} answered ${response.status}`);
        }
      }
    }),
  );
  return references.length * eventsPerProgram;
}

async function drainWithWorker(workerEnv: Record<string, string>, whileRunning: () => Promise<void>): Promise<void> {
  const worker = startWorker(workerEnv);
  try {
    await whileRunning();
  } finally {
    await stopWorker(worker);
  }
}

function stopWorker(worker: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (worker.exitCode !== null || worker.signalCode !== null) {
      resolve();
      return;
    }
    const killer = setTimeout(() => worker.kill('SIGKILL'), 10_000);
    worker.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    worker.kill('SIGTERM');
  });
}

/** Every path got `events` deliveries and no webhook-id came twice; anything else fails the benchmark. */
function assertEveryDeliveryOnce(receiver: Receiver, paths: string[], events: number): void {
  const expected = paths.length * events;
  const short = paths
    .map((path) => ({ path, got: receiver.byPath.get(`/${path}`) ?? 0 }))
    .filter(({ got }) => got !== events);
  if (receiver.arrivals.length !== expected || receiver.webhookIds.size !== expected || short.length > 0) {
    throw new Error(
      `expected ${expected} deliveries (${events} events × ${paths.length} endpoints), got ${receiver.arrivals.length} ` +
        `with ${receiver.webhookIds.size} distinct webhook-ids; endpoints off their count: ` +
        short.map(({ path, got }) => `${path}=${got}`).join(', '),
    );
  }
}

async function breakerOf(target: WebhookBenchTarget, id: number): Promise<{ state: string; trips: number }> {
  const response = await fetch(`${target.serviceUrl}/api/operator/endpoints/${id}`, {
    headers: adminHeaders(target),
  });
  if (!response.ok) {
    throw new Error(`GET /api/operator/endpoints/${id} answered ${response.status}`);
  }
  return ((await response.json()) as { breaker: { state: string; trips: number } }).breaker;
}

async function intakeLoad(serviceUrl: string, timing: IntakeTiming, label: string): Promise<LoadResult> {
  const result = await scenarios.intake({ url: serviceUrl, references: [], ...timing }, 10);
  return { ...result, name: `${result.name}, ${label}` };
}

function adminHeaders(target: WebhookBenchTarget): Record<string, string> {
  return { 'content-type': 'application/json', 'x-admin-token': target.adminToken };
}

function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/** BENCH_WEBHOOK_TRACE=1: arrivals per 500 ms on stderr (healthy / failing), to see stalls inside a drain. */
function traceArrivals(label: string, healthy: number[], failing: number[]): void {
  if (!process.env.BENCH_WEBHOOK_TRACE) {
    return;
  }
  const start = Math.min(...healthy, ...failing);
  const buckets = new Map<number, [number, number]>();
  for (const [index, arrivals] of [healthy, failing].entries()) {
    for (const at of arrivals) {
      const bucket = Math.floor((at - start) / 500);
      const counts = buckets.get(bucket) ?? [0, 0];
      counts[index]++;
      buckets.set(bucket, counts);
    }
  }
  const lines = [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bucket, [ok, failed]]) => `    ${(bucket / 2).toFixed(1)} s: ${ok} / ${failed}`);
  process.stderr.write(`  ${label}, arrivals per 500 ms (healthy / failing):\n${lines.join('\n')}\n`);
}
