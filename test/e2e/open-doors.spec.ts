import { startTestApp, TEST_ADMIN_TOKEN, TestApp } from '../support/test-app';
import { bodyOf } from '../support/typed-body';
import { TEST_AUDIT_SIGNING_KEY } from '../support/audit-keys';

const OPEN_DOORS_MESSAGE = /^NOT production-ready, open doors: /;

function warningsOf(app: TestApp): Array<Record<string, unknown>> {
  return app.logs.lines
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => typeof line.msg === 'string' && OPEN_DOORS_MESSAGE.test(line.msg));
}

async function readinessCheck(app: TestApp, name: string): Promise<{ name: string; ok: boolean; detail: string }> {
  const body = bodyOf<'Readiness'>(await app.http.get('/api/readiness').expect(200));
  expect(Object.keys(body)).toEqual(['ready', 'mode', 'checks', 'read_replica']);
  return body.checks.find((check) => check.name === name)!;
}

/** Decisions §13/§10 with the review's finding 15: the development defaults stay, and say so loudly. */
describe('Open doors of the development defaults', () => {
  it('should log one warning at start naming each open door, and list them in /api/readiness', async () => {
    const app = await startTestApp();
    try {
      const warnings = warningsOf(app);
      expect(warnings).toHaveLength(1);
      const [warning] = warnings;
      expect(warning.level).toBe('warn');
      const expected = [
        'unsigned_idv_webhooks',
        'unsigned_payment_webhooks',
        'unchecked_messaging_webhooks',
        'anonymous_handoff_records',
        'anonymous_handoff_reads',
        'private_webhook_targets',
        'generated_session_secret',
        ...(app.config.database.dialect === 'sqlite' ? ['sqlite_database'] : []),
      ];
      expect(warning.open_doors).toEqual(expected);
      expect(warning.msg).toContain('IDV_WEBHOOK_SECRET unset');
      expect(warning.msg).toContain('POST /api/instructions accepts handoff records without a credential');
      expect(JSON.stringify(warning)).not.toContain(TEST_ADMIN_TOKEN);
      expect(JSON.stringify(warning)).not.toContain(app.config.sessionSecret);

      const check = await readinessCheck(app, 'open_doors');
      expect(check.ok).toBe(false);
      for (const name of expected) {
        expect(check.detail).toContain(name);
      }
    } finally {
      await app.close();
    }
  });

  it('should log no warning and pass the check when production closes every door', async () => {
    const app = await startTestApp({
      env: {
        NODE_ENV: 'production',
        AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
        SESSION_SECRET: 'open-doors-session-secret-value',
        IDV_WEBHOOK_SECRET: 'open-doors-idv-secret',
        PAYMENT_WEBHOOK_SECRET: 'open-doors-payment-secret',
        MESSAGING_WEBHOOK_SECRET: 'open-doors-messaging-secret',
      },
    });
    try {
      const onSqlite = app.config.database.dialect === 'sqlite';
      const warnings = warningsOf(app);
      expect(warnings.map((warning) => warning.open_doors)).toEqual(onSqlite ? [['sqlite_database']] : []);
      expect(await readinessCheck(app, 'open_doors')).toMatchObject({ ok: !onSqlite });
    } finally {
      await app.close();
    }
  });
});
