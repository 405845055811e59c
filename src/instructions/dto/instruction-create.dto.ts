import { Field } from '../../common/validation/field.decorator';

export class InstructionCreate {
  @Field({ kind: 'string', required: true, minLength: 4, maxLength: 20, example: 'PRG-123456' })
  reference!: string;

  @Field({ kind: 'string', required: true, minLength: 2, maxLength: 32, example: 'bank-partner' })
  provider!: string;

  @Field({ kind: 'string', maxLength: 64, default: 'submit_order' })
  action!: string;

  @Field({
    kind: 'object',
    description:
      'Operational facts for the partner, at most 16 KiB as JSON and 8 levels deep. Payment credentials ' +
      '(card numbers, CVV, account/routing numbers, IBAN, passwords, PINs …) are refused with 422.',
  })
  payload?: Record<string, unknown>;
}
