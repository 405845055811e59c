import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { DeliveryScheduler } from './delivery-scheduler';
import { WebhookDeliveryList, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { webhookNotFound } from './webhook-endpoints.service';
import { toDeliveryView } from './webhook.mapper';

const DELIVERIES_SHOWN = 100;

/** Operator reads of deliveries and their attempts, and redelivery (same webhook-id, same bytes). */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly scheduler: DeliveryScheduler,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
  ) {}

  list(endpointId: number): Promise<WebhookDeliveryList> {
    return this.db.read(async (unit) => {
      if (!(await this.endpoints.exists(unit, endpointId))) {
        throw webhookNotFound();
      }
      const deliveries = await this.deliveries.newestOf(unit, endpointId, DELIVERIES_SHOWN);
      const attempts = await this.deliveries.attemptsOf(
        unit,
        deliveries.map((delivery) => delivery.id),
      );
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
    return this.db.write(async (unit) => {
      const delivery = await this.deliveries.find(unit, deliveryId);
      if (!delivery) {
        throw new NotFoundError('Webhook delivery not found', OutboundWebhookErrorCode.WebhookDeliveryNotFound);
      }
      const endpoint = await this.endpoints.find(unit, delivery.endpointId);
      if (!endpoint?.active) {
        throw new ConflictError(
          'The webhook of this delivery is disabled or deleted; register it again to receive deliveries',
          OutboundWebhookErrorCode.WebhookInactive,
        );
      }
      const now = new Date();
      const restarted = await this.deliveries.startNewRound(unit, delivery, now);
      // Due at the restart, as a job of its own: never merged with the delayed retry a pending delivery still has.
      this.db.afterCommit(unit, () => this.scheduler.schedule([deliveryId], now));
      const attempts = await this.deliveries.attemptsOf(unit, [deliveryId]);
      return toDeliveryView(restarted, attempts);
    });
  }
}
