import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { processRegistry } from './process-registry';

/** Seconds: from a fast read to the 30 s request deadline. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
/** Event commit to the receiver's 2xx: a healthy pipeline answers in well under a second, a retried one in minutes. */
const DELIVERY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900, 3600, 21600];
/** A probe run at scrape time (pool, outbox, queue) gets this long before its figures are left as they were. */
export const SCRAPE_PROBE_TIMEOUT_MS = 1000;

/** Reads the figures a scrape shows that live elsewhere (the database, the queue); runs at most once per scrape. */
export type ScrapeProbe = () => Promise<void>;

/**
 * Every Prometheus metric of the service, one registry per application instance (the tests start many); the
 * process-wide Node.js metrics are merged in at scrape time. Labels are bounded sets only: never a reference,
 * e-mail, URL or endpoint id (an endpoint's own figures are its stats route). docs/observability.md explains each.
 */
/** The optional parts of the service a process has, whose figures it declares only then. */
export interface MetricParts {
  redis?: boolean;
  replica?: boolean;
  partitions?: boolean;
}

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly probes: ScrapeProbe[] = [];

  // HTTP
  readonly httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the last byte of the answer, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  // Database
  readonly dbPool = new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state: max, total (open), idle, in_use, waiting (callers queued for one).',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly dbQueryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Duration of the prepared hot-path statements, by statement (verb and table).',
    labelNames: ['statement'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  readonly dbQueryErrors = new Counter({
    name: 'db_query_errors_total',
    help: 'Prepared hot-path statements that failed, by statement (verb and table).',
    labelNames: ['statement'] as const,
    registers: [this.registry],
  });
  readonly databaseUp = new Gauge({
    name: 'pws_database_up',
    help: '1 when the database answered the scrape-time ping, 0 when it did not.',
    registers: [this.registry],
  });
  // Declared only with DATABASE_READ_URL, like the Redis figures: without a replica they would mean nothing.
  readonly replicaFallbacks = new Counter({
    name: 'pws_replica_fallbacks_total',
    help:
      'Reads that may lag which the primary answered instead of the read replica, by reason: unreachable (the ' +
      'replica did not answer, or failed within the last few seconds), lagging (its replay lag exceeded ' +
      'DATABASE_READ_MAX_LAG_S), error (a statement failed on the replica).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly replicaUp = new Gauge({
    name: 'pws_replica_up',
    help: '1 when the read replica answered the scrape-time probe, 0 when it did not.',
    registers: [this.registry],
  });
  readonly replicaLag = new Gauge({
    name: 'pws_replica_lag_seconds',
    help:
      "The read replica's replay lag at the scrape: 0 when it has replayed all it received, else the age of the last " +
      'transaction it replayed; NaN when unknown (unreachable, or not a standby).',
    registers: [this.registry],
  });

  // Domain
  readonly intakes = new Counter({
    name: 'pws_intakes_total',
    help: 'Programs taken in, by registration type.',
    labelNames: ['registration_type'] as const,
    registers: [this.registry],
  });
  readonly statusTransitions = new Counter({
    name: 'pws_status_transitions_total',
    help: 'Program status changes, by from and to status.',
    labelNames: ['from', 'to'] as const,
    registers: [this.registry],
  });
  readonly approvalRequests = new Counter({
    name: 'pws_approval_requests_total',
    help:
      'Four-eyes requests (status moves and erasures), by outcome: requested, confirmed, rejected, withdrawn ' +
      '(rejected by its requester), stale (replaced by a newer request, or the program or requester moved on).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly checklistUpdates = new Counter({
    name: 'pws_checklist_updates_total',
    help: 'Checklist items ticked or unticked, by the new state (done true or false).',
    labelNames: ['done'] as const,
    registers: [this.registry],
  });
  readonly documentsUploaded = new Counter({
    name: 'pws_documents_uploaded_total',
    help: 'Documents stored.',
    registers: [this.registry],
  });
  readonly documentBytesUploaded = new Counter({
    name: 'pws_document_bytes_uploaded_total',
    help: 'Bytes of the documents stored.',
    registers: [this.registry],
  });
  readonly handoffRecords = new Counter({
    name: 'pws_handoff_records_total',
    help: 'Handoff records entering a status (created in their first status, then each move), by status.',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });
  readonly chainVerifications = new Counter({
    name: 'pws_chain_verifications_total',
    help: 'Verifications of a program event chain, by result (valid or broken).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  readonly rateLimitRejections = new Counter({
    name: 'pws_rate_limit_rejections_total',
    help: 'Requests refused with 429, by limiter.',
    labelNames: ['limiter'] as const,
    registers: [this.registry],
  });

  // Webhooks
  readonly outboxPending = new Gauge({
    name: 'pws_webhook_outbox_pending',
    help: 'Deliveries waiting to reach their endpoint (pending), across the whole outbox.',
    registers: [this.registry],
  });
  readonly outboxOldestPendingAge = new Gauge({
    name: 'pws_webhook_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest pending delivery (since its event was committed); 0 when none is pending.',
    registers: [this.registry],
  });
  readonly webhookAttempts = new Counter({
    name: 'pws_webhook_attempts_total',
    help: 'Delivery attempts by outcome: 2xx, 3xx, 4xx, 5xx, timeout, refused (SSRF guard), network, other.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly deliveryLatency = new Histogram({
    name: 'pws_webhook_delivery_latency_seconds',
    help: "Time from the event's commit (the delivery row's creation) to the receiver's 2xx.",
    buckets: DELIVERY_BUCKETS,
    registers: [this.registry],
  });
  readonly retriesScheduled = new Counter({
    name: 'pws_webhook_retries_scheduled_total',
    help: 'Failed attempts that scheduled another one (the retry ladder).',
    registers: [this.registry],
  });
  readonly deliveriesFailed = new Counter({
    name: 'pws_webhook_deliveries_failed_total',
    help: 'Deliveries whose retries ran out (status failed).',
    registers: [this.registry],
  });
  readonly endpointsDisabled = new Counter({
    name: 'pws_webhook_endpoints_disabled_total',
    help: 'Endpoints the service disabled, by reason (gone: the receiver answered 410; breaker: 10 trips in a row).',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  // Declared only with a Redis queue: without one, a 0 would read as "Redis down" (and fire its alert).
  readonly queueJobs = new Gauge({
    name: 'pws_webhook_queue_jobs',
    help: 'Delivery jobs in the Redis queue (BullMQ), by state: waiting, delayed, active.',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  readonly redisUp = new Gauge({
    name: 'pws_redis_up',
    help: '1 when the configured Redis queue is connected, 0 when not (absent without REDIS_URL).',
    registers: [this.registry],
  });

  // Declared only on PostgreSQL's API processes, which attach the event record's partitions ahead.
  readonly partitionsCoveredUntil = new Gauge({
    name: 'pws_partitions_covered_until_seconds',
    help:
      'Unix time up to which the yearly partitions of a table (program_events, webhook_attempts) reach, as last ' +
      'read by this process (hourly, and at start): a row dated later would be refused.',
    labelNames: ['table'] as const,
    registers: [this.registry],
  });

  readonly buildInfo = new Gauge({
    name: 'pws_build_info',
    help: 'Always 1; the labels say which version and role (api or worker) this process is.',
    labelNames: ['version', 'role'] as const,
    registers: [this.registry],
  });

  constructor(identity: { version: string; role: 'api' | 'worker' }, parts: MetricParts = {}) {
    const { redis: withRedis = false, replica: withReplica = false, partitions: withPartitions = false } = parts;
    this.buildInfo.set(identity, 1);
    if (!withPartitions) {
      this.registry.removeSingleMetric('pws_partitions_covered_until_seconds');
    }
    if (!withRedis) {
      this.registry.removeSingleMetric('pws_webhook_queue_jobs');
      this.registry.removeSingleMetric('pws_redis_up');
    }
    if (withReplica) {
      for (const reason of ['unreachable', 'lagging', 'error']) {
        this.replicaFallbacks.inc({ reason }, 0);
      }
    } else {
      this.registry.removeSingleMetric('pws_replica_fallbacks_total');
      this.registry.removeSingleMetric('pws_replica_up');
      this.registry.removeSingleMetric('pws_replica_lag_seconds');
    }
    // Counters of a few known labels start at 0, so that rate() and increase() see their first event.
    for (const result of ['valid', 'broken']) {
      this.chainVerifications.inc({ result }, 0);
    }
    for (const reason of ['gone', 'breaker']) {
      this.endpointsDisabled.inc({ reason }, 0);
    }
    for (const outcome of ['2xx', '3xx', '4xx', '5xx', 'timeout', 'refused', 'network', 'other']) {
      this.webhookAttempts.inc({ outcome }, 0);
    }
  }

  /** Adds a reading made at scrape time. Probes run in parallel, each bounded by SCRAPE_PROBE_TIMEOUT_MS. */
  onScrape(probe: ScrapeProbe): void {
    this.probes.push(probe);
  }

  /** The Prometheus text exposition: this instance's metrics and the process's. */
  async exposition(): Promise<string> {
    await Promise.all(this.probes.map((probe) => bounded(probe())));
    const own = await this.registry.metrics();
    const process = await processRegistry().metrics();
    return `${own}\n${process}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

async function bounded(running: Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SCRAPE_PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([running.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
