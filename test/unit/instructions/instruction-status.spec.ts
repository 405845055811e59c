import { ConflictError } from '../../../src/common/errors/domain-errors';
import {
  allowedNextInstructionStatuses,
  assertInstructionTransition,
  INSTRUCTION_STATUSES,
  InstructionStatus,
} from '../../../src/instructions/instruction-status';

const ALLOWED: Array<[InstructionStatus, InstructionStatus]> = [
  ['draft', 'submitted'],
  ['draft', 'failed'],
  ['submitted', 'venue_ack'],
  ['submitted', 'filled'],
  ['submitted', 'failed'],
  ['venue_ack', 'filled'],
  ['venue_ack', 'failed'],
];

describe(assertInstructionTransition.name, () => {
  const pairs = INSTRUCTION_STATUSES.flatMap((from) => INSTRUCTION_STATUSES.map((to) => [from, to] as const));

  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = from === to || ALLOWED.some(([a, b]) => a === from && b === to);
    if (allowed) {
      expect(() => assertInstructionTransition(from, to)).not.toThrow();
    } else {
      expect(() => assertInstructionTransition(from, to)).toThrow(ConflictError);
    }
  });

  it('should say a final status is final', () => {
    expect(() => assertInstructionTransition('filled', 'failed')).toThrow(/filled is final/);
  });
});

describe(allowedNextInstructionStatuses.name, () => {
  it.each(INSTRUCTION_STATUSES)('should offer from %s exactly the moves the machine allows', (from) => {
    const offered = allowedNextInstructionStatuses(from);
    expect(offered).toEqual(ALLOWED.filter(([a]) => a === from).map(([, b]) => b));
    for (const to of offered) {
      expect(() => assertInstructionTransition(from, to)).not.toThrow();
    }
  });
});
