import { loadConfig } from '../../../src/config/app-config';
import { ConfigError } from '../../../src/config/env-reader';
import { normaliseReference, PROGRAM_REFERENCE_PATTERN, ReferenceSpace } from '../../../src/registrations/reference';
import { walkWindow } from '../../../src/registrations/reference-walk';
import { USAGE_SAMPLE_POSITIONS, usageWindows } from '../../../src/registrations/reference-columns.repository';
import { fastestMs } from '../../support/fastest-run';

describe('normaliseReference', () => {
  it.each([
    ['PRG-123456', 'PRG-123456'],
    ['prg-123456', 'PRG-123456'],
    ['  Prg-1234567 ', 'PRG-1234567'],
    ['PRG-12345678', 'PRG-12345678'],
    ['PRG-123456789012', 'PRG-123456789012'],
  ])('should recognise %j as %s: 6 to 12 digits, whatever REFERENCE_DIGITS was', (input, expected) => {
    expect(normaliseReference(input)).toBe(expected);
  });

  it.each([
    'PRG-12345',
    'PRG-1234567890123',
    'PRG-',
    'PRG123456',
    'PRG-12345a',
    'PRG-123 456',
    'INS-123456',
    'PRG-١٢٣٤٥٦', // digits of another script
    'PRG-123456\nX',
  ])('should not recognise %j', (input) => {
    expect(normaliseReference(input)).toBeUndefined();
  });

  it('should answer quickly on long hostile input', () => {
    const hostile = `PRG-${'1'.repeat(100_000)}x`;
    let answer: string | undefined = '';
    const elapsed = fastestMs(() => (answer = normaliseReference(hostile)));
    expect(answer).toBeUndefined();
    // A regression guard, not a speed target: the anchored pattern takes well under 1 ms here, a pattern that rescans
    // the run of digits from every start (e.g. an unanchored `[0-9]+$`) about 10 s.
    expect(elapsed).toBeLessThan(500);
  });

  it('should publish the pattern it recognises', () => {
    expect(PROGRAM_REFERENCE_PATTERN).toBe('^PRG-[0-9]{6,12}$');
  });
});

describe('REFERENCE_DIGITS', () => {
  it('should default to six digits and accept 7 to 12', () => {
    expect(loadConfig({}).referenceDigits).toBe(6);
    for (const digits of [7, 8, 12]) {
      expect(loadConfig({ REFERENCE_DIGITS: String(digits) }).referenceDigits).toBe(digits);
    }
  });

  it.each(['5', '13', 'eight', '7.5'])('should refuse %j, naming the variable', (value) => {
    expect(() => loadConfig({ REFERENCE_DIGITS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ REFERENCE_DIGITS: value })).toThrow(/REFERENCE_DIGITS/);
  });
});

describe('walkWindow', () => {
  it('should never reach past the last reference of the space', () => {
    const space = new ReferenceSpace('PRG', 6, 1000);
    expect(walkWindow(space, 10, 256)).toEqual({
      from: 10,
      fromReference: 'PRG-000010',
      lastReference: 'PRG-000999',
      length: 10,
      limit: 256,
    });
    expect(walkWindow(space, 995, 256).limit).toBe(5);
  });
});

describe('usageWindows', () => {
  it('should count every reference of a space that fits the sample', () => {
    expect(usageWindows(new ReferenceSpace('PRG', 6, 1000))).toEqual([{ from: 0, to: 999 }]);
    expect(usageWindows(new ReferenceSpace('PRG', 6, USAGE_SAMPLE_POSITIONS))).toEqual([
      { from: 0, to: USAGE_SAMPLE_POSITIONS - 1 },
    ]);
  });

  it.each([6, 8, 12])('should spread the sample evenly over a %d-digit space, inside it', (digits) => {
    const space = new ReferenceSpace('PRG', digits);
    const windows = usageWindows(space);
    const counted = windows.reduce((sum, { from, to }) => sum + to - from + 1, 0);
    expect(counted).toBe(USAGE_SAMPLE_POSITIONS);
    expect(windows[0].from).toBe(0);
    expect(windows[windows.length - 1].to).toBeLessThan(space.size);
    for (let index = 1; index < windows.length; index++) {
      expect(windows[index].from).toBeGreaterThan(windows[index - 1].to);
      expect(windows[index].from - windows[index - 1].from).toBe(windows[1].from);
    }
    // The last window starts in the last sixteenth of the space: the sample reaches across all of it.
    expect(windows[windows.length - 1].from).toBeGreaterThanOrEqual(space.size * (15 / 16) - 1);
  });
});
