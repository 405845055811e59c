/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const InstructionErrorCode = {
  CredentialRequired: 'credential_required',
  InstructionNotFound: 'instruction_not_found',
  InvalidInstructionTransition: 'invalid_instruction_transition',
  ReferenceSpaceExhausted: 'reference_space_exhausted',
} as const;
export type InstructionErrorCode = (typeof InstructionErrorCode)[keyof typeof InstructionErrorCode];
