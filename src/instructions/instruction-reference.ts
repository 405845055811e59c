import { EntityManager, In } from 'typeorm';
import { ServiceUnavailableError } from '../common/errors/domain-errors';
import { InstructionErrorCode } from './instruction-error-codes';
import { randomReference } from '../registrations/reference';
import { Instruction } from './instruction.entity';

const CANDIDATES = 8;
const ROUNDS = 4;

/**
 * A random `INS-######` not yet taken. Draws a handful of candidates per query; a concurrent twin that
 * draws the same one loses on the unique index and is retried by the caller.
 */
export async function freeInstructionRef(manager: EntityManager): Promise<string> {
  for (let round = 0; round < ROUNDS; round++) {
    const candidates = [...new Set(Array.from({ length: CANDIDATES }, () => randomReference('INS')))];
    const taken = await manager.find(Instruction, {
      select: { instructionRef: true },
      where: { instructionRef: In(candidates) },
    });
    const takenSet = new Set(taken.map((row) => row.instructionRef));
    const free = candidates.find((candidate) => !takenSet.has(candidate));
    if (free) {
      return free;
    }
  }
  throw new ServiceUnavailableError(
    'No free handoff record reference could be allocated; the reference space is nearly exhausted',
    InstructionErrorCode.ReferenceSpaceExhausted,
  );
}
