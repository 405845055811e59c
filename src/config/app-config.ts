import { randomBytes } from 'node:crypto';
import { ConfigError, EnvReader } from './env-reader';
import { DEFAULT_SERVICE_NAME } from '../observability/tracing/tracing-env';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';
import { OPERATOR_TOKEN_PREFIX } from '../operators/accounts/operator-token-format';
import { AuditConfig, parseAuditConfig } from './audit-config';
import { REFERENCE_DIGITS_MAX, REFERENCE_DIGITS_MIN } from '../registrations/reference';

export type NodeEnv = 'development' | 'test' | 'production';
export type LogLevel = 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
export type DatabaseDialect = 'postgres' | 'sqlite';

export interface DatabaseConfig {
  dialect: DatabaseDialect;
  /** PostgreSQL connection string, or the SQLite file path (`:memory:` for an in-memory database). */
  url: string;
  sqlitePath: string;
  poolMax: number;
  /** PostgreSQL: how long opening one connection may take before the pool gives up (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
  runMigrations: boolean;
  /** A PostgreSQL read replica for reads that may lag (lists, stats, exports); absent when DATABASE_READ_URL is unset. */
  readReplica?: ReadReplicaConfig;
}

/** DATABASE_READ_URL and its companions: docs/operations.md, "Read replica". */
export interface ReadReplicaConfig {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
  /** Replay lag beyond which reads that may lag go to the primary instead. */
  maxLagSeconds: number;
}

export interface RateLimitConfig {
  enabled: boolean;
  intakePerMinute: number;
  readPerMinute: number;
  missPerMinute: number;
  /** Anonymous writes (uploads, checklist patches, portal steps, handoff records) per client address. */
  anonymousWritePerMinute: number;
  /** Anonymous writes to one program, whoever sends them. */
  programWritePerMinute: number;
}

/** Console sign-in through the organisation's OpenID Provider (all three variables set, or none). */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the operator back; outside production default: the request's origin + /admin/oidc/callback. */
  redirectUri: string | undefined;
}

/** Which `X-Forwarded-For` entry is the client: none (the socket address), a hop count, or trusted proxy CIDRs. */
export type TrustProxy = false | number | string[];

/** `GET /metrics` (Prometheus): on the main port unless `port` names a listener of its own; bearer-protected when `token` is set. */
export interface MetricsConfig {
  port: number | undefined;
  token: string | undefined;
}

/** OpenTelemetry traces: exported over OTLP/HTTP when `otlpEndpoint` is set, off (not even loaded) otherwise. */
export interface TracingConfig {
  otlpEndpoint: string | undefined;
  serviceName: string;
}

export interface AppConfig {
  port: number;
  host: string;
  /** Deadlines for a whole request and for its headers (slow clients get 408). */
  http: { requestTimeoutMs: number; headersTimeoutMs: number };
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Console cookies carry `Secure` everywhere but development (decisions §10). */
  secureCookies: boolean;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  adminToken: string;
  adminTokenGenerated: boolean;
  sessionSecret: string;
  sessionSecretGenerated: boolean;
  /** Status moves that need a second operator's confirmation (four-eyes). */
  fourEyesStatuses: ApplicationStatus[];
  /** An owner's erasure waits for a different owner's confirmation (four-eyes). */
  fourEyesErasure: boolean;
  oidc: OidcConfig | undefined;
  /** Signed checkpoints, the bundle signature and retention. */
  audit: AuditConfig;
  /** Names (never values) of the set ADAPTER_* variables; an adapter is configured when all of its names are here. */
  adapterVariables: readonly string[];
  webhook: {
    retryScheduleMs: number[];
    timeoutMs: number;
    allowedCidrs: string[];
    sweeperIntervalMs: number;
    /** Run the delivery worker and sweeper inside the API process (false when `npm run worker` runs them). */
    workerInProcess: boolean;
    /** Redis key prefix of the delivery queue (one per deployment; tests use their own). */
    queuePrefix: string;
    /** Deliveries sent at the same time by one process. */
    concurrency: number;
    /** After a secret rotation, how long the previous secret also signs. */
    secretRotationGraceMs: number;
    /** How long a tripped circuit breaker stays open before its one probe. */
    breakerOpenMs: number;
    /** How far back the breaker's failure window reaches. */
    breakerWindowMs: number;
    /** In-flight sends per endpoint in one process (default half the concurrency, at least 1). */
    endpointConcurrency: number;
  };
  inboundSecrets: {
    idv: string | undefined;
    payment: string | undefined;
    messaging: string | undefined;
  };
  apiKeyRotationGraceSeconds: number;
  maxUploadBytes: number;
  /** Per-program document quota (decisions §7): beyond either figure an upload is 409. */
  documentQuota: { count: number; bytes: number };
  rateLimit: RateLimitConfig;
  trustProxy: TrustProxy;
  challenge: { verifyUrl: string | undefined; secret: string | undefined };
  logLevel: LogLevel;
  version: string;
  metrics: MetricsConfig;
  tracing: TracingConfig;
  /** How long the public `GET /api/stats` answer is reused (one computation at a time in any case). */
  statsCacheMs: number;
  /** How often this process folds the tally deltas (ms); 0: never (another process must). */
  tallyFoldMs: number;
  /** Digits of newly issued `PRG-` / `INS-` references (6–12); references already issued keep theirs. */
  referenceDigits: number;
  /** PostgreSQL: how many months ahead the event record's and attempt log's yearly partitions are kept attached. */
  partitionMonthsAhead: number;
  /**
   * How far V8 lets the old generation grow past what a full collection left live before the next (percent; 0: V8's
   * own factor, up to 4×). See applyHeapGrowth.
   */
  heapGrowingPercent: number;
}

