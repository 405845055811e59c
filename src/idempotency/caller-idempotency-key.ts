import { Caller } from '../common/auth/caller';

/**
 * An `Idempotency-Key` in the namespace of the caller that sent it (decisions §1.7): the admin credential,
 * each partner (by slug) and anonymous callers each have their own, so one caller's key never replays,
 * reveals or blocks another's request.
 */
export interface CallerIdempotencyKey {
  namespace: string;
  key: string;
}

/**
 * Rows written before keys were scoped carry this namespace: no caller has it (partner namespaces are
 * prefixed), so an old key is never replayed to a caller who may not be the one that sent it.
 */
export const LEGACY_NAMESPACE = 'legacy';

export function idempotencyNamespaceOf(caller: Caller): string {
  switch (caller.kind) {
    case 'admin':
      return 'admin';
    case 'partner':
      return `partner:${caller.partnerSlug}`;
    case 'anonymous':
      return 'anonymous';
  }
}

export function callerIdempotencyKey(caller: Caller, key: string | undefined): CallerIdempotencyKey | undefined {
  return key === undefined ? undefined : { namespace: idempotencyNamespaceOf(caller), key };
}
