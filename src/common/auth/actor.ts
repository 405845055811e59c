/** Who caused an event or an operator action; stored inside the hashed event, so the chain protects it. */
export const ACTOR_TYPES = ['operator', 'bootstrap', 'partner', 'provider', 'applicant', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

export interface Actor {
  type: ActorType;
  /** The operator's id, the partner's slug, the provider's name; null for an applicant. */
  id: string | null;
  /** A name a reviewer recognises; null for an applicant. */
  display: string | null;
}

export const BOOTSTRAP_ACTOR: Actor = { type: 'bootstrap', id: 'bootstrap', display: 'Bootstrap credential' };
export const APPLICANT_ACTOR: Actor = { type: 'applicant', id: null, display: null };
export const SYSTEM_ACTOR: Actor = { type: 'system', id: 'system', display: 'Program Workflow Service' };

export function providerActor(id: string, display: string): Actor {
  return { type: 'provider', id, display };
}

export function partnerActor(slug: string): Actor {
  return { type: 'partner', id: slug, display: slug };
}

/** Two actors are one person when type and id agree (the bootstrap credential is one person like any other). */
export function sameActor(left: Actor, right: Actor): boolean {
  return left.type === right.type && left.id === right.id;
}
