import { DateUtils } from 'typeorm/util/DateUtils';
import { isoTimestamp } from '../../../src/database/iso-timestamp';

/** The text shortcut for SQLite timestamps must answer exactly what the Date path answers. */
describe('isoTimestamp', () => {
  const dates = [
    new Date('2026-11-22T10:15:30.123Z'),
    new Date('2026-11-22T10:15:30.000Z'),
    new Date('2024-02-29T23:59:59.999Z'),
    new Date('1999-12-31T00:00:00.001Z'),
    new Date('0999-01-02T03:04:05.006Z'),
    new Date('9999-12-31T23:59:59.999Z'),
    ...Array.from({ length: 200 }, (_, n) => new Date(Date.UTC(2026, 0, 1) + n * 7_919_351_123)),
  ];

  it('should rearrange the text TypeORM stores on SQLite into the ISO form of its Date', () => {
    for (const date of dates) {
      const stored = DateUtils.mixedDateToUtcDatetimeString(date) as string;
      expect(isoTimestamp(stored)).toBe(date.toISOString());
    }
  });

  it('should take a Date, an ISO text and a text without milliseconds through the Date path', () => {
    const date = new Date('2026-11-22T10:15:30.123Z');
    expect(isoTimestamp(date)).toBe('2026-11-22T10:15:30.123Z');
    expect(isoTimestamp('2026-11-22T10:15:30.123Z')).toBe('2026-11-22T10:15:30.123Z');
    expect(isoTimestamp('2026-11-22 10:15:30')).toBe('2026-11-22T10:15:30.000Z');
    expect(isoTimestamp('2026-11-22 10:15:30.5')).toBe('2026-11-22T10:15:30.500Z');
  });
});
