/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const ApiKeyErrorCode = {
  ApiKeyNotFound: 'api_key_not_found',
  ApiKeyExists: 'api_key_exists',
} as const;
export type ApiKeyErrorCode = (typeof ApiKeyErrorCode)[keyof typeof ApiKeyErrorCode];
