import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { describeWithPrometheus, OBSERVABILITY_DIR, runPromtool } from '../support/prometheus';
import { dashboardExpressions, metricNamesOf, relabelledNames, withGrafanaVariables } from '../support/promql-names';
import { flushPrefix, testRedisUrl, uniqueQueuePrefix } from '../support/redis';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook, waitForDeliveries } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

const read = (file: string) => readFileSync(join(OBSERVABILITY_DIR, file), 'utf8');

interface AlertRule {
  alert?: string;
  record?: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

interface RulesUnitTests {
  tests: Array<{ alert_rule_test?: Array<{ alertname: string; exp_alerts: unknown[] }> }>;
}

const rules = (parse(read('alerts.yml')) as { groups: Array<{ rules: AlertRule[] }> }).groups.flatMap(
  (group) => group.rules,
);
const scrapeConfig: unknown = parse(read('prometheus.yml'));
const dashboard: unknown = JSON.parse(read('grafana/dashboards/program-workflow.json'));

/** Series Prometheus itself writes for every target: not on /metrics, yet real. */
const PROMETHEUS_SERIES = new Set(['up']);

/** The queue's figures, which a process may declare only with REDIS_URL: checked with Redis (CI always has it). */
const REDIS_ONLY = ['pws_redis_up', 'pws_webhook_queue_jobs'];

/** The figures only PostgreSQL's API processes declare (SQLite has no partitions): checked on PostgreSQL. */
const POSTGRES_ONLY = ['pws_partitions_covered_until_seconds'];

/**
 * Issue 20's alerts: 5xx ratio, intake p99, stuck delivery, failure ratio, database, Redis, event loop, chain; issue
 * 21's partitions running out.
 */
const EXPECTED_ALERTS = [
  'PwsHttp5xxRatioHigh',
  'PwsIntakeLatencyP99High',
  'PwsWebhookDeliveryStuck',
  'PwsWebhookDeliveryFailureRatioHigh',
  'PwsRedisDownWhileDeliveriesPend',
  'PwsDatabaseDown',
  'PwsEventLoopLagHigh',
  'PwsEventChainBroken',
  'PwsEventPartitionsRunningOut',
];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function headingAnchors(markdown: string): Set<string> {
  return new Set(
    markdown
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) =>
        line
          .replace(/^#+ /, '')
          .trim()
          .toLowerCase()
          .replace(/[^\w\- ]/g, '')
          .replace(/ /g, '-'),
      ),
  );
}

