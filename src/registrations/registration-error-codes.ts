/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const RegistrationErrorCode = {
  ProgramNotFound: 'program_not_found',
  InvalidStatusTransition: 'invalid_status_transition',
  ProgramClosed: 'program_closed',
  PortalStepOutOfOrder: 'portal_step_out_of_order',
  ChallengeUnavailable: 'challenge_unavailable',
  ReferenceSpaceExhausted: 'reference_space_exhausted',
  ProgramStillOpen: 'program_still_open',
  RetentionNotEnded: 'retention_not_ended',
  PersonalDataAlreadyErased: 'personal_data_already_erased',
  ProgramErased: 'program_erased',
} as const;
export type RegistrationErrorCode = (typeof RegistrationErrorCode)[keyof typeof RegistrationErrorCode];
