import { firstTooDeep, MAX_PAYLOAD_DEPTH, serialisedSize } from '../../../src/instructions/payload-limits';

function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { leaf: 1 };
  for (let level = 1; level < levels; level++) {
    value = { next: value };
  }
  return value;
}

describe('payload limits', () => {
  it('should accept exactly 8 levels and point at the 9th', () => {
    expect(firstTooDeep(nested(MAX_PAYLOAD_DEPTH))).toBeUndefined();
    expect(firstTooDeep(nested(MAX_PAYLOAD_DEPTH + 1))).toEqual(Array(8).fill('next'));
  });

  it('should count arrays as levels', () => {
    expect(firstTooDeep({ a: [[[[[[[1]]]]]]] })).toBeUndefined();
    expect(firstTooDeep({ a: [[[[[[[[1]]]]]]]] })).toEqual(['a', 0, 0, 0, 0, 0, 0, 0]);
  });

  it('should stop at the limit on absurdly deep input instead of overflowing the stack', () => {
    let value: unknown = 1;
    for (let level = 0; level < 100_000; level++) {
      value = [value];
    }
    expect(firstTooDeep({ value })).toHaveLength(8);
  });

  it('should measure UTF-8 bytes of compact JSON', () => {
    expect(serialisedSize({ a: 'é' })).toBe(Buffer.byteLength('{"a":"é"}'));
  });
});
