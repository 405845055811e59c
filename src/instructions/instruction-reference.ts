import { ServiceUnavailableError } from '../common/errors/domain-errors';
import { UnitOfWork } from '../database/unit-of-work';
import { randomReference } from '../registrations/reference';
import { InstructionErrorCode } from './instruction-error-codes';
import { InstructionsRepository } from './instructions.repository';

const CANDIDATES = 8;
const ROUNDS = 4;

/**
 * A random `INS-######` not yet taken. Draws a handful of candidates per query; a concurrent twin that
 * draws the same one loses on the unique index and is retried by the caller.
 */
export async function freeInstructionRef(instructions: InstructionsRepository, unit: UnitOfWork): Promise<string> {
  for (let round = 0; round < ROUNDS; round++) {
    const candidates = [...new Set(Array.from({ length: CANDIDATES }, () => randomReference('INS')))];
    const taken = await instructions.takenRefs(unit, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) {
      return free;
    }
  }
  throw new ServiceUnavailableError(
    'No free handoff record reference could be allocated; the reference space is nearly exhausted',
    InstructionErrorCode.ReferenceSpaceExhausted,
  );
}
