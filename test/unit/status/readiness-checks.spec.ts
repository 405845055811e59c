import { loadConfig } from '../../../src/config/app-config';
import { readinessChecks } from '../../../src/status/readiness-checks';
import { TEST_AUDIT_SIGNING_KEY } from '../../support/audit-keys';

const STRONG_TOKEN = 'a-strong-admin-token-of-forty-characters!';

function checksFor(env: Record<string, string>) {
  return Object.fromEntries(readinessChecks(loadConfig(env)).map((check) => [check.name, check]));
}

describe(readinessChecks.name, () => {
  it('should fail every check for a bare development configuration', () => {
    const checks = checksFor({ DATABASE_URL: 'sqlite::memory:' });
    expect(Object.keys(checks)).toEqual([
      'admin_token',
      'database',
      'queue',
      'provider_secrets',
      'cookie_security',
      'webhook_ssrf_policy',
      'session_secret',
      'open_doors',
    ]);
    expect(Object.values(checks).every((check) => !check.ok)).toBe(true);
    expect(checks.admin_token.detail).toContain('generated');
    expect(checks.provider_secrets.detail).toBe(
      'Not set: IDV_WEBHOOK_SECRET, PAYMENT_WEBHOOK_SECRET, MESSAGING_WEBHOOK_SECRET.',
    );
    expect(checks.webhook_ssrf_policy.detail).toContain('127.0.0.0/8');
  });

  it('should refuse a short admin token even when it is set', () => {
    expect(checksFor({ ADMIN_TOKEN: 'short' }).admin_token).toMatchObject({ ok: false });
  });

  it('should pass every check for a complete production configuration without echoing a value', () => {
    const env = {
      NODE_ENV: 'production',
      AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
      ADMIN_TOKEN: STRONG_TOKEN,
      SESSION_SECRET: 'session-secret-value',
      DATABASE_URL: 'postgres://user:db-password@db.internal:5432/app',
      REDIS_URL: 'redis://:redis-password@cache.internal:6379',
      IDV_WEBHOOK_SECRET: 'idv-secret-value',
      PAYMENT_WEBHOOK_SECRET: 'payment-secret-value',
      MESSAGING_WEBHOOK_SECRET: 'messaging-secret-value',
    };
    const checks = readinessChecks(loadConfig(env));
    expect(checks.every((check) => check.ok)).toBe(true);
    const text = JSON.stringify(checks);
    for (const secret of [STRONG_TOKEN, 'session-secret-value', 'db-password', 'redis-password', 'secret-value']) {
      expect(text).not.toContain(secret);
    }
  });
});
