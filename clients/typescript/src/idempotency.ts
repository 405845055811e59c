import { randomUUID } from 'node:crypto';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A fresh random key (UUID v4): keep it with the request so a retry after a lost answer sends the same one. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

/**
 * The `params` of an intake or instruction creation carrying `Idempotency-Key` (a new random one when none is given):
 * `client.POST('/api/programs', { body, params: withIdempotencyKey(key) })`.
 */
export function withIdempotencyKey(key: string = newIdempotencyKey()): { header: { 'Idempotency-Key': string } } {
  return { header: { [IDEMPOTENCY_KEY_HEADER]: key } };
}

/** True when the service replayed the first answer given for the same key and body. */
export function wasReplayed(response: Response): boolean {
  return response.headers.get('Idempotent-Replayed') === 'true';
}
