/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const OutboundWebhookErrorCode = {
  WebhookNotFound: 'webhook_not_found',
  WebhookDeliveryNotFound: 'webhook_delivery_not_found',
  WebhookInactive: 'webhook_inactive',
  WebhookEndpointNotFound: 'webhook_endpoint_not_found',
} as const;
export type OutboundWebhookErrorCode = (typeof OutboundWebhookErrorCode)[keyof typeof OutboundWebhookErrorCode];
