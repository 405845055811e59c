import { checkField, UNKNOWN_ID } from '../../../src/common/validation/field-rules';
import { findUnstorable, unstorableReasonOf } from '../../../src/common/validation/storable-text';

describe(unstorableReasonOf.name, () => {
  it.each([
    ['plain text', 'Jane Doe', undefined],
    ['a surrogate pair (astral character)', 'a😀b', undefined],
    ['a NUL', 'A\u0000B', 'nul'],
    ['a lone high surrogate', 'x\ud800y', 'lone_surrogate'],
    ['a high surrogate at the end', 'x\ud83d', 'lone_surrogate'],
    ['a lone low surrogate', '\udfff', 'lone_surrogate'],
    ['a reversed pair', '\ude00\ud83d', 'lone_surrogate'],
  ])('should classify %s', (_label, text, reason) => {
    expect(unstorableReasonOf(text)).toBe(reason);
  });
});

describe(findUnstorable.name, () => {
  it('should give the path of a nested value, array indexes included', () => {
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual({
      reason: 'nul',
      path: ['a', 1, 'c'],
      text: 'x\u0000',
    });
  });

  it('should end the path with [key] when the key itself is unstorable', () => {
    expect(findUnstorable({ a: { '\ud800': 1 } })).toEqual({
      reason: 'lone_surrogate',
      path: ['a', '\ud800', '[key]'],
      text: '\ud800',
    });
  });

  it('should find nothing in storable values of every JSON type', () => {
    expect(findUnstorable({ n: 1, b: true, z: null, s: 'é😀', list: [[], {}] })).toBeUndefined();
  });
});

describe(checkField.name, () => {
  it('should answer value_error for a NUL in a string field', () => {
    expect(checkField({ kind: 'string', maxLength: 10 }, 'A\u0000B')).toEqual({
      ok: false,
      issue: {
        type: 'value_error',
        msg: 'Value error, String should not contain NUL characters',
        input: 'A\u0000B',
        ctx: { error: 'String should not contain NUL characters' },
      },
    });
  });

  it('should report the length first when a too-long string also holds a NUL (pydantic: constraints, then rules)', () => {
    const outcome = checkField({ kind: 'string', maxLength: 2 }, 'AB\u0000');
    expect(outcome.ok === false && outcome.issue.type).toBe('string_too_long');
  });

  it('should refuse an unstorable e-mail with value_error before the address syntax check', () => {
    const outcome = checkField({ kind: 'string', format: 'email' }, 'a\ud800@example.com');
    expect(outcome.ok === false && outcome.issue.msg).toBe(
      'Value error, String should not contain unpaired surrogate code units',
    );
  });

  it('should redact the content and locate the problem inside an object field', () => {
    expect(checkField({ kind: 'object' }, { notes: ['fine', 'bad\u0000'] })).toEqual({
      ok: false,
      issue: {
        type: 'value_error',
        msg: 'Value error, String should not contain NUL characters',
        input: '[redacted]',
        ctx: { error: 'String should not contain NUL characters' },
      },
      at: ['notes', 1],
    });
  });

  it.each([0, -1, 2147483648, '9999999999'])(
    'should mark %p as an id no row can have when the field is an id',
    (id) => {
      const outcome = checkField({ kind: 'integer', unknownId: () => new Error('not found') }, id);
      expect(outcome.ok === false && outcome.issue.type).toBe(UNKNOWN_ID);
    },
  );

  it('should accept the largest id the column holds', () => {
    expect(checkField({ kind: 'integer', unknownId: () => new Error('not found') }, '2147483647')).toEqual({
      ok: true,
      value: 2147483647,
    });
  });
});
