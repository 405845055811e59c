/** The `code` values of this module's error answers (collected in src/common/errors/error-codes.ts). */
export const MessagingErrorCode = {
  InboundWebhookNotConfigured: 'inbound_webhook_not_configured',
  InvalidMessagingSecret: 'invalid_messaging_secret',
} as const;
export type MessagingErrorCode = (typeof MessagingErrorCode)[keyof typeof MessagingErrorCode];
