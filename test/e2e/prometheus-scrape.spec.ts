import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { registerProgram, registrationInput } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import {
  describeWithPrometheus,
  InstantSample,
  OBSERVABILITY_DIR,
  PrometheusServer,
  PrometheusTools,
} from '../support/prometheus';
import { dashboardExpressions, withGrafanaVariables } from '../support/promql-names';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

const read = (file: string) => readFileSync(join(OBSERVABILITY_DIR, file), 'utf8');

/** Every delivery attempt to a hanging receiver times out after 1 s and is retried 0.5 s later, 40 times at most. */
const OUTAGE_WEBHOOKS = {
  WEBHOOK_TIMEOUT_MS: '1000',
  WEBHOOK_RETRY_SCHEDULE_MS: Array.from({ length: 40 }, () => '500').join(','),
  SWEEPER_INTERVAL_MS: '200',
};
const INTAKE_ROUTES = ['/api/register', '/api/programs'];
const LOAD_BATCHES = 8;
const INTAKES_PER_BATCH = 3;
const READS_PER_BATCH = 4;
/** Per route: the first intake, then the load's. */
const INTAKES_PER_ROUTE = 1 + LOAD_BATCHES * INTAKES_PER_BATCH;
const READS = LOAD_BATCHES * READS_PER_BATCH;

/**
 * The shipped scrape job `pws-api` (its relabelling included) aimed at the test app, scraped and evaluated every
 * second, with the shipped alert rules loaded. The worker job is left out: the test app delivers in process.
 */
function prometheusConfig(target: string): string {
  const shipped = parse(read('prometheus.yml')) as { scrape_configs: Array<{ job_name: string }> };
  const apiJob = shipped.scrape_configs.find((job) => job.job_name === 'pws-api');
  return stringify({
    global: { scrape_interval: '1s', scrape_timeout: '1s', evaluation_interval: '1s' },
    rule_files: [join(OBSERVABILITY_DIR, 'alerts.yml')],
    scrape_configs: [{ ...apiJob, static_configs: [{ targets: [target] }] }],
  });
}

const single = (samples: InstantSample[]): number | undefined => (samples.length === 1 ? samples[0].value : undefined);

/**
 * Once, on SQLite: the Prometheus side does not depend on the database, and the run is mostly waiting for scrapes
 * (about 17 s here, 23 s on PostgreSQL; 5 s of it is Prometheus applying its first targets). The PostgreSQL figures (the pool) are checked by name in
 * prometheus-rules.spec.ts and by value in metrics-endpoint.spec.ts.
 */
function describeOnSqlite(name: string, body: (tools: PrometheusTools) => void): void {
  if (testDialect === 'sqlite') {
    describeWithPrometheus(name, body);
  } else {
    describe.skip(name, () => body({ promtool: '', prometheus: '' }));
  }
}

