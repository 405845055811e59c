import { ReferenceSpace } from '../../../src/registrations/reference';
import {
  Claim,
  claimReference,
  FIRST_WALK,
  LONGEST_WALK,
  ReferenceTaker,
} from '../../../src/registrations/reference-claim';
import { WalkWindow } from '../../../src/registrations/reference-walk';

/** A space whose draws the test scripts. */
class ScriptedSpace extends ReferenceSpace {
  readonly draws: number[] = [];

  override randomPosition(): number {
    return this.draws.shift() ?? super.randomPosition();
  }
}

/**
 * The reference column in memory, answering as the SQL does: a take fails on a taken reference and answers the run
 * of taken ones in the window after it; a walk answers the run from the window's first position (at most its limit).
 * `onTake` lets a test take a reference "concurrently" just before a take.
 */
class TakenColumn implements ReferenceTaker<string> {
  readonly taken = new Set<number>();
  takes = 0;
  walks: number[] = [];
  onTake: ((position: number) => void) | undefined;

  constructor(private readonly space: ReferenceSpace) {}

  take(reference: string, after: WalkWindow): Promise<Claim<string>> {
    this.takes++;
    const position = Number(reference.slice(4));
    this.onTake?.(position);
    if (this.taken.has(position)) {
      return Promise.resolve({ takenAfter: this.run(after) });
    }
    this.taken.add(position);
    return Promise.resolve({ claimed: reference });
  }

  takenRun(window: WalkWindow): Promise<number> {
    this.walks.push(window.limit);
    return Promise.resolve(this.run(window));
  }

  /** Statements an intake on PostgreSQL ran: each take is one (its walk included), each walk one. */
  get statements(): number {
    return this.takes + this.walks.length;
  }

  private run(window: WalkWindow): number {
    if (window.lastReference !== this.space.last || window.fromReference !== this.space.referenceAt(window.from)) {
      throw new Error(`a window of another space: ${JSON.stringify(window)}`);
    }
    let run = 0;
    while (run < window.limit && this.taken.has(window.from + run)) {
      run++;
    }
    return run;
  }
}

function setUp(size: number, digits = 6): { space: ScriptedSpace; column: TakenColumn } {
  const space = new ScriptedSpace('PRG', digits, size);
  return { space, column: new TakenColumn(space) };
}

function takeRange(column: TakenColumn, from: number, to: number): void {
  for (let position = from; position <= to; position++) {
    column.taken.add(position);
  }
}