/** Every name the exposition offers a query: each family, and a histogram's `_bucket`, `_sum`, `_count` series. */
function exposedNames(exposition: string): Set<string> {
  const names = new Set<string>();
  for (const line of exposition.split('\n')) {
    const typed = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (typed) {
      const [, family, type] = typed;
      names.add(family);
      if (type === 'histogram' || type === 'summary') {
        ['_sum', '_count', ...(type === 'histogram' ? ['_bucket'] : [])].forEach((suffix) =>
          names.add(`${family}${suffix}`),
        );
      }
    } else if (line !== '' && !line.startsWith('#')) {
      names.add(line.split(/[{ ]/)[0]);
    }
  }
  return names;
}

/** The names `expressions` select that neither the exposition nor Prometheus itself provides. */
function missingNames(expressions: string[], exposed: Set<string>): string[] {
  const used = new Set(expressions.flatMap((expression) => [...metricNamesOf(withGrafanaVariables(expression))]));
  return [...used].filter((name) => !exposed.has(name) && !PROMETHEUS_SERIES.has(name)).sort();
}

describe('Shipped alert rules and dashboard (deploy/observability)', () => {
  it("should ship issue 20's alerts, each with a severity, a summary, a description and a runbook anchor that exists", () => {
    expect(rules.map((rule) => rule.alert).sort()).toEqual([...EXPECTED_ALERTS].sort());
    const anchors = headingAnchors(
      readFileSync(join(OBSERVABILITY_DIR, '..', '..', 'docs', 'observability.md'), 'utf8'),
    );
    for (const rule of rules) {
      expect({ alert: rule.alert, severity: rule.labels?.severity }).toEqual({
        alert: rule.alert,
        severity: expect.stringMatching(/^(critical|warning)$/) as unknown,
      });
      expect(rule.annotations?.summary?.length).toBeGreaterThan(10);
      expect(rule.annotations?.description?.length).toBeGreaterThan(30);
      const runbook = /^docs\/observability\.md#([\w-]+)$/.exec(rule.annotations?.runbook_url ?? '');
      const anchor = runbook?.[1] ?? '';
      expect({ alert: rule.alert, anchor, anchored: anchors.has(anchor) }).toEqual({
        alert: rule.alert,
        anchor,
        anchored: true,
      });
      expect(runbook?.[1]).toBe(rule.alert?.toLowerCase());
    }
  });

  it('should show every alert both firing and quiet in the rules unit tests', () => {
    const unitTests = parse(read('alerts.test.yml'), { merge: true }) as RulesUnitTests;
    const evaluations = unitTests.tests.flatMap((test) => test.alert_rule_test ?? []);
    for (const alert of EXPECTED_ALERTS) {
      const mine = evaluations.filter((evaluation) => evaluation.alertname === alert);
      expect({ alert, fires: mine.some((evaluation) => evaluation.exp_alerts.length > 0) }).toEqual({
        alert,
        fires: true,
      });
      expect({ alert, quiet: mine.some((evaluation) => evaluation.exp_alerts.length === 0) }).toEqual({
        alert,
        quiet: true,
      });
    }
  });

  it('should give the dashboard unique panel ids, a Prometheus datasource on every query, and RED, webhook and database rows', () => {
    const board = dashboard as {
      uid: string;
      panels: Array<{ id: number; type: string; title: string; datasource?: { type: string }; targets?: unknown[] }>;
    };
    expect(board.uid).toBe('pws-overview');
    const ids = board.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = board.panels.filter((panel) => panel.type === 'row').map((panel) => panel.title);
    expect(rows).toEqual(
      expect.arrayContaining(['HTTP: rate, errors, duration per route', 'Webhook pipeline', 'Database']),
    );
    for (const panel of board.panels.filter((candidate) => candidate.type !== 'row')) {
      expect({ title: panel.title, datasource: panel.datasource?.type }).toEqual({
        title: panel.title,
        datasource: 'prometheus',
      });
      expect(panel.targets?.length).toBeGreaterThan(0);
    }
  });

  it("should provision Grafana with the compose profile's Prometheus and the dashboard's directory", () => {
    const datasources = parse(read('grafana/provisioning/datasources/prometheus.yml')) as {
      datasources: Array<{ uid: string; type: string; url: string }>;
    };
    expect(datasources.datasources).toEqual([
      expect.objectContaining({ uid: 'pws-prometheus', type: 'prometheus', url: 'http://prometheus:9090' }),
    ]);
    const providers = parse(read('grafana/provisioning/dashboards/program-workflow.yml')) as {
      providers: Array<{ type: string; options: { path: string } }>;
    };
    expect(providers.providers).toEqual([
      expect.objectContaining({ type: 'file', options: { path: '/etc/grafana/dashboards' } }),
    ]);
  });
});

describeWithPrometheus('promtool on the shipped files', (tools) => {
  it('should accept prometheus.yml and find the rule file it names (promtool check config)', async () => {
    const run = await runPromtool(tools, ['check', 'config', 'prometheus.yml']);
    expect(run).toEqual({ code: 0, output: expect.stringContaining('SUCCESS: 1 rule files found') as unknown });
    expect(run.output).toContain('SUCCESS: prometheus.yml is valid prometheus config file syntax');
  });

  it('should accept the alert rules (promtool check rules)', async () => {
    const run = await runPromtool(tools, ['check', 'rules', 'alerts.yml']);
    expect(run).toEqual({
      code: 0,
      output: expect.stringContaining(`SUCCESS: ${EXPECTED_ALERTS.length} rules found`) as unknown,
    });
  });

  it('should pass the rules unit tests: each alert fires on synthetic series and stays quiet below it', async () => {
    const run = await runPromtool(tools, ['test', 'rules', 'alerts.test.yml']);
    expect(run).toEqual({ code: 0, output: expect.stringContaining('SUCCESS') as unknown });
  });

  it('should fail the rules unit tests when a threshold moves (they have teeth)', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'pws-rules-'));
    try {
      copyFileSync(join(OBSERVABILITY_DIR, 'alerts.test.yml'), join(directory, 'alerts.test.yml'));
      const loosened = read('alerts.yml').replace(
        'pws_webhook_outbox_oldest_pending_age_seconds) > 600',
        'pws_webhook_outbox_oldest_pending_age_seconds) > 6000',
      );
      expect(loosened).not.toBe(read('alerts.yml'));
      writeFileSync(join(directory, 'alerts.yml'), loosened);
      const run = await runPromtool(tools, ['test', 'rules', 'alerts.test.yml'], directory);
      expect(run.code).toBe(1);
      expect(run.output).toContain('alertname: PwsWebhookDeliveryStuck');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it("should parse every dashboard query (Grafana's variables filled in)", async () => {
    const expressions = dashboardExpressions(dashboard).filter((expression) => expression !== '');
    const directory = mkdtempSync(join(tmpdir(), 'pws-dashboard-'));
    try {
      const recorded = expressions.map((expression, index) => ({
        record: `dashboard:query_${index}`,
        expr: withGrafanaVariables(expression),
      }));
      writeFileSync(join(directory, 'dashboard.yml'), stringify({ groups: [{ name: 'dashboard', rules: recorded }] }));
      const run = await runPromtool(tools, ['check', 'rules', 'dashboard.yml'], directory);
      expect(run).toEqual({
        code: 0,
        output: expect.stringContaining(`SUCCESS: ${expressions.length} rules found`) as unknown,
      });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('PromQL metric names (the check below relies on it)', () => {
  it('should find metric names and only them: not strings, labels, functions, keywords, durations or variables', () => {
    expect(
      [
        ...metricNamesOf(
          'histogram_quantile(0.99, sum by (le, route) (rate(http_request_duration_seconds_bucket' +
            '{route=~"/api/register|pws_in_a_string", method="POST"}[5m] offset 1h))) > 2 ' +
            'and on (job) max without (instance) (pws_database_up) == bool 0 ' +
            'or {__name__="pws_redis_up"} unless count(up @ start()) / sum(rate(x:recorded_total[$__rate_interval]))',
        ),
      ].sort(),
    ).toEqual(['http_request_duration_seconds_bucket', 'pws_database_up', 'pws_redis_up', 'up', 'x:recorded_total']);
  });

  it('should refuse an unknown function rather than take it for a metric', () => {
    expect(() => metricNamesOf('rated(http_requests_total[5m])')).toThrow('unknown PromQL function rated()');
  });

  it('should read the variables of a dashboard and the names a relabelling rule matches', () => {
    expect(
      dashboardExpressions({
        panels: [{ panels: [{ targets: [{ expr: 'sum(a_total)' }] }] }],
        templating: { list: [{ type: 'query', query: { query: 'label_values(b_info{job=~"$job"}, instance)' } }] },
      }),
    ).toEqual(['sum(a_total)', 'b_info{job=~"$job"}']);
    expect(
      relabelledNames({
        scrape_configs: [{ metric_relabel_configs: [{ source_labels: ['__name__'], regex: 'a_total|b_bytes' }] }],
      }),
    ).toEqual(['a_total', 'b_bytes']);
    expect(() =>
      relabelledNames({
        scrape_configs: [{ metric_relabel_configs: [{ source_labels: ['__name__'], regex: 'a_.*' }] }],
      }),
    ).toThrow('list metric names in full');
  });
});

describe('Every metric the rules, the scrape config and the dashboard name is on /metrics', () => {
  const redisUrl = testRedisUrl();
  const prefix = uniqueQueuePrefix();
  let app: TestApp;
  let receiver: WebhookReceiver;
  let exposition: string;
  let exposed: Set<string>;

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    // With Redis (CI), the queue's figures are read as in production; without, the process still declares them.
    app = await startTestApp({
      env: {
        WEBHOOK_RETRY_SCHEDULE_MS: '30',
        SWEEPER_INTERVAL_MS: '200',
        ...(redisUrl ? { REDIS_URL: redisUrl, WEBHOOK_QUEUE_PREFIX: prefix } : {}),
      },
    });
    // A little traffic: intakes on both routes, reads, a 404, a delivered webhook.
    const program = await registerProgram(app, { client_role: 'business' });
    await app.http
      .post('/api/programs')
      .send({
        full_name: 'Applicant Metrics',
        email: 'metrics@example.com',
        consent_accepted: true,
        corridor: 'CA-US',
      })
      .expect(200);
    await app.http.get(`/api/programs/${program.reference}`).expect(200);
    await app.http.get('/api/programs/PRG-000000').expect(404);
    const webhook = await registerWebhook(app, program.reference, receiver.url());
    await app.http.patch(`/api/checklist/${program.reference}/items/aml_programme`).send({ done: true }).expect(200);
    await waitForDeliveries(app, webhook.id, (list) => list[0]?.status === 'delivered');
    exposition = (await app.http.get('/metrics').expect(200)).text;
    exposed = exposedNames(exposition);
    if (!redisUrl) {
      REDIS_ONLY.forEach((name) => exposed.add(name));
    }
    if (testDialect !== 'postgres') {
      POSTGRES_ONLY.forEach((name) => exposed.add(name));
    }
  });

  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    if (redisUrl) {
      await flushPrefix(redisUrl, prefix);
    }
  });

  it('should find each name of the alert rules', () => {
    expect(
      missingNames(
        rules.map((rule) => rule.expr),
        exposed,
      ),
    ).toEqual([]);
  });

  it("should find each name the scrape config's relabelling matches", () => {
    const names = relabelledNames(scrapeConfig);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !exposed.has(name))).toEqual([]);
  });

  it("should find each name of the dashboard's panels and variables", () => {
    expect(missingNames(dashboardExpressions(dashboard), exposed)).toEqual([]);
  });

  it('should fail on a rule naming a metric the service does not have', () => {
    const withTypo = [...rules.map((rule) => rule.expr), 'sum(rate(pws_webhook_attempt_total[5m])) > 0'];
    expect(missingNames(withTypo, exposed)).toEqual(['pws_webhook_attempt_total']);
  });

  it('should label the intake routes and a delivered attempt with the values the rules select', () => {
    for (const route of ['/api/register', '/api/programs']) {
      expect(exposition).toContain(
        `http_request_duration_seconds_bucket{le="2",method="POST",route="${route}",status_class="2xx"}`,
      );
    }
    expect(exposition).toMatch(/^pws_webhook_attempts_total\{outcome="2xx"\} [1-9]/m);
    expect(exposition).toMatch(/^pws_database_up 1$/m);
  });
});
