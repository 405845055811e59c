import { AppConfig } from '../config/app-config';

/** A convenience of the development defaults that production closes, named for the operator. */
export interface OpenDoor {
  name: string;
  detail: string;
}

/**
 * What this configuration leaves open that a production one would not: the newcomer's `npm start` keeps
 * working without secrets, but says so at start (one warning line) and in `/api/readiness`. Never a value.
 */
export function openDoors(config: AppConfig): OpenDoor[] {
  const doors: OpenDoor[] = [];
  const open = (name: string, detail: string) => doors.push({ name, detail });
  if (!config.isProduction) {
    if (!config.inboundSecrets.idv) {
      open('unsigned_idv_webhooks', 'identity-verification webhooks are accepted unsigned (IDV_WEBHOOK_SECRET unset)');
    }
    if (!config.inboundSecrets.payment) {
      open('unsigned_payment_webhooks', 'payment webhooks are accepted unsigned (PAYMENT_WEBHOOK_SECRET unset)');
    }
    if (!config.inboundSecrets.messaging) {
      open(
        'unchecked_messaging_webhooks',
        'messaging updates are accepted without a secret (MESSAGING_WEBHOOK_SECRET unset)',
      );
    }
    open(
      'anonymous_handoff_records',
      `POST /api/instructions accepts handoff records without a credential (NODE_ENV=${config.nodeEnv})`,
    );
    open(
      'anonymous_handoff_reads',
      `GET /api/instructions/{id} answers without a credential, so sequential ids reveal program references (NODE_ENV=${config.nodeEnv})`,
    );
  }
  if (config.webhook.allowedCidrs.length > 0) {
    open(
      'private_webhook_targets',
      `outbound webhooks may reach ${config.webhook.allowedCidrs.join(', ')} (WEBHOOK_ALLOWED_CIDRS)`,
    );
  }
  if (config.adminTokenGenerated) {
    open('generated_admin_token', 'the admin token was generated for this run only (ADMIN_TOKEN unset)');
  }
  if (config.sessionSecretGenerated) {
    open(
      'generated_session_secret',
      'console sessions are signed with a secret generated for this run (SESSION_SECRET unset)',
    );
  }
  if (config.database.dialect === 'sqlite') {
    open('sqlite_database', 'the embedded SQLite database is in use (one instance only; DATABASE_URL)');
  }
  return doors;
}

/** The one start-up line: every door with its reason, in the order above. */
export function openDoorsMessage(doors: OpenDoor[]): string {
  return `NOT production-ready, open doors: ${doors.map((door) => door.detail).join('; ')}. See GET /api/readiness.`;
}
