import { Field } from '../../common/validation/field.decorator';
import { INSTRUCTION_STATUSES, InstructionStatus } from '../instruction-status';

export class InstructionPatch {
  @Field({ kind: 'enum', values: INSTRUCTION_STATUSES, enumName: 'InstructionStatus', required: true })
  status!: InstructionStatus;

  @Field({
    kind: 'string',
    nullable: true,
    maxLength: 128,
    description: "The partner's id for this record. Omitted or null keeps the current value.",
  })
  external_id!: string | null;
}
