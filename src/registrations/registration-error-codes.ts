/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const RegistrationErrorCode = {
  ProgramNotFound: 'program_not_found',
  InvalidStatusTransition: 'invalid_status_transition',
  ProgramClosed: 'program_closed',
  PortalStepOutOfOrder: 'portal_step_out_of_order',
  ChallengeUnavailable: 'challenge_unavailable',
  ReferenceSpaceExhausted: 'reference_space_exhausted',
} as const;
export type RegistrationErrorCode = (typeof RegistrationErrorCode)[keyof typeof RegistrationErrorCode];
