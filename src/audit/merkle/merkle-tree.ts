import { EMPTY_TREE_HASH, nodeHash } from './merkle-hash';

/**
 * The hash of the perfect subtree at `level` covering leaves [index·2^level, (index+1)·2^level): level 0 is a leaf
 * hash. Every such node of the log is stored when its last leaf is appended, so any range hash reads O(log n) of them.
 */
export type PerfectNodeReader = (level: number, index: number) => Buffer;

export interface PerfectNode {
  level: number;
  index: number;
  hash: Buffer;
}

/** The largest power of two strictly smaller than n (n ≥ 2), RFC 6962's k. */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) {
    k *= 2;
  }
  return k;
}

/** MTH(D[start:end]) from the stored perfect subtrees. */
export function rangeHash(read: PerfectNodeReader, start: number, end: number): Buffer {
  const size = end - start;
  if (size <= 0) {
    return EMPTY_TREE_HASH;
  }
  if (isPowerOfTwo(size) && start % size === 0) {
    return read(Math.log2(size), start / size);
  }
  const k = splitPoint(size);
  return nodeHash(rangeHash(read, start, start + k), rangeHash(read, start + k, end));
}

export function treeHead(read: PerfectNodeReader, size: number): Buffer {
  return rangeHash(read, 0, size);
}

/** RFC 6962 §2.1.1 PATH(m, D[0:n]): the audit path of leaf m in the tree of the first n leaves. */
export function inclusionPath(read: PerfectNodeReader, m: number, n: number): Buffer[] {
  if (!Number.isInteger(m) || !Number.isInteger(n) || m < 0 || m >= n) {
    throw new RangeError(`no inclusion path for leaf ${m} in a tree of ${n}`);
  }
  return pathOf(read, m, 0, n);
}

function pathOf(read: PerfectNodeReader, m: number, start: number, end: number): Buffer[] {
  const size = end - start;
  if (size === 1) {
    return [];
  }
  const k = splitPoint(size);
  if (m < k) {
    return [...pathOf(read, m, start, start + k), rangeHash(read, start + k, end)];
  }
  return [...pathOf(read, m - k, start + k, end), rangeHash(read, start, start + k)];
}

/** RFC 6962 §2.1.2 PROOF(m, D[0:n]) for 0 < m ≤ n (empty when m = n). */
export function consistencyProof(read: PerfectNodeReader, m: number, n: number): Buffer[] {
  if (!Number.isInteger(m) || !Number.isInteger(n) || m < 1 || m > n) {
    throw new RangeError(`no consistency proof from ${m} to ${n}`);
  }
  return subproof(read, m, 0, n, true);
}

function subproof(read: PerfectNodeReader, m: number, start: number, end: number, whole: boolean): Buffer[] {
  const size = end - start;
  if (m === size) {
    return whole ? [] : [rangeHash(read, start, end)];
  }
  const k = splitPoint(size);
  if (m <= k) {
    return [...subproof(read, m, start, start + k, whole), rangeHash(read, start + k, end)];
  }
  return [...subproof(read, m - k, start + k, end, false), rangeHash(read, start, start + k)];
}

/**
 * The perfect subtrees completed by appending `leafHashes` to a tree of `oldSize` leaves (leaves included), in the
 * order they complete. `read` answers the nodes of the existing tree the new ones build on.
 */
export function appendedNodes(read: PerfectNodeReader, oldSize: number, leafHashes: Buffer[]): PerfectNode[] {
  const fresh = new Map<string, Buffer>();
  const lookup = (level: number, index: number) => fresh.get(`${level}:${index}`) ?? read(level, index);
  const nodes: PerfectNode[] = [];
  const add = (level: number, index: number, hash: Buffer) => {
    fresh.set(`${level}:${index}`, hash);
    nodes.push({ level, index, hash });
  };
  leafHashes.forEach((hash, offset) => {
    const leafIndex = oldSize + offset;
    add(0, leafIndex, hash);
    let level = 0;
    let index = leafIndex;
    while (index % 2 === 1) {
      const parent = nodeHash(lookup(level, index - 1), lookup(level, index));
      level++;
      index = (index - 1) / 2;
      add(level, index, parent);
    }
  });
  return nodes;
}

/**
 * The nodes `work` asks `read` for, found by running it on placeholders: the RFC algorithms choose which subtrees
 * to read from the sizes alone, never from hash values, so the set is exact and can be fetched in one query.
 */
export function nodesReadBy(work: (read: PerfectNodeReader) => unknown): Array<{ level: number; index: number }> {
  const wanted = new Map<string, { level: number; index: number }>();
  work((level, index) => {
    wanted.set(`${level}:${index}`, { level, index });
    return EMPTY_TREE_HASH;
  });
  return [...wanted.values()];
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && Number.isInteger(Math.log2(n));
}
