/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const InboundWebhookErrorCode = {
  InboundWebhookNotConfigured: 'inbound_webhook_not_configured',
  InvalidWebhookSignature: 'invalid_webhook_signature',
  AmbiguousExternalId: 'ambiguous_external_id',
} as const;
export type InboundWebhookErrorCode = (typeof InboundWebhookErrorCode)[keyof typeof InboundWebhookErrorCode];
