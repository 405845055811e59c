import type { NewWebhookEndpoint } from '../../src/webhooks/outbound/webhook-endpoints.repository';

/** An operator's endpoint for every program with no filter, limit or secret, unless `overrides` says otherwise. */
export function endpointValues(overrides: Partial<NewWebhookEndpoint> = {}): NewWebhookEndpoint {
  return {
    registrationId: null,
    owner: 'operator',
    partnerSlug: null,
    url: 'https://receiver.example/hook',
    description: null,
    eventTypes: null,
    rateLimitPerS: null,
    timeoutMs: null,
    secret: null,
    createdAt: new Date(),
    ...overrides,
  };
}
