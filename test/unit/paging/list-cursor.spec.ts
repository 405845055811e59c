import { pageLinks } from '../../../src/common/paging/keyset-links';
import { decodeListCursor, encodeListCursor } from '../../../src/common/paging/list-cursor';
import { RequestValidationError } from '../../../src/common/validation/pydantic-error';

const KEY = { atMicros: 1_767_225_600_123_456, id: 4242 };

function refusal(work: () => unknown): { type: string; loc: unknown[]; msg: string } {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(RequestValidationError);
    const [detail] = (error as RequestValidationError).errors;
    return { type: detail.type, loc: detail.loc, msg: detail.msg };
  }
  throw new Error('expected a 422');
}

describe('list cursors', () => {
  it('should decode what it encodes, for either direction and for id-only keys', () => {
    for (const position of [
      { direction: 'after' as const, key: KEY },
      { direction: 'before' as const, key: KEY },
      { direction: 'after' as const, key: { id: 7 } },
    ]) {
      const cursor = encodeListCursor('registrations', { status: 'pending' }, position);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeListCursor(cursor, 'registrations', { status: 'pending' })).toEqual(position);
    }
  });

  it('should bind the cursor to its list and filters, absent and null filters alike', () => {
    const cursor = encodeListCursor(
      'registrations',
      { status: 'pending', partner: null },
      { direction: 'after', key: KEY },
    );
    expect(decodeListCursor(cursor, 'registrations', { partner: undefined, status: 'pending' }).key).toEqual(KEY);
    for (const [kind, filter] of [
      ['registrations', { status: 'approved' }],
      ['registrations', { status: 'pending', partner: 'p' }],
      ['partner-registrations', { status: 'pending' }],
    ] as const) {
      expect(refusal(() => decodeListCursor(cursor, kind, filter))).toMatchObject({
        type: 'cursor_invalid',
        loc: ['query', 'cursor'],
        msg: expect.stringContaining('another list or to other filters') as string,
      });
    }
  });

  it('should refuse malformed, non-canonical, altered and out-of-range cursors', () => {
    const cursor = encodeListCursor('registrations', {}, { direction: 'after', key: KEY });
    const text = Buffer.from(cursor, 'base64url').toString('latin1');
    const encode = (body: string) => Buffer.from(body, 'latin1').toString('base64url');
    const tag = text.slice(text.lastIndexOf('.') + 1);
    const cases = [
      '',
      'x'.repeat(201),
      `${cursor}=`,
      cursor.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      encode(text.replace('.4242.', '.4243.')),
      encode(text.replace('1.a.', '2.a.')),
      encode(`1.a.-1.5.${tag}`),
      encode(`1.a.${'9'.repeat(16)}.5.${tag}`),
      encode(`1.a.5.2147483648.${tag}`),
      encode(`1.a.05.5.${tag}`),
      encode(`1.a.5.5.${tag}\n`),
    ];
    for (const raw of cases) {
      expect([raw, refusal(() => decodeListCursor(raw, 'registrations', {})).type]).toEqual([raw, 'cursor_invalid']);
    }
  });

  it('should link a page to its neighbours in either direction', () => {
    const keys = [
      { atMicros: 3, id: 3 },
      { atMicros: 2, id: 2 },
    ];
    const after = (key: { atMicros: number; id: number }) => ({ direction: 'after', key });
    const before = (key: { atMicros: number; id: number }) => ({ direction: 'before', key });
    expect(pageLinks('newest', keys, true)).toEqual({ older: after(keys[1]), newer: null });
    expect(pageLinks('newest', keys, false)).toEqual({ older: null, newer: null });
    expect(pageLinks('after', keys, false, { atMicros: 4, id: 4 })).toEqual({ older: null, newer: before(keys[0]) });
    expect(pageLinks('before', keys, false, { atMicros: 1, id: 1 })).toEqual({ older: after(keys[1]), newer: null });
    expect(pageLinks('oldest', keys, true)).toEqual({ older: null, newer: before(keys[0]) });
    expect(pageLinks('after', [], false, { atMicros: 1, id: 1 })).toEqual({
      older: null,
      newer: before({ atMicros: 1, id: 1 }),
    });
  });
});