describe('claimReference', () => {
  it('should take a free draw with one take and no walk', async () => {
    const { space, column } = setUp(1000);
    space.draws.push(417);

    expect(await claimReference(space, column)).toBe('PRG-000417');
    expect([column.takes, column.walks]).toEqual([1, []]);
  });

  it('should take the first free reference after a taken draw, found by the failed take itself', async () => {
    const { space, column } = setUp(1000);
    takeRange(column, 417, 420);
    space.draws.push(418);

    expect(await claimReference(space, column)).toBe('PRG-000421');
    expect([column.takes, column.walks]).toEqual([2, []]);
  });

  it('should walk further, looking twice as far each time, after a run longer than the first walk', async () => {
    const { space, column } = setUp(1_000_000);
    const run = FIRST_WALK + 4 * FIRST_WALK + 8 * FIRST_WALK + 100;
    takeRange(column, 5000, 5000 + run);
    space.draws.push(5000);

    expect(await claimReference(space, column)).toBe(space.referenceAt(5000 + run + 1));
    expect(column.walks).toEqual([4 * FIRST_WALK, 8 * FIRST_WALK, 16 * FIRST_WALK]);
    expect(column.takes).toBe(2);
  });

  it('should never look further than the longest walk at once', async () => {
    const { space, column } = setUp(1_000_000);
    takeRange(column, 0, 400_000);
    space.draws.push(0);

    expect(await claimReference(space, column)).toBe('PRG-400001');
    expect(Math.max(...column.walks)).toBe(LONGEST_WALK);
  });

  it('should go on from the start of the space when the run reaches its end', async () => {
    const { space, column } = setUp(1000);
    takeRange(column, 990, 999);
    takeRange(column, 0, 2);
    space.draws.push(995);

    expect(await claimReference(space, column)).toBe('PRG-000003');
    // The failed take's walk stops at the last reference; the next walk starts again at the first (and looks no
    // further than the space holds).
    expect(column.walks).toEqual([1000]);
  });

  it('should take the last reference of the space when it is the next free one', async () => {
    const { space, column } = setUp(1000);
    takeRange(column, 0, 998);
    space.draws.push(5);

    expect(await claimReference(space, column)).toBe('PRG-000999');
  });

  it('should take the next free one when a concurrent intake took the one the walk found', async () => {
    const { space, column } = setUp(1000);
    takeRange(column, 100, 102);
    space.draws.push(100);
    column.onTake = (position) => {
      if (position === 103) {
        column.taken.add(103); // taken between the walk and the insert
      }
    };

    expect(await claimReference(space, column)).toBe('PRG-000104');
    expect(column.takes).toBe(3);
  });

  it('should answer undefined only when every reference is taken, in a few walks', async () => {
    const { space, column } = setUp(100_000);
    takeRange(column, 0, 99_999);

    expect(await claimReference(space, column)).toBeUndefined();
    // Doubling walks see the whole ring: a take and a handful of walks, not a statement per reference.
    expect(column.statements).toBeLessThanOrEqual(9);
    // References are never deleted: a space seen full answers at once from then on.
    const statements = column.statements;
    expect(await claimReference(space, column)).toBeUndefined();
    expect(column.statements).toBe(statements);
  });

  it('should find a lone free reference anywhere in a full space whatever the draw', async () => {
    for (const free of [0, 1, 499, 998, 999]) {
      for (const draw of [0, 1, 500, 998, 999]) {
        const { space, column } = setUp(1000);
        takeRange(column, 0, 999);
        column.taken.delete(free);
        space.draws.push(draw);

        expect(await claimReference(space, column)).toBe(space.referenceAt(free));
      }
    }
  });

  it('should start with a walk and take without a statement when walking first (a taker that only looks)', async () => {
    const { space, column } = setUp(1000);
    takeRange(column, 10, 12);
    space.draws.push(10);
    const looks: string[] = [];
    const looker: ReferenceTaker<string> = {
      take: (reference) => {
        looks.push(reference);
        return Promise.resolve({ claimed: reference });
      },
      takenRun: (window) => column.takenRun(window),
    };

    expect(await claimReference(space, looker, { walkFirst: true })).toBe('PRG-000013');
    expect(looks).toEqual(['PRG-000013']);
    expect(column.walks).toEqual([FIRST_WALK]);
  });

  it('should cost about two statements per intake past 90 % fill (95 %), filled by its own draws', async () => {
    const size = 20_000;
    const { space, column } = setUp(size);
    const costs: number[] = [];
    while (column.taken.size < size * 0.95) {
      const before = column.statements;
      expect(await claimReference(space, column)).toBeDefined();
      if (column.taken.size > size * 0.9) {
        costs.push(column.statements - before);
      }
    }
    const average = costs.reduce((sum, cost) => sum + cost, 0) / costs.length;
    // Almost every draw is taken by then: the failed insert (with its walk) and the insert of the free one.
    expect(average).toBeGreaterThan(1.8);
    expect(average).toBeLessThan(2.2);
    // The longest run costs a few doubling walks more, never a statement per reference.
    expect(Math.max(...costs)).toBeLessThanOrEqual(6);
  });
});

describe('ReferenceSpace', () => {
  it('should write positions with the space’s digits and end at its size', () => {
    const space = new ReferenceSpace('PRG', 8);
    expect(space.referenceAt(42)).toBe('PRG-00000042');
    expect(space.last).toBe('PRG-99999999');
    expect(space.length).toBe(12);
    expect(new ReferenceSpace('INS', 6, 1000).last).toBe('INS-000999');
  });

  it('should draw within the space', () => {
    const space = new ReferenceSpace('PRG', 6, 3);
    const draws = new Set(Array.from({ length: 200 }, () => space.randomPosition()));
    expect([...draws].sort()).toEqual([0, 1, 2]);
    const twelve = new ReferenceSpace('PRG', 12);
    for (let n = 0; n < 100; n++) {
      const position = twelve.randomPosition();
      expect(Number.isInteger(position) && position >= 0 && position < 10 ** 12).toBe(true);
    }
  });

  it('should refuse a size the digits cannot write', () => {
    expect(() => new ReferenceSpace('PRG', 6, 1_000_001)).toThrow(RangeError);
    expect(() => new ReferenceSpace('PRG', 6, 0)).toThrow(RangeError);
  });
});
