/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const OperatorErrorCode = {
  OperatorNotFound: 'operator_not_found',
  OperatorEmailTaken: 'operator_email_taken',
  OperatorTokenNotFound: 'operator_token_not_found',
  OperatorInactive: 'operator_inactive',
  OperatorTokenExpiry: 'operator_token_expiry_in_past',
} as const;
export type OperatorErrorCode = (typeof OperatorErrorCode)[keyof typeof OperatorErrorCode];
