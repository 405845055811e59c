import { NotFoundError } from '../../../common/errors/domain-errors';
import { OutboundWebhookErrorCode } from '../outbound-webhook-error-codes';
import { Field } from '../../../common/validation/field.decorator';
import { webhookNotFound } from '../webhook-endpoints.service';
import { endpointNotFound } from '../endpoint-management.service';

export class WebhookIdParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: () => webhookNotFound() })
  id!: number;
}

export class DeliveryIdParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: () => webhookDeliveryNotFound() })
  id!: number;
}

/** The answer of the redeliver route for a delivery that is not there. */
export function webhookDeliveryNotFound(): NotFoundError {
  return new NotFoundError('Webhook delivery not found', OutboundWebhookErrorCode.WebhookDeliveryNotFound);
}

export class EndpointIdParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: () => endpointNotFound() })
  id!: number;
}

/** An endpoint's delivery: either id unknown is a 404 of its own kind. */
export class EndpointDeliveryParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: () => endpointNotFound() })
  id!: number;

  @Field({ kind: 'integer', required: true, example: 1, unknownId: () => webhookDeliveryNotFound() })
  delivery_id!: number;
}
