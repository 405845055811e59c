import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { registrationInput } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { CollectedSpan, OtlpCollector, SPAN_KIND } from '../support/otlp-collector';
import { deliveryQueueOfDialect } from '../support/redis';
import { ScratchDatabase } from '../support/scratch-database';
import { buildServiceOnce, exited, freePort } from '../support/service-child';
import { TEST_ADMIN_TOKEN } from '../support/test-app';
import { WEBHOOK_SECRET } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(240_000);

const SERVICE_NAME = 'pws-trace-test';
const CHECKLIST_ROUTE = '/api/checklist/:reference/items/:item_id';

/** The built service as a real process, its stdout (the JSON log) kept line by line. */
class TracedService {
  readonly logLines: Array<Record<string, unknown>> = [];
  private stderr = '';

  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(buildDir: string, env: Record<string, string>): Promise<TracedService> {
    const port = await freePort();
    const child = spawn(process.execPath, [join(buildDir, 'main.js')], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service = new TracedService(child, `http://127.0.0.1:${port}`);
    let partial = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines.filter((text) => text.startsWith('{'))) {
        service.logLines.push(JSON.parse(line) as Record<string, unknown>);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      service.stderr += chunk.toString('utf8');
    });
    await service.ready();
    return service;
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
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 30_000);
    await exited(this.child);
    clearTimeout(timer);
    return this.child.exitCode;
  }

  private async ready(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (this.child.exitCode !== null) {
        throw new Error(`service exited with ${this.child.exitCode}: ${this.stderr}`);
      }
      try {
        if ((await fetch(`${this.url}/health`)).status === 200) {
          return;
        }
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        this.child.kill('SIGKILL');
        throw new Error(`service did not start: ${this.stderr}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * The instrumentations patch modules through Node's require hooks, which Jest's module loader bypasses: this suite
 * runs the built service as a real process with OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP collector of its
 * own, causes a program event whose webhook goes to a real receiver, stops the service with SIGTERM (the batch
 * processor's delay is a minute: every span arrives through the shutdown's flush) and follows the one trace.
 * On PostgreSQL the delivery goes through the BullMQ queue on Redis, as in production.
 */
describe(`Traced service: one trace from the request to the receiver (${testDialect})`, () => {
  const queue = deliveryQueueOfDialect(testDialect);
  let build: { dir: string; remove(): void };
  let scratch: ScratchDatabase | undefined;
  let collector: OtlpCollector;
  let receiver: WebhookReceiver;
  let service: TracedService;

  beforeAll(async () => {
    build = await buildServiceOnce();
    scratch = testDialect === 'postgres' ? await ScratchDatabase.create(requiredPostgresUrl()) : undefined;
    collector = await OtlpCollector.start();
    receiver = await WebhookReceiver.start();
    service = await TracedService.start(build.dir, {
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
  });

  afterAll(async () => {
    if (service && service.child.exitCode === null) {
      service.child.kill('SIGKILL');
      await exited(service.child);
    }
    await receiver?.close();
    await collector?.close();
    await scratch?.drop();
    await queue.release();
    build?.remove();
  });

  it('should join the request, its statements, the queue job, the delivery and the receiver in one trace', async () => {
    const intake = await service.call('POST', '/api/register', registrationInput({ client_role: 'business' }));
    expect(intake.status).toBe(200);
    const reference = intake.body.reference as string;
    const hook = await service.call('POST', '/api/operator/webhooks', {
      reference,
      url: receiver.url('/hook/path-token?key=query-token'),
      secret: WEBHOOK_SECRET,
    });
    expect(hook.status).toBe(200);
    const patch = await service.call('PATCH', `/api/checklist/${reference}/items/aml_programme`, { done: true });
    expect(patch.status).toBe(200);
    const [received] = await receiver.waitFor(1, 20_000);
    const header = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(received.headers.traceparent));
    expect(header).not.toBeNull();
    const [, traceId, receiverParentId] = header!;

    expect(await service.stop()).toBe(0);
    expect(collector.rejected).toEqual([]);
    const inTrace = collector.spans.filter((span) => span.traceId === traceId);
    const byId = new Map(inTrace.map((span) => [span.spanId, span]));
    const ancestorsOf = (span: CollectedSpan): string[] => {
      const names: string[] = [];
      for (let parent = span.parentSpanId; parent && byId.has(parent); parent = byId.get(parent)!.parentSpanId) {
        names.push(byId.get(parent)!.name);
      }
      return names;
    };

    // The request that caused the event is the trace's root.
    const server = inTrace.filter((span) => span.kind === SPAN_KIND.server);
    expect(server).toHaveLength(1);
    expect(server[0].parentSpanId).toBeUndefined();
    expect(server[0].attributes['http.route']).toBe(CHECKLIST_ROUTE);
    expect(server[0].resource['service.name']).toBe(SERVICE_NAME);

    // The delivery continues it (through the traceparent the outbox row kept) …
    const deliver = inTrace.filter((span) => span.name === 'webhook.deliver');
    expect(deliver).toHaveLength(1);
    expect(deliver[0].kind).toBe(SPAN_KIND.consumer);
    expect(ancestorsOf(deliver[0])).toContain(server[0].name);
    expect(deliver[0].attributes).toMatchObject({ 'webhook.attempt': 1, 'http.response.status_code': 200 });
    const claim = inTrace.filter((span) => span.name === 'webhook.claim');
    expect(claim.map((span) => span.parentSpanId)).toEqual([deliver[0].spanId]);

    // … and its POST is the client span whose context the receiver got, its URL cut to scheme, host and port.
    const client = inTrace.filter(
      (span) => span.kind === SPAN_KIND.client && span.scope.endsWith('instrumentation-http'),
    );
    expect(client).toHaveLength(1);
    expect(client[0].parentSpanId).toBe(deliver[0].spanId);
    expect(client[0].spanId).toBe(receiverParentId);
    expect(client[0].attributes['url.full']).toBe(`http://127.0.0.1:${receiver.port}`);
    expect(JSON.stringify(collector.spans)).not.toMatch(/path-token|query-token/);

    if (testDialect === 'postgres') {
      // The statements: the request's (the outbox insert among them) and the delivery's record.
      const statements = inTrace.filter((span) => span.attributes['db.system.name'] === 'postgresql');
      expect(
        statements.some(
          (span) => ancestorsOf(span).includes(server[0].name) && !ancestorsOf(span).includes('webhook.deliver'),
        ),
      ).toBe(true);
      expect(statements.some((span) => span.parentSpanId === deliver[0].spanId)).toBe(true);
      if (queue.env.REDIS_URL) {
        // The queue job, added after the commit, still inside the request's trace.
        const redis = inTrace.filter((span) => span.attributes['db.system.name'] === 'redis');
        expect(redis.length).toBeGreaterThan(0);
        expect(redis.every((span) => ancestorsOf(span).includes(server[0].name))).toBe(true);
      }
    }

    // Probes are not traced; the log lines of the request and of the attempt name the trace.
    expect(collector.spans.filter((span) => span.attributes['url.path'] === '/health')).toEqual([]);
    const requestLine = service.logLines.filter(
      (line) => line.msg === 'request' && line.method === 'PATCH' && String(line.path).startsWith('/api/checklist/'),
    );
    expect(requestLine).toHaveLength(1);
    expect(requestLine[0]).toMatchObject({ trace_id: traceId });
    expect(requestLine[0].span_id).toMatch(/^[0-9a-f]{16}$/);
    const attemptLine = service.logLines.filter((line) => line.msg === 'webhook attempt');
    expect(attemptLine).toHaveLength(1);
    expect(attemptLine[0]).toMatchObject({ trace_id: traceId, span_id: deliver[0].spanId });
  });
});

function requiredPostgresUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
  }
  return url;
}
