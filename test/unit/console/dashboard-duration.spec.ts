import { duration } from '../../../src/console/dashboard/dashboard-page';

describe('dashboard durations', () => {
  it.each([
    [0, '0 s'],
    [59, '59 s'],
    [61, '1 min 1 s'],
    [3_600, '1 h'],
    [3_661, '1 h 1 min'],
    [90_061, '1 d 1 h'],
    [86_400 * 40 + 59, '40 d 59 s'],
  ])('should read %d seconds as %s', (seconds, text) => {
    expect(duration(seconds)).toBe(text);
  });
});
