import { Caller } from '../common/auth/caller';
import { clientKey } from '../common/rate-limit/client-key';

/**
 * An `Idempotency-Key` in the namespace of the caller that sent it (decisions §1.7): each operator (by id; the
 * bootstrap credential keeps the namespace all operators shared before accounts existed), each partner (by slug) and each anonymous client (by its address, as the rate limits count it: IPv6 by /64)
 * have their own, so one caller's key never replays, reveals or blocks another's request. An anonymous retry
 * from another address is not deduplicated: without a credential the address is all that tells callers apart.
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

export function idempotencyNamespaceOf(caller: Caller, clientAddress: string | undefined): string {
  switch (caller.kind) {
    case 'admin':
      return caller.operator.operatorId === null ? 'admin' : `operator:${caller.operator.operatorId}`;
    case 'partner':
      return `partner:${caller.partnerSlug}`;
    case 'anonymous':
      return `anonymous:${clientKey(clientAddress)}`;
  }
}

export function callerIdempotencyKey(
  caller: Caller,
  clientAddress: string | undefined,
  key: string | undefined,
): CallerIdempotencyKey | undefined {
  return key === undefined ? undefined : { namespace: idempotencyNamespaceOf(caller, clientAddress), key };
}
