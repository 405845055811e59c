import rawCorridors from '../../../src/catalogs/data/corridors.json';
import rawModes from '../../../src/catalogs/data/delivery-modes.json';
import rawCategories from '../../../src/catalogs/data/program-entity-categories.json';
import rawPartners from '../../../src/catalogs/data/partners.json';
import rawAdapters from '../../../src/catalogs/data/settlement-partners.json';
import rawVenues from '../../../src/catalogs/data/venues.json';
import { CatalogError } from '../../../src/catalogs/catalog-error';
import { parseCorridors } from '../../../src/catalogs/corridors.catalog';
import { parseDeliveryModes } from '../../../src/catalogs/delivery-modes.catalog';
import { parseEntityCategories } from '../../../src/catalogs/entity-categories.catalog';
import { parsePartners } from '../../../src/catalogs/partners.catalog';
import { parseSettlementPartners } from '../../../src/catalogs/settlement-partners.catalog';
import { parseVenues } from '../../../src/catalogs/venues.catalog';

/** A copy of a catalog file, typed as TypeScript reads the JSON, to break one field at a time. */
const copy = <Catalog>(raw: Catalog): Catalog => structuredClone(raw);
const CORRIDORS = new Set(['CA-US', 'CA-GB', 'CA-PH', 'CA-IN', 'CA-MX', 'CA-EU', 'US-MX', 'US-PH', 'GB-IN']);
const ADAPTERS = new Set((rawAdapters.partners as Array<{ slug: string }>).map((adapter) => adapter.slug));

