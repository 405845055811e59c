import { Corridor } from '../catalogs/corridors.catalog';
import { Partner } from '../catalogs/partners.catalog';
import { SettlementPartner } from '../catalogs/settlement-partners.catalog';
import { Venue } from '../catalogs/venues.catalog';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { LineageEntity, LineageProvenance } from './dto/entity-lineage.dto';
import { ProgramFrame } from './program-snapshot';

export interface LineageCatalogs {
  corridors: readonly Corridor[];
  settlementPartners: readonly SettlementPartner[];
  venues: readonly Venue[];
  partner: (slug: string) => Partner | undefined;
}

/**
 * What lineage needs from a program's record, gathered while its pages go by (`see`, in seq order): the first
 * `program.created`, the last event an operator caused, each handoff record's creation, and the first event of each
 * identity or payment provider — a few events, however long the record.
 */
export class LineageWalk {
  created: ProgramEvent | undefined;
  lastByOperator: ProgramEvent | undefined;
  readonly handoffCreations = new Map<number, ProgramEvent>();
  /** Provider events in record order, the first of each provider only (later ones attribute nothing new). */
  readonly providerEvents: ProgramEvent[] = [];
  private readonly providersSeen = new Set<string>();

  see(events: readonly ProgramEvent[]): void {
    for (const event of events) {
      if (event.eventType === 'program.created' && this.created === undefined) {
        this.created = event;
      }
      if (event.source === 'admin') {
        this.lastByOperator = event;
      }
      if (event.eventType === 'handoff_record.created' && event.instructionId !== null) {
        if (!this.handoffCreations.has(event.instructionId)) {
          this.handoffCreations.set(event.instructionId, event);
        }
      }
      for (const kind of providerKindsOf(event)) {
        const key = `${kind}:${providerName(event, kind)}`;
        if (!this.providersSeen.has(key)) {
          this.providersSeen.add(key);
          this.providerEvents.push(event);
        }
      }
    }
  }
}

/** Parties attributed to a program, each with the record, field or event that attributes it. */
export function entityLineage(frame: ProgramFrame, walk: LineageWalk, catalogs: LineageCatalogs): LineageEntity[] {
  const { registration: r } = frame;
  const entities: LineageEntity[] = [];
  const created = walk.created;
  const fromRegistration = (field: string): LineageProvenance => ({
    source: 'registration',
    record: r.reference,
    field,
    ...(created ? { event_id: created.id } : {}),
    at: r.createdAt.toISOString(),
  });
  const fromEvent = (event: ProgramEvent, field: string): LineageProvenance => ({
    source: 'event',
    record: `event:${event.id}`,
    field,
    event_id: event.id,
    at: event.createdAt.toISOString(),
  });
  const add = (category: string, name: string, role: string, provenance: LineageProvenance) => {
    if (!entities.some((entity) => entity.category === category && entity.name === name && entity.role === role)) {
      entities.push({ category, name, role, provenance });
    }
  };

  add('applicant', r.fullName, 'applicant', fromRegistration('full_name'));
  if (r.legalEntityName) {
    add('legal_entity', r.legalEntityName, 'registered_legal_entity', fromRegistration('legal_entity_name'));
  }
  if (r.company && r.company !== r.legalEntityName) {
    add('legal_entity', r.company, 'company', fromRegistration('company'));
  }
  const reviewed = walk.lastByOperator;
  const reviewer = reviewed?.actor?.display;
  add(
    'operator',
    reviewer ?? 'Program operator (this service)',
    'reviewing_operator',
    reviewed ? fromEvent(reviewed, reviewer ? 'actor' : 'source') : fromRegistration('status'),
  );
  if (r.partnerSlug) {
    add(
      'partner',
      catalogs.partner(r.partnerSlug)?.displayName ?? r.partnerSlug,
      'referring_partner',
      fromRegistration('partner_slug'),
    );
  }
  if (r.corridor) {
    const corridor = catalogs.corridors.find((entry) => entry.code === r.corridor);
    add(
      'corridor',
      corridor ? `${corridor.code} (${corridor.label})` : r.corridor,
      'operating_corridor',
      fromRegistration('corridor'),
    );
  }
  if (r.fintracMsb === true) {
    add('regulator', 'FINTRAC', 'msb_registration', fromRegistration('fintrac_msb'));
  }
  if (r.registrationType === 'rpaa') {
    add('regulator', 'Bank of Canada', 'rpaa_supervisor', fromRegistration('registration_type'));
  }
  if (r.messagingUsername || r.messagingUserId !== null) {
    const name = r.messagingUsername ? `@${r.messagingUsername}` : `user ${String(r.messagingUserId)}`;
    add(
      'messaging_channel',
      name,
      'status_channel',
      fromRegistration(r.messagingUsername ? 'messaging_username' : 'messaging_user_id'),
    );
  }

  for (const instruction of frame.instructions) {
    const createdEvent = walk.handoffCreations.get(instruction.id);
    const provenance: LineageProvenance = {
      source: 'handoff_record',
      record: instruction.instructionRef,
      field: 'provider',
      ...(createdEvent ? { event_id: createdEvent.id } : {}),
      at: instruction.createdAt.toISOString(),
    };
    const adapter = catalogs.settlementPartners.find((entry) => entry.slug === instruction.provider);
    const venue = catalogs.venues.find((entry) => entry.slug === instruction.provider);
    add('adapter', adapter?.name ?? instruction.provider, 'handoff_provider', provenance);
    if (adapter) {
      add('settlement_partner', adapter.name, 'settlement', provenance);
    }
    if (venue) {
      add('execution_venue', venue.label, 'execution', provenance);
    }
  }

  for (const event of walk.providerEvents) {
    if (providerKindsOf(event).includes('idv-provider')) {
      add(
        'identity_provider',
        providerName(event, 'idv-provider'),
        'identity_verification',
        fromEvent(event, 'source'),
      );
    }
    if (providerKindsOf(event).includes('payment-provider')) {
      add('payment_provider', providerName(event, 'payment-provider'), 'status_reporter', fromEvent(event, 'source'));
    }
  }

  for (const webhook of frame.webhooks) {
    const origin = originOf(webhook.url);
    if (origin) {
      add('webhook_endpoint', origin, 'event_stream_receiver', {
        source: 'webhook_endpoint',
        record: `webhook:${String(webhook.id)}`,
        field: 'url',
        at: typeof webhook.created_at === 'string' ? webhook.created_at : frame.loadedAt.toISOString(),
      });
    }
  }
  return entities;
}

type ProviderKind = 'idv-provider' | 'payment-provider';

/** The providers an event attributes: by its type, or by the source it came from. */
function providerKindsOf(event: ProgramEvent): ProviderKind[] {
  const kinds: ProviderKind[] = [];
  if (event.eventType === 'identity.verification_updated' || event.source === 'idv-provider') {
    kinds.push('idv-provider');
  }
  if (event.eventType === 'payment_provider.status_reported' || event.source === 'payment-provider') {
    kinds.push('payment-provider');
  }
  return kinds;
}

function providerName(event: ProgramEvent, fallback: string): string {
  const named = event.payload.provider;
  return typeof named === 'string' && named.trim() !== '' ? named : fallback;
}

/** Only scheme and host: a webhook path or query may carry a token. */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string') {
    return null;
  }
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
