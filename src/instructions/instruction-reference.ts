import { ServiceUnavailableError } from '../common/errors/domain-errors';
import { UnitOfWork } from '../database/unit-of-work';
import { ReferenceSpace } from '../registrations/reference';
import { claimReference } from '../registrations/reference-claim';
import { ReferenceColumnsRepository } from '../registrations/reference-columns.repository';
import { InstructionErrorCode } from './instruction-error-codes';

/**
 * A free `INS-` reference of `space`: the first one not taken at or after a random point, found by one walk of the
 * taken ones in index order (more only past a long run of taken ones). A concurrent twin that finds the same one
 * loses on the unique index and is retried by the caller.
 */
export async function freeInstructionRef(
  references: ReferenceColumnsRepository,
  unit: UnitOfWork,
  space: ReferenceSpace,
): Promise<string> {
  const free = await claimReference(
    space,
    {
      take: (reference) => Promise.resolve({ claimed: reference }),
      takenRun: (window) => references.takenRun(unit, 'instruction', window),
    },
    { walkFirst: true },
  );
  if (free === undefined) {
    throw new ServiceUnavailableError(
      `Every handoff record reference of ${space.digits} digits is taken: raise REFERENCE_DIGITS to issue longer ones`,
      InstructionErrorCode.ReferenceSpaceExhausted,
    );
  }
  return free;
}
