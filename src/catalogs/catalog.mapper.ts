import { Corridor } from './corridors.catalog';
import { CorridorOut, CorridorsList } from './dto/corridor.dto';
import { EntityCategoriesList } from './dto/entity-category.dto';
import { PartnerBranding } from './dto/partner.dto';
import { ProgramTemplatesList } from './dto/program-template.dto';
import { SettlementPartnerOut, SettlementPartnersList } from './dto/settlement-partner.dto';
import { VenueOut, VenuesList } from './dto/venue.dto';
import { EntityCategory } from './entity-categories.catalog';
import { Partner } from './partners.catalog';
import { ProgramTemplate } from './program-templates.catalog';
import { SettlementPartner } from './settlement-partners.catalog';
import { Venue } from './venues.catalog';

export function toCorridorsList(corridors: readonly Corridor[]): CorridorsList {
  return { count: corridors.length, corridors: corridors.map(toCorridorOut) };
}

function toCorridorOut(corridor: Corridor): CorridorOut {
  return {
    code: corridor.code,
    label: corridor.label,
    source_country: corridor.sourceCountry,
    source_currency: corridor.sourceCurrency,
    destination_country: corridor.destinationCountry,
    destination_currency: corridor.destinationCurrency,
    rails: [...corridor.rails],
    typical_settlement: corridor.typicalSettlement,
    status: corridor.status,
  };
}

/** Variable names stay inside the service: the public catalog says what exists, not how it is configured. */
export function toSettlementPartnersList(partners: readonly SettlementPartner[]): SettlementPartnersList {
  return { count: partners.length, partners: partners.map(toSettlementPartnerOut) };
}

function toSettlementPartnerOut(partner: SettlementPartner): SettlementPartnerOut {
  return {
    slug: partner.slug,
    name: partner.name,
    kind: partner.kind,
    rails: [...partner.rails],
    corridors: [...partner.corridors],
    integration_status: partner.integrationStatus,
  };
}

export function toVenuesList(venues: readonly Venue[], demoMode: boolean, withSlugs: boolean): VenuesList {
  return { count: venues.length, demo_mode: demoMode, venues: venues.map((venue) => toVenueOut(venue, withSlugs)) };
}

function toVenueOut(venue: Venue, withSlugs: boolean): VenueOut {
  const publicFields = {
    label: venue.label,
    kind: venue.kind,
    corridors: [...venue.corridors],
    currencies: [...venue.currencies],
    demo: venue.demo,
  };
  return withSlugs ? { slug: venue.slug, ...publicFields, adapter: venue.adapter } : publicFields;
}

export function toPartnerOut(partner: Partner): PartnerBranding {
  return {
    slug: partner.slug,
    display_name: partner.displayName,
    tagline: partner.tagline,
    accent_colour: partner.accentColour,
    logo_url: partner.logoUrl,
    corridors: [...partner.corridors],
    intake_enabled: partner.intakeEnabled,
    default_registration_type: partner.defaultRegistrationType,
    support_url: partner.supportUrl,
  };
}

export function toEntityCategoriesList(categories: readonly EntityCategory[]): EntityCategoriesList {
  return {
    count: categories.length,
    categories: categories.map((category) => ({
      slug: category.slug,
      label: category.label,
      description: category.description,
    })),
  };
}

export function toProgramTemplatesList(templates: readonly ProgramTemplate[]): ProgramTemplatesList {
  return {
    count: templates.length,
    templates: templates.map((template) => ({
      id: template.id,
      name: template.name,
      description: template.description,
      items: template.items.map((item) => ({
        id: item.id,
        label: item.label,
        category: item.category,
        required: item.required,
        prefilled_when: item.prefilledWhen,
      })),
    })),
  };
}
