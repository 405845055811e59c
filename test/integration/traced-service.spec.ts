import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { registrationInput } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { CollectedSpan, OtlpCollector, SPAN_KIND } from '../support/otlp-collector';
import { deliveryQueueOfDialect } from '../support/redis';
import { ScratchDatabase } from '../support/scratch-database';
import { buildServiceOnce, exited } from '../support/service-child';
import { TEST_ADMIN_TOKEN } from '../support/test-app';
import { WEBHOOK_SECRET } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(240_000);

const SERVICE_NAME = 'pws-trace-test';
const CHECKLIST_ROUTE = '/api/checklist/:reference/items/:item_id';

type Entry = 'main.js' | 'worker.js';

/** The built service (API or worker) as a real process, its stdout (the JSON log) kept line by line. */
class TracedProcess {
  readonly logLines: Array<Record<string, unknown>> = [];
  private stderr = '';
  /** The API's address, from its `listening` log line (PORT=0: the system picks a free port). */
  url = '';

  private constructor(readonly child: ChildProcess) {}

  static async start(buildDir: string, entry: Entry, env: Record<string, string>): Promise<TracedProcess> {
    const child = spawn(process.execPath, [join(buildDir, entry)], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = new TracedProcess(child);
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith('{'))) {
        started.logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      started.stderr += chunk.toString('utf8');
    });
    await started.ready(entry);
    return started;
  }

  async call(method: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-admin-token': TEST_ADMIN_TOKEN },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** SIGTERM, as a supervisor stops it; answers the exit code. */
  async stop(): Promise<number | null> {
    if (this.child.exitCode !== null) {
      return this.child.exitCode;
    }
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    await exited(this.child);
    clearTimeout(timer);
    return this.child.exitCode;
  }

  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await exited(this.child);
    }
  }

  /**
   * Each says in its log that it runs, the API with the port it bound: polling a port chosen beforehand could be
   * answered by another suite's server that took it first.
   */
  private async ready(entry: Entry): Promise<void> {
    const message = entry === 'worker.js' ? 'webhook delivery worker running' : 'program workflow service listening';
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (this.child.exitCode !== null) {
        throw new Error(`${entry} exited with ${this.child.exitCode}: ${this.stderr}`);
      }
      const line = this.logLines.find((logged) => logged.msg === message);
      if (line) {
        this.url = `http://127.0.0.1:${String(line.port)}`;
        return;
      }
      if (Date.now() > deadline) {
        this.child.kill('SIGKILL');
        throw new Error(`${entry} did not start: ${this.stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The spans of one trace, each with the names of its ancestors. */
class Trace {
  private readonly byId: Map<string, CollectedSpan>;

  constructor(readonly spans: CollectedSpan[]) {
    this.byId = new Map(spans.map((span) => [span.spanId, span]));
  }

  ancestorsOf(span: CollectedSpan): string[] {
    const names: string[] = [];
    for (
      let parent = span.parentSpanId;
      parent && this.byId.has(parent);
      parent = this.byId.get(parent)!.parentSpanId
    ) {
      names.push(this.byId.get(parent)!.name);
    }
    return names;
  }
}

/**
 * Registers a program with a webhook to `receiver` (its URL holding a token in the path and in the query) and ticks
 * its checklist: answers the trace id and parent span id of the `traceparent` the receiver got.
 */
async function causeDeliveredEvent(api: TracedProcess, receiver: WebhookReceiver): Promise<[string, string]> {
  const intake = await api.call('POST', '/api/register', registrationInput({ client_role: 'business' }));
  expect(intake.status).toBe(200);
  const reference = intake.body.reference as string;
  const hook = await api.call('POST', '/api/operator/webhooks', {
    reference,
    url: receiver.url('/hook/path-token?key=query-token'),
    secret: WEBHOOK_SECRET,
  });
  expect(hook.status).toBe(200);
  const patch = await api.call('PATCH', `/api/checklist/${reference}/items/aml_programme`, { done: true });
  expect(patch.status).toBe(200);
  const [received] = await receiver.waitFor(1, 20_000);
  const header = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(received.headers.traceparent));
  expect(header).not.toBeNull();
  return [header![1], header![2]];
}

/**
 * The instrumentations patch modules through Node's require hooks, which Jest's module loader bypasses: this suite
 * runs the built service as real processes with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP collector of its
 * own, causes a program event whose webhook goes to a real receiver, stops the processes with SIGTERM (the batch
 * processor's delay is a minute: every span arrives through the shutdown's flush) and follows the one trace.
 * On PostgreSQL the delivery goes through the BullMQ queue on Redis, as in production.
 */
describe(`Traced service: one trace from the request to the receiver (${testDialect})`, () => {
  const queue = deliveryQueueOfDialect(testDialect);
  const processes: TracedProcess[] = [];
  let build: { dir: string; remove(): void };
  let scratch: ScratchDatabase | undefined;
  let collector: OtlpCollector;
  let receiver: WebhookReceiver;

  const env = (): Record<string, string> => ({
    NODE_ENV: 'test',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'info',
    DATABASE_URL: scratch?.url ?? 'sqlite::memory:',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    OTEL_SERVICE_NAME: SERVICE_NAME,
    OTEL_BSP_SCHEDULE_DELAY: '60000',
    ...queue.env,
  });

  async function start(entry: Entry, extra: Record<string, string> = {}): Promise<TracedProcess> {
    const started = await TracedProcess.start(build.dir, entry, { ...env(), ...extra });
    processes.push(started);
    return started;
  }

  /** Stops the processes (each must exit 0) and answers the spans of `traceId` they exported. */
  async function stopAndCollect(traceId: string): Promise<Trace> {
    for (const running of processes.splice(0)) {
      expect(await running.stop()).toBe(0);
    }
    expect(collector.rejected).toEqual([]);
    return new Trace(collector.spans.filter((span) => span.traceId === traceId));
  }

  beforeAll(async () => {
    build = await buildServiceOnce();
    collector = await OtlpCollector.start();
  });

  beforeEach(async () => {
    scratch = testDialect === 'postgres' ? await ScratchDatabase.create(requiredPostgresUrl()) : undefined;
    receiver = await WebhookReceiver.start();
  });

  afterEach(async () => {
    for (const running of processes.splice(0)) {
      await running.kill();
    }
    await receiver.close();
    await scratch?.drop();
  });

  afterAll(async () => {
    await collector?.close();
    await queue.release();
    build?.remove();
  });

  it('should join the request, its statements, the queue job, the delivery and the receiver in one trace', async () => {
    const api = await start('main.js');
    const [traceId, receiverParentId] = await causeDeliveredEvent(api, receiver);
    const trace = await stopAndCollect(traceId);

    // The request that caused the event is the trace's root.
    const server = trace.spans.filter((span) => span.kind === SPAN_KIND.server);
    expect(server).toHaveLength(1);
    expect(server[0].parentSpanId).toBeUndefined();
    expect(server[0].attributes['http.route']).toBe(CHECKLIST_ROUTE);
    expect(server[0].resource['service.name']).toBe(SERVICE_NAME);

    // The delivery continues it (through the traceparent the outbox row kept) …
    const deliver = trace.spans.filter((span) => span.name === 'webhook.deliver');
    expect(deliver).toHaveLength(1);
    expect(deliver[0].kind).toBe(SPAN_KIND.consumer);
    expect(trace.ancestorsOf(deliver[0])).toContain(server[0].name);
    expect(deliver[0].attributes).toMatchObject({ 'webhook.attempt': 1, 'http.response.status_code': 200 });
    const claim = trace.spans.filter((span) => span.name === 'webhook.claim');
    expect(claim.map((span) => span.parentSpanId)).toEqual([deliver[0].spanId]);

    // … and its POST is the client span whose context the receiver got, its URL cut to scheme, host and port.
    const client = trace.spans.filter(
      (span) => span.kind === SPAN_KIND.client && span.scope.endsWith('instrumentation-http'),
    );
    expect(client).toHaveLength(1);
    expect(client[0].parentSpanId).toBe(deliver[0].spanId);
    expect(client[0].spanId).toBe(receiverParentId);
    expect(client[0].attributes['url.full']).toBe(`http://127.0.0.1:${receiver.port}`);
    expect(JSON.stringify(collector.spans)).not.toMatch(/path-token|query-token/);

    if (testDialect === 'postgres') {
      // The statements: the request's (the outbox insert among them) and the delivery's record.
      const statements = trace.spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
      const ofRequest = statements.filter((span) => !trace.ancestorsOf(span).includes('webhook.deliver'));
      expect(ofRequest.length).toBeGreaterThan(0);
      expect(ofRequest.every((span) => trace.ancestorsOf(span).includes(server[0].name))).toBe(true);
      expect(statements.some((span) => span.parentSpanId === deliver[0].spanId)).toBe(true);
      if (queue.env.REDIS_URL) {
        // The queue job, added after the commit, still inside the request's trace.
        const redis = trace.spans.filter((span) => span.attributes['db.system.name'] === 'redis');
        expect(redis.length).toBeGreaterThan(0);
        expect(redis.every((span) => trace.ancestorsOf(span).includes(server[0].name))).toBe(true);
      }
    }

    // Probes are not traced; the log lines of the request and of the attempt name the trace.
    expect(collector.spans.filter((span) => span.attributes['url.path'] === '/health')).toEqual([]);
    const requestLine = api.logLines.filter(
      (line) => line.msg === 'request' && line.method === 'PATCH' && String(line.path).startsWith('/api/checklist/'),
    );
    expect(requestLine).toHaveLength(1);
    expect(requestLine[0]).toMatchObject({ trace_id: traceId, span_id: server[0].spanId });
    const attemptLine = api.logLines.filter((line) => line.msg === 'webhook attempt');
    expect(attemptLine).toHaveLength(1);
    expect(attemptLine[0]).toMatchObject({ trace_id: traceId, span_id: deliver[0].spanId });
  });

  const withWorker = testDialect === 'postgres' && queue.env.REDIS_URL ? it : it.skip;
  withWorker(
    'should carry the trace to a separate worker process through the outbox row and the queue (PostgreSQL and Redis only)',
    async () => {
      const api = await start('main.js', { WEBHOOK_WORKER_IN_PROCESS: 'false' });
      const worker = await start('worker.js');
      const [traceId, receiverParentId] = await causeDeliveredEvent(api, receiver);
      const trace = await stopAndCollect(traceId);

      const server = trace.spans.filter((span) => span.kind === SPAN_KIND.server);
      const deliver = trace.spans.filter((span) => span.name === 'webhook.deliver');
      expect(server).toHaveLength(1);
      expect(deliver).toHaveLength(1);
      expect(String(server[0].resource['process.command'])).toMatch(/main\.js$/);
      expect(String(deliver[0].resource['process.command'])).toMatch(/worker\.js$/);
      expect(trace.ancestorsOf(deliver[0])).toContain(server[0].name);
      const client = trace.spans.filter(
        (span) => span.parentSpanId === deliver[0].spanId && span.kind === SPAN_KIND.client,
      );
      expect(client.map((span) => span.spanId)).toContain(receiverParentId);
      expect(api.logLines.filter((line) => line.msg === 'webhook attempt')).toEqual([]);
      const attemptLine = worker.logLines.filter((line) => line.msg === 'webhook attempt');
      expect(attemptLine).toHaveLength(1);
      expect(attemptLine[0]).toMatchObject({ trace_id: traceId, span_id: deliver[0].spanId });
    },
  );
});

function requiredPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  }
  return url;
}
