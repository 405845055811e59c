import { MAX_CURSOR_LENGTH } from '../../common/paging/list-cursor';
import { isWebhookEventType, WebhookEventType } from '../../webhooks/catalog/webhook-event-catalog';
import { DeliveryFilter } from '../../webhooks/outbound/delivery-paging';
import { DELIVERY_STATUSES, DeliveryStatus } from '../../webhooks/outbound/delivery-status';

/** Deliveries per page of an endpoint's attempts log (each row lists every attempt of its delivery). */
export const DELIVERY_LOG_PAGE = 50;

/** Which page of the attempts log the endpoint's page shows: its filters and where it starts. */
export interface DeliveryLogView {
  status?: DeliveryStatus;
  eventType?: WebhookEventType;
  /** A cursor of a neighbouring page's link; absent: the newest deliveries. */
  cursor?: string;
}

/**
 * The log's part of the page's query string, read leniently like the registrations table: an unknown status or
 * type is dropped; the cursor is kept as given, cut to the longest a cursor can be (the list refuses a bad one).
 */
export function deliveryLogViewFromQuery(query: Record<string, unknown>): DeliveryLogView {
  const text = (name: string, max: number): string | undefined => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
  };
  const status = text('status', 16);
  const eventType = text('event_type', 80);
  return {
    status: (DELIVERY_STATUSES as readonly string[]).includes(status ?? '') ? (status as DeliveryStatus) : undefined,
    eventType: eventType !== undefined && isWebhookEventType(eventType) ? eventType : undefined,
    cursor: text('cursor', MAX_CURSOR_LENGTH + 1),
  };
}

export function deliveryFilterOfView(view: DeliveryLogView): DeliveryFilter {
  return { status: view.status ?? null, eventType: view.eventType ?? null };
}

/** The endpoint's page showing the log with `view`'s filters and `cursor` (none: the newest), at the log. */
export function deliveryLogHref(endpointId: number, view: DeliveryLogView, cursor?: string): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | undefined) => value !== undefined && params.set(name, value);
  put('status', view.status);
  put('event_type', view.eventType);
  put('cursor', cursor);
  const query = params.toString();
  return `/admin/endpoints/${endpointId}${query ? `?${query}` : ''}#log-heading`;
}
