import { loadConfig } from '../../../src/config/app-config';
import { openDoors, openDoorsMessage } from '../../../src/status/open-doors';
import { TEST_AUDIT_SIGNING_KEY } from '../../support/audit-keys';

const PRODUCTION = {
  NODE_ENV: 'production',
  AUDIT_SIGNING_KEY: TEST_AUDIT_SIGNING_KEY,
  ADMIN_TOKEN: 'a-strong-admin-token-of-forty-characters!',
  SESSION_SECRET: 'session-secret-value',
  DATABASE_URL: 'postgres://user:db-password@db.internal:5432/app',
  IDV_WEBHOOK_SECRET: 'idv-secret-value',
  PAYMENT_WEBHOOK_SECRET: 'payment-secret-value',
  MESSAGING_WEBHOOK_SECRET: 'messaging-secret-value',
};

describe(openDoors.name, () => {
  it('should name every open door of a bare development configuration', () => {
    const doors = openDoors(loadConfig({}));
    expect(doors.map((door) => door.name)).toEqual([
      'unsigned_idv_webhooks',
      'unsigned_payment_webhooks',
      'unchecked_messaging_webhooks',
      'anonymous_handoff_records',
      'anonymous_handoff_reads',
      'private_webhook_targets',
      'generated_admin_token',
      'generated_session_secret',
      'sqlite_database',
    ]);
    const message = openDoorsMessage(doors);
    for (const variable of ['IDV_WEBHOOK_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'ADMIN_TOKEN', 'SESSION_SECRET']) {
      expect(message).toContain(variable);
    }
    expect(message).toContain('127.0.0.0/8');
  });

  it('should close a door as soon as its setting is given', () => {
    const names = openDoors(
      loadConfig({ IDV_WEBHOOK_SECRET: 'idv', ADMIN_TOKEN: 'set-token', WEBHOOK_ALLOWED_CIDRS: '' }),
    ).map((door) => door.name);
    expect(names).not.toContain('unsigned_idv_webhooks');
    expect(names).not.toContain('generated_admin_token');
    expect(names).not.toContain('private_webhook_targets');
    expect(names).toContain('unsigned_payment_webhooks');
  });

  it('should find none in a complete production configuration, and never echo a value', () => {
    expect(openDoors(loadConfig(PRODUCTION))).toEqual([]);
    const sqlite = openDoors(loadConfig({ ...PRODUCTION, DATABASE_URL: 'sqlite::memory:' }));
    expect(sqlite.map((door) => door.name)).toEqual(['sqlite_database']);
    const text = JSON.stringify(openDoors(loadConfig({ IDV_WEBHOOK_SECRET: 'idv-secret-value' })));
    expect(text).not.toContain('idv-secret-value');
  });
});