const DEFAULT_RETRY_SCHEDULE = '5000,300000,1800000,7200000,18000000,36000000,36000000';
const DEV_ALLOWED_CIDRS = '127.0.0.0/8,::1/128';
const MIN_PRODUCTION_ADMIN_TOKEN_LENGTH = 32;

export const DEFAULT_DATABASE_URL = 'sqlite:./data/program-workflow.sqlite';

/** Reads and validates the whole configuration once; a bad value throws a ConfigError naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const read = new EnvReader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'test', 'production'] as const, 'development');
  const isProduction = nodeEnv === 'production';
  const concurrency = read.integer('WEBHOOK_CONCURRENCY', 8, { min: 1, max: 256 });

  const adminTokenRaw = read.optionalString('ADMIN_TOKEN');
  if (isProduction && (!adminTokenRaw || adminTokenRaw.length < MIN_PRODUCTION_ADMIN_TOKEN_LENGTH)) {
    throw new ConfigError(
      'ADMIN_TOKEN',
      `must be set to at least ${MIN_PRODUCTION_ADMIN_TOKEN_LENGTH} characters in production`,
    );
  }
  if (adminTokenRaw?.startsWith(OPERATOR_TOKEN_PREFIX)) {
    throw new ConfigError('ADMIN_TOKEN', `must not start with "${OPERATOR_TOKEN_PREFIX}" (that marks personal tokens)`);
  }
  const sessionSecretRaw = read.optionalString('SESSION_SECRET');
  if (isProduction && !sessionSecretRaw) {
    throw new ConfigError('SESSION_SECRET', 'must be set in production');
  }

  return {
    port: read.integer('PORT', 3000, { min: 0, max: 65535 }),
    host: read.string('HOST', '0.0.0.0'),
    http: {
      requestTimeoutMs: read.integer('HTTP_REQUEST_TIMEOUT_MS', 30000, { min: 100 }),
      headersTimeoutMs: read.integer('HTTP_HEADERS_TIMEOUT_MS', 10000, { min: 100 }),
    },
    nodeEnv,
    isProduction,
    secureCookies: nodeEnv !== 'development',
    database: parseDatabaseConfig(read),
    redisUrl: read.optionalUrl('REDIS_URL', ['redis:', 'rediss:']),
    adminToken: adminTokenRaw ?? randomToken(),
    adminTokenGenerated: !adminTokenRaw,
    sessionSecret: sessionSecretRaw ?? randomToken(),
    sessionSecretGenerated: !sessionSecretRaw,
    fourEyesStatuses: read.oneOfList(
      'FOUR_EYES_STATUSES',
      APPLICATION_STATUSES,
      isProduction ? 'approved,declined' : '',
    ),
    fourEyesErasure: read.boolean('FOUR_EYES_ERASURE', isProduction),
    oidc: parseOidcConfig(read, isProduction),
    audit: parseAuditConfig(read, isProduction),
    adapterVariables: presentAdapterVariables(env, read),
    webhook: {
      retryScheduleMs: read.integerList('WEBHOOK_RETRY_SCHEDULE_MS', DEFAULT_RETRY_SCHEDULE),
      timeoutMs: read.integer('WEBHOOK_TIMEOUT_MS', 15000, { min: 1 }),
      allowedCidrs: read.cidrList('WEBHOOK_ALLOWED_CIDRS', isProduction ? '' : DEV_ALLOWED_CIDRS),
      sweeperIntervalMs: read.integer('SWEEPER_INTERVAL_MS', 5000, { min: 10 }),
      workerInProcess: read.boolean('WEBHOOK_WORKER_IN_PROCESS', true),
      queuePrefix: read.string('WEBHOOK_QUEUE_PREFIX', 'pws'),
      concurrency,
      secretRotationGraceMs: read.integer('WEBHOOK_SECRET_ROTATION_GRACE_S', 86400, { min: 0, max: 30 * 86400 }) * 1000,
      breakerOpenMs: read.integer('WEBHOOK_BREAKER_OPEN_MS', 30_000, { min: 1 }),
      breakerWindowMs: read.integer('WEBHOOK_BREAKER_WINDOW_MS', 300_000, { min: 1 }),
      endpointConcurrency: read.integer('WEBHOOK_ENDPOINT_CONCURRENCY', Math.max(1, Math.floor(concurrency / 2)), {
        min: 1,
        max: 256,
      }),
    },
    inboundSecrets: {
      idv: read.optionalString('IDV_WEBHOOK_SECRET'),
      payment: read.optionalString('PAYMENT_WEBHOOK_SECRET'),
      messaging: read.optionalString('MESSAGING_WEBHOOK_SECRET'),
    },
    apiKeyRotationGraceSeconds: read.integer('API_KEY_ROTATION_GRACE_SECONDS', 86400, { min: 0 }),
    maxUploadBytes: read.integer('MAX_UPLOAD_BYTES', 10 * 1024 * 1024, { min: 1 }),
    documentQuota: {
      count: read.integer('DOCUMENT_QUOTA_COUNT', 50, { min: 1 }),
      bytes: read.integer('DOCUMENT_QUOTA_BYTES', 200 * 1024 * 1024, { min: 1 }),
    },
    rateLimit: {
      enabled: read.boolean('RATE_LIMIT_ENABLED', true),
      intakePerMinute: read.integer('RATE_LIMIT_INTAKE_PER_MINUTE', 300, { min: 1 }),
      readPerMinute: read.integer('RATE_LIMIT_READ_PER_MINUTE', 3000, { min: 1 }),
      missPerMinute: read.integer('RATE_LIMIT_MISS_PER_MINUTE', 120, { min: 1 }),
      anonymousWritePerMinute: read.integer('RATE_LIMIT_ANON_WRITE_PER_MINUTE', 60, { min: 1 }),
      programWritePerMinute: read.integer('RATE_LIMIT_PROGRAM_WRITE_PER_MINUTE', 30, { min: 1 }),
    },
    trustProxy: read.trustProxy('TRUST_PROXY'),
    challenge: {
      verifyUrl: read.optionalUrl('CHALLENGE_VERIFY_URL', ['http:', 'https:']),
      secret: read.optionalString('CHALLENGE_SECRET'),
    },
    logLevel: read.oneOf('LOG_LEVEL', ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const, 'info'),
    version: read.string('npm_package_version', '1.0.0'),
    metrics: parseMetricsConfig(read),
    statsCacheMs: read.integer('STATS_CACHE_MS', 5000, { min: 0, max: 300_000 }),
    tallyFoldMs: read.integer('TALLY_FOLD_MS', 1000, { min: 0, max: 60_000 }),
    partitionMonthsAhead: read.integer('PARTITION_MONTHS_AHEAD', 3, { min: 1, max: 24 }),
    heapGrowingPercent: read.integer('HEAP_GROWING_PERCENT', 0, { min: 0, max: 300 }),
    referenceDigits: read.integer('REFERENCE_DIGITS', REFERENCE_DIGITS_MIN, {
      min: REFERENCE_DIGITS_MIN,
      max: REFERENCE_DIGITS_MAX,
    }),
    tracing: {
      otlpEndpoint: read.optionalUrl('OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
      serviceName: read.string('OTEL_SERVICE_NAME', DEFAULT_SERVICE_NAME),
    },
  };
}

const MIN_METRICS_TOKEN_LENGTH = 16;

function parseMetricsConfig(read: EnvReader): MetricsConfig {
  const rawPort = read.optionalString('METRICS_PORT');
  const token = read.optionalString('METRICS_TOKEN');
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError('METRICS_TOKEN', `must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`);
  }
  return {
    port: rawPort === undefined ? undefined : read.integer('METRICS_PORT', 0, { min: 0, max: 65535 }),
    token,
  };
}

const OIDC_VARIABLES = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

function parseOidcConfig(read: EnvReader, isProduction: boolean): OidcConfig | undefined {
  const issuer = read.optionalUrl('OIDC_ISSUER', ['https:', 'http:']);
  const clientId = read.optionalString('OIDC_CLIENT_ID');
  const clientSecret = read.optionalString('OIDC_CLIENT_SECRET');
  const set = [issuer, clientId, clientSecret].filter((value) => value !== undefined).length;
  if (set === 0) {
    return undefined;
  }
  if (!issuer || !clientId || !clientSecret) {
    const missing = OIDC_VARIABLES.filter((_name, index) => [issuer, clientId, clientSecret][index] === undefined);
    throw new ConfigError(missing[0], `must be set with ${OIDC_VARIABLES.join(', ')} (all three, or none)`);
  }
  const redirectUri = read.optionalUrl('OIDC_REDIRECT_URI', ['https:', 'http:']);
  // Derived from the request, the address would follow a forged Host header; only the provider's allowlist would stop it.
  if (isProduction && !redirectUri) {
    throw new ConfigError('OIDC_REDIRECT_URI', 'must be set in production when single sign-on is on');
  }
  return { issuer, clientId, clientSecret, redirectUri };
}

function parseDatabaseConfig(read: EnvReader): DatabaseConfig {
  const url = read.string('DATABASE_URL', DEFAULT_DATABASE_URL);
  const poolMax = read.integer('DATABASE_POOL_MAX', 10, { min: 1, max: 500 });
  const connectTimeoutMs = read.integer('DATABASE_CONNECT_TIMEOUT_MS', 3000, { min: 100, max: 120000 });
  const runMigrations = read.boolean('RUN_MIGRATIONS', true);
  const dialect = dialectOf(url);
  if (!dialect) {
    throw new ConfigError('DATABASE_URL', 'must start with postgres://, postgresql:// or sqlite:');
  }
  const sqlitePath = dialect === 'sqlite' ? url.slice('sqlite:'.length) : '';
  if (dialect === 'sqlite' && sqlitePath.length === 0) {
    throw new ConfigError('DATABASE_URL', 'sqlite: needs a file path or :memory:');
  }
  return {
    dialect,
    url,
    sqlitePath,
    poolMax,
    connectTimeoutMs,
    runMigrations,
    readReplica: parseReadReplica(read, dialect, poolMax, connectTimeoutMs),
  };
}

function parseReadReplica(
  read: EnvReader,
  dialect: DatabaseDialect,
  poolMax: number,
  connectTimeoutMs: number,
): ReadReplicaConfig | undefined {
  const url = read.optionalString('DATABASE_READ_URL');
  if (url === undefined) {
    return undefined;
  }
  if (dialect !== 'postgres') {
    throw new ConfigError(
      'DATABASE_READ_URL',
      'needs DATABASE_URL to be PostgreSQL: the embedded SQLite database has no read replica (unset DATABASE_READ_URL)',
    );
  }
  if (dialectOf(url) !== 'postgres') {
    throw new ConfigError('DATABASE_READ_URL', 'must start with postgres:// or postgresql:// (a PostgreSQL replica)');
  }
  return {
    url,
    poolMax: read.integer('DATABASE_READ_POOL_MAX', poolMax, { min: 1, max: 500 }),
    connectTimeoutMs,
    maxLagSeconds: read.integer('DATABASE_READ_MAX_LAG_S', 30, { min: 1, max: 86400 }),
  };
}

export function dialectOf(url: string): DatabaseDialect | undefined {
  if (/^postgres(ql)?:\/\//i.test(url)) {
    return 'postgres';
  }
  if (/^sqlite:/i.test(url)) {
    return 'sqlite';
  }
  return undefined;
}

const ADAPTER_VARIABLE_PREFIX = 'ADAPTER_';

function presentAdapterVariables(env: NodeJS.ProcessEnv, read: EnvReader): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith(ADAPTER_VARIABLE_PREFIX) && read.optionalString(name) !== undefined)
    .sort();
}

function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
