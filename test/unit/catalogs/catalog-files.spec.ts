import rawCorridors from '../../../src/catalogs/data/corridors.json';
import rawModes from '../../../src/catalogs/data/delivery-modes.json';
import rawCategories from '../../../src/catalogs/data/program-entity-categories.json';
import rawPartners from '../../../src/catalogs/data/partners.json';
import rawAdapters from '../../../src/catalogs/data/settlement-partners.json';
import rawTemplates from '../../../src/catalogs/data/program-templates.json';
import rawVenues from '../../../src/catalogs/data/venues.json';
import { CORRIDOR_CODE_MAX_LENGTH, parseCorridors } from '../../../src/catalogs/corridors.catalog';
import { parseDeliveryModes } from '../../../src/catalogs/delivery-modes.catalog';
import { parseEntityCategories } from '../../../src/catalogs/entity-categories.catalog';
import { parsePartners } from '../../../src/catalogs/partners.catalog';
import { parseTemplates } from '../../../src/catalogs/program-templates.catalog';
import { parseSettlementPartners } from '../../../src/catalogs/settlement-partners.catalog';
import { parseVenues } from '../../../src/catalogs/venues.catalog';
import { EVENT_TYPES } from '../../../src/program-events/event-types';

describe('Catalog data files', () => {
  const corridors = parseCorridors(rawCorridors);
  const corridorCodes = new Set(corridors.map((corridor) => corridor.code));
  const adapters = parseSettlementPartners(rawAdapters, corridorCodes);

  it('should carry a version in every file', () => {
    for (const raw of [rawCorridors, rawModes, rawCategories, rawPartners, rawAdapters, rawTemplates, rawVenues]) {
      expect(Number.isInteger(raw.version) && raw.version >= 1).toBe(true);
    }
  });

  it('should hold the stated figures: 5 templates, >= 5 event types, >= 10 adapters, >= 12 categories, 3 delivery modes', () => {
    expect(parseTemplates(rawTemplates).size).toBe(5);
    expect(EVENT_TYPES.length).toBeGreaterThanOrEqual(5);
    expect(adapters.length).toBeGreaterThanOrEqual(10);
    expect(parseEntityCategories(rawCategories).length).toBeGreaterThanOrEqual(12);
    expect(parseDeliveryModes(rawModes).map((mode) => mode.label)).toEqual([
      'REST API',
      'Batch audit export',
      'Event webhook stream',
    ]);
  });

  it('should list the realistic corridors from Canada, each code fitting the registration column', () => {
    expect([...corridorCodes]).toEqual(expect.arrayContaining(['CA-US', 'CA-GB', 'CA-PH', 'CA-IN', 'CA-MX']));
    for (const code of corridorCodes) {
      expect(code.length).toBeLessThanOrEqual(CORRIDOR_CODE_MAX_LENGTH);
    }
  });

  it('should cover several adapter kinds and leave every served corridor reachable', () => {
    expect(new Set(adapters.map((adapter) => adapter.kind)).size).toBeGreaterThanOrEqual(5);
    const served = new Set(adapters.flatMap((adapter) => adapter.corridors));
    expect([...corridorCodes].filter((code) => !served.has(code))).toEqual([]);
  });

  it('should accept the venues and partners against the corridors and adapters', () => {
    const venues = parseVenues(rawVenues, corridorCodes, new Set(adapters.map((adapter) => adapter.slug)));
    expect(venues.some((venue) => venue.demo)).toBe(true);
    expect(venues.some((venue) => !venue.demo)).toBe(true);
    expect(parsePartners(rawPartners, corridorCodes).length).toBeGreaterThan(0);
  });
});
