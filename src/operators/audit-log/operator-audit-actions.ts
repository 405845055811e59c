/** What the operator log records: every change to who may act, and every console sign-in attempt. */
export const OPERATOR_AUDIT_ACTIONS = [
  'operator.created',
  'operator.role_changed',
  'operator.disabled',
  'operator.enabled',
  'token.created',
  'token.revoked',
  'sign_in.succeeded',
  'sign_in.failed',
] as const;
export type OperatorAuditAction = (typeof OPERATOR_AUDIT_ACTIONS)[number];
