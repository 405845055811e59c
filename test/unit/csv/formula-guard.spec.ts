import { csvCell } from '../../../src/common/csv/csv-writer';
import { guardFormula, startsLikeFormula } from '../../../src/common/csv/formula-guard';

const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];
/** Leading characters a spreadsheet may trim before it looks for a formula. */
const LEADERS: Array<[string, string]> = [
  ['space', ' '],
  ['LF', '\n'],
  ['BOM', '\ufeff'],
  ['no-break space', '\u00a0'],
  ['narrow no-break space', '\u202f'],
  ['figure space', '\u2007'],
  ['ideographic space', '\u3000'],
  ['zero-width space', '\u200b'],
  ['word joiner', '\u2060'],
];
/** Compatibility forms that NFKC folds onto a trigger. */
const FOLDED: Array<[string, string]> = [
  ['fullwidth equals', '＝'],
  ['small equals', '﹦'],
  ['fullwidth plus', '＋'],
  ['small plus', '﹢'],
  ['superscript plus', '⁺'],
  ['fullwidth hyphen-minus', '－'],
  ['small hyphen-minus', '﹣'],
  ['fullwidth commercial at', '＠'],
  ['small commercial at', '﹫'],
];

describe(startsLikeFormula.name, () => {
  it.each(TRIGGERS)('should guard a cell starting with %j', (trigger) => {
    expect(guardFormula(`${trigger}1+2`)).toBe(`'${trigger}1+2`);
  });

  describe.each(LEADERS)('after a leading %s', (_name, leader) => {
    it.each(TRIGGERS)('should guard %j', (trigger) => {
      expect(guardFormula(`${leader}${trigger}A1`)).toBe(`'${leader}${trigger}A1`);
    });

    it('should guard after many of them', () => {
      expect(startsLikeFormula(`${leader.repeat(50)}=1`)).toBe(true);
    });

    it('should leave a plain value alone', () => {
      expect(guardFormula(`${leader}Acme`)).toBe(`${leader}Acme`);
    });
  });

  it.each(FOLDED)('should guard a cell starting with the %s %j', (_name, folded) => {
    expect(guardFormula(`${folded}SUM(A1)`)).toBe(`'${folded}SUM(A1)`);
  });

  it.each([
    ['\u00a0\ufeff =1+2', true],
    ['\n-3', true],
    ['＠SUM(A1)', true],
    ['﹦', true],
    ['＋', true],
    [' \n\u00a0\u3000\ufeff＝HYPERLINK("x")', true],
    ['\ufeff\u00a0\n ＋1 555', true],
    ['=\u0338 folds to ≠ as a string but starts with =', true],
    ['  \t', true],
    [' \r\n', true],
    ['', false],
    ['   ', false],
    ['\n\n', false],
    ['\u00a0\ufeff', false],
    ['Acme = Co', false],
    ['a=b', false],
    [' Acme', false],
    ['\u00a0Zoë', false],
    ['＄5', false],
    ['\u2212 minus sign is not a trigger', false],
    ["'=already quoted", false],
    ['1+2', false],
  ])('should answer %j → %s', (value, expected) => {
    expect(startsLikeFormula(value)).toBe(expected);
  });

  it('should quote and guard at once when the cell also needs quoting', () => {
    expect(csvCell('\u00a0=HYPERLINK("x","y")')).toBe(`"'\u00a0=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('\n-3')).toBe(`"'\n-3"`);
    expect(csvCell('＝1')).toBe(`'＝1`);
  });

  // Decisions §1.10: a few ms per KiB at most. A quadratic scan of 1 MiB would take hours, not seconds.
  it.each([' ', '\u00a0', '\n', '\ufeff', '\u3000'])(
    'should scan a megabyte of leading %j in linear time',
    (leader) => {
      const value = `${leader.repeat(1024 * 1024)}x`;
      const started = performance.now();
      expect(startsLikeFormula(value)).toBe(false);
      expect(performance.now() - started).toBeLessThan(2000);
    },
  );
});

describe('formula guard leaders', () => {
  it('should skip every character whose NFKC form is a space', () => {
    const spaces: string[] = [];
    for (let code = 0x80; code <= 0xffff; code++) {
      const char = String.fromCharCode(code);
      if (char.normalize('NFKC') === ' ') {
        spaces.push(char);
      }
    }
    expect(spaces.length).toBeGreaterThan(10);
    for (const space of spaces) {
      expect(startsLikeFormula(`${space}${space}=1`)).toBe(true);
    }
  });
});
