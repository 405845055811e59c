import { ChildProcess } from 'node:child_process';
import { ScratchDatabase } from '../../support/scratch-database';
import { buildServiceOnce, exited, startServiceProcess, startWorkerProcess } from '../../support/service-child';
import { flushPrefix, testRedisUrl, uniqueQueuePrefix } from '../../support/redis';
import { TEST_ADMIN_TOKEN } from '../../support/test-app';
import { WEBHOOK_SECRET } from '../../support/webhook-helpers';
import { WebhookReceiver } from '../../support/webhook-receiver';

jest.setTimeout(240_000);

/**
 * Real processes from a private build. The service process is SIGKILLed after the receiver has decided to answer 200 but before the service
 * could record it. After a restart the delivery ends delivered; the receiver saw it at most twice,
 * with the same webhook-id both times.
 */
describe('Outbound webhooks in real processes (PostgreSQL)', () => {
  let build: { dir: string; remove(): void };
  let scratch: ScratchDatabase;
  let receiver: WebhookReceiver;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    build = await buildServiceOnce();
    scratch = await ScratchDatabase.create(process.env.TEST_DATABASE_URL as string);
    receiver = await WebhookReceiver.start();
  });

  afterAll(async () => {
    child?.kill('SIGKILL');
    if (child) {
      await exited(child);
    }
    await receiver.close();
    await scratch.drop();
    build.remove();
  });

  it('should deliver after a restart when killed between the 200 and the database update', async () => {
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: scratch.url,
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_RETRY_SCHEDULE_MS: '100,100',
      SWEEPER_INTERVAL_MS: '200',
    };
    const first = await startServiceProcess(build.dir, env);
    child = first.child;
    const api = first.url;
    const post = (path: string, body: unknown) =>
      fetch(`${api}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': TEST_ADMIN_TOKEN },
        body: JSON.stringify(body),
      });

    const victim = first.child;
    receiver.respondWith((_request, index) => {
      if (index === 0) {
        // Killed before the 200 leaves: the receiver has accepted it, the service never learns.
        victim.kill('SIGKILL');
      }
      return { status: 200 };
    });
    const program = (await (
      await post('/api/register', { full_name: 'Crash Test', email: 'crash@example.com' })
    ).json()) as {
      reference: string;
    };
    const webhook = (await (
      await post('/api/operator/webhooks', {
        reference: program.reference,
        url: receiver.url(),
        secret: WEBHOOK_SECRET,
      })
    ).json()) as { id: number };
    const step = await post(`/api/register/${program.reference}/portal-step`, { step: 'fund' });
    expect(step.status).toBe(409); // fund before verify: no event, nothing to deliver
    await post(`/api/register/${program.reference}/portal-step`, { step: 'verify' });
    await receiver.waitFor(1, 20_000);
    await exited(victim);

    // A new port: the one the killed process freed may be taken by another suite's server while this one starts.
    const restarted = await startServiceProcess(build.dir, env);
    child = restarted.child;
    const deadline = Date.now() + 60_000;
    let deliveries: Array<{ status: string; webhook_id: string }> = [];
    for (;;) {
      const response = await fetch(`${restarted.url}/api/operator/webhooks/${webhook.id}/deliveries`, {
        headers: { 'x-admin-token': TEST_ADMIN_TOKEN },
      });
      deliveries = ((await response.json()) as { deliveries: typeof deliveries }).deliveries;
      if (deliveries.length > 0 && deliveries.every((delivery) => delivery.status === 'delivered')) {
        break;
      }
      if (Date.now() > deadline) {
        throw new Error(`not delivered after restart: ${JSON.stringify(deliveries)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const delivery of deliveries) {
      const seen = receiver.requests.filter((request) => request.headers['webhook-id'] === delivery.webhook_id);
      expect(seen.length).toBeGreaterThanOrEqual(1);
      expect(seen.length).toBeLessThanOrEqual(2);
      expect(new Set(seen.map((request) => request.body)).size).toBe(1);
    }
    const killed = String(receiver.requests[0].headers['webhook-id']);
    expect(receiver.requests.filter((request) => request.headers['webhook-id'] === killed)).toHaveLength(2);
  });

  it.each(workerVariants())(
    'should leave delivery to a separate worker process when WEBHOOK_WORKER_IN_PROCESS=false (%s)',
    async (_name, extraEnv) => {
      const workerScratch = await ScratchDatabase.create(process.env.TEST_DATABASE_URL as string);
      const workerReceiver = await WebhookReceiver.start();
      const prefix = uniqueQueuePrefix();
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: workerScratch.url,
        ADMIN_TOKEN: TEST_ADMIN_TOKEN,
        RATE_LIMIT_ENABLED: 'false',
        LOG_LEVEL: 'warn',
        SWEEPER_INTERVAL_MS: '200',
        WEBHOOK_QUEUE_PREFIX: prefix,
        ...extraEnv,
      };
      const { child: api, url: base } = await startServiceProcess(build.dir, {
        ...env,
        WEBHOOK_WORKER_IN_PROCESS: 'false',
      });
      let worker: ChildProcess | undefined;
      try {
        const headers = { 'content-type': 'application/json', 'x-admin-token': TEST_ADMIN_TOKEN };
        const program = (await (
          await fetch(`${base}/api/register`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ full_name: 'Worker Test', email: 'worker@example.com' }),
          })
        ).json()) as { reference: string };
        await fetch(`${base}/api/operator/webhooks`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ reference: program.reference, url: workerReceiver.url() }),
        });
        await fetch(`${base}/api/register/${program.reference}/portal-step`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ step: 'verify' }),
        });
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(workerReceiver.requests).toHaveLength(0); // the API process sends nothing itself

        const started = await startWorkerProcess(build.dir, env);
        worker = started.child;
        const metricsPort = started.metricsPort;
        const requests = await workerReceiver.waitFor(2, 30_000);
        expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(2);
        // The worker's own /metrics: its role, and the attempts it made (recorded just after each answer).
        const deadline = Date.now() + 15_000;
        let metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        while (!metrics.includes('pws_webhook_attempts_total{outcome="2xx"} 2') && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        }
        expect(metrics).toMatch(/^pws_build_info\{version="[^"]+",role="worker"\} 1$/m);
        expect(metrics).toContain('pws_webhook_attempts_total{outcome="2xx"} 2');
      } finally {
        worker?.kill('SIGTERM');
        api.kill('SIGTERM');
        await Promise.all([worker ? exited(worker) : Promise.resolve(), exited(api)]);
        await workerReceiver.close();
        await workerScratch.drop();
        if (extraEnv.REDIS_URL) {
          await flushPrefix(extraEnv.REDIS_URL, prefix);
        }
      }
    },
  );
});

function workerVariants(): Array<[string, Record<string, string>]> {
  const redisUrl = testRedisUrl();
  const variants: Array<[string, Record<string, string>]> = [['no Redis: the worker sweeps the database', {}]];
  if (redisUrl) {
    variants.push(['Redis: the API enqueues, the worker consumes', { REDIS_URL: redisUrl }]);
  }
  return variants;
}
