/**
 * What the operator log records: every change to who may act, every console sign-in attempt, and every change to
 * where the service sends its events (webhook endpoints, whoever owns them).
 */
export const OPERATOR_AUDIT_ACTIONS = [
  'operator.created',
  'operator.role_changed',
  'operator.disabled',
  'operator.enabled',
  'token.created',
  'token.revoked',
  'sign_in.succeeded',
  'sign_in.failed',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_rotated',
  'webhook_endpoint.disabled',
  'webhook_endpoint.recovered',
  'webhook_endpoint.replayed',
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];
