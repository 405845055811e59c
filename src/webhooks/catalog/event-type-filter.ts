import { catalogEntry, WEBHOOK_EVENT_CATALOG, WEBHOOK_EVENT_TYPES, WebhookAudience } from './webhook-event-catalog';

export const MAX_EVENT_TYPE_FILTERS = 50;
export const MAX_EVENT_TYPE_FILTER_LENGTH = 80;
const WILDCARD = '.*';

/** `program.*` → `program.`; undefined for an exact type. */
function prefixOf(filter: string): string | undefined {
  return filter.endsWith(WILDCARD) ? filter.slice(0, -1) : undefined;
}

function isKnownFilter(filter: string): boolean {
  const prefix = prefixOf(filter);
  if (prefix === undefined) {
    return catalogEntry(filter) !== undefined;
  }
  // `prefix.` must begin a catalog type (e.g. `program.`, `handoff_record.`), so `*`, `.*` and `prog.*` are refused.
  return prefix.length > 1 && WEBHOOK_EVENT_TYPES.some((type) => type.startsWith(prefix));
}

/**
 * Why an endpoint's `event_types` is refused, or undefined when it is acceptable. Filters are exact catalog types or
 * `prefix.*`; omit the filter (not `*`) to receive every type. Sizes are checked before anything is matched.
 */
export function eventTypeFilterProblem(filters: unknown): string | undefined {
  if (!Array.isArray(filters) || !filters.every((filter) => typeof filter === 'string')) {
    return 'must be an array of strings';
  }
  const entries: string[] = filters;
  if (entries.length === 0) {
    return 'must name at least one event type; omit it to receive every type';
  }
  if (entries.length > MAX_EVENT_TYPE_FILTERS) {
    return `must name at most ${MAX_EVENT_TYPE_FILTERS} entries`;
  }
  if (entries.some((filter) => filter.length > MAX_EVENT_TYPE_FILTER_LENGTH)) {
    return `entries must be at most ${MAX_EVENT_TYPE_FILTER_LENGTH} characters long`;
  }
  if (new Set(entries).size !== entries.length) {
    return 'must not repeat an entry';
  }
  const unknown = entries.find((filter) => !isKnownFilter(filter));
  if (unknown !== undefined) {
    return (
      `unknown event type or prefix ${JSON.stringify(unknown)}: use a type of GET /api/webhook-event-types ` +
      'or `prefix.*` (e.g. `program.*`); omit the filter to receive every type'
    );
  }
  return undefined;
}

/** Whether a type is selected by accepted filters; null selects every type. */
export function matchesEventTypes(filters: readonly string[] | null, type: string): boolean {
  if (filters === null) {
    return true;
  }
  return filters.some((filter) => {
    const prefix = prefixOf(filter);
    return prefix === undefined ? filter === type : type.startsWith(prefix);
  });
}

/** The catalog types a subscriber may receive. */
export function typesFor(audience: WebhookAudience): string[] {
  return WEBHOOK_EVENT_CATALOG.filter((item) => item.audiences.includes(audience)).map((item) => item.type);
}

/** The concrete catalog types accepted filters select (null: all), in catalog order, optionally for one audience. */
export function expandEventTypes(filters: readonly string[] | null, audience?: WebhookAudience): string[] {
  const candidates = audience === undefined ? [...WEBHOOK_EVENT_TYPES] : typesFor(audience);
  return candidates.filter((type) => matchesEventTypes(filters, type));
}
