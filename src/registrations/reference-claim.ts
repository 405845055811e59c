import { ReferenceSpace } from './reference';
import { walkWindow, WalkWindow } from './reference-walk';

/** What trying to take one reference gave: the taker's result, or how many references after it are taken too. */
export type Claim<T> = { claimed: T } | { takenAfter: number };

export interface ReferenceTaker<T> {
  /**
   * Tries to take `reference`; when it is taken already, answers the run of taken references that follows it in
   * `after` (on PostgreSQL in the same statement as the failed insert).
   */
  take(reference: string, after: WalkWindow): Promise<Claim<T>>;
  /** How many references are taken without a gap from the window's first position on. */
  takenRun(window: WalkWindow): Promise<number>;
}

/** Taken references looked at by the walk that follows a taken draw: enough for one index page and a long run. */
export const FIRST_WALK = 256;
/** Later walks (a run longer than the first) look twice as far each time, up to this. */
export const LONGEST_WALK = 65_536;

/**
 * Takes a free reference of `space`: a random one, or — when that one is taken — the first free one after it, found
 * by walking the taken ones in index order (wrapping at the end of the space) instead of drawing blindly again. The
 * cost is the run of taken references after the draw: short while the space has room, whatever its fill. Undefined
 * only when every reference of the space was seen taken: the space is full (and stays so: see `seenFull`).
 *
 * `walkFirst`: start with a walk from the drawn point (a taker that only looks, and whose take cannot fail).
 */
export async function claimReference<T>(
  space: ReferenceSpace,
  taker: ReferenceTaker<T>,
  options: { walkFirst?: boolean } = {},
): Promise<T | undefined> {
  if (space.seenFull) {
    return undefined;
  }
  const drawn = space.randomPosition();
  let candidate: number | null = options.walkFirst ? null : drawn;
  let walkFrom = drawn;
  let walkLimit = options.walkFirst ? FIRST_WALK : FIRST_WALK * 4;
  // Positions seen taken since the draw, walking forward: the space is full once they make the whole ring.
  let seenTaken = 0;
  while (seenTaken < space.size) {
    let window: WalkWindow;
    let run: number;
    if (candidate !== null) {
      window = walkWindow(space, (candidate + 1) % space.size, FIRST_WALK);
      const claim = await taker.take(space.referenceAt(candidate), window);
      if ('claimed' in claim) {
        return claim.claimed;
      }
      seenTaken += 1;
      run = claim.takenAfter;
    } else {
      window = walkWindow(space, walkFrom, walkLimit);
      run = await taker.takenRun(window);
      walkLimit = Math.min(walkLimit * 2, LONGEST_WALK);
    }
    seenTaken += run;
    if (run < window.limit) {
      candidate = window.from + run;
    } else {
      candidate = null;
      walkFrom = (window.from + run) % space.size;
    }
  }
  space.seenFull = true;
  return undefined;
}
