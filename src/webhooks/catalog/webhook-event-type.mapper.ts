import { WebhookEventTypeOut, WebhookEventTypesList } from './dto/webhook-event-type.dto';
import { deliveryBodySchema, WEBHOOK_EVENT_CATALOG, WebhookEventTypeEntry } from './webhook-event-catalog';

export function toWebhookEventTypeOut(item: WebhookEventTypeEntry): WebhookEventTypeOut {
  return {
    type: item.type,
    description: item.description,
    since: item.since,
    deprecated: item.deprecated,
    audiences: [...item.audiences],
    schema: deliveryBodySchema(item.type),
  };
}

/** Built once: the catalog is data that never changes while the process runs. */
export const WEBHOOK_EVENT_TYPES_LIST: WebhookEventTypesList = {
  count: WEBHOOK_EVENT_CATALOG.length,
  event_types: WEBHOOK_EVENT_CATALOG.map(toWebhookEventTypeOut),
};
