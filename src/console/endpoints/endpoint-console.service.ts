import { Injectable } from '@nestjs/common';
import { ConflictError } from '../../common/errors/domain-errors';
import { RequestValidationError } from '../../common/validation/pydantic-error';
import { DeliveryWindow, deliveryWindowOf } from '../../webhooks/outbound/delivery-paging';
import { EndpointManagementService, EndpointManager } from '../../webhooks/outbound/endpoint-management.service';
import { EndpointRecoveryService } from '../../webhooks/outbound/endpoint-recovery.service';
import { EndpointStatsService } from '../../webhooks/outbound/endpoint-stats.service';
import { EndpointListFilters, EndpointListPage, endpointListPage } from './endpoint-list-filters';
import { EndpointPageData, RecoverPanel } from './endpoint-pages';
import { DELIVERY_LOG_PAGE, DeliveryLogView, deliveryFilterOfView } from './delivery-log-view';

/** What the endpoint pages read, and their redelivery of one of the endpoint's deliveries. */
@Injectable()
export class EndpointConsoleService {
  constructor(
    private readonly endpoints: EndpointManagementService,
    private readonly statistics: EndpointStatsService,
    private readonly recovery: EndpointRecoveryService,
  ) {}

  async list(manager: EndpointManager, filters: EndpointListFilters): Promise<EndpointListPage> {
    return endpointListPage((await this.endpoints.list(manager)).endpoints, filters);
  }

  /**
   * The endpoint (404 when unknown or deleted), its last 24 hours and one page of its deliveries with their
   * attempts. A cursor the list refuses shows the newest page instead (`refused`); a page read backwards that
   * reaches the newest delivery is shown as the first page, whole.
   */
  async page(manager: EndpointManager, id: number, view: DeliveryLogView = {}): Promise<EndpointPageData> {
    const endpoint = await this.endpoints.get(manager, id);
    const stats = await this.statistics.stats(manager, id, { since: null, until: null });
    const filter = deliveryFilterOfView(view);
    let window: DeliveryWindow = NEWEST;
    let refused = false;
    try {
      window = deliveryWindowOf(view.cursor ?? null, id, filter);
    } catch (error) {
      if (!(error instanceof RequestValidationError)) {
        throw error;
      }
      refused = true;
    }
    let listing = await this.endpoints.browseDeliveries(manager, id, filter, window, DELIVERY_LOG_PAGE);
    if (window.from === 'before' && listing.newer === null) {
      listing = await this.endpoints.browseDeliveries(manager, id, filter, NEWEST, DELIVERY_LOG_PAGE);
    }
    return { endpoint, stats, log: { ...listing, view: refused ? { ...view, cursor: undefined } : view, refused } };
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

  /** Redelivers one of the endpoint's deliveries (any page's); another endpoint's delivery is not found there. */
  async redeliver(manager: EndpointManager, endpointId: number, deliveryId: number): Promise<void> {
    await this.endpoints.redeliver(manager, endpointId, deliveryId);
  }
}

const NEWEST: DeliveryWindow = { from: 'newest' };
