import fc from 'fast-check';
import {
  eventTypeFilterProblem,
  expandEventTypes,
  matchesEventTypes,
  MAX_EVENT_TYPE_FILTER_LENGTH,
  MAX_EVENT_TYPE_FILTERS,
  typesFor,
} from '../../../../src/webhooks/catalog/event-type-filter';
import { WEBHOOK_EVENT_CATALOG, WEBHOOK_EVENT_TYPES } from '../../../../src/webhooks/catalog/webhook-event-catalog';

const TYPES = [...WEBHOOK_EVENT_TYPES];
/** Every `prefix.` that begins a catalog type: `program.`, `portal.`, `portal.verify.` … */
const PREFIXES = [
  ...new Set(
    TYPES.flatMap((type) =>
      type
        .split('.')
        .slice(0, -1)
        .map((_, n, parts) => `${parts.slice(0, n + 1).join('.')}.`),
    ),
  ),
];
const anyType = fc.constantFrom(...TYPES);
const anyPrefixFilter = fc.constantFrom(...PREFIXES.map((prefix) => `${prefix}*`));
const anyFilter = fc.oneof(anyType, anyPrefixFilter);
const acceptedFilters = fc.uniqueArray(anyFilter, { minLength: 1, maxLength: 20 });

describe(eventTypeFilterProblem.name, () => {
  it.each([
    [['program.status_changed']],
    [['program.*']],
    [['handoff_record.*', 'document.uploaded']],
    [['portal.verify.*']],
    [['webhook.test', 'audit.*']],
  ])('should accept %j', (filters) => {
    expect(eventTypeFilterProblem(filters)).toBeUndefined();
  });

  it.each([
    ['a string', 'program.*', 'must be an array of strings'],
    ['null', null, 'must be an array of strings'],
    ['an object', { 0: 'program.*' }, 'must be an array of strings'],
    ['a number inside', ['program.*', 7], 'must be an array of strings'],
    ['an empty array', [], 'must name at least one event type; omit it to receive every type'],
    ['a duplicate', ['program.*', 'program.*'], 'must not repeat an entry'],
  ])('should refuse %s', (_label, filters, problem) => {
    expect(eventTypeFilterProblem(filters)).toBe(problem);
  });

  it.each([
    ['*'],
    ['.*'],
    ['prog.*'],
    ['program.'],
    ['program'],
    ['program.**'],
    ['*.created'],
    ['PROGRAM.CREATED'],
    ['program.created.*'],
    [' program.created'],
    ['handoff*'],
  ])('should refuse the unknown entry %j and name it', (entry) => {
    expect(eventTypeFilterProblem([entry])).toContain(`unknown event type or prefix ${JSON.stringify(entry)}`);
  });

  it(`should refuse more than ${MAX_EVENT_TYPE_FILTERS} entries`, () => {
    const many = Array.from({ length: MAX_EVENT_TYPE_FILTERS + 1 }, (_, n) => `x${n}`);
    expect(eventTypeFilterProblem(many)).toBe(`must name at most ${MAX_EVENT_TYPE_FILTERS} entries`);
  });

  it(`should refuse an entry longer than ${MAX_EVENT_TYPE_FILTER_LENGTH} characters before matching anything`, () => {
    const long = `program.${'a'.repeat(MAX_EVENT_TYPE_FILTER_LENGTH)}`;
    // A duplicate and an unknown entry too: the length is the first thing said.
    expect(eventTypeFilterProblem(['program.*', 'program.*', 'nope', long])).toBe(
      `entries must be at most ${MAX_EVENT_TYPE_FILTER_LENGTH} characters long`,
    );
    expect(eventTypeFilterProblem([`${'a'.repeat(MAX_EVENT_TYPE_FILTER_LENGTH - 2)}.*`])).toContain(
      'unknown event type',
    );
  });

  it('should answer quickly on the largest input it reads in full', () => {
    const largest = Array.from({ length: MAX_EVENT_TYPE_FILTERS }, (_, n) => `${'a.'.repeat(38)}${n}.*`.slice(-80));
    const started = process.hrtime.bigint();
    for (let round = 0; round < 100; round++) {
      eventTypeFilterProblem(largest);
    }
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(500);
  });

  it('should accept every set of known types and prefixes within the limits', () => {
    fc.assert(fc.property(acceptedFilters, (filters) => eventTypeFilterProblem(filters) === undefined));
  });

  it('should never throw, whatever it is given, and refuse every entry that is neither a type nor a prefix', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        eventTypeFilterProblem(value);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: MAX_EVENT_TYPE_FILTER_LENGTH }).filter((entry) => !TYPES.includes(entry as never)),
        (entry) => {
          const prefix = entry.endsWith('.*') ? entry.slice(0, -1) : undefined;
          const known = prefix !== undefined && prefix.length > 1 && TYPES.some((type) => type.startsWith(prefix));
          return known === (eventTypeFilterProblem([entry]) === undefined);
        },
      ),
    );
  });
});

