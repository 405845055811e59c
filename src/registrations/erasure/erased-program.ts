import { ConflictError } from '../../common/errors/domain-errors';
import { RegistrationErrorCode } from '../registration-error-codes';
import type { Registration } from '../registration.entity';

/**
 * Refuses a write that would add personal data to a program whose personal data was erased: nothing written after
 * the erasure could ever be erased again, so the program stays read-only for such writes (409 `program_erased`).
 * Call it once the program row is locked, before writing anything.
 */
export function assertNotErased(program: Pick<Registration, 'reference' | 'erasedAt'>, what: string): void {
  if (program.erasedAt !== null) {
    throw new ConflictError(
      `The personal data of ${program.reference} was erased on ${program.erasedAt.toISOString()}: ${what} is ` +
        'no longer accepted for it',
      RegistrationErrorCode.ProgramErased,
    );
  }
}
