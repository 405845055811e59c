import { Injectable } from '@nestjs/common';
import rawPartners from './data/settlement-partners.json';
import { assertUnique, EntryReader, readCatalogFile, SLUG_HINT, SLUG_PATTERN } from './catalog-reader';
import { CorridorsCatalog } from './corridors.catalog';
import { CatalogError } from './catalog-error';

export const ADAPTER_KINDS = [
  'bank_rail',
  'card_network',
  'stablecoin',
  'exchange',
  'otc_desk',
  'remittance_partner',
  'mobile_wallet',
] as const;
export type AdapterKind = (typeof ADAPTER_KINDS)[number];

export const INTEGRATION_STATUSES = ['sandbox', 'certification', 'planned'] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

/** The only variables the configuration reads for adapters; see `adapterVariables` in app-config. */
export const ADAPTER_VARIABLE = /^ADAPTER_[A-Z0-9]+(?:_[A-Z0-9]+)*$/;

export interface SettlementPartner {
  slug: string;
  name: string;
  kind: AdapterKind;
  rails: string[];
  corridors: string[];
  integrationStatus: IntegrationStatus;
  /** Names of the variables whose presence marks the adapter configured; never their values. */
  env: string[];
}

/** Settlement and execution adapters: integration targets on partner infrastructure, not payment execution by the service. */
@Injectable()
export class SettlementPartnersCatalog {
  private readonly partners: readonly SettlementPartner[];
  readonly slugs: ReadonlySet<string>;

  constructor(corridors: CorridorsCatalog) {
    this.partners = parseSettlementPartners(rawPartners, corridors.codes);
    this.slugs = new Set(this.partners.map((partner) => partner.slug));
  }

  list(): readonly SettlementPartner[] {
    return this.partners;
  }
}

export function parseSettlementPartners(raw: unknown, corridorCodes: ReadonlySet<string>): SettlementPartner[] {
  const file = 'settlement-partners.json';
  const { entries } = readCatalogFile(file, raw, 'partners');
  const partners = entries.map((entry) => readPartner(entry, corridorCodes));
  assertUnique(
    file,
    'adapter',
    partners.map((partner) => partner.slug),
  );
  assertUnique(
    file,
    'variable',
    partners.flatMap((partner) => partner.env),
  );
  if (partners.length < 10) {
    throw new CatalogError(file, `lists ${partners.length} adapters; the stated figure is at least 10`);
  }
  return partners;
}

function readPartner(entry: EntryReader, corridorCodes: ReadonlySet<string>): SettlementPartner {
  const partner: SettlementPartner = {
    // 32: a handoff record names its adapter in `provider`, which is at most 32 characters.
    slug: entry.string('slug', { pattern: SLUG_PATTERN, hint: SLUG_HINT, maxLength: 32 }),
    name: entry.string('name', { maxLength: 120 }),
    kind: entry.oneOf('kind', ADAPTER_KINDS),
    rails: entry.stringList('rails', { pattern: SLUG_PATTERN, hint: SLUG_HINT }),
    corridors: entry.stringList('corridors', { known: corridorCodes, knownName: 'corridor' }),
    integrationStatus: entry.oneOf('integration_status', INTEGRATION_STATUSES),
    env: entry.stringList('env', {
      pattern: ADAPTER_VARIABLE,
      hint: 'an environment variable name starting with ADAPTER_',
      allowEmpty: true,
    }),
  };
  if (partner.env.length === 0 && partner.integrationStatus !== 'planned') {
    entry.fail('env', 'must name at least one variable unless the adapter is planned');
  }
  return partner;
}
