import type { EndpointRecoveryOut } from '../../webhooks/outbound/dto/endpoint-recovery.dto';
import type { EndpointStatsOut } from '../../webhooks/outbound/dto/endpoint-stats.dto';
import type { WebhookAttemptView, WebhookDeliveryView } from '../../webhooks/outbound/dto/webhook-delivery.dto';
import type { SecretRotation, WebhookEndpointOut } from '../../webhooks/outbound/dto/webhook-endpoint.dto';
import type { Flash } from '../views/console-renderer';
import type { SignedInFrame } from '../console-form-check';
import {
  EndpointListFilters,
  EndpointListPage,
  endpointsHref,
  ENDPOINT_OWNER_FILTERS,
  ENDPOINT_STATE_FILTERS,
} from './endpoint-list-filters';
import { endpointHref, RecoverForm } from './endpoint-forms';
import { renderPage } from '../views/console-renderer';
import { WEBHOOK_EVENT_TYPES } from '../../webhooks/catalog/webhook-event-catalog';
import { DELIVERY_STATUSES } from '../../webhooks/outbound/delivery-status';
import { DELIVERY_LOG_PAGE, deliveryLogHref, DeliveryLogView } from './delivery-log-view';

const STATE_LABELS = { active: 'active', disabled: 'paused or disabled', breaker_open: 'breaker open or half-open' };

/** One page of the attempts log: its deliveries newest first, its neighbours' cursors, the view it was asked for. */
export interface DeliveryLogPage {
  deliveries: WebhookDeliveryView[];
  older: string | null;
  newer: string | null;
  view: DeliveryLogView;
  /** The view's cursor was refused (another endpoint's or filters', or altered): the newest page is shown instead. */
  refused: boolean;
}

/** What an endpoint's page shows beside the endpoint itself. */
export interface EndpointPageData {
  endpoint: WebhookEndpointOut;
  stats: EndpointStatsOut;
  log: DeliveryLogPage;
}

/** The recover form as the page shows it: the field's value, its error, and a dry run's outcome. */
export interface RecoverPanel {
  form: Pick<RecoverForm, 'sinceInput' | 'error'>;
  preview?: { since: string; outcome: EndpointRecoveryOut } | { since: string; refused: string };
}

export interface EndpointPageOptions {
  csrfToken: string;
  flash?: Flash;
  recover: RecoverPanel;
}

export function endpointsPage(frame: SignedInFrame, filters: EndpointListFilters, list: EndpointListPage): string {
  return renderPage(
    'endpoints',
    { ...frame, title: 'Webhook endpoints' },
    {
      filters,
      total: list.total,
      single: list.total === 1,
      page: list.page,
      pages: list.pages,
      stateOptions: [
        { value: '', label: 'any', selected: filters.state === undefined },
        ...ENDPOINT_STATE_FILTERS.map((value) => ({
          value,
          label: STATE_LABELS[value],
          selected: value === filters.state,
        })),
      ],
      ownerOptions: [
        { value: '', label: 'any', selected: filters.owner === undefined },
        ...ENDPOINT_OWNER_FILTERS.map((value) => ({ value, label: value, selected: value === filters.owner })),
      ],
      previousHref: list.page > 1 ? endpointsHref(filters, { page: list.page - 1 }) : undefined,
      nextHref: list.page < list.pages ? endpointsHref(filters, { page: list.page + 1 }) : undefined,
      rows: list.rows.map((endpoint) => ({
        id: endpoint.id,
        href: endpointHref(endpoint.id),
        url: endpoint.url,
        description: endpoint.description,
        scope: scopeOf(endpoint),
        eventTypes: eventTypesOf(endpoint),
        owner: ownerOf(endpoint),
        state: stateOf(endpoint),
        stateClass: stateClassOf(endpoint),
        breakerState: endpoint.breaker.state,
        breaker: breakerOf(endpoint),
      })),
    },
  );
}

