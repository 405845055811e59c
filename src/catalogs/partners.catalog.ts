import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-errors';
import { CatalogErrorCode } from './catalog-error-codes';
import { REGISTRATION_TYPES, RegistrationType } from '../registrations/registration.enums';
import rawPartners from './data/partners.json';
import { assertUnique, EntryReader, readCatalogFile, SLUG_HINT, SLUG_PATTERN } from './catalog-reader';
import { CorridorsCatalog } from './corridors.catalog';

const PARTNER_FIELDS = [
  'slug',
  'display_name',
  'tagline',
  'accent_colour',
  'logo_url',
  'corridors',
  'intake_enabled',
  'default_registration_type',
  'support_url',
] as const;
const HTTPS_URL = /^https:\/\/[^\s/$.?#][^\s]*$/;

export interface Partner {
  slug: string;
  displayName: string;
  tagline: string | null;
  accentColour: string;
  logoUrl: string | null;
  corridors: string[];
  intakeEnabled: boolean;
  defaultRegistrationType: RegistrationType;
  supportUrl: string | null;
}

/** Public branding for partner intake pages. Unknown fields are refused so a secret can never be published here. */
@Injectable()
export class PartnersCatalog {
  private readonly partners: ReadonlyMap<string, Partner>;

  constructor(corridors: CorridorsCatalog) {
    const partners = parsePartners(rawPartners, corridors.codes);
    this.partners = new Map(partners.map((partner) => [partner.slug, partner]));
  }

  get(slug: string): Partner {
    const partner = this.partners.get(slug.toLowerCase());
    if (!partner) {
      throw new NotFoundError('Partner not found', CatalogErrorCode.PartnerNotFound);
    }
    return partner;
  }

  /** Every partner of the catalog, in the file's order. */
  all(): Partner[] {
    return [...this.partners.values()];
  }
}

export function parsePartners(raw: unknown, corridorCodes: ReadonlySet<string>): Partner[] {
  const file = 'partners.json';
  const { entries } = readCatalogFile(file, raw, 'partners');
  const partners = entries.map((entry) => readPartner(entry, corridorCodes));
  assertUnique(
    file,
    'partner',
    partners.map((partner) => partner.slug),
  );
  return partners;
}

function readPartner(entry: EntryReader, corridorCodes: ReadonlySet<string>): Partner {
  entry.onlyKeys(PARTNER_FIELDS);
  return {
    // 64: registrations store partner_slug in 64 characters.
    slug: entry.string('slug', { pattern: SLUG_PATTERN, hint: SLUG_HINT, maxLength: 64 }),
    displayName: entry.string('display_name', { maxLength: 100 }),
    tagline: entry.optionalString('tagline', { maxLength: 200 }),
    accentColour: entry.string('accent_colour', { pattern: /^#[0-9A-Fa-f]{6}$/, hint: 'a colour such as #1F4E79' }),
    logoUrl: entry.optionalString('logo_url', { pattern: HTTPS_URL, hint: 'an https:// URL' }),
    corridors: entry.stringList('corridors', { known: corridorCodes, knownName: 'corridor' }),
    intakeEnabled: entry.boolean('intake_enabled'),
    defaultRegistrationType: entry.oneOf('default_registration_type', REGISTRATION_TYPES),
    supportUrl: entry.optionalString('support_url', { pattern: HTTPS_URL, hint: 'an https:// URL' }),
  };
}
