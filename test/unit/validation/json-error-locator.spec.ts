import { locateJsonError } from '../../../src/common/validation/json-error-locator';

// Positions (code points) and messages exactly as Python's json.loads reports them (checked with CPython 3.11).
const rows: Array<[text: string, position: number, message: string]> = [
  ['', 0, 'Expecting value'],
  ['   ', 3, 'Expecting value'],
  ['nul', 0, 'Expecting value'],
  ['True', 0, 'Expecting value'],
  ['{"a":', 5, 'Expecting value'],
  ['{"a":-}', 5, 'Expecting value'],
  ['{"a":.5}', 5, 'Expecting value'],
  ['[1,]', 3, 'Expecting value'],
  ['[,1]', 1, 'Expecting value'],
  ['{"a":[1,{"b":}]}', 13, 'Expecting value'],
  ['\n\n  {"a"\n: }', 11, 'Expecting value'],
  ['{', 1, 'Expecting property name enclosed in double quotes'],
  ['{a:1}', 1, 'Expecting property name enclosed in double quotes'],
  ["{'a':1}", 1, 'Expecting property name enclosed in double quotes'],
  ['{"a":1,}', 7, 'Expecting property name enclosed in double quotes'],
  ['{,}', 1, 'Expecting property name enclosed in double quotes'],
  ['{"a":1', 6, "Expecting ',' delimiter"],
  ['[1 2]', 3, "Expecting ',' delimiter"],
  ['[1,2', 4, "Expecting ',' delimiter"],
  ['{"a":01}', 6, "Expecting ',' delimiter"],
  ['{"a":true false}', 10, "Expecting ',' delimiter"],
  ['{"a"', 4, "Expecting ':' delimiter"],
  ['{"a" 1}', 5, "Expecting ':' delimiter"],
  ['{"a":"x"\n,"b"}', 13, "Expecting ':' delimiter"],
  ['"abc', 0, 'Unterminated string starting at'],
  ['{"a":"abc}', 5, 'Unterminated string starting at'],
  ['"a\tb"', 2, 'Invalid control character at'],
  ['{"a":"\u0001"}', 6, 'Invalid control character at'],
  ['"a\\qb"', 2, 'Invalid \\escape'],
  ['"\\u12"', 2, 'Invalid \\uXXXX escape'],
  ['{"a":1}x', 7, 'Extra data'],
  ['{"a":1} {"b":2}', 8, 'Extra data'],
  ['[1]]', 3, 'Extra data'],
  ['123abc', 3, 'Extra data'],
  // Non-ASCII before the error: the position counts code points, not bytes or UTF-16 units.
  ['{"é😀":"x"', 9, "Expecting ',' delimiter"],
  ['{"name":"Zoë 😀","x":}', 20, 'Expecting value'],
  ['{"😀😀": tru}', 7, 'Expecting value'],
  ['"😀\\x"', 2, 'Invalid \\escape'],
  ['{"ключ":"значение",}', 19, 'Expecting property name enclosed in double quotes'],
];

describe('locateJsonError', () => {
  it.each(rows)('should place the error of %j at %d with %j', (text, position, message) => {
    expect(() => JSON.parse(text) as unknown).toThrow();
    expect(locateJsonError(text)).toEqual({ position, message });
  });
});
