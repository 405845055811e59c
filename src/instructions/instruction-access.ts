import { Caller } from '../common/auth/caller';
import { NotFoundError, UnauthorizedError } from '../common/errors/domain-errors';

export interface ProgramOwner {
  partnerSlug: string | null;
}

/**
 * Who may do what with a program's handoff records. A partner token only reaches the programs whose
 * `partner_slug` is its slug; anything else answers 404 so existence is never confirmed.
 */
export function assertPartnerScope(caller: Caller, program: ProgramOwner, notFound: () => NotFoundError): void {
  if (caller.kind === 'partner' && caller.partnerSlug !== program.partnerSlug) {
    throw notFound();
  }
}

/** Patching (and creating in production) needs the admin credential or the program's partner token. */
export function assertCredentialed(caller: Caller): void {
  if (caller.kind === 'anonymous') {
    throw new UnauthorizedError('Admin credential or the program partner token required', 'credential_required');
  }
}

/** Payloads are shown to the admin and the program's partner (and echoed to whoever created the record). */
export function seesPayload(caller: Caller, program: ProgramOwner): boolean {
  return caller.kind === 'admin' || (caller.kind === 'partner' && caller.partnerSlug === program.partnerSlug);
}

export function instructionNotFound(): NotFoundError {
  return new NotFoundError('Handoff record not found', 'instruction_not_found');
}
