import { Field } from '../../../common/validation/field.decorator';

export const IDV_STATUSES = ['approved', 'declined', 'needs_review'] as const;
export type IdvStatus = (typeof IDV_STATUSES)[number];

/** An identity-verification result; other fields the provider sends are ignored. */
export class IdvWebhookBody {
  @Field({ kind: 'string', required: true, minLength: 1, maxLength: 255, description: "The provider's event id" })
  event_id!: string;

  @Field({ kind: 'string', required: true, minLength: 1, maxLength: 20, example: 'PRG-123456' })
  reference!: string;

  @Field({ kind: 'enum', values: IDV_STATUSES, enumName: 'IdvVerificationStatus', required: true })
  status!: IdvStatus;
}
