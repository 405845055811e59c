import { OperatorWebhook, OperatorWebhookDetail } from './dto/operator-webhook.dto';
import { WebhookAttemptView, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

export function toOperatorWebhook(endpoint: WebhookEndpoint, reference: string): OperatorWebhook {
  return {
    id: endpoint.id,
    reference,
    url: endpoint.url,
    has_secret: endpoint.secret !== null && endpoint.secret.length > 0,
    active: endpoint.active,
    created_at: endpoint.createdAt.toISOString(),
  };
}

export function toOperatorWebhookDetail(endpoint: WebhookEndpoint, reference: string): OperatorWebhookDetail {
  return {
    ...toOperatorWebhook(endpoint, reference),
    disabled_at: iso(endpoint.disabledAt),
    disabled_reason: endpoint.disabledReason,
    deleted_at: iso(endpoint.deletedAt),
  };
}

export function toDeliveryView(delivery: WebhookDelivery, attempts: WebhookAttempt[]): WebhookDeliveryView {
  return {
    id: delivery.id,
    endpoint_id: delivery.endpointId,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    webhook_id: delivery.webhookId,
    status: delivery.status,
    attempt_count: delivery.attemptCount,
    next_attempt_at: iso(delivery.nextAttemptAt),
    delivered_at: iso(delivery.deliveredAt),
    created_at: delivery.createdAt.toISOString(),
    attempts: attempts.map(toAttemptView),
  };
}

function toAttemptView(attempt: WebhookAttempt): WebhookAttemptView {
  return {
    number: attempt.number,
    attempted_at: attempt.attemptedAt.toISOString(),
    status_code: attempt.statusCode,
    error: attempt.error,
    duration_ms: attempt.durationMs,
  };
}

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}