function expectCatalogError(parse: () => unknown, message: string): void {
  let thrown: unknown;
  try {
    parse();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(CatalogError);
  expect((thrown as Error).message).toContain(message);
}

describe('Catalog validators', () => {
  describe('file shape (every catalog)', () => {
    const parsers: Array<[string, (raw: unknown) => unknown, string]> = [
      ['corridors.json', (raw) => parseCorridors(raw), 'corridors'],
      ['settlement-partners.json', (raw) => parseSettlementPartners(raw, CORRIDORS), 'partners'],
      ['venues.json', (raw) => parseVenues(raw, CORRIDORS, ADAPTERS), 'venues'],
      ['program-entity-categories.json', (raw) => parseEntityCategories(raw), 'categories'],
      ['partners.json', (raw) => parsePartners(raw, CORRIDORS), 'partners'],
      ['delivery-modes.json', (raw) => parseDeliveryModes(raw), 'delivery_modes'],
    ];

    it.each(parsers)('should refuse %s without a version, a list or objects in the list', (file, parse, key) => {
      expectCatalogError(() => parse(null), `Invalid catalog data in ${file}: must be a JSON object`);
      expectCatalogError(() => parse({ [key]: [{}] }), `${file}: "version" must be a positive integer`);
      expectCatalogError(() => parse({ version: '1', [key]: [{}] }), '"version" must be a positive integer');
      expectCatalogError(() => parse({ version: 1 }), `"${key}" must be a non-empty array`);
      expectCatalogError(() => parse({ version: 1, [key]: [] }), `"${key}" must be a non-empty array`);
      expectCatalogError(() => parse({ version: 1, [key]: ['x'] }), `${key}[0] must be an object`);
    });
  });

  describe(parseCorridors.name, () => {
    it('should refuse a code that does not fit the registration column or the pattern', () => {
      const raw = copy(rawCorridors);
      raw.corridors[1].code = 'CANADA-TO-THE-UNITED-KINGDOM';
      expectCatalogError(
        () => parseCorridors(raw),
        'corridors[1] (CANADA-TO-THE-UNITED-KINGDOM) "code" must be at most 20',
      );
      raw.corridors[1].code = 'CAGB';
      expectCatalogError(
        () => parseCorridors(raw),
        '"code" must be two ISO country codes joined by "-" (e.g. CA-US) (got "CAGB")',
      );
    });

    it('should refuse a code that disagrees with its countries', () => {
      const raw = copy(rawCorridors);
      raw.corridors[0].destination_country = 'GB';
      expectCatalogError(() => parseCorridors(raw), 'corridors[0] (CA-US) "code" must be "CA-GB" (source-destination)');
    });

    it('should refuse bad currencies, statuses, rails and repeated codes', () => {
      const badCurrency = copy(rawCorridors);
      badCurrency.corridors[0].source_currency = 'dollars';
      expectCatalogError(
        () => parseCorridors(badCurrency),
        '"source_currency" must be a three-letter ISO currency code',
      );
      const badStatus = copy(rawCorridors);
      badStatus.corridors[0].status = 'live';
      expectCatalogError(
        () => parseCorridors(badStatus),
        '"status" must be one of active, pilot, planned (got "live")',
      );
      const noRails = copy(rawCorridors);
      noRails.corridors[0].rails = [];
      expectCatalogError(() => parseCorridors(noRails), '"rails" must be a non-empty array of strings');
      const repeated = copy(rawCorridors);
      repeated.corridors.push(repeated.corridors[0]);
      expectCatalogError(() => parseCorridors(repeated), 'corridor "CA-US" appears more than once');
    });
  });

  describe(parseSettlementPartners.name, () => {
    it('should refuse fewer than 10 adapters', () => {
      const raw = copy(rawAdapters);
      raw.partners = raw.partners.slice(0, 9);
      expectCatalogError(
        () => parseSettlementPartners(raw, CORRIDORS),
        'lists 9 adapters; the stated figure is at least 10',
      );
    });

    it('should refuse an unknown kind, status or corridor', () => {
      const kind = copy(rawAdapters);
      kind.partners[0].kind = 'bank';
      expectCatalogError(
        () => parseSettlementPartners(kind, CORRIDORS),
        'partners[0] (swift-correspondent) "kind" must be one of',
      );
      const status = copy(rawAdapters);
      status.partners[0].integration_status = 'live';
      expectCatalogError(
        () => parseSettlementPartners(status, CORRIDORS),
        '"integration_status" must be one of sandbox',
      );
      const corridor = copy(rawAdapters);
      corridor.partners[0].corridors = ['CA-ZZ'];
      expectCatalogError(
        () => parseSettlementPartners(corridor, CORRIDORS),
        '"corridors" names unknown corridor "CA-ZZ"',
      );
    });

    it('should refuse variables outside ADAPTER_*, shared variables, and configurable adapters without one', () => {
      const name = copy(rawAdapters);
      name.partners[0].env = ['DATABASE_URL'];
      expectCatalogError(
        () => parseSettlementPartners(name, CORRIDORS),
        '"env" must be an environment variable name starting with ADAPTER_ (got "DATABASE_URL")',
      );
      const shared = copy(rawAdapters);
      shared.partners[1].env = shared.partners[0].env.slice(0, 1);
      expectCatalogError(() => parseSettlementPartners(shared, CORRIDORS), 'appears more than once');
      const none = copy(rawAdapters);
      none.partners[0].env = [];
      expectCatalogError(
        () => parseSettlementPartners(none, CORRIDORS),
        'must name at least one variable unless the adapter is planned',
      );
    });

    it('should refuse a slug longer than a handoff record provider', () => {
      const raw = copy(rawAdapters);
      raw.partners[0].slug = 'a'.repeat(33);
      expectCatalogError(() => parseSettlementPartners(raw, CORRIDORS), '"slug" must be at most 32 characters');
    });
  });

  describe(parseVenues.name, () => {
    it('should refuse an unknown adapter, a missing demo flag or a repeated slug', () => {
      const adapter = copy(rawVenues);
      adapter.venues[0].adapter = 'nobody';
      expectCatalogError(
        () => parseVenues(adapter, CORRIDORS, ADAPTERS),
        'venues[0] (demo-fx-exchange) "adapter" names unknown settlement adapter "nobody"',
      );
      const demo = copy(rawVenues);
      Reflect.deleteProperty(demo.venues[0], 'demo');
      expectCatalogError(() => parseVenues(demo, CORRIDORS, ADAPTERS), '"demo" must be true or false');
      const repeated = copy(rawVenues);
      repeated.venues[1].slug = repeated.venues[0].slug;
      expectCatalogError(
        () => parseVenues(repeated, CORRIDORS, ADAPTERS),
        'venue "demo-fx-exchange" appears more than once',
      );
    });
  });

  describe(parseEntityCategories.name, () => {
    it('should refuse a file that drops a category entity lineage needs', () => {
      const raw = copy(rawCategories);
      raw.categories = raw.categories.filter((category) => category.slug !== 'regulator');
      expectCatalogError(() => parseEntityCategories(raw), 'is missing required category regulator');
    });

    it('should refuse a category without a description', () => {
      const raw = copy(rawCategories);
      raw.categories[2].description = '';
      expectCatalogError(
        () => parseEntityCategories(raw),
        'categories[2] (operator) "description" must be a non-empty string',
      );
    });
  });

  describe(parsePartners.name, () => {
    it('should refuse any field it does not know, so no secret can be published', () => {
      const raw = copy(rawPartners);
      Object.assign(raw.partners[0], { api_key: 'sk_live_123' });
      expectCatalogError(
        () => parsePartners(raw, CORRIDORS),
        'partners[0] (maple-remit) has unknown field(s) "api_key"',
      );
    });

    it('should refuse a bad colour, a non-https URL and an unknown registration type', () => {
      const colour = copy(rawPartners);
      colour.partners[0].accent_colour = 'red';
      expectCatalogError(
        () => parsePartners(colour, CORRIDORS),
        '"accent_colour" must be a colour such as #1F4E79 (got "red")',
      );
      const url = copy(rawPartners);
      url.partners[0].support_url = 'javascript:alert(1)';
      expectCatalogError(() => parsePartners(url, CORRIDORS), '"support_url" must be an https:// URL');
      const type = copy(rawPartners);
      type.partners[0].default_registration_type = 'loan';
      expectCatalogError(
        () => parsePartners(type, CORRIDORS),
        '"default_registration_type" must be one of rpaa, program, msp_waitlist',
      );
    });
  });

  describe(parseDeliveryModes.name, () => {
    it('should refuse a repeated mode', () => {
      const raw = copy(rawModes);
      raw.delivery_modes.push(raw.delivery_modes[0]);
      expectCatalogError(() => parseDeliveryModes(raw), 'delivery mode "rest_api" appears more than once');
    });
  });
});
