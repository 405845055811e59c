import type { Flash } from '../views/console-renderer';

/** What a form post did, carried to the operator's page it redirects to (POST-redirect-GET): a code only. */
export const OPERATOR_OUTCOMES = ['created', 'role_saved', 'deactivated', 'reactivated', 'token_revoked'] as const;
export type OperatorOutcome = (typeof OPERATOR_OUTCOMES)[number];

export function operatorHref(id: number, done?: OperatorOutcome): string {
  return `/admin/operators/${id}${done ? `?done=${done}` : ''}`;
}

/** The flash of the redirect's query: a fixed sentence naming the operator and their role now. */
export function operatorFlashFromQuery(
  query: Record<string, unknown>,
  operator: { displayName: string; role: string },
): Flash | undefined {
  const name = operator.displayName;
  switch (query.done) {
    case 'created':
      return { kind: 'success', text: `${name} was added as ${operator.role}. Issue them a personal token below.` };
    case 'role_saved':
      return { kind: 'success', text: `Role saved: ${name} is ${operator.role}.` };
    case 'deactivated':
      return {
        kind: 'success',
        text: `${name} was deactivated: their console sessions ended and their tokens stopped working.`,
      };
    case 'reactivated':
      return { kind: 'success', text: `${name} was reactivated: issue them a new personal token to sign in.` };
    case 'token_revoked':
      return { kind: 'success', text: 'Token revoked: it stopped working now.' };
    default:
      return undefined;
  }
}
