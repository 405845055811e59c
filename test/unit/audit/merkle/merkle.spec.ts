import { createHash } from 'node:crypto';
import {
  appendedNodes,
  consistencyProof,
  headLeafInput,
  inclusionPath,
  leafHash,
  nodesReadBy,
  treeHead,
  verifyConsistency,
  verifyInclusion,
} from '../../../../src/audit/merkle';
import { InMemoryLog } from './in-memory-log';
import { CONSISTENCY_PROOFS, INCLUSION_PATHS, LEAF_INPUTS, ROOTS } from './rfc6962-vectors';

const hex = (hashes: Buffer[]) => hashes.map((hash) => hash.toString('hex'));
const buf = (value: string) => Buffer.from(value, 'hex');

function vectorLog(size = LEAF_INPUTS.length): InMemoryLog {
  const log = new InMemoryLog();
  log.append(LEAF_INPUTS.slice(0, size).map(buf));
  return log;
}

describe('RFC 6962 Merkle log', () => {
  describe('reference vectors', () => {
    it.each(ROOTS.map((root, size) => ({ size, root })))('should compute MTH(D[$size]) = $root', ({ size, root }) => {
      expect(treeHead(vectorLog(size).read, size).toString('hex')).toBe(root);
    });

    it('should give the same roots when the leaves arrive in batches', () => {
      const log = new InMemoryLog();
      const batches = [[0], [1, 2], [3, 4, 5], [6], [7]];
      for (const batch of batches) {
        log.append(batch.map((index) => buf(LEAF_INPUTS[index])));
        expect(treeHead(log.read, log.size).toString('hex')).toBe(ROOTS[log.size]);
      }
    });

    it.each(INCLUSION_PATHS)('should produce and verify PATH($index, D[$size])', ({ index, size, path }) => {
      const log = vectorLog();
      expect(hex(inclusionPath(log.read, index, size))).toEqual(path);
      const leaf = leafHash(buf(LEAF_INPUTS[index]));
      expect(verifyInclusion(leaf, index, size, path.map(buf), buf(ROOTS[size]))).toBe(true);
    });

    it.each(CONSISTENCY_PROOFS)('should produce and verify PROOF($from, D[$to])', ({ from, to, proof }) => {
      const log = vectorLog();
      expect(hex(consistencyProof(log.read, from, to))).toEqual(proof);
      expect(verifyConsistency(from, to, buf(ROOTS[from]), buf(ROOTS[to]), proof.map(buf))).toBe(true);
    });

    it('should hash leaves and nodes with the 0x00 / 0x01 prefixes', () => {
      expect(leafHash(Buffer.alloc(0)).toString('hex')).toBe(ROOTS[1]);
      expect(
        createHash('sha256')
          .update(Buffer.from([0x00]))
          .digest('hex'),
      ).toBe(ROOTS[1]);
    });
  });

  describe('every size up to 70', () => {
    const MAX = 70;
    const log = new InMemoryLog();
    const inputs = Array.from({ length: MAX }, (_, index) => Buffer.from(`leaf-${index}`));
    const roots: Buffer[] = [treeHead(log.read, 0)];
    for (const input of inputs) {
      log.append([input]);
      roots.push(treeHead(log.read, log.size));
    }
    const flip = (hash: Buffer) => Buffer.from(hash.map((byte, at) => (at === 0 ? byte ^ 1 : byte)));

    it('should match a naive MTH for every size', () => {
      const naive = (leaves: Buffer[]): Buffer => {
        if (leaves.length === 1) {
          return leaves[0];
        }
        let k = 1;
        while (k * 2 < leaves.length) {
          k *= 2;
        }
        const left = naive(leaves.slice(0, k));
        const right = naive(leaves.slice(k));
        return createHash('sha256')
          .update(Buffer.from([1]))
          .update(left)
          .update(right)
          .digest();
      };
      for (let size = 1; size <= MAX; size++) {
        expect(roots[size].equals(naive(inputs.slice(0, size).map(leafHash)))).toBe(true);
      }
    });

    it('should verify every inclusion path and refuse it once a hash or an index changes', () => {
      const failures: string[] = [];
      for (let size = 1; size <= MAX; size++) {
        for (let index = 0; index < size; index++) {
          const leaf = leafHash(inputs[index]);
          const path = inclusionPath(log.read, index, size);
          const check = (ok: boolean, what: string) => (ok ? undefined : failures.push(`${index}/${size} ${what}`));
          check(verifyInclusion(leaf, index, size, path, roots[size]), 'valid');
          check(!verifyInclusion(flip(leaf), index, size, path, roots[size]), 'leaf changed');
          check(!verifyInclusion(leaf, index, size, path, flip(roots[size])), 'root changed');
          path.forEach((_, at) => {
            const changed = path.map((hash, position) => (position === at ? flip(hash) : hash));
            check(!verifyInclusion(leaf, index, size, changed, roots[size]), `path[${at}] changed`);
          });
          if (size > 1) {
            check(!verifyInclusion(leaf, (index + 1) % size, size, path, roots[size]), 'index changed');
          }
          // A size with the same path shape verifies the same hashes; the signed checkpoint binds the size.
          check(!verifyInclusion(leaf, index, size * 2, path, roots[size]), 'size doubled');
          check(!verifyInclusion(leaf, index, size, [...path, roots[size]], roots[size]), 'extra hash');
        }
      }
      expect(failures).toEqual([]);
    });

    it('should verify every consistency proof and refuse it once a hash or a size changes', () => {
      const failures: string[] = [];
      for (let to = 1; to <= MAX; to++) {
        for (let from = 1; from <= to; from++) {
          const proof = consistencyProof(log.read, from, to);
          const check = (ok: boolean, what: string) => (ok ? undefined : failures.push(`${from}→${to} ${what}`));
          check(verifyConsistency(from, to, roots[from], roots[to], proof), 'valid');
          check(!verifyConsistency(from, to, flip(roots[from]), roots[to], proof), 'old root changed');
          check(!verifyConsistency(from, to, roots[from], flip(roots[to]), proof), 'new root changed');
          proof.forEach((_, at) => {
            const changed = proof.map((hash, position) => (position === at ? flip(hash) : hash));
            check(!verifyConsistency(from, to, roots[from], roots[to], changed), `proof[${at}] changed`);
          });
          if (from < to) {
            check(!verifyConsistency(from + 1, to, roots[from], roots[to], proof), 'old size changed');
            check(!verifyConsistency(from, to * 2, roots[from], roots[to], proof), 'new size doubled');
          }
        }
      }
      expect(failures).toEqual([]);
    });
  });

  describe(nodesReadBy.name, () => {
    it('should name only O(log² n) stored nodes for a proof in a large tree', () => {
      const size = 1_000_003;
      const wanted = nodesReadBy((read) => consistencyProof(read, 500_001, size));
      expect(wanted.length).toBeLessThanOrEqual(20 * 20);
      expect(nodesReadBy((read) => inclusionPath(read, 123_456, size)).length).toBeLessThanOrEqual(20 * 20);
    });

    it('should name only the old border nodes an append builds on', () => {
      const wanted = nodesReadBy((read) => appendedNodes(read, 7, [leafHash(Buffer.from('x'))]));
      expect(wanted).toEqual([
        { level: 0, index: 6 },
        { level: 1, index: 2 },
        { level: 2, index: 0 },
      ]);
    });
  });

  describe(headLeafInput.name, () => {
    it('should be the JCS bytes of head_hash, reference and seq', () => {
      expect(headLeafInput({ reference: 'PRG-1', seq: 3, head_hash: 'ab' }).toString('utf8')).toBe(
        '{"head_hash":"ab","reference":"PRG-1","seq":3}',
      );
    });
  });
});
