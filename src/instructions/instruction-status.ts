import { ConflictError } from '../common/errors/domain-errors';
import { InstructionErrorCode } from './instruction-error-codes';

export const INSTRUCTION_STATUSES = ['draft', 'submitted', 'venue_ack', 'filled', 'failed'] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];

/** Handoff-record status machine (decisions §8); `filled` and `failed` are final. */
const TRANSITIONS: Record<InstructionStatus, readonly InstructionStatus[]> = {
  draft: ['submitted', 'failed'],
  submitted: ['venue_ack', 'filled', 'failed'],
  venue_ack: ['filled', 'failed'],
  filled: [],
  failed: [],
};

/** The statuses a record may move to from `from` (none once final), in the machine's order. */
export function allowedNextInstructionStatuses(from: InstructionStatus): readonly InstructionStatus[] {
  return TRANSITIONS[from];
}

/**
 * Refuses a forbidden move with 409. Staying in the same status is allowed only to record a new
 * `external_id` (the partner's id arriving after the fact); a same-status patch changing nothing is a no-op.
 */
export function assertInstructionTransition(from: InstructionStatus, to: InstructionStatus): void {
  if (from === to || TRANSITIONS[from].includes(to)) {
    return;
  }
  const allowed = TRANSITIONS[from];
  throw new ConflictError(
    `Cannot change handoff record status from ${from} to ${to}; ` +
      (allowed.length > 0 ? `allowed from ${from}: ${allowed.join(', ')}` : `${from} is final`),
    InstructionErrorCode.InvalidInstructionTransition,
  );
}
