import { loadConfig } from '../../../src/config/app-config';
import { ConfigError } from '../../../src/config/env-reader';
import { TEST_AUDIT_SIGNING_KEY } from '../../support/audit-keys';

describe('loadConfig', () => {
  it('should apply the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      redisUrl: undefined,
      adminTokenGenerated: true,
      apiKeyRotationGraceSeconds: 86400,
      maxUploadBytes: 10485760,
      logLevel: 'info',
    });
    expect(config.database).toMatchObject({
      dialect: 'sqlite',
      sqlitePath: './data/program-workflow.sqlite',
      poolMax: 10,
      runMigrations: true,
    });
    expect(config.webhook).toMatchObject({
      retryScheduleMs: [5000, 300000, 1800000, 7200000, 18000000, 36000000, 36000000],
      timeoutMs: 15000,
      allowedCidrs: ['127.0.0.0/8', '::1/128'],
      sweeperIntervalMs: 5000,
      workerInProcess: true,
    });
    expect(config.rateLimit.enabled).toBe(true);
    expect(config.adminToken.length).toBeGreaterThanOrEqual(32);
  });

  it('should read PostgreSQL and in-memory SQLite URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).database.dialect).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgresql://db/app' }).database.dialect).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database.sqlitePath).toBe(':memory:');
  });

  it('should allow no private webhook ranges by default in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
      ADMIN_TOKEN: 'x'.repeat(32),
      SESSION_SECRET: 's',
    });
    expect(config.webhook.allowedCidrs).toEqual([]);
    expect(config.isProduction).toBe(true);
  });

  it('should ask for four-eyes on approved and declined in production and on nothing elsewhere by default', () => {
    const production = {
      NODE_ENV: 'production',
      AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
      ADMIN_TOKEN: 'x'.repeat(32),
      SESSION_SECRET: 's',
    };
    expect(loadConfig(production).fourEyesStatuses).toEqual(['approved', 'declined']);
    expect(loadConfig({}).fourEyesStatuses).toEqual([]);
    expect(loadConfig({ ...production, FOUR_EYES_STATUSES: '' }).fourEyesStatuses).toEqual([]);
    expect(loadConfig({ FOUR_EYES_STATUSES: ' declined , approved,declined' }).fourEyesStatuses).toEqual([
      'declined',
      'approved',
    ]);
  });

  it('should turn single sign-on on only with issuer, client id and secret together', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    const oidc = { OIDC_ISSUER: 'https://id.example/realm', OIDC_CLIENT_ID: 'console', OIDC_CLIENT_SECRET: 's3cret' };
    expect(loadConfig(oidc).oidc).toEqual({
      issuer: 'https://id.example/realm',
      clientId: 'console',
      clientSecret: 's3cret',
      redirectUri: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ DATABASE_URL: 'mysql://db/app' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'sqlite:' }, 'DATABASE_URL'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: '50' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ DATABASE_CONNECT_TIMEOUT_MS: 'soon' }, 'DATABASE_CONNECT_TIMEOUT_MS'],
    [{ RUN_MIGRATIONS: 'maybe' }, 'RUN_MIGRATIONS'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL'],
    [{ WEBHOOK_RETRY_SCHEDULE_MS: '5000,soon' }, 'WEBHOOK_RETRY_SCHEDULE_MS'],
    [{ WEBHOOK_TIMEOUT_MS: '-1' }, 'WEBHOOK_TIMEOUT_MS'],
    [{ WEBHOOK_ALLOWED_CIDRS: '10.0.0.0/33' }, 'WEBHOOK_ALLOWED_CIDRS'],
    [{ WEBHOOK_ALLOWED_CIDRS: 'localhost' }, 'WEBHOOK_ALLOWED_CIDRS'],
    [{ MAX_UPLOAD_BYTES: '1.5' }, 'MAX_UPLOAD_BYTES'],
    [{ RATE_LIMIT_ENABLED: 'sometimes' }, 'RATE_LIMIT_ENABLED'],
    [{ CHALLENGE_VERIFY_URL: 'not a url' }, 'CHALLENGE_VERIFY_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'production', AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY, SESSION_SECRET: 's' }, 'ADMIN_TOKEN'],
    [
      { NODE_ENV: 'production', AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY, ADMIN_TOKEN: 'short', SESSION_SECRET: 's' },
      'ADMIN_TOKEN',
    ],
    [
      { NODE_ENV: 'production', AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY, ADMIN_TOKEN: 'x'.repeat(32) },
      'SESSION_SECRET',
    ],
    [{ ADMIN_TOKEN: 'pwo_looks-like-a-personal-token' }, 'ADMIN_TOKEN'],
    [{ FOUR_EYES_STATUSES: 'approved,finished' }, 'FOUR_EYES_STATUSES'],
    [{ OIDC_ISSUER: 'https://id.example' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'c' }, 'OIDC_CLIENT_SECRET'],
    [{ OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'id.example', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' }, 'OIDC_ISSUER'],
    [
      {
        NODE_ENV: 'production',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        ADMIN_TOKEN: 'x'.repeat(32),
        SESSION_SECRET: 's',
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'c',
        OIDC_CLIENT_SECRET: 's',
      },
      'OIDC_REDIRECT_URI',
    ],
  ])('should refuse %j with a message naming %s', (env, variable) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).variable).toBe(variable);
    expect((thrown as ConfigError).message).toContain(variable);
  });
});
