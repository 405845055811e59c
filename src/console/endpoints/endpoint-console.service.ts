import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { EndpointManagementService, EndpointManager } from '../../webhooks/outbound/endpoint-management.service';
import { EndpointRecoveryService } from '../../webhooks/outbound/endpoint-recovery.service';
import { EndpointStatsService } from '../../webhooks/outbound/endpoint-stats.service';
import { OutboundWebhookErrorCode } from '../../webhooks/outbound/outbound-webhook-error-codes';
import { WebhookDeliveriesService } from '../../webhooks/outbound/webhook-deliveries.service';
import { EndpointListFilters, EndpointListPage, endpointListPage } from './endpoint-list-filters';
import { EndpointPageData, RecoverPanel } from './endpoint-pages';

/** What the endpoint pages read and the one write the webhook services do not scope to an endpoint (redelivery). */
@Injectable()
export class EndpointConsoleService {
  constructor(
    private readonly endpoints: EndpointManagementService,
    private readonly statistics: EndpointStatsService,
    private readonly recovery: EndpointRecoveryService,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  async list(manager: EndpointManager, filters: EndpointListFilters): Promise<EndpointListPage> {
    return endpointListPage((await this.endpoints.list(manager)).endpoints, filters);
  }

  /** The endpoint (404 when unknown or deleted), its last 24 hours and its newest deliveries with their attempts. */
  async page(manager: EndpointManager, id: number): Promise<EndpointPageData> {
    const endpoint = await this.endpoints.get(manager, id);
    const stats = await this.statistics.stats(manager, id, { since: null, until: null });
    const { deliveries } = await this.endpoints.deliveriesOf(manager, id);
    return { endpoint, stats, deliveries };
  }

  /** A dry run of a recovery; an endpoint that may not recover (paused, disabled) says why instead. */
  async preview(manager: EndpointManager, id: number, since: string): Promise<NonNullable<RecoverPanel['preview']>> {
    try {
      return { since, outcome: await this.recovery.recover(manager, id, { since, dry_run: true }) };
    } catch (error) {
      if (error instanceof ConflictError) {
        return { since, refused: error.detail };
      }
      throw error;
    }
  }

  /** Redelivers one of the deliveries the endpoint's page lists; any other id is not found there. */
  async redeliver(manager: EndpointManager, endpointId: number, deliveryId: number): Promise<void> {
    const listed = await this.endpoints.deliveriesOf(manager, endpointId);
    if (!listed.deliveries.some((delivery) => delivery.id === deliveryId)) {
      throw new NotFoundError(
        'This endpoint lists no delivery with this id',
        OutboundWebhookErrorCode.WebhookDeliveryNotFound,
      );
    }
    await this.deliveries.redeliver(deliveryId);
  }
}
