import fc from 'fast-check';
import { types } from 'pg';
import { CsvCell, csvRow } from '../../../src/common/csv/csv-writer';
import { isoTimestamp } from '../../../src/database/iso-timestamp';
import { csvLineFromText, isoFromTimestamptz, TextRow } from '../../../src/partners/registration-csv.line';

const parseTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/** What the entity-free page path writes for the same values: cells through csvRow, a Date per timestamp. */
function referenceLine(row: TextRow): string {
  const cells: CsvCell[] = [
    ...row.slice(0, 12),
    ...row.slice(12, 16).map((count) => Number(count ?? 0)),
    ...row.slice(16).map((text) => isoTimestamp(parseTimestamptz(text as string))),
  ];
  return csvRow(cells);
}

function withoutTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '0') {
    end--;
  }
  return digits.slice(0, end);
}

const timestamptzText = fc
  .record({
    date: fc.date({
      min: new Date('1000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    micros: fc.integer({ min: 0, max: 999_999 }),
    zone: fc.constantFrom('+00', '+00', '+05:30', '-08', '+14'),
  })
  .map(({ date, micros, zone }) => {
    const fraction = withoutTrailingZeros(String(micros).padStart(6, '0'));
    const seconds = date.toISOString().slice(0, 19).replace('T', ' ');
    return `${seconds}${fraction ? `.${fraction}` : ''}${zone}`;
  });

const tricky = fc.oneof(
  fc.string(),
  fc.string({
    unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ',', 'a', ' ', 'é', "'"),
  }),
  // Characters the guard skips or folds (decisions §11 rev 2): both paths must agree on them too.
  fc.string({ unit: fc.constantFrom('\u00a0', '\ufeff', '\u3000', ' ', '\n', '＝', '﹦', '＋', '＠', '－', 'a', '"') }),
);
const textRow = fc
  .tuple(
    fc.array(fc.option(tricky, { nil: null }), { minLength: 12, maxLength: 12 }),
    fc.array(fc.nat({ max: 10_000 }).map(String), { minLength: 4, maxLength: 4 }),
    fc.array(timestamptzText, { minLength: 2, maxLength: 2 }),
  )
  .map(([texts, counts, timestamps]): TextRow => [...texts, ...counts, ...timestamps]);

describe('csvLineFromText', () => {
  it('should write what csvRow writes for the same cells, formula guard and quoting included', () => {
    fc.assert(
      fc.property(textRow, (row) => {
        expect(csvLineFromText(row)).toBe(referenceLine(row));
      }),
      { numRuns: 2000 },
    );
  });

  it('should guard and quote the cells of a hostile row', () => {
    const row: TextRow = [
      '=HYPERLINK("x")',
      'pending',
      'created',
      'program',
      'individual',
      '+1 555, "quoted"',
      'a@example.com',
      null,
      '@SUM(A1)',
      '-CA',
      'fiat',
      'line\r\nbreak',
      '1',
      '4',
      '0',
      '12',
      '2026-11-22 10:15:30.1+00',
      '2026-11-22 10:15:30+00',
    ];
    expect(csvLineFromText(row)).toBe(
      `"'=HYPERLINK(""x"")",pending,created,program,individual,"'+1 555, ""quoted""",a@example.com,,'@SUM(A1),'-CA,` +
        `fiat,"line\r\nbreak",1,4,0,12,2026-11-22T10:15:30.100Z,2026-11-22T10:15:30.000Z\r\n`,
    );
  });
});

describe('isoFromTimestamptz', () => {
  it("should equal pg's parser and toISOString for any timestamptz text, the fraction cut to milliseconds", () => {
    fc.assert(
      fc.property(timestamptzText, (text) => {
        expect(isoFromTimestamptz(text)).toBe(isoTimestamp(parseTimestamptz(text)));
      }),
      { numRuns: 5000 },
    );
    expect(isoFromTimestamptz('2026-01-02 03:04:05.678999+00')).toBe('2026-01-02T03:04:05.678Z');
    expect(isoFromTimestamptz('2026-01-02 03:04:05.678999+02')).toBe('2026-01-02T01:04:05.678Z');
  });
});
