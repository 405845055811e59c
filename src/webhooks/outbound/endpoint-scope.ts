import { matchesEventTypes, typesFor } from '../catalog/event-type-filter';
import type { WebhookEndpoint } from './webhook-endpoint.entity';

type ScopedEndpoint = Pick<WebhookEndpoint, 'registrationId' | 'partnerSlug' | 'owner' | 'eventTypes'>;

export interface ProgramEventSubject {
  registrationId: number;
  partnerSlug: string | null;
  eventType: string;
}

const PARTNER_TYPES: ReadonlySet<string> = new Set(typesFor('partner'));

/**
 * Whether an endpoint receives a program's event: its program and partner filters hold, its owner may see the type,
 * and its event-type filter selects it. A program's `webhook.endpoint_disabled` is about an operator's endpoint of
 * that program, so no partner's endpoint receives it.
 */
export function receivesProgramEvent(endpoint: ScopedEndpoint, subject: ProgramEventSubject): boolean {
  if (endpoint.registrationId !== null && endpoint.registrationId !== subject.registrationId) {
    return false;
  }
  if (endpoint.partnerSlug !== null && endpoint.partnerSlug !== subject.partnerSlug) {
    return false;
  }
  if (
    endpoint.owner === 'partner' &&
    (subject.eventType === 'webhook.endpoint_disabled' || !mayPartnerSee(subject.eventType))
  ) {
    return false;
  }
  return matchesEventTypes(endpoint.eventTypes, subject.eventType);
}

/** Whether an endpoint without a program filter receives a notice addressed to `owner` (and, for a partner, its slug). */
export function receivesNotice(
  endpoint: ScopedEndpoint,
  type: string,
  audience: { owner: 'operator' | 'partner' | 'everyone'; partnerSlug?: string | null },
): boolean {
  if (endpoint.registrationId !== null) {
    return false;
  }
  if (audience.owner !== 'everyone') {
    if (endpoint.owner !== audience.owner) {
      return false;
    }
    if (audience.owner === 'partner' && endpoint.partnerSlug !== audience.partnerSlug) {
      return false;
    }
  }
  if (endpoint.owner === 'partner' && !mayPartnerSee(type)) {
    return false;
  }
  return matchesEventTypes(endpoint.eventTypes, type);
}

function mayPartnerSee(type: string): boolean {
  return PARTNER_TYPES.has(type);
}
