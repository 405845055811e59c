import type { WebhookEndpointOut } from '../../webhooks/outbound/dto/webhook-endpoint.dto';

export const ENDPOINT_STATE_FILTERS = ['active', 'disabled', 'breaker_open'] as const;
export type EndpointStateFilter = (typeof ENDPOINT_STATE_FILTERS)[number];
export const ENDPOINT_OWNER_FILTERS = ['operator', 'partner'] as const;
export type EndpointOwnerFilter = (typeof ENDPOINT_OWNER_FILTERS)[number];

export const ENDPOINTS_PER_PAGE = 50;

/** The list's query string: state, owner, partner slug and page. */
export interface EndpointListFilters {
  state?: EndpointStateFilter;
  owner?: EndpointOwnerFilter;
  partner?: string;
  page: number;
}

export interface EndpointListPage {
  rows: WebhookEndpointOut[];
  total: number;
  page: number;
  pages: number;
}

/** Reads the query leniently, like the registrations table: unknown values are dropped, the page is clamped. */
export function endpointFiltersFromQuery(query: Record<string, unknown>): EndpointListFilters {
  const text = (name: string, max: number): string | undefined => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
  };
  const page = Number.parseInt(text('page', 6) ?? '1', 10);
  return {
    state: oneOf(ENDPOINT_STATE_FILTERS, text('state', 16)),
    owner: oneOf(ENDPOINT_OWNER_FILTERS, text('owner', 16)),
    partner: text('partner', 64),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** `disabled`: paused by its owner or disabled by the service; `breaker_open`: open or half-open. */
export function matchesEndpointFilters(endpoint: WebhookEndpointOut, filters: EndpointListFilters): boolean {
  if (filters.state === 'active' && !endpoint.active) {
    return false;
  }
  if (filters.state === 'disabled' && endpoint.active) {
    return false;
  }
  if (filters.state === 'breaker_open' && endpoint.breaker.state === 'closed') {
    return false;
  }
  if (filters.owner !== undefined && endpoint.owner !== filters.owner) {
    return false;
  }
  return filters.partner === undefined || endpoint.partner_slug === filters.partner;
}

/** The filtered endpoints, one page of them (the last page when `page` is past it). */
export function endpointListPage(endpoints: WebhookEndpointOut[], filters: EndpointListFilters): EndpointListPage {
  const matching = endpoints.filter((endpoint) => matchesEndpointFilters(endpoint, filters));
  const pages = Math.max(1, Math.ceil(matching.length / ENDPOINTS_PER_PAGE));
  const page = Math.min(filters.page, pages);
  const start = (page - 1) * ENDPOINTS_PER_PAGE;
  return { rows: matching.slice(start, start + ENDPOINTS_PER_PAGE), total: matching.length, page, pages };
}

export function endpointsHref(filters: EndpointListFilters, changes: Partial<EndpointListFilters> = {}): string {
  const merged = { ...filters, ...changes };
  const params = new URLSearchParams();
  const put = (name: string, value: string | undefined) => value !== undefined && params.set(name, value);
  put('state', merged.state);
  put('owner', merged.owner);
  put('partner', merged.partner);
  put('page', merged.page > 1 ? String(merged.page) : undefined);
  const query = params.toString();
  return query ? `/admin/endpoints?${query}` : '/admin/endpoints';
}

function oneOf<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}
