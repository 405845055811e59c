import { Field } from '../../../common/validation/field.decorator';

export class ErasureParams {
  @Field({ kind: 'string', required: true, example: 'PRG-123456' })
  reference!: string;
}
