import { registrationInput } from '../../factories/registration.factory';
import { AcknowledgementLedger } from '../../support/nothing-lost';
import { TcpProxy } from '../../support/tcp-proxy';
import { startTestApp, TestApp } from '../../support/test-app';

const WORKERS = 8;
const SLOW_ANSWER_MS = 5000;

interface Outcome {
  status: number;
  ms: number;
  reference?: string;
  phase: string;
}

describe('PostgreSQL outage under load (through a TCP proxy)', () => {
  let proxy: TcpProxy;
  let app: TestApp;

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL as string);
    proxy = await TcpProxy.start(server.hostname, Number(server.port || 5432));
    app = await startTestApp({
      listen: true,
      // The production default: how quickly a request waiting for a connection is answered 503 depends on it.
      env: { DATABASE_CONNECT_TIMEOUT_MS: '3000' },
      databaseUrl: (scratchUrl) => {
        const url = new URL(scratchUrl);
        url.hostname = '127.0.0.1';
        url.port = String(proxy.port);
        return url.toString();
      },
    });
  });

  afterAll(async () => {
    await app.close();
    await proxy.stop();
  });

  it('should answer 503 quickly while the database is gone, recover by itself, and lose nothing acknowledged', async () => {
    const outcomes: Outcome[] = [];
    let phase = 'before';
    let running = true;
    const worker = async () => {
      while (running) {
        const started = Date.now();
        const response = await fetch(`${app.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registrationInput()),
        });
        const body = (await response.json()) as { reference?: string; detail?: unknown };
        outcomes.push({ status: response.status, ms: Date.now() - started, reference: body.reference, phase });
      }
    };
    const workers = Array.from({ length: WORKERS }, worker);

    await sleep(1500);
    phase = 'outage';
    proxy.cut();
    await sleep(500);
    const health = await fetch(`${app.url}/health`);
    expect(health.status).toBe(503);
    expect(((await health.json()) as { checks: { database: string } }).checks.database).toBe('unavailable');
    await sleep(1500);

    phase = 'recovery';
    proxy.restore();
    const recoveredAt = await waitForHealthy(app.url, 15_000);
    expect(recoveredAt).toBeGreaterThan(0);
    phase = 'after';
    await sleep(1500);
    running = false;
    await Promise.all(workers);

    expect(outcomes.filter((outcome) => ![200, 503].includes(outcome.status))).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.phase === 'outage' && outcome.status === 503).length).toBeGreaterThan(
      0,
    );
    expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(SLOW_ANSWER_MS);
    expect(outcomes.filter((outcome) => outcome.phase === 'after' && outcome.status === 200).length).toBeGreaterThan(0);

    const ledger = new AcknowledgementLedger();
    for (const outcome of outcomes.filter((candidate) => candidate.status === 200)) {
      ledger.references.add(outcome.reference as string);
    }
    await ledger.verify(app.scratchUrl as string);
  });
  it('should keep answering correctly, only slower, when the database link is slow', async () => {
    proxy.setLatency(40);
    try {
      const timings: number[] = [];
      const ledger = new AcknowledgementLedger();
      for (let n = 0; n < 8; n++) {
        const started = Date.now();
        const response = await fetch(`${app.url}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(registrationInput()),
        });
        expect(response.status).toBe(200);
        ledger.references.add(((await response.json()) as { reference: string }).reference);
        timings.push(Date.now() - started);
      }
      const median = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)];
      // Several round trips per intake, each delayed both ways: the injected latency is visible, nothing fails.
      expect(median).toBeGreaterThanOrEqual(80);
      expect(Math.max(...timings)).toBeLessThan(SLOW_ANSWER_MS);
      await ledger.verify(app.scratchUrl as string);
    } finally {
      proxy.setLatency(0);
    }
  });
});

async function waitForHealthy(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const response = await fetch(`${url}/health`).catch(() => undefined);
    if (response?.status === 200) {
      return Date.now() - started || 1;
    }
    await sleep(100);
  }
  return 0;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
