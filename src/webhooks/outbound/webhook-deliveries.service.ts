import { Injectable } from '@nestjs/common';
import { pageLinks } from '../../common/paging/keyset-links';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { DeliveryScheduler } from './delivery-scheduler';
import { DeliveryFilter, deliveryCursorOf, DeliveryWindow, deliveryWindowOf, pageStartOf } from './delivery-paging';
import { WebhookDeliveryList, WebhookDeliveryListQuery, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { WebhookAttempt } from './webhook-attempt.entity';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveryHistoryRepository } from './webhook-delivery-history.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { webhookNotFound } from './webhook-endpoints.service';
import { toDeliveryView } from './webhook.mapper';

/** Decides, in the read's or the write's own unit, whether the caller may see the endpoint (throws otherwise). */
export type EndpointCheck = (unit: UnitOfWork) => Promise<unknown>;

/** One page of an endpoint's deliveries with the cursors of its neighbours (null where there is none). */
export interface DeliveryListing {
  deliveries: WebhookDeliveryView[];
  /** The next page: older deliveries. */
  older: string | null;
  /** The previous page: newer deliveries. */
  newer: string | null;
}

/** Reads of deliveries and their attempts in keyset pages, and redelivery (same webhook-id, same bytes). */
@Injectable()
export class WebhookDeliveriesService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly scheduler: DeliveryScheduler,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly history: WebhookDeliveryHistoryRepository,
  ) {}

  /** How many deliveries wait in the outbox, and when the oldest of them was written (null when none waits). */
  outboxSummary(): Promise<{ pending: number; oldest: Date | null }> {
    return this.db.read((unit) => this.history.pendingSummary(unit));
  }

  /** A per-program webhook's deliveries (any endpoint's, by id: 404 `webhook_not_found` when there is none). */
  list(endpointId: number, query: WebhookDeliveryListQuery): Promise<WebhookDeliveryList> {
    return this.listOf(endpointId, query, async (unit) => {
      if (!(await this.endpoints.exists(unit, endpointId))) {
        throw webhookNotFound();
      }
    });
  }

  /**
   * One page of the API's list, newest first: the cursor is decoded (422 when it is not this list's, this
   * endpoint's and these filters') before anything is read; `check` runs in the read's unit.
   */
  async listOf(
    endpointId: number,
    query: WebhookDeliveryListQuery,
    check: EndpointCheck,
  ): Promise<WebhookDeliveryList> {
    const filter = deliveryFilterOf(query);
    const window = deliveryWindowOf(query.cursor, endpointId, filter);
    const listing = await this.browse(endpointId, filter, window, query.limit, check);
    return {
      endpoint_id: endpointId,
      count: listing.deliveries.length,
      deliveries: listing.deliveries,
      next_cursor: listing.older,
    };
  }

  /**
   * The deliveries of the window with every attempt: two statements whatever the page (the page from one index
   * range, then the page's attempts together).
   */
  browse(
    endpointId: number,
    filter: DeliveryFilter,
    window: DeliveryWindow,
    limit: number,
    check: EndpointCheck,
  ): Promise<DeliveryListing> {
    return this.db.read(async (unit) => {
      await check(unit);
      const page = await this.deliveries.pageOf(unit, endpointId, filter, window, limit);
      const attempts = attemptsByDelivery(
        await this.deliveries.attemptsOf(
          unit,
          page.rows.map((delivery) => delivery.id),
        ),
      );
      const { start, from } = pageStartOf(window);
      const links = pageLinks(
        start,
        page.rows.map((delivery) => ({ id: delivery.id })),
        page.more,
        from,
      );
      return {
        deliveries: page.rows.map((delivery) => toDeliveryView(delivery, attempts.get(delivery.id) ?? [])),
        older: deliveryCursorOf(links.older, endpointId, filter),
        newer: deliveryCursorOf(links.newer, endpointId, filter),
      };
    });
  }

  /**
   * Starts a new round of the retry ladder now; the webhook-id and the body bytes stay the same. With a scope, the
   * delivery must be of that endpoint (404 otherwise) and `check` decides first whether the caller may see it.
   */
  redeliver(deliveryId: number, scope?: { endpointId: number; check: EndpointCheck }): Promise<WebhookDeliveryView> {
    return this.db.write(async (unit) => {
      await scope?.check(unit);
      const delivery = await this.deliveries.find(unit, deliveryId);
      if (!delivery || (scope !== undefined && delivery.endpointId !== scope.endpointId)) {
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

export function deliveryFilterOf(query: Pick<WebhookDeliveryListQuery, 'status' | 'event_type'>): DeliveryFilter {
  return { status: query.status, eventType: query.event_type };
}

function attemptsByDelivery(attempts: WebhookAttempt[]): Map<number, WebhookAttempt[]> {
  const grouped = new Map<number, WebhookAttempt[]>();
  for (const attempt of attempts) {
    const list = grouped.get(attempt.deliveryId);
    if (list) {
      list.push(attempt);
    } else {
      grouped.set(attempt.deliveryId, [attempt]);
    }
  }
  return grouped;
}
