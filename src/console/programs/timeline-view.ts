import { ACTOR_TYPES, ActorType } from '../../common/auth/actor';
import { MAX_STORED_ID } from '../../common/validation/field-spec';
import { EVENT_TYPES, EventType } from '../../program-events/event-types';
import type { TimelineCursor, TimelineView } from '../console-view-models';

const ROW_ID = /^[1-9]\d{0,9}$/;

/**
 * The timeline of the page's query string: `before` / `after` (event ids), `event_type` and `actor` (an actor type).
 * Read leniently like the table's filters: a value that names no event type, actor type or storable id is ignored.
 */
export function timelineViewFromQuery(query: Record<string, unknown>): TimelineView {
  const id = (name: string): number | undefined => {
    const value = query[name];
    const number = typeof value === 'string' && ROW_ID.test(value) ? Number(value) : undefined;
    return number !== undefined && number <= MAX_STORED_ID ? number : undefined;
  };
  const pick = <T extends string>(name: string, values: readonly T[]): T | undefined => {
    const value = query[name];
    return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  const before = id('before');
  const cursor: TimelineCursor = before !== undefined ? { before } : { after: id('after') };
  return {
    ...cursor,
    eventType: pick<EventType>('event_type', EVENT_TYPES),
    actorType: pick<ActorType>('actor', ACTOR_TYPES),
  };
}

/** Whether the view shows only some events. */
export function isFiltered(view: TimelineView): boolean {
  return view.eventType !== undefined || view.actorType !== undefined;
}

/**
 * A program page showing the timeline `view` (its filters kept); with `page`, the timeline page that starts there.
 * Undefined when `page` names no page (no cursor on that side).
 */
export function timelineHref(
  reference: string,
  partnerFilter: string,
  view: TimelineView,
  page?: TimelineCursor,
): string | undefined {
  const params = new URLSearchParams();
  if (page) {
    if (page.before !== undefined) {
      params.set('before', String(page.before));
    } else if (page.after !== undefined) {
      params.set('after', String(page.after));
    } else {
      return undefined;
    }
  }
  if (view.eventType !== undefined) {
    params.set('event_type', view.eventType);
  }
  if (view.actorType !== undefined) {
    params.set('actor', view.actorType);
  }
  if (partnerFilter) {
    params.set('partner_filter', partnerFilter);
  }
  const query = params.toString();
  return `/admin/programs/${encodeURIComponent(reference)}${query ? `?${query}` : ''}#events-heading`;
}

/** The options of the timeline's filter form, the current ones selected. */
export function timelineFilterOptions(view: TimelineView) {
  return {
    eventTypes: [
      { value: '', label: 'any', selected: view.eventType === undefined },
      ...EVENT_TYPES.map((value) => ({ value, label: value, selected: value === view.eventType })),
    ],
    actorTypes: [
      { value: '', label: 'any', selected: view.actorType === undefined },
      ...ACTOR_TYPES.map((value) => ({ value, label: value, selected: value === view.actorType })),
    ],
  };
}
