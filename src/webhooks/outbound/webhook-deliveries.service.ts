import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { TransactionRunner } from '../../database/transaction-runner';
import { DeliveryScheduler } from './delivery-scheduler';
import { WebhookDeliveryList, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { webhookNotFound } from './webhook-endpoints.service';
import { toDeliveryView } from './webhook.mapper';

const DELIVERIES_SHOWN = 100;

/** Operator reads of deliveries and their attempts, and redelivery (same webhook-id, same bytes). */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly scheduler: DeliveryScheduler,
  ) {}

  list(endpointId: number): Promise<WebhookDeliveryList> {
    return this.db.read(async (manager) => {
      if (!(await manager.exists(WebhookEndpoint, { where: { id: endpointId } }))) {
        throw webhookNotFound();
      }
      const newest = await manager.find(WebhookDelivery, {
        where: { endpointId },
        order: { id: 'DESC' },
        take: DELIVERIES_SHOWN,
      });
      const deliveries = newest.reverse();
      const attempts =
        deliveries.length === 0
          ? []
          : await manager.find(WebhookAttempt, {
              where: { deliveryId: In(deliveries.map((delivery) => delivery.id)) },
              order: { number: 'ASC' },
            });
      const views = deliveries.map((delivery) =>
        toDeliveryView(
          delivery,
          attempts.filter((attempt) => attempt.deliveryId === delivery.id),
        ),
      );
      return { endpoint_id: endpointId, count: views.length, deliveries: views };
    });
  }

  /** Starts a new round of the retry ladder now; the webhook-id and the body bytes stay the same. */
  redeliver(deliveryId: number): Promise<WebhookDeliveryView> {
    return this.db.write(async (manager) => {
      const delivery = await manager.findOne(WebhookDelivery, { where: { id: deliveryId } });
      if (!delivery) {
        throw new NotFoundError('Webhook delivery not found', OutboundWebhookErrorCode.WebhookDeliveryNotFound);
      }
      const endpoint = await manager.findOneOrFail(WebhookEndpoint, { where: { id: delivery.endpointId } });
      if (!endpoint.active) {
        throw new ConflictError(
          'The webhook of this delivery is disabled or deleted; register it again to receive deliveries',
          OutboundWebhookErrorCode.WebhookInactive,
        );
      }
      const now = new Date();
      const change = { status: 'pending' as const, roundAttempts: 0, nextAttemptAt: now, updatedAt: now };
      await manager.update(WebhookDelivery, { id: deliveryId }, change);
      Object.assign(delivery, change);
      this.db.afterCommit(manager, () => this.scheduler.schedule([deliveryId]));
      const attempts = await manager.find(WebhookAttempt, { where: { deliveryId }, order: { number: 'ASC' } });
      return toDeliveryView(delivery, attempts);
    });
  }
}
