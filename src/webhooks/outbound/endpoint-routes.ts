import { applyDecorators, Delete, Get, Header, HttpCode, Patch, Post, Type } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { ApiErrors, DomainAnswer, OperationId } from '../../openapi/api-answers';
import { EndpointRecoveryOut } from './dto/endpoint-recovery.dto';
import { EndpointStatsOut } from './dto/endpoint-stats.dto';
import { WebhookDeliveryList, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { EndpointTestSent, SecretRotation, WebhookEndpointList, WebhookEndpointOut } from './dto/webhook-endpoint.dto';

const INACTIVE = 'The endpoint is paused or disabled (code `webhook_inactive`): resume it first. Nothing changed.';
const RECOVERY_SUMMARY =
  'Send again every failed or pause-cancelled delivery of the endpoint created since a time (same webhook-id, same body)';

/** What one endpoint route is, whoever manages the endpoint: its path, what it answers, and its shared wording. */
interface EndpointRouteSpec {
  route: () => MethodDecorator;
  ok: Type;
  /** Absent where the operator's and the partner's wording differ: each controller gives its own. */
  summary?: string;
  description?: string;
  /** Answers beside the 404 (which each controller words). */
  errors?: Partial<Record<Exclude<DomainAnswer, 404>, string>>;
  /** A POST that answers 200 (Nest's default for POST is 201). */
  ok200?: boolean;
  /** The answer shows a secret: never cached. */
  noStore?: boolean;
}

const ENDPOINT_ROUTES = {
  list: {
    route: () => Get(),
    ok: WebhookEndpointList,
    description: "Oldest first, with each one's breaker state.",
  },
  get: {
    route: () => Get(':id'),
    ok: WebhookEndpointOut,
    description: 'The endpoint with its filters and breaker state.',
  },
  update: {
    route: () => Patch(':id'),
    ok: WebhookEndpointOut,
    summary: 'Change an endpoint: URL, filters, limits, secret, or pause / resume it (`active`)',
    description: 'The endpoint as it is now.',
  },
  remove: {
    route: () => Delete(':id'),
    ok: WebhookEndpointOut,
    summary: 'Remove an endpoint: no more deliveries, history kept',
    description: 'The endpoint as it is now deleted; pending deliveries are cancelled.',
  },
  rotateSecret: {
    route: () => Post(':id/rotate-secret'),
    ok: SecretRotation,
    ok200: true,
    noStore: true,
    summary: 'New signing secret, shown once; the previous one keeps signing for a grace period',
    description: 'Until the time given, deliveries carry both signatures.',
  },
  sendTest: {
    route: () => Post(':id/test'),
    ok: EndpointTestSent,
    ok200: true,
    description: 'The test delivery is queued and goes out now.',
    errors: { 409: 'The endpoint is paused or disabled: resume it first.' },
  },
  deliveries: {
    route: () => Get(':id/deliveries'),
    ok: WebhookDeliveryList,
    description: 'One page, newest first, also after the endpoint was deleted; follow `next_cursor` for older ones.',
  },
  redeliver: {
    route: () => Post(':id/deliveries/:delivery_id/redeliver'),
    ok: WebhookDeliveryView,
    ok200: true,
    summary: "Send one of the endpoint's deliveries again now, with the same webhook-id and body",
    description: 'The delivery is pending again and is being sent now, with a fresh round of retries.',
    errors: {
      409: 'The endpoint is paused, disabled or deleted (code `webhook_inactive`): resume it first. Nothing changed.',
    },
  },
  recover: {
    route: () => Post(':id/recover'),
    ok: EndpointRecoveryOut,
    ok200: true,
    summary: RECOVERY_SUMMARY,
    description: 'Each starts a new round of retries now; at most 10,000 per call (`more`: call again).',
    errors: { 409: INACTIVE },
  },
  replayMissing: {
    route: () => Post(':id/replay-missing'),
    ok: EndpointRecoveryOut,
    ok200: true,
    errors: { 409: INACTIVE },
  },
  stats: {
    route: () => Get(':id/stats'),
    ok: EndpointStatsOut,
    summary: 'Attempts, successes, failures by reason, p50/p95 latency and breaker state over a window',
    description: 'The window [since, until), also for a deleted endpoint.',
  },
} satisfies Record<string, EndpointRouteSpec>;

export type EndpointRouteName = keyof typeof ENDPOINT_ROUTES;

/** What a controller says of one of its endpoint routes: its operation id, its 404, and the wording it owns. */
export interface EndpointRouteNaming {
  operationId: string;
  /** The 404's description; absent for a route that reads no endpoint by id (the list). */
  notFound?: string;
  summary?: string;
  description?: string;
}

/**
 * One route of the endpoint API as the operator's and the partner's controllers both declare it (path, status,
 * caching, OpenAPI answers), so that the two cannot drift apart; the controller names the operation and words
 * what is its own.
 */
export function EndpointRoute(name: EndpointRouteName, naming: EndpointRouteNaming): MethodDecorator {
  const spec: EndpointRouteSpec = ENDPOINT_ROUTES[name];
  const summary = naming.summary ?? spec.summary;
  const description = naming.description ?? spec.description;
  if (summary === undefined || description === undefined) {
    throw new Error(`The endpoint route ${name} (${naming.operationId}) needs its own summary and description`);
  }
  const errors = { ...(naming.notFound === undefined ? {} : { 404: naming.notFound }), ...spec.errors };
  return applyDecorators(
    spec.route(),
    ...(spec.ok200 ? [HttpCode(200)] : []),
    ...(spec.noStore ? [Header('Cache-Control', 'no-store')] : []),
    OperationId(naming.operationId),
    ApiOperation({ summary }),
    ApiOkResponse({ type: spec.ok, description }),
    ...(Object.keys(errors).length > 0 ? [ApiErrors(errors)] : []),
  );
}
