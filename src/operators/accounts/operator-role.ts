/**
 * What an operator may do, each role including the one before it: `viewer` reads and exports; `reviewer` also
 * works on programs (status moves other than the decisive ones, notes, checklist, documents, handoff records);
 * `approver` also decides (moves into approved/declined, confirms others' requests); `owner` also manages
 * operators, API keys and webhooks. The route × role matrix is in docs/operators.md.
 */
export const OPERATOR_ROLES = ['viewer', 'reviewer', 'approver', 'owner'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** True when `role` includes everything `required` may do. */
export function roleIncludes(role: OperatorRole, required: OperatorRole): boolean {
  return OPERATOR_ROLES.indexOf(role) >= OPERATOR_ROLES.indexOf(required);
}
