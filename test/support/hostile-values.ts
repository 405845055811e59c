// Adversarial values for every kind of input: long runs of the characters parsers and regular expressions trip on,
// characters databases cannot store, out-of-range numbers and deep structures. Sizes are chosen per channel: a body
// field can be a large share of the 1 MiB JSON limit, a path or query value must fit Node's 16 KiB request head.

/** Code-unit count of the long strings sent in JSON bodies (~192 KiB of ASCII). */
export const BODY_RUN = 192 * 1024;
/** Long values in a path segment or query string (percent-encoded, they stay inside the request head). */
export const URL_RUN = 2000;
/** Long header values (printable ASCII only). */
export const HEADER_RUN = 6000;

/** Strings shaped to trigger super-linear matching: a long run of one class, then a character that breaks the match. */
export function hostileStrings(run: number): string[] {
  const half = Math.floor(run / 2);
  return [
    '1' + ' '.repeat(run) + 'x',
    ' '.repeat(run),
    '\t\n'.repeat(half) + 'x',
    '+'.repeat(run) + 'x',
    '-'.repeat(run) + '1',
    '1_'.repeat(half) + 'x',
    '9'.repeat(run),
    '0'.repeat(run) + '.5',
    '@'.repeat(run),
    'a@'.repeat(half) + '!',
    'a.'.repeat(half) + '@',
    '.'.repeat(run) + '@x',
    'a'.repeat(run) + '@' + 'b.'.repeat(half),
    '"'.repeat(run),
    "'".repeat(run),
    '\\'.repeat(run),
    '/'.repeat(run),
    ','.repeat(run),
    '<'.repeat(run) + 'x',
    'PRG-' + '1'.repeat(run),
    'prg-' + '0'.repeat(run) + 'x',
    '\u00a0'.repeat(run) + 'x',
    '\u3000'.repeat(run) + '1',
    '\ufeff'.repeat(half) + '=',
    'A\u0000B',
    '\u0000'.repeat(64),
    'x\ud800y',
    '\udfff',
    '\ud83d'.repeat(half),
    '1e999999',
    '-9223372036854775809',
    '18446744073709551616',
    '-1',
    'NaN',
    '0x7fffffff',
  ];
}

/** JSON texts of values other than strings: numbers beyond every column, and deep or wide structures. */
export function hostileJsonTexts(): string[] {
  const wideObject = Array.from({ length: 20_000 }, (_, index) => `"k${index}":${index}`).join(',');
  const wideArray = Array.from({ length: 50_000 }, (_, index) => `"x${index}"`).join(',');
  return [
    '1e308',
    '-1e308',
    '18446744073709551616',
    '-9223372036854779904',
    '2147483648',
    '-1',
    '1.5',
    '0',
    'true',
    'null',
    '[]',
    '{}',
    `[${wideArray}]`,
    `{${wideObject}}`,
    '[{"a":'.repeat(2_500) + '"bottom"' + '}]'.repeat(2_500),
  ];
}

/** Header values a client can actually send (visible ASCII and spaces), long and oddly shaped. */
export function hostileHeaderValues(): string[] {
  return hostileStrings(HEADER_RUN).filter((value) => /^[\x20-\x7e]*$/.test(value) && value.trim() === value);
}

/** Raw bodies that are not the JSON a route expects at all. */
export function hostileRawBodies(): string[] {
  return [
    '['.repeat(100_000) + ']'.repeat(100_000),
    '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
    '{"' + 'a'.repeat(BODY_RUN) + '":1}',
    '"' + '\\u0000'.repeat(BODY_RUN / 8) + '"',
    ' '.repeat(BODY_RUN) + '{',
    '{' + '"k":1,'.repeat(BODY_RUN / 8) + '}',
    '1' + '0'.repeat(BODY_RUN),
    '\ufeff{}',
  ];
}
