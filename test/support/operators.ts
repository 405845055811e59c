import type { Response } from 'supertest';
import { rememberSecret } from './secret-registry';
import { TEST_ADMIN_TOKEN, TestApp } from './test-app';

export const OPERATOR_ROLES = ['viewer', 'reviewer', 'approver', 'owner'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const BOOTSTRAP_HEADERS = { 'X-Admin-Token': TEST_ADMIN_TOKEN };

// The generated client does not describe the operator schemas yet: these mirror the documented answers.
export interface OperatorView {
  id: number;
  email: string;
  display_name: string;
  role: OperatorRole;
  active: boolean;
  created_at: string;
}

export interface OperatorTokenView {
  id: number;
  name: string;
  token_prefix: string;
  state: 'active' | 'expired' | 'revoked';
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface OperatorTokenIssued extends OperatorTokenView {
  token: string;
}

export interface ActorView {
  type: string;
  id?: string;
  display?: string;
}

export interface OperatorAuditEntry {
  id: number;
  occurred_at: string;
  action: string;
  actor: ActorView | null;
  subject_operator_id: number | null;
  detail: Record<string, unknown>;
}

export interface OperatorAuditLogPage {
  entries: OperatorAuditEntry[];
  next_before: number | null;
}

/** An operator account with one working personal token, ready to send as `X-Admin-Token`. */
export interface TestOperator extends OperatorView {
  token: string;
  tokenId: number;
  headers: Record<string, string>;
}

let counter = 0;

export function operatorBody<T>(response: Pick<Response, 'body'>): T {
  return response.body as T;
}

/** Creates an operator through the API with the bootstrap credential. */
export async function createOperator(
  app: TestApp,
  role: OperatorRole,
  overrides: { email?: string; display_name?: string } = {},
): Promise<OperatorView> {
  counter++;
  const response = await app.http
    .post('/api/operator/operators')
    .set(BOOTSTRAP_HEADERS)
    .send({
      email: overrides.email ?? `operator${counter}.${process.pid}@operator.example`,
      display_name: overrides.display_name ?? `Operator ${role} ${counter}`,
      role,
    })
    .expect(201);
  return operatorBody<OperatorView>(response);
}

/** Issues a personal token for `operatorId` (by default with the bootstrap credential). */
export async function issueOperatorToken(
  app: TestApp,
  operatorId: number,
  options: { name?: string; expires_at?: string | null; headers?: Record<string, string> } = {},
): Promise<OperatorTokenIssued> {
  const response = await app.http
    .post(`/api/operator/operators/${operatorId}/tokens`)
    .set(options.headers ?? BOOTSTRAP_HEADERS)
    .send({
      name: options.name ?? 'test token',
      ...(options.expires_at !== undefined && { expires_at: options.expires_at }),
    })
    .expect(201);
  const issued = operatorBody<OperatorTokenIssued>(response);
  rememberSecret(issued.token);
  return issued;
}

/** An operator with `role` and a personal token. */
export async function createOperatorWithToken(
  app: TestApp,
  role: OperatorRole,
  overrides: { email?: string; display_name?: string } = {},
): Promise<TestOperator> {
  const operator = await createOperator(app, role, overrides);
  const issued = await issueOperatorToken(app, operator.id);
  return { ...operator, token: issued.token, tokenId: issued.id, headers: { 'X-Admin-Token': issued.token } };
}

/** The operator log, newest first (one page). */
export async function auditLogPage(
  app: TestApp,
  query: { limit?: number; before?: number } = {},
): Promise<OperatorAuditLogPage> {
  const response = await app.http.get('/api/operator/audit-log').query(query).set(BOOTSTRAP_HEADERS).expect(200);
  return operatorBody<OperatorAuditLogPage>(response);
}