describeOnSqlite('A real Prometheus scraping the service (deploy/observability)', (tools) => {
  let app: TestApp;
  let prometheus: PrometheusServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    app = await startTestApp({ listen: true, env: OUTAGE_WEBHOOKS });
    receiver = await WebhookReceiver.start(() => ({ status: 200, hang: true }));
    prometheus = await PrometheusServer.start(tools.prometheus, prometheusConfig(new URL(app.url).host));
  }, 25_000);

  afterAll(async () => {
    await prometheus?.stop();
    await receiver?.close();
    await app?.close();
  });

  it('should scrape the service and load the shipped alert rules, every one evaluating without error', async () => {
    await prometheus.waitForQuery('up{job="pws-api"}', (samples) => single(samples) === 1, 10_000);
    const alertNames = (parse(read('alerts.yml')) as { groups: Array<{ rules: Array<{ alert: string }> }> }).groups
      .flatMap((group) => group.rules.map((rule) => rule.alert))
      .sort();
    const deadline = Date.now() + 10_000;
    let groups = await prometheus.rules();
    while (groups.flatMap((group) => group.rules).some((rule) => rule.health !== 'ok') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      groups = await prometheus.rules();
    }
    expect(groups.map((group) => group.name).sort()).toEqual(['pws-audit', 'pws-http', 'pws-platform', 'pws-webhooks']);
    const loaded = groups.flatMap((group) => group.rules);
    expect(loaded.map((rule) => rule.name).sort()).toEqual(alertNames);
    expect(loaded.filter((rule) => rule.type !== 'alerting' || rule.health !== 'ok')).toEqual([]);
  }, 25_000);

  it('should answer rate() by route template, the exact counts, and a finite p99 after a small load', async () => {
    // One intake per route first, seen by a scrape: a counter born during the load would start at its total, and
    // rate() would see no increase.
    const references: string[] = [];
    for (const route of INTAKE_ROUTES) {
      const answer = await app.http.post(route).send(registrationInput()).expect(200);
      references.push((answer.body as { reference: string }).reference);
      await prometheus.waitForQuery(
        `sum(http_requests_total{job="pws-api", method="POST", route="${route}"})`,
        (samples) => single(samples) === 1,
        10_000,
      );
    }
    // The load, spread over about three seconds of one-second scrapes.
    for (let batch = 0; batch < LOAD_BATCHES; batch++) {
      const answers = await Promise.all(
        INTAKE_ROUTES.flatMap((route) =>
          Array.from({ length: INTAKES_PER_BATCH }, () => app.http.post(route).send(registrationInput()).expect(200)),
        ),
      );
      references.push(...answers.map((answer) => (answer.body as { reference: string }).reference));
      await Promise.all(
        references.slice(-READS_PER_BATCH).map((reference) => app.http.get(`/api/programs/${reference}`).expect(200)),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    }

    for (const route of INTAKE_ROUTES) {
      await prometheus.waitForQuery(
        `sum(http_requests_total{job="pws-api", method="POST", route="${route}", status_class="2xx"})`,
        (samples) => single(samples) === INTAKES_PER_ROUTE,
        10_000,
      );
      await prometheus.waitForQuery(
        `sum(rate(http_requests_total{job="pws-api", method="POST", route="${route}"}[10s]))`,
        (samples) => (single(samples) ?? 0) > 0,
        10_000,
      );
    }
    const reads = await prometheus.waitForQuery(
      'sum(http_requests_total{job="pws-api", method="GET", route="/api/programs/{reference}"})',
      (samples) => single(samples) === READS,
      10_000,
    );
    expect(single(reads)).toBe(READS);
    const rate = await prometheus.query(
      'sum(rate(http_requests_total{job="pws-api", route="/api/programs/{reference}"}[10s]))',
    );
    expect(single(rate)).toBeGreaterThan(0);
    const p99 = await prometheus.waitForQuery(
      'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket' +
        '{job="pws-api", method="POST", route=~"/api/register|/api/programs"}[10s])))',
      (samples) => Number.isFinite(single(samples)),
      10_000,
    );
    // Finite, and inside the 2 s acknowledgement target the alert guards.
    expect(single(p99)).toBeGreaterThan(0);
    expect(single(p99)).toBeLessThan(2);
    const intakes = await prometheus.query('sum(pws_intakes_total{job="pws-api"})');
    expect(single(intakes)).toBe(2 * INTAKES_PER_ROUTE);
  }, 30_000);

  it("should apply the shipped relabelling: the heap-space breakdown is dropped, the heap's totals kept", async () => {
    expect(await prometheus.query('count(nodejs_heap_space_size_used_bytes{job="pws-api"})')).toEqual([]);
    expect(single(await prometheus.query('count(nodejs_heap_size_used_bytes{job="pws-api"})'))).toBe(1);
  });

  it('should see the oldest pending delivery age rise while the receiver hangs, and fall to 0 once it answers', async () => {
    const { reference } = await registerProgram(app, { client_role: 'business' });
    const webhook = await registerWebhook(app, reference, receiver.url());
    await app.http.patch(`/api/checklist/${reference}/items/aml_programme`).send({ done: true }).expect(200);
    await receiver.waitFor(1);

    const age = 'max(pws_webhook_outbox_oldest_pending_age_seconds{job="pws-api"})';
    const during = await prometheus.waitForQuery(age, (samples) => (single(samples) ?? 0) >= 3, 15_000);
    expect(single(during)).toBeGreaterThanOrEqual(3);
    expect(single(await prometheus.query('max(pws_webhook_outbox_pending{job="pws-api"})'))).toBe(1);
    expect(
      single(await prometheus.query('sum(pws_webhook_attempts_total{job="pws-api", outcome="timeout"})')),
    ).toBeGreaterThanOrEqual(2);
    // Every attempt fails: the failure-ratio rule matches the real series (pending, its `for` not yet run out);
    // the database and the Redis rules stay quiet (this app has a database and no Redis queue).
    const pending = await prometheus.waitForQuery(
      'ALERTS{alertstate=~"pending|firing"}',
      (samples) => samples.some((sample) => sample.metric.alertname === 'PwsWebhookDeliveryFailureRatioHigh'),
      10_000,
    );
    expect(pending.map((sample) => `${sample.metric.alertname} ${sample.metric.alertstate}`).sort()).toEqual([
      'PwsWebhookDeliveryFailureRatioHigh pending',
    ]);

    receiver.respondWith(() => ({ status: 200 }));
    await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered', 10_000);
    await prometheus.waitForQuery(age, (samples) => single(samples) === 0, 10_000);
    expect(single(await prometheus.query('max(pws_webhook_outbox_pending{job="pws-api"})'))).toBe(0);
    const delivered = await prometheus.waitForQuery(
      'sum(pws_webhook_attempts_total{job="pws-api", outcome="2xx"})',
      (samples) => single(samples) === 1,
      5_000,
    );
    expect(single(delivered)).toBe(1);
    // The commit-to-2xx latency counts the outage: one delivery, at least the 3 s it waited.
    expect(single(await prometheus.query('sum(pws_webhook_delivery_latency_seconds_count{job="pws-api"})'))).toBe(1);
    expect(
      single(await prometheus.query('sum(pws_webhook_delivery_latency_seconds_sum{job="pws-api"})')),
    ).toBeGreaterThanOrEqual(3);
  }, 40_000);

  it('should answer every dashboard query without error, and the RED, webhook and database panels with data', async () => {
    const expressions = dashboardExpressions(JSON.parse(read('grafana/dashboards/program-workflow.json')));
    const answers = new Map<string, InstantSample[]>();
    for (const expression of expressions.filter((candidate) => candidate !== '')) {
      const concrete = withGrafanaVariables(expression).replace(/\[1m\]/g, '[30s]');
      answers.set(expression, await prometheus.query(concrete));
    }
    const withData = (fragment: string) =>
      [...answers.entries()].filter(([expression, samples]) => expression.includes(fragment) && samples.length > 0);
    for (const fragment of [
      'rate(http_requests_total',
      'http_request_duration_seconds_bucket',
      'pws_webhook_outbox_oldest_pending_age_seconds',
      'pws_webhook_attempts_total',
      'pws_webhook_delivery_latency_seconds_bucket',
      'db_pool_connections',
      'db_query_duration_seconds_bucket',
      'pws_database_up',
      'nodejs_eventloop_lag_p99_seconds',
      'pws_build_info',
    ]) {
      expect({ fragment, panelsWithData: withData(fragment).length > 0 }).toEqual({ fragment, panelsWithData: true });
    }
  }, 20_000);
});
