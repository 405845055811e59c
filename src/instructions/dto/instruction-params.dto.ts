import { Field } from '../../common/validation/field.decorator';

export class InstructionParams {
  @Field({ kind: 'integer', required: true, example: 1 })
  instruction_id!: number;
}
