import {
  endpointFiltersFromQuery,
  endpointListPage,
  endpointsHref,
  ENDPOINTS_PER_PAGE,
  matchesEndpointFilters,
} from '../../../src/console/endpoints/endpoint-list-filters';
import type { WebhookEndpointOut } from '../../../src/webhooks/outbound/dto/webhook-endpoint.dto';

function endpoint(overrides: Partial<WebhookEndpointOut> = {}): WebhookEndpointOut {
  return {
    id: 1,
    owner: 'operator',
    url: 'https://ops.example.com/hook',
    description: null,
    reference: null,
    partner_slug: null,
    event_types: null,
    rate_limit_per_s: null,
    timeout_ms: null,
    has_secret: true,
    previous_secret_expires_at: null,
    active: true,
    breaker: { state: 'closed', open_until: null, trips: 0 },
    created_at: '2026-11-26T08:00:00.000Z',
    disabled_at: null,
    disabled_reason: null,
    deleted_at: null,
    ...overrides,
  };
}

describe('endpoint list filters', () => {
  it('should read known values and drop the rest', () => {
    expect(endpointFiltersFromQuery({ state: 'breaker_open', owner: 'partner', partner: ' acme ', page: '2' })).toEqual(
      {
        state: 'breaker_open',
        owner: 'partner',
        partner: 'acme',
        page: 2,
      },
    );
    expect(endpointFiltersFromQuery({ state: 'gone', owner: ['operator'], partner: '', page: '-3' })).toEqual({
      state: undefined,
      owner: undefined,
      partner: undefined,
      page: 1,
    });
  });

  it('should match state: active, paused or disabled, breaker open or half-open', () => {
    const active = endpoint();
    const paused = endpoint({ active: false });
    const disabled = endpoint({ active: false, disabled_at: '2026-11-26T09:00:00.000Z' });
    const open = endpoint({ breaker: { state: 'open', open_until: '2026-11-26T09:00:30.000Z', trips: 1 } });
    const halfOpen = endpoint({ breaker: { state: 'half_open', open_until: null, trips: 1 } });
    const all = [active, paused, disabled, open, halfOpen];
    const matching = (state: 'active' | 'disabled' | 'breaker_open') =>
      all.filter((candidate) => matchesEndpointFilters(candidate, { state, page: 1 }));
    expect(matching('active')).toEqual([active, open, halfOpen]);
    expect(matching('disabled')).toEqual([paused, disabled]);
    expect(matching('breaker_open')).toEqual([open, halfOpen]);
  });

  it('should match the owner kind and the partner slug exactly', () => {
    const partner = endpoint({ owner: 'partner', partner_slug: 'acme' });
    const operatorForPartner = endpoint({ partner_slug: 'acme' });
    expect(matchesEndpointFilters(partner, { owner: 'operator', page: 1 })).toBe(false);
    expect(matchesEndpointFilters(partner, { owner: 'partner', partner: 'acme', page: 1 })).toBe(true);
    expect(matchesEndpointFilters(operatorForPartner, { partner: 'acme', page: 1 })).toBe(true);
    expect(matchesEndpointFilters(operatorForPartner, { partner: 'acm', page: 1 })).toBe(false);
  });

  it('should page the matches and clamp a page past the last', () => {
    const many = Array.from({ length: ENDPOINTS_PER_PAGE + 3 }, (_, index) => endpoint({ id: index + 1 }));
    const second = endpointListPage(many, { page: 2 });
    expect(second).toMatchObject({ total: ENDPOINTS_PER_PAGE + 3, page: 2, pages: 2 });
    expect(second.rows.map((row) => row.id)).toEqual([51, 52, 53]);
    expect(endpointListPage(many, { page: 9 }).page).toBe(2);
    expect(endpointListPage([], { page: 1 })).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
  });

  it('should link to the list with the filters kept', () => {
    expect(endpointsHref({ page: 1 })).toBe('/admin/endpoints');
    expect(endpointsHref({ state: 'disabled', partner: 'a b', page: 1 }, { page: 3 })).toBe(
      '/admin/endpoints?state=disabled&partner=a+b&page=3',
    );
  });
});