export function endpointPage(frame: SignedInFrame, data: EndpointPageData, options: EndpointPageOptions): string {
  const endpoint = data.endpoint;
  const { stats } = data;
  return renderPage(
    'endpoint',
    { ...frame, title: `Endpoint #${endpoint.id}`, flash: options.flash },
    {
      e: endpoint,
      csrfToken: options.csrfToken,
      owner: ownerOf(endpoint),
      scope: scopeOf(endpoint),
      eventTypes: eventTypesOf(endpoint),
      rateLimit: endpoint.rate_limit_per_s === null ? 'none of its own' : `${endpoint.rate_limit_per_s} per second`,
      timeout: endpoint.timeout_ms === null ? "the deployment's" : `${endpoint.timeout_ms} ms`,
      signing: signingOf(endpoint),
      state: stateOf(endpoint),
      stateClass: stateClassOf(endpoint),
      stateDetail: stateDetailOf(endpoint),
      breaker: breakerOf(endpoint),
      stats,
      failures: failuresOf(stats),
      latencyP50: stats.latency_ms.p50 === null ? '—' : `${stats.latency_ms.p50} ms`,
      latencyP95: stats.latency_ms.p95 === null ? '—' : `${stats.latency_ms.p95} ms`,
      actions: {
        test: `/admin/endpoints/${endpoint.id}/test`,
        pause: `/admin/endpoints/${endpoint.id}/pause`,
        resume: `/admin/endpoints/${endpoint.id}/resume`,
        rotate: `/admin/endpoints/${endpoint.id}/rotate-secret`,
        recover: `/admin/endpoints/${endpoint.id}/recover`,
      },
      recover: options.recover.form,
      preview: previewOf(options.recover.preview),
      log: logOf(endpoint.id, data.log),
      deliveries: data.log.deliveries.map((delivery) => ({
        id: delivery.id,
        webhookId: delivery.webhook_id,
        eventType: delivery.event_type,
        status: delivery.status,
        createdAt: delivery.created_at,
        nextAttemptAt: delivery.status === 'pending' ? delivery.next_attempt_at : null,
        redeliverAction: `/admin/endpoints/${endpoint.id}/deliveries/${delivery.id}/redeliver`,
        attempts: delivery.attempts.map(attemptRow),
      })),
    },
  );
}

export function secretPage(frame: SignedInFrame, rotation: SecretRotation): string {
  const id = rotation.endpoint.id;
  return renderPage(
    'endpointSecret',
    { ...frame, title: `New secret for endpoint #${id}` },
    {
      endpointId: id,
      secret: rotation.secret,
      previousUntil: rotation.endpoint.previous_secret_expires_at,
      backHref: endpointHref(id),
    },
  );
}

/** A page that only says why there is nothing to show (an unknown endpoint, a role the page needs). */
export function messagePage(frame: SignedInFrame, title: string, text: string): string {
  return renderPage(
    'message',
    { ...frame, title },
    { heading: title, text, backHref: '/admin/endpoints', backLabel: 'Back to the webhook endpoints' },
  );
}

/** The log's filter form and pager: links keep the filters; a change of filter starts again from the newest. */
function logOf(endpointId: number, log: DeliveryLogPage) {
  const { view } = log;
  return {
    pageSize: DELIVERY_LOG_PAGE,
    filtered: view.status !== undefined || view.eventType !== undefined,
    action: `/admin/endpoints/${endpointId}#log-heading`,
    statusOptions: [
      { value: '', label: 'any', selected: view.status === undefined },
      ...DELIVERY_STATUSES.map((value) => ({ value, label: value, selected: value === view.status })),
    ],
    eventTypeOptions: [
      { value: '', label: 'any', selected: view.eventType === undefined },
      ...WEBHOOK_EVENT_TYPES.map((value) => ({ value, label: value, selected: value === view.eventType })),
    ],
    clearHref: deliveryLogHref(endpointId, {}),
    newestHref: log.newer !== null ? deliveryLogHref(endpointId, view) : undefined,
    newerHref: log.newer !== null ? deliveryLogHref(endpointId, view, log.newer) : undefined,
    olderHref: log.older !== null ? deliveryLogHref(endpointId, view, log.older) : undefined,
  };
}

