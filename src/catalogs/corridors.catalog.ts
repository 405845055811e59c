import { Injectable } from '@nestjs/common';
import rawCorridors from './data/corridors.json';
import { assertUnique, EntryReader, readCatalogFile, SLUG_PATTERN, SLUG_HINT } from './catalog-reader';

export const CORRIDOR_STATUSES = ['active', 'pilot', 'planned'] as const;
export type CorridorStatus = (typeof CORRIDOR_STATUSES)[number];

/** Registrations store the corridor code in a 20-character column. */
export const CORRIDOR_CODE_MAX_LENGTH = 20;
const CORRIDOR_CODE = /^[A-Z]{2}-[A-Z]{2}$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

export interface Corridor {
  code: string;
  label: string;
  sourceCountry: string;
  sourceCurrency: string;
  destinationCountry: string;
  destinationCurrency: string;
  rails: string[];
  typicalSettlement: string;
  status: CorridorStatus;
}

/** Source and destination markets the operator serves, read from the versioned data file once at start. */
@Injectable()
export class CorridorsCatalog {
  private readonly corridors: readonly Corridor[] = parseCorridors(rawCorridors);
  readonly codes: ReadonlySet<string> = new Set(this.corridors.map((corridor) => corridor.code));

  list(): readonly Corridor[] {
    return this.corridors;
  }
}

export function parseCorridors(raw: unknown): Corridor[] {
  const file = 'corridors.json';
  const { entries } = readCatalogFile(file, raw, 'corridors');
  const corridors = entries.map(readCorridor);
  assertUnique(
    file,
    'corridor',
    corridors.map((corridor) => corridor.code),
  );
  return corridors;
}

function readCorridor(entry: EntryReader): Corridor {
  const corridor: Corridor = {
    code: entry.string('code', {
      pattern: CORRIDOR_CODE,
      hint: 'two ISO country codes joined by "-" (e.g. CA-US)',
      maxLength: CORRIDOR_CODE_MAX_LENGTH,
    }),
    label: entry.string('label', { maxLength: 100 }),
    sourceCountry: entry.string('source_country', { pattern: COUNTRY, hint: 'a two-letter ISO country code' }),
    sourceCurrency: entry.string('source_currency', { pattern: CURRENCY, hint: 'a three-letter ISO currency code' }),
    destinationCountry: entry.string('destination_country', {
      pattern: COUNTRY,
      hint: 'a two-letter ISO country code',
    }),
    destinationCurrency: entry.string('destination_currency', {
      pattern: CURRENCY,
      hint: 'a three-letter ISO currency code',
    }),
    rails: entry.stringList('rails', { pattern: SLUG_PATTERN, hint: SLUG_HINT }),
    typicalSettlement: entry.string('typical_settlement', { maxLength: 100 }),
    status: entry.oneOf('status', CORRIDOR_STATUSES),
  };
  if (corridor.code !== `${corridor.sourceCountry}-${corridor.destinationCountry}`) {
    entry.fail('code', `must be "${corridor.sourceCountry}-${corridor.destinationCountry}" (source-destination)`);
  }
  return corridor;
}
