/** Who is calling: decided once per request from the credentials it carries. */
export type Caller = { kind: 'anonymous' } | { kind: 'admin' } | { kind: 'partner'; partnerSlug: string };

export const ANONYMOUS: Caller = { kind: 'anonymous' };
export const ADMIN: Caller = { kind: 'admin' };

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

/** True when the caller may see the registration's personal data unmasked. */
export function seesPersonalData(caller: Caller, partnerSlug: string | null): boolean {
  return caller.kind === 'admin' || (caller.kind === 'partner' && caller.partnerSlug === partnerSlug);
}
