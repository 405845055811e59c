import { Field } from '../../common/validation/field.decorator';

export class DocumentContentParams {
  @Field({ kind: 'string', required: true, example: 'PRG-123456' })
  reference!: string;

  @Field({ kind: 'string', required: true, example: '3f1c7a52-8d0e-4c41-9a57-2a1f0b6f1e11' })
  document_id!: string;
}
