import { Field } from '../../../common/validation/field.decorator';
import { INSTRUCTION_STATUSES, InstructionStatus } from '../../../instructions/instruction-status';

/** A payment provider's status report for one handoff record, named by `instruction_ref` or `external_id`. */
export class PaymentWebhookBody {
  @Field({ kind: 'string', required: true, minLength: 1, maxLength: 255, description: "The provider's event id" })
  event_id!: string;

  @Field({
    kind: 'string',
    required: true,
    requiredUnless: 'external_id',
    nullable: true,
    maxLength: 20,
    example: 'INS-123456',
    description: 'The handoff record; without it the record is found by external_id.',
  })
  instruction_ref!: string | null;

  @Field({ kind: 'enum', values: INSTRUCTION_STATUSES, enumName: 'InstructionStatus', required: true })
  status!: InstructionStatus;

  @Field({
    kind: 'string',
    nullable: true,
    minLength: 1,
    maxLength: 128,
    description: "The provider's id for the record: the lookup key without instruction_ref, else recorded on it.",
  })
  external_id!: string | null;
}
