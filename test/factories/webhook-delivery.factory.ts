import { WebhookAttempt } from '../../src/webhooks/outbound/webhook-attempt.entity';
import { DeliveryStatus, WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import type { TestApp } from '../support/test-app';

export interface SeededDelivery {
  status: DeliveryStatus;
  eventType: string;
  /** Attempt rows to give it (answered 500 but the last, answered 200 when delivered). */
  attempts?: number;
}

let seeded = 0;

/**
 * Delivery rows written straight into the outbox (no event, never pending: nothing sends them), with their
 * attempts; answers their ids in the order written (ascending). For lists that need more rows than the API makes
 * quickly, or statuses it reaches only slowly.
 */
export async function seedDeliveries(
  app: TestApp,
  endpointId: number,
  count: number,
  shape: (index: number) => SeededDelivery,
): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const { status, eventType, attempts = 0 } = shape(index);
    const at = new Date();
    const inserted = await app.dataSource.getRepository(WebhookDelivery).insert({
      endpointId,
      eventId: null,
      webhookId: `msg_seeded_${process.pid}_${++seeded}`,
      eventType,
      body: '{}',
      status,
      attemptCount: attempts,
      roundAttempts: attempts,
      nextAttemptAt: null,
      leaseUntil: null,
      leaseOwner: null,
      lastStatusCode: null,
      lastError: null,
      createdAt: at,
      updatedAt: at,
      deliveredAt: status === 'delivered' ? at : null,
      traceparent: null,
    });
    const id = Number(inserted.identifiers[0].id);
    for (let number = 1; number <= attempts; number++) {
      await app.dataSource.getRepository(WebhookAttempt).insert({
        deliveryId: id,
        endpointId,
        number,
        attemptedAt: at,
        statusCode: status === 'delivered' && number === attempts ? 200 : 500,
        error: null,
        durationMs: 10 + number,
      });
    }
    ids.push(id);
  }
  return ids;
}
