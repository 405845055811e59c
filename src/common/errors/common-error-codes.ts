/** Codes any module or the error filter may answer: one per error kind, the server's own fault, and the credential checks. */
export const CommonErrorCode = {
  BadRequest: 'bad_request',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Gone: 'gone',
  Conflict: 'conflict',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  RateLimited: 'rate_limited',
  Unavailable: 'unavailable',
  InternalError: 'internal_error',
  AdminRequired: 'admin_required',
  PartnerTokenRequired: 'partner_token_required',
  InvalidAdminToken: 'invalid_admin_token',
  OperatorRoleRequired: 'operator_role_required',
  InvalidPartnerToken: 'invalid_partner_token',
} as const;
export type CommonErrorCode = (typeof CommonErrorCode)[keyof typeof CommonErrorCode];
