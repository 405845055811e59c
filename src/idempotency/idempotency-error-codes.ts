/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const IdempotencyErrorCode = {
  IdempotencyKeyReused: 'idempotency_key_reused',
} as const;
export type IdempotencyErrorCode = (typeof IdempotencyErrorCode)[keyof typeof IdempotencyErrorCode];
