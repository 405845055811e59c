import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { LEAF_INPUTS, ROOTS as ROOTS_FROM_EMPTY } from '../audit/merkle/rfc6962-vectors';

interface MerkleLib {
  leafHash(input: Buffer): Buffer;
  rootFromInclusionProof(leafIndex: number, treeSize: number, leaf: Buffer, path: Buffer[]): Buffer | null;
}

const merkle = jest.requireActual<MerkleLib>(join(__dirname, '..', '..', '..', 'bin', 'lib', 'merkle.js'));

// The RFC 6962 reference vectors as Certificate Transparency's own code tests them (transparency-dev/merkle,
// proof/verify_test.go): eight leaves, the root of each prefix, and inclusion paths (leaf numbered from 1 there).
const LEAVES = LEAF_INPUTS;
/** The root of each non-empty prefix (the shared table starts with the empty tree's). */
const ROOTS = ROOTS_FROM_EMPTY.slice(1);
const INCLUSION: Array<{ leaf: number; size: number; path: string[] }> = [
  { leaf: 1, size: 1, path: [] },
  {
    leaf: 1,
    size: 8,
    path: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    leaf: 6,
    size: 8,
    path: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  { leaf: 3, size: 3, path: ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125'] },
  {
    leaf: 2,
    size: 5,
    path: [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];
const SOME_HASH = 'abacaba000000000000000000000000000000000000000000060061e00123456';

const hexes = (values: string[]) => values.map((value) => Buffer.from(value, 'hex'));
const leafOf = (number: number) => merkle.leafHash(Buffer.from(LEAVES[number - 1], 'hex'));
const rootOf = (leafIndex: number, size: number, leaf: Buffer, path: Buffer[]) =>
  merkle.rootFromInclusionProof(leafIndex, size, leaf, path)?.toString('hex') ?? null;

describe('the verifier’s Merkle inclusion check against the RFC 6962 reference vectors', () => {
  it('should hash the empty leaf as SHA-256(0x00), the first vector root', () => {
    expect(leafOf(1).toString('hex')).toBe(ROOTS[0]);
    expect(
      createHash('sha256')
        .update(Buffer.from([0]))
        .digest('hex'),
    ).toBe(ROOTS[0]);
  });

  it.each(INCLUSION)('should lead leaf $leaf of a tree of $size to the reference root', ({ leaf, size, path }) => {
    expect(rootOf(leaf - 1, size, leafOf(leaf), hexes(path))).toBe(ROOTS[size - 1]);
  });

  describe.each(INCLUSION.filter(({ path }) => path.length > 0))(
    'with a corrupted proof of leaf $leaf in $size',
    ({ leaf, size, path }) => {
      const proof = hexes(path);
      const root = ROOTS[size - 1];
      const probes: Array<[string, number, number, Buffer, Buffer[]]> = [
        ['leaf index - 1', leaf - 2, size, leafOf(leaf), proof],
        ['leaf index + 1', leaf, size, leafOf(leaf), proof],
        ['leaf index ^ 2', (leaf - 1) ^ 2, size, leafOf(leaf), proof],
        ['tree size * 2', leaf - 1, size * 2, leafOf(leaf), proof],
        ['tree size / 2', leaf - 1, Math.floor(size / 2), leafOf(leaf), proof],
        ['wrong leaf', leaf - 1, size, Buffer.from('WrongLeaf'), proof],
        ['trailing garbage', leaf - 1, size, leafOf(leaf), [...proof, Buffer.alloc(0)]],
        ['trailing root', leaf - 1, size, leafOf(leaf), [...proof, Buffer.from(root, 'hex')]],
        ['preceding root', leaf - 1, size, leafOf(leaf), [Buffer.from(root, 'hex'), ...proof]],
        ['removed component', leaf - 1, size, leafOf(leaf), proof.slice(0, -1)],
        [
          'inserted component',
          leaf - 1,
          size,
          leafOf(leaf),
          [proof[0], Buffer.from(SOME_HASH, 'hex'), ...proof.slice(1)],
        ],
        ...proof.map((_hash, index): [string, number, number, Buffer, Buffer[]] => {
          const flipped = proof.map((hash) => Buffer.from(hash));
          flipped[index][0] ^= 8;
          return [`flipped bit in proof[${index}]`, leaf - 1, size, leafOf(leaf), flipped];
        }),
      ];
      it.each(probes)('should not reach the root with %s', (_name, leafIndex, treeSize, leafHash, probe) => {
        expect(rootOf(leafIndex, treeSize, leafHash, probe)).not.toBe(root);
      });
    },
  );

  it('should refuse an index outside the tree', () => {
    expect(rootOf(1, 1, leafOf(1), [])).toBeNull();
    expect(rootOf(0, 0, leafOf(1), [])).toBeNull();
    expect(rootOf(-1, 4, leafOf(1), [])).toBeNull();
  });
});
