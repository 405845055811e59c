/**
 * Where the audit bundle gets a program's operator webhook endpoints from, without secrets. Bound in
 * ExportsModule; the outbound-webhooks module's service answers it when present (see exports.module.ts).
 */
export const AUDIT_WEBHOOKS = Symbol('AUDIT_WEBHOOKS');

export interface AuditWebhooksSource {
  forProgram(reference: string): Promise<Record<string, unknown>[]>;
}

/** Only these keys of an endpoint reach an export: never a secret, whatever the source returns. */
const SAFE_KEYS = [
  'id',
  'reference',
  'url',
  'has_secret',
  'active',
  'created_at',
  'disabled_at',
  'disabled_reason',
  'deleted_at',
];

export function withoutSecrets(endpoint: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SAFE_KEYS.filter((key) => key in endpoint).map((key) => [key, endpoint[key]]));
}
