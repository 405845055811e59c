import { Caller } from '../common/auth/caller';
import { NotFoundError, UnauthorizedError } from '../common/errors/domain-errors';
import { InstructionErrorCode } from './instruction-error-codes';

export interface ProgramOwner {
  partnerSlug: string | null;
}

/** Patching (and creating in production) needs the admin credential or the program's partner token. */
export function assertCredentialed(caller: Caller): void {
  if (caller.kind === 'anonymous') {
    throw new UnauthorizedError(
      'Admin credential or the program partner token required',
      InstructionErrorCode.CredentialRequired,
    );
  }
}

/** Payloads are shown to the admin and the program's partner (and echoed to whoever created the record). */
export function seesPayload(caller: Caller, program: ProgramOwner): boolean {
  return caller.kind === 'admin' || (caller.kind === 'partner' && caller.partnerSlug === program.partnerSlug);
}

export function instructionNotFound(): NotFoundError {
  return new NotFoundError('Handoff record not found', InstructionErrorCode.InstructionNotFound);
}
