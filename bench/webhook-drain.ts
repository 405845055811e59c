// Webhook benchmarks: a receiver on 127.0.0.1 answering 200 and timing every arrival against the event time
// in the delivery body. Drain rate is measured on a backlog (events committed while no worker runs, then a
// separate worker process drains them); event-to-delivery latency with an idle in-process worker.
import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { Receiver } from './webhook-receiver';

export interface DrainResult {
  deliveries: number;
  seconds: number;
  deliveriesPerSecond: number;
}

export interface LatencyResult {
  deliveries: number;
  p50Ms: number;
  p99Ms: number;
}

/** Programs with one webhook each, pointed at the receiver. */
async function programsWithWebhooks(serviceUrl: string, adminToken: string, count: number, hook: string) {
  const headers = { 'content-type': 'application/json', 'x-admin-token': adminToken };
  const references: string[] = [];
  for (let i = 0; i < count; i++) {
    const intake = (await post(serviceUrl, '/api/register', headers, {
      full_name: `Drain Bench ${i}`,
      email: `drain${i}@example.com`,
      client_role: 'business',
    })) as { reference: string };
    await post(serviceUrl, '/api/operator/webhooks', headers, { reference: intake.reference, url: hook });
    references.push(intake.reference);
  }
  return references;
}

export function toggle(serviceUrl: string, reference: string, n: number): Promise<Response> {
  return fetch(`${serviceUrl}/api/checklist/${reference}/items/aml_programme`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ done: n % 2 === 0 }),
  });
}

/**
 * Commits `programs × eventsPerProgram` events on a service that runs no worker, then starts `dist/worker.js`
 * and times the backlog from its first delivery to its last.
 */
export async function measureBacklogDrain(
  serviceUrl: string,
  adminToken: string,
  workerEnv: Record<string, string>,
  programs = 20,
  eventsPerProgram = 50,
): Promise<DrainResult> {
  const receiver = await Receiver.start();
  try {
    const references = await programsWithWebhooks(serviceUrl, adminToken, programs, receiver.url());
    await Promise.all(
      references.map(async (reference) => {
        for (let n = 0; n < eventsPerProgram; n++) {
          await toggle(serviceUrl, reference, n);
        }
      }),
    );
    // Webhooks are registered after intake, so only the checklist events are delivered.
    const expected = programs * eventsPerProgram;
    const worker = startWorker(workerEnv);
    try {
      await receiver.waitFor(expected, 180_000);
    } finally {
      worker.kill('SIGTERM');
    }
    return drainRate(receiver.arrivals);
  } finally {
    await receiver.close();
  }
}

/** Event-to-delivery latency with an idle worker: one event at a time, spaced out. */
export async function measureIdleLatency(serviceUrl: string, adminToken: string, events = 40): Promise<LatencyResult> {
  const receiver = await Receiver.start();
  try {
    const [reference] = await programsWithWebhooks(serviceUrl, adminToken, 1, receiver.url());
    for (let n = 0; n < events; n++) {
      await toggle(serviceUrl, reference, n);
      await receiver.waitFor(n + 1, 5000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const sorted = [...receiver.latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { deliveries: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
  } finally {
    await receiver.close();
  }
}

export async function post(
  base: string,
  path: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) {
    throw new Error(`${path} answered ${response.status}`);
  }
  return response.json();
}

/** The delivery worker (`dist/worker.js`) as its own process; stop it with SIGTERM. */
export function startWorker(workerEnv: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(__dirname, '..', '..', 'dist', 'worker.js')], {
    env: { ...process.env, ...workerEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Deliveries per second from the first arrival to the last (the first one starts the clock). */
export function drainRate(arrivals: number[]): DrainResult {
  const first = arrivals.reduce((min, at) => Math.min(min, at), Infinity);
  const last = arrivals.reduce((max, at) => Math.max(max, at), -Infinity);
  const seconds = Math.max((last - first) / 1000, 0.001);
  return {
    deliveries: arrivals.length,
    seconds: Math.round(seconds * 100) / 100,
    deliveriesPerSecond: Math.round((arrivals.length - 1) / seconds),
  };
}