describe(matchesEventTypes.name, () => {
  it('should select every type when there is no filter', () => {
    fc.assert(fc.property(fc.string(), (type) => matchesEventTypes(null, type)));
  });

  it('should select an exact type and nothing else', () => {
    fc.assert(fc.property(anyType, anyType, (filter, type) => matchesEventTypes([filter], type) === (filter === type)));
  });

  it('should select by prefix only the types in that namespace', () => {
    expect(TYPES.filter((type) => matchesEventTypes(['handoff.*'], type))).toEqual(['handoff.prepared']);
    expect(TYPES.filter((type) => matchesEventTypes(['handoff_record.*'], type))).toEqual([
      'handoff_record.created',
      'handoff_record.updated',
    ]);
    expect(TYPES.filter((type) => matchesEventTypes(['portal.*'], type))).toEqual([
      'portal.verify.completed',
      'portal.fund.completed',
    ]);
    expect(matchesEventTypes(['program.*'], 'programs.created')).toBe(false);
  });

  it('should select a type when any one filter does', () => {
    fc.assert(
      fc.property(
        acceptedFilters,
        anyType,
        (filters, type) =>
          matchesEventTypes(filters, type) === filters.some((filter) => matchesEventTypes([filter], type)),
      ),
    );
  });
});

describe(expandEventTypes.name, () => {
  it('should answer every catalog type, in catalog order, when there is no filter', () => {
    expect(expandEventTypes(null)).toEqual(TYPES);
  });

  it('should answer exactly the catalog types the filters match, in catalog order', () => {
    fc.assert(
      fc.property(acceptedFilters, (filters) => {
        const expanded = expandEventTypes(filters);
        expect(expanded).toEqual(TYPES.filter((type) => matchesEventTypes(filters, type)));
        expect(expanded.length).toBeGreaterThan(0);
      }),
    );
  });

  it('should restrict to the types an audience may receive', () => {
    fc.assert(
      fc.property(acceptedFilters, fc.constantFrom('operator' as const, 'partner' as const), (filters, audience) => {
        expect(expandEventTypes(filters, audience)).toEqual(
          expandEventTypes(filters).filter((type) => typesFor(audience).includes(type)),
        );
      }),
    );
  });

  it('should expand a prefix to its types', () => {
    expect(expandEventTypes(['program.*', 'webhook.test'], 'partner')).toEqual([
      'program.created',
      'program.status_changed',
      'program.approval_requested',
      'program.approval_rejected',
      'program.updated',
      'program.personal_data_erased',
      'webhook.test',
    ]);
  });
});

describe(typesFor.name, () => {
  it('should answer the catalog types whose audiences include the audience', () => {
    for (const audience of ['operator', 'partner'] as const) {
      expect(typesFor(audience)).toEqual(
        WEBHOOK_EVENT_CATALOG.filter((item) => item.audiences.includes(audience)).map((item) => item.type),
      );
    }
    expect(typesFor('partner')).toContain('webhook.endpoint_disabled');
    expect(typesFor('operator')).toEqual(TYPES);
  });
});
