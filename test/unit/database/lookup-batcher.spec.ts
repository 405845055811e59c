import { LookupBatcher, rowsPerKey, UnitLookupBatchers } from '../../../src/database/lookup-batcher';
import { unitOf } from '../../../src/database/unit-of-work';
import type { EntityManager } from 'typeorm';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lookups asked for in one turn of the event loop are answered by one call, each with its own answer. */
describe('LookupBatcher', () => {
  let calls: string[][];
  let batcher: LookupBatcher<string, string>;

  function upperCaseBatcher(maxBatch = 10): LookupBatcher<string, string> {
    return new LookupBatcher(
      (key) => key,
      (keys) => {
        calls.push(keys);
        return Promise.resolve(keys.map((key) => key.toUpperCase()));
      },
      maxBatch,
    );
  }

  beforeEach(() => {
    calls = [];
    batcher = upperCaseBatcher();
  });

  it('should answer the lookups of one turn with one call, in the order they were asked', async () => {
    const answers = await Promise.all(['a', 'b', 'c'].map((key) => batcher.load(key)));
    expect(answers).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b', 'c']]);
  });

  it('should look an equal key up once and give every asker the answer', async () => {
    const answers = await Promise.all([batcher.load('a'), batcher.load('b'), batcher.load('a')]);
    expect(answers).toEqual(['A', 'B', 'A']);
    expect(calls).toEqual([['a', 'b']]);
  });

  it('should not send a batch before the turn ends, and start a new batch in the next turn', async () => {
    const first = batcher.load('a');
    await Promise.resolve();
    expect(calls).toEqual([]);
    await first;
    await nextTurn();
    await batcher.load('b');
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('should send a full batch at once and what follows in the same turn as another', async () => {
    batcher = upperCaseBatcher(2);
    const answers = Promise.all(['a', 'b', 'c'].map((key) => batcher.load(key)));
    expect(calls).toEqual([['a', 'b']]);
    expect(await answers).toEqual(['A', 'B', 'C']);
    expect(calls).toEqual([['a', 'b'], ['c']]);
  });

  it('should reject every lookup of a failed batch, and only those', async () => {
    let fail = true;
    batcher = new LookupBatcher(
      (key: string) => key,
      (keys) => (fail ? Promise.reject(new Error('connection lost')) : Promise.resolve(keys)),
      10,
    );
    const failed = [batcher.load('a'), batcher.load('b'), batcher.load('a')];
    await Promise.all(failed.map((lookup) => expect(lookup).rejects.toThrow('connection lost')));
    fail = false;
    await expect(batcher.load('a')).resolves.toBe('a');
  });

  it('should reject the batch when the loader answers a different number of results', async () => {
    batcher = new LookupBatcher(
      (key: string) => key,
      () => Promise.resolve(['only one']),
      10,
    );
    const lookups = [batcher.load('a'), batcher.load('b')];
    for (const lookup of lookups) {
      await expect(lookup).rejects.toThrow('answered 1 results for 2 keys');
    }
  });

  it('should refuse a batch size that is not a positive integer', () => {
    for (const size of [0, -1, 1.5, Number.NaN]) {
      expect(
        () =>
          new LookupBatcher(
            (key: string) => key,
            () => Promise.resolve([]),
            size,
          ),
      ).toThrow(RangeError);
    }
  });
});

describe('rowsPerKey', () => {
  it('should split rows by their 1-based place in the batch, in order, leaving unmatched keys empty', () => {
    const rows = [
      { wanted: '1', value: 'a1' },
      { wanted: '1', value: 'a2' },
      { wanted: 3, value: 'c1' },
    ];
    expect(rowsPerKey(rows, 3)).toEqual([[rows[0], rows[1]], [], [rows[2]]]);
  });
});

describe('UnitLookupBatchers', () => {
  it('should batch reads of one unit together and never mix two units in one batch', async () => {
    const first = unitOf({} as EntityManager);
    const second = unitOf({} as EntityManager);
    const calls: Array<{ unit: unknown; keys: string[] }> = [];
    const batchers = new UnitLookupBatchers<string, string>(
      (key) => key,
      (unit, keys) => {
        calls.push({ unit, keys });
        return Promise.resolve(keys.map((key) => key.toUpperCase()));
      },
    );

    const answers = await Promise.all([
      batchers.load(first, 'a'),
      batchers.load(second, 'b'),
      batchers.load(first, 'c'),
    ]);

    expect(answers).toEqual(['A', 'B', 'C']);
    expect(calls).toHaveLength(2);
    expect(calls.find((call) => call.unit === first)?.keys).toEqual(['a', 'c']);
    expect(calls.find((call) => call.unit === second)?.keys).toEqual(['b']);
  });
});
