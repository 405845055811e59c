import { randomBytes } from 'node:crypto';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { eventTypeFilterProblem, expandEventTypes } from '../catalog/event-type-filter';
import type { EndpointOwner } from './webhook-endpoint.entity';

/** A new endpoint secret: `whsec_` and 32 random bytes, base64 (Standard Webhooks' form). */
export function newEndpointSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Refuses a filter that names an unknown type, or that selects nothing its owner may receive. */
export function assertEventTypes(filters: string[] | null | undefined, owner: EndpointOwner): void {
  if (filters === null || filters === undefined) {
    return;
  }
  const problem = eventTypeFilterProblem(filters);
  if (problem !== undefined) {
    throw refused('event_types', problem, filters);
  }
  if (expandEventTypes(filters, owner).length === 0) {
    throw refused(
      'event_types',
      `selects no event type a${owner === 'operator' ? 'n' : ''} ${owner} may receive`,
      filters,
    );
  }
}

/** An endpoint may only shorten the deployment's timeout: that one also sizes a claim's lease. */
export function assertTimeout(timeoutMs: number | null | undefined, deploymentTimeoutMs: number): void {
  if (timeoutMs !== null && timeoutMs !== undefined && timeoutMs > deploymentTimeoutMs) {
    throw refused('timeout_ms', `must be at most WEBHOOK_TIMEOUT_MS (${deploymentTimeoutMs})`, timeoutMs);
  }
}

/** One scope at a time: a program's endpoint already receives only that program. */
export function assertOneScope(program: string | null | undefined, partnerSlug: string | null | undefined): void {
  if (program && partnerSlug) {
    throw refused('partner_slug', 'give either reference or partner_slug, not both', partnerSlug);
  }
}

function refused(field: string, reason: string, input: unknown): RequestValidationError {
  return new RequestValidationError([
    pydanticError({ type: 'value_error', msg: `Value error, ${reason}`, input, ctx: { error: reason } }, [
      'body',
      field,
    ]),
  ]);
}
