import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import rawVenues from './data/venues.json';
import { assertUnique, EntryReader, readCatalogFile, SLUG_HINT, SLUG_PATTERN } from './catalog-reader';
import { CorridorsCatalog } from './corridors.catalog';
import { SettlementPartnersCatalog } from './settlement-partners.catalog';

export const VENUE_KINDS = [
  'exchange',
  'otc_desk',
  'stablecoin_network',
  'payout_network',
  'cash_network',
  'wallet_network',
] as const;
export type VenueKind = (typeof VENUE_KINDS)[number];

export interface Venue {
  slug: string;
  label: string;
  kind: VenueKind;
  /** Slug of the settlement adapter that reaches this venue. */
  adapter: string;
  corridors: string[];
  currencies: string[];
  /** A sandbox counterpart, listed only while the service runs with demo venues. */
  demo: boolean;
}

/**
 * Where handoffs are executed, with customer-safe labels. Demo venues are listed everywhere except in
 * production (NODE_ENV=production), where only the real catalog entries remain.
 */
@Injectable()
export class VenuesCatalog {
  readonly demoMode: boolean;
  private readonly visible: readonly Venue[];

  constructor(@Inject(APP_CONFIG) config: AppConfig, corridors: CorridorsCatalog, adapters: SettlementPartnersCatalog) {
    this.demoMode = !config.isProduction;
    const venues = parseVenues(rawVenues, corridors.codes, adapters.slugs);
    this.visible = venues.filter((venue) => this.demoMode || !venue.demo);
  }

  list(): readonly Venue[] {
    return this.visible;
  }
}

export function parseVenues(
  raw: unknown,
  corridorCodes: ReadonlySet<string>,
  adapterSlugs: ReadonlySet<string>,
): Venue[] {
  const file = 'venues.json';
  const { entries } = readCatalogFile(file, raw, 'venues');
  const venues = entries.map((entry) => readVenue(entry, corridorCodes, adapterSlugs));
  assertUnique(
    file,
    'venue',
    venues.map((venue) => venue.slug),
  );
  return venues;
}

function readVenue(entry: EntryReader, corridorCodes: ReadonlySet<string>, adapterSlugs: ReadonlySet<string>): Venue {
  const slug = entry.string('slug', { pattern: SLUG_PATTERN, hint: SLUG_HINT, maxLength: 64 });
  const adapter = entry.string('adapter');
  if (!adapterSlugs.has(adapter)) {
    entry.fail('adapter', `names unknown settlement adapter "${adapter}"`);
  }
  return {
    slug,
    label: entry.string('label', { maxLength: 100 }),
    kind: entry.oneOf('kind', VENUE_KINDS),
    adapter,
    corridors: entry.stringList('corridors', { known: corridorCodes, knownName: 'corridor' }),
    currencies: entry.stringList('currencies', { pattern: /^[A-Z]{3}$/, hint: 'a three-letter ISO currency code' }),
    demo: entry.boolean('demo'),
  };
}
