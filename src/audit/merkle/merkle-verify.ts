import { nodeHash } from './merkle-hash';

/** RFC 9162 §2.1.3.2: whether `path` proves the leaf at `index` in the tree of `size` leaves whose head is `root`. */
export function verifyInclusion(leaf: Buffer, index: number, size: number, path: Buffer[], root: Buffer): boolean {
  if (!Number.isInteger(index) || !Number.isInteger(size) || index < 0 || index >= size) {
    return false;
  }
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) {
      return false;
    }
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && r.equals(root);
}

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree of `size2` (head `root2`) extends the one of `size1` (`root1`). */
export function verifyConsistency(
  size1: number,
  size2: number,
  root1: Buffer,
  root2: Buffer,
  proof: Buffer[],
): boolean {
  if (!Number.isInteger(size1) || !Number.isInteger(size2) || size1 < 1 || size1 > size2) {
    return false;
  }
  if (size1 === size2) {
    return proof.length === 0 && root1.equals(root2);
  }
  const path = isPowerOfTwo(size1) ? [root1, ...proof] : [...proof];
  if (path.length === 0) {
    return false;
  }
  let fn = size1 - 1;
  let sn = size2 - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr = path[0];
  let sr = path[0];
  for (const c of path.slice(1)) {
    if (sn === 0) {
      return false;
    }
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) {
        while (fn % 2 === 0 && fn !== 0) {
          fn = Math.floor(fn / 2);
          sn = Math.floor(sn / 2);
        }
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && fr.equals(root1) && sr.equals(root2);
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && Number.isInteger(Math.log2(n));
}
