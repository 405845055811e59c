import type { OperatorRole } from '../../operators/accounts/operator-role';
import { Actor, APPLICANT_ACTOR, BOOTSTRAP_ACTOR, partnerActor } from './actor';

/** The person behind an operator credential: a named operator, or the bootstrap `ADMIN_TOKEN` (an owner). */
export interface OperatorIdentity {
  actor: Actor;
  role: OperatorRole;
  /** The operator's row id; null for the bootstrap credential. */
  operatorId: number | null;
  /** The personal token this request (or console sign-in) was made with; a console session lives no longer than it. */
  token?: { id: number; expiresAt: Date | null };
}

/** Who is calling: decided once per request from the credentials it carries. */
export type Caller =
  { kind: 'anonymous' } | { kind: 'admin'; operator: OperatorIdentity } | { kind: 'partner'; partnerSlug: string };

export const ANONYMOUS: Caller = { kind: 'anonymous' };
export const BOOTSTRAP_OPERATOR: OperatorIdentity = { actor: BOOTSTRAP_ACTOR, role: 'owner', operatorId: null };
export const BOOTSTRAP: Caller = { kind: 'admin', operator: BOOTSTRAP_OPERATOR };

/**
 * The service's own full view of a program (provider reports, the console's reads after its own checks): sees
 * what an operator sees. Never the author of an event: events take their actor from `originOf` of a real caller.
 */
export const FULL_VIEW: Caller = BOOTSTRAP;

/** The event `source` an action by this caller is recorded under. */
export function sourceOf(caller: Caller): 'admin' | 'partner' | 'portal' {
  switch (caller.kind) {
    case 'admin':
      return 'admin';
    case 'partner':
      return 'partner';
    case 'anonymous':
      return 'portal';
  }
}

/** Where an action by this caller comes from, as its event records it. */
export function originOf(caller: Caller): { source: 'admin' | 'partner' | 'portal'; actor: Actor } {
  return { source: sourceOf(caller), actor: actorOf(caller) };
}

/** Where an operator's action comes from (the same as `originOf` their caller). */
export function operatorOrigin(operator: OperatorIdentity): { source: 'admin'; actor: Actor } {
  return { source: 'admin', actor: operator.actor };
}

/** Who this caller is, as an event or the operator log records it. */
export function actorOf(caller: Caller): Actor {
  switch (caller.kind) {
    case 'admin':
      return caller.operator.actor;
    case 'partner':
      return partnerActor(caller.partnerSlug);
    case 'anonymous':
      return APPLICANT_ACTOR;
  }
}

/** True when the caller may see the registration's personal data unmasked. */
export function seesPersonalData(caller: Caller, partnerSlug: string | null): boolean {
  return caller.kind === 'admin' || (caller.kind === 'partner' && caller.partnerSlug === partnerSlug);
}
