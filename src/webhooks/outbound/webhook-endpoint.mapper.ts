import { WebhookEndpointOut } from './dto/webhook-endpoint.dto';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export function toWebhookEndpointOut(endpoint: WebhookEndpoint, reference: string | null): WebhookEndpointOut {
  return {
    id: endpoint.id,
    owner: endpoint.owner,
    url: endpoint.url,
    description: endpoint.description,
    reference,
    partner_slug: endpoint.partnerSlug,
    event_types: endpoint.eventTypes,
    rate_limit_per_s: endpoint.rateLimitPerS,
    timeout_ms: endpoint.timeoutMs,
    has_secret: endpoint.secret !== null && endpoint.secret.length > 0,
    previous_secret_expires_at: endpoint.previousSecret ? iso(endpoint.previousSecretExpiresAt) : null,
    active: endpoint.active,
    breaker: {
      state: endpoint.breakerState,
      open_until: endpoint.breakerState === 'open' ? iso(endpoint.breakerOpenUntil) : null,
      trips: endpoint.breakerTrips,
    },
    created_at: endpoint.createdAt.toISOString(),
    disabled_at: iso(endpoint.disabledAt),
    disabled_reason: endpoint.disabledReason,
    deleted_at: iso(endpoint.deletedAt),
  };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
