// Webhook drain (material for `npm run bench`, issue 8 wires it in): a receiver on 127.0.0.1 answering 200,
// `programs` programs with one webhook each, `eventsPerProgram` checklist toggles each (one event per toggle),
// fired concurrently. Reports deliveries per second (first event to last delivery) and event-to-delivery
// latency (event timestamp in the body → arrival at the receiver). Not a timed test.
import { createServer } from 'node:http';

export interface WebhookDrainResult {
  deliveries: number;
  /** First event to last event committed (the producers' side). */
  producedSeconds: number;
  seconds: number;
  deliveriesPerSecond: number;
  latencyMs: { p50: number; p95: number; max: number };
}

export async function measureWebhookDrain(
  serviceUrl: string,
  adminToken: string,
  programs = 20,
  eventsPerProgram = 25,
): Promise<WebhookDrainResult> {
  const latencies: number[] = [];
  let lastArrival = 0;
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      lastArrival = Date.now();
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string };
      latencies.push(lastArrival - Date.parse(body.timestamp));
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;
  const admin = { 'content-type': 'application/json', 'x-admin-token': adminToken };
  try {
    const references: string[] = [];
    for (let i = 0; i < programs; i++) {
      const intake = await post(serviceUrl, '/api/register', admin, {
        full_name: `Drain Bench ${i}`,
        email: `drain${i}@example.com`,
        client_role: 'business',
      });
      const reference = (intake as { reference: string }).reference;
      await post(serviceUrl, '/api/operator/webhooks', admin, { reference, url: hook });
      references.push(reference);
    }
    const started = Date.now();
    await Promise.all(
      references.map(async (reference) => {
        for (let n = 0; n < eventsPerProgram; n++) {
          await fetch(`${serviceUrl}/api/checklist/${reference}/items/aml_programme`, {
            method: 'PATCH',
            headers: admin,
            body: JSON.stringify({ done: n % 2 === 0 }),
          });
        }
      }),
    );
    const producedSeconds = (Date.now() - started) / 1000;
    const expected = programs * eventsPerProgram;
    const deadline = Date.now() + 120_000;
    while (latencies.length < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const seconds = (lastArrival - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return {
      deliveries: latencies.length,
      producedSeconds,
      seconds,
      deliveriesPerSecond: Math.round(latencies.length / Math.max(seconds, 0.001)),
      latencyMs: { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 },
    };
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}

async function post(base: string, path: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) {
    throw new Error(`${path} answered ${response.status}`);
  }
  return response.json();
}
