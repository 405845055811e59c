import { PageStart } from '../../common/paging/keyset-links';
import {
  CursorFilter,
  CursorPosition,
  decodeListCursor,
  encodeListCursor,
  invalidCursor,
} from '../../common/paging/list-cursor';
import { WebhookEventType } from '../catalog/webhook-event-catalog';
import { DeliveryStatus } from './delivery-status';

const DELIVERY_LIST = 'webhook-deliveries';

/** What an endpoint's deliveries are filtered by (both optional, combined with AND). */
export interface DeliveryFilter {
  status: DeliveryStatus | null;
  eventType: WebhookEventType | null;
}

/** Which deliveries a page holds, newest first by id: the newest, those older than an id, those newer than one. */
export type DeliveryWindow =
  { from: 'newest' } | { from: 'after'; beforeId: number } | { from: 'before'; afterId: number };

/** A page read for a window: newest first, `more` when rows remain in the direction it was read. */
export interface DeliveryRows<T> {
  rows: T[];
  more: boolean;
}

export const NO_DELIVERY_FILTER: DeliveryFilter = { status: null, eventType: null };

/**
 * The window a cursor of this endpoint's list with these filters names; a 422 on `query.cursor` for anything else
 * (malformed, altered, another list's, another endpoint's, other filters').
 */
export function deliveryWindowOf(cursor: string | null, endpointId: number, filter: DeliveryFilter): DeliveryWindow {
  if (cursor === null) {
    return { from: 'newest' };
  }
  const position = decodeListCursor(cursor, DELIVERY_LIST, cursorFilterOf(endpointId, filter));
  if (position.key.atMicros !== undefined) {
    throw invalidCursor(cursor, 'is not a cursor this list gave out');
  }
  return position.direction === 'after'
    ? { from: 'after', beforeId: position.key.id }
    : { from: 'before', afterId: position.key.id };
}

/** The cursor of a neighbouring page, bound to the endpoint and the filters; null when there is no such page. */
export function deliveryCursorOf(
  position: CursorPosition | null,
  endpointId: number,
  filter: DeliveryFilter,
): string | null {
  return position === null ? null : encodeListCursor(DELIVERY_LIST, cursorFilterOf(endpointId, filter), position);
}

/** The cursor of the unfiltered page that starts at this delivery (it first, then older ones). */
export function cursorStartingAt(endpointId: number, deliveryId: number): string {
  return encodeListCursor(DELIVERY_LIST, cursorFilterOf(endpointId, NO_DELIVERY_FILTER), {
    direction: 'after',
    key: { id: deliveryId + 1 },
  });
}

/** The window in the keyset links' terms: where it was read from, and the key it was read from. */
export function pageStartOf(window: DeliveryWindow): { start: PageStart; from?: { id: number } } {
  switch (window.from) {
    case 'newest':
      return { start: 'newest' };
    case 'after':
      return { start: 'after', from: { id: window.beforeId } };
    case 'before':
      return { start: 'before', from: { id: window.afterId } };
  }
}

/** The filters a cursor is bound to, by their query names, with the endpoint whose list it pages. */
function cursorFilterOf(endpointId: number, filter: DeliveryFilter): CursorFilter {
  return { endpoint_id: endpointId, status: filter.status, event_type: filter.eventType };
}
