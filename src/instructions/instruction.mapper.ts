import { InstructionResponse, InstructionsList } from './dto/instruction-response.dto';
import { Instruction } from './instruction.entity';

/** `withPayload` is false on anonymous reads: record ids are sequential, so payloads are not public. */
export function toInstructionResponse(
  instruction: Instruction,
  reference: string,
  withPayload: boolean,
): InstructionResponse {
  return {
    id: instruction.id,
    instruction_ref: instruction.instructionRef,
    reference,
    provider: instruction.provider,
    action: instruction.action,
    external_id: instruction.externalId,
    status: instruction.status,
    ...(withPayload ? { payload: instruction.payload } : {}),
    created_at: instruction.createdAt.toISOString(),
    updated_at: instruction.updatedAt.toISOString(),
  };
}

export function toInstructionsList(
  reference: string,
  instructions: Instruction[],
  withPayload: boolean,
): InstructionsList {
  return {
    reference,
    instructions: instructions.map((instruction) => toInstructionResponse(instruction, reference, withPayload)),
    count: instructions.length,
  };
}
