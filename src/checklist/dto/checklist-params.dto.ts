import { Field } from '../../common/validation/field.decorator';

export class ChecklistItemParams {
  @Field({ kind: 'string', required: true, example: 'PRG-123456' })
  reference!: string;

  @Field({ kind: 'string', required: true, example: 'consent_recorded' })
  item_id!: string;
}
