import { Provider } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { WebhookEndpointsService } from '../webhooks/outbound/webhook-endpoints.service';
import { AUDIT_WEBHOOKS, AuditWebhooksSource, withoutSecrets } from './audit-webhooks';

/**
 * Binds the audit bundle's webhook list to the outbound-webhooks module. WebhooksModule is registered once
 * (dynamic, with the scheduler), so its service is looked up across modules instead of importing it again.
 */
export const WEBHOOK_ENDPOINTS_SOURCE: Provider = {
  provide: AUDIT_WEBHOOKS,
  inject: [ModuleRef],
  useFactory: (moduleRef: ModuleRef): AuditWebhooksSource => ({
    async forProgram(reference: string) {
      const endpoints = moduleRef.get(WebhookEndpointsService, { strict: false });
      const list = await endpoints.list(reference);
      return list.webhooks.map((webhook) => withoutSecrets({ ...webhook }));
    },
  }),
};