function attemptRow(attempt: WebhookAttemptView) {
  const ok = attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
  return {
    result: attempt.status_code !== null ? `HTTP ${attempt.status_code}` : `error: ${attempt.error ?? 'unknown'}`,
    outcome: ok ? 'ok' : 'failed',
    durationMs: attempt.duration_ms,
    attemptedAt: attempt.attempted_at,
  };
}

function previewOf(preview: RecoverPanel['preview']): { text: string; error: boolean } | undefined {
  if (!preview) {
    return undefined;
  }
  if ('refused' in preview) {
    return { text: `Dry run refused: ${preview.refused}`, error: true };
  }
  const { queued, more } = preview.outcome;
  const noun = queued === 1 ? 'failed delivery' : 'failed deliveries';
  const rest = more ? ' (and more past this bound: recover again to continue)' : '';
  return {
    text: `Dry run: ${queued} ${noun} since ${preview.since} would be sent again${rest}. Nothing changed.`,
    error: false,
  };
}

function scopeOf(endpoint: WebhookEndpointOut): string {
  if (endpoint.reference !== null) {
    return `program ${endpoint.reference}`;
  }
  return endpoint.partner_slug !== null ? `partner ${endpoint.partner_slug}` : 'all programs';
}

function eventTypesOf(endpoint: WebhookEndpointOut): string {
  return endpoint.event_types === null ? 'every type' : endpoint.event_types.join(', ');
}

function ownerOf(endpoint: WebhookEndpointOut): string {
  return endpoint.owner === 'partner' ? `partner ${endpoint.partner_slug ?? ''}`.trim() : 'operator';
}

function stateOf(endpoint: WebhookEndpointOut): string {
  if (endpoint.active) {
    return 'active';
  }
  return endpoint.disabled_at === null ? 'paused' : 'disabled';
}

function stateClassOf(endpoint: WebhookEndpointOut): string {
  return stateOf(endpoint);
}

function stateDetailOf(endpoint: WebhookEndpointOut): string {
  if (endpoint.active) {
    return 'active: deliveries go out';
  }
  if (endpoint.disabled_at === null) {
    return 'paused by an operator: deliveries wait until it is resumed';
  }
  return `disabled by the service at ${endpoint.disabled_at}${endpoint.disabled_reason ? ` (${endpoint.disabled_reason})` : ''}`;
}

function breakerOf(endpoint: WebhookEndpointOut): string {
  const { state, open_until: openUntil, trips } = endpoint.breaker;
  const label = state === 'half_open' ? 'half-open' : state;
  const until = state === 'open' && openUntil ? ` until ${openUntil}` : '';
  return `${label}${until}${trips > 0 ? ` · ${trips} trip${trips === 1 ? '' : 's'} in a row` : ''}`;
}

function signingOf(endpoint: WebhookEndpointOut): string {
  if (!endpoint.has_secret) {
    return 'unsigned (no secret)';
  }
  return endpoint.previous_secret_expires_at
    ? `signed; the previous secret also signs until ${endpoint.previous_secret_expires_at}`
    : 'signed';
}

function failuresOf(stats: EndpointStatsOut): string {
  const failures = stats.failures;
  const parts = [
    ['HTTP 4xx', failures.http_4xx],
    ['HTTP 5xx', failures.http_5xx],
    ['timeout', failures.timeout],
    ['network', failures.network],
    ['refused target', failures.refused],
    ['other', failures.other],
  ] as const;
  const total = parts.reduce((sum, [, count]) => sum + count, 0);
  const named = parts.filter(([, count]) => count > 0).map(([label, count]) => `${label} ${count}`);
  return total === 0 ? '0' : `${total} (${named.join(', ')})`;
}
