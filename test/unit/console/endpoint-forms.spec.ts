import {
  defaultSinceInput,
  endpointHref,
  endpointIdOf,
  flashFromQuery,
  parseRecoverForm,
  previewHref,
  recoverSinceFromQuery,
  rowIdOf,
  sinceInstantOf,
} from '../../../src/console/endpoints/endpoint-forms';
import { NotFoundError } from '../../../src/common/errors/domain-errors';

describe('endpoint console forms', () => {
  describe(sinceInstantOf.name, () => {
    it.each([
      ['2026-11-26T08:00:00Z', '2026-11-26T08:00:00.000Z'],
      ['2026-11-26T08:00', '2026-11-26T08:00:00.000Z'],
      ['2026-11-26 08:00:30', '2026-11-26T08:00:30.000Z'],
      ['2026-11-26T10:00:00+02:00', '2026-11-26T08:00:00.000Z'],
      ['2026-11-26t08:00:00.250z', '2026-11-26T08:00:00.250Z'],
      ['  2026-11-26T08:00:00Z  ', '2026-11-26T08:00:00.000Z'],
    ])('should read %s as %s (no zone: UTC)', (input, expected) => {
      expect(sinceInstantOf(input)).toBe(expected);
    });

    it.each([
      '2026-02-30T08:00:00Z',
      '2026-13-01T08:00:00Z',
      '2026-11-26T24:00:00Z',
      '2026-11-26T08:60:00Z',
      '2026-11-26',
      'yesterday',
      '',
      `2026-11-26T08:00:00Z${' '.repeat(40)}`,
    ])('should refuse %j', (input) => {
      expect(sinceInstantOf(input)).toBeUndefined();
    });
  });

  describe(parseRecoverForm.name, () => {
    it('should answer the instant and the button pressed when the time is valid', () => {
      expect(parseRecoverForm({ since: '2026-11-26T08:00Z', mode: 'recover' })).toEqual({
        sinceInput: '2026-11-26T08:00Z',
        since: '2026-11-26T08:00:00.000Z',
        mode: 'recover',
      });
    });

    it('should preview unless the recover button was pressed', () => {
      expect(parseRecoverForm({ since: '2026-11-26T08:00Z' }).mode).toBe('preview');
      expect(parseRecoverForm({ since: '2026-11-26T08:00Z', mode: ['recover', 'recover'] }).mode).toBe('preview');
    });

    it('should keep the input and say what is wrong when the time is missing or invalid', () => {
      const missing = parseRecoverForm({ mode: 'recover' });
      expect(missing).toEqual({ sinceInput: '', mode: 'recover', error: 'Enter the time to recover from.' });
      const wrong = parseRecoverForm({ since: 'last tuesday', mode: 'recover' });
      expect(wrong.sinceInput).toBe('last tuesday');
      expect(wrong.since).toBeUndefined();
      expect(wrong.error).toMatch(/^Enter a date and time like 2026-11-26T08:00:00Z/);
    });
  });

  describe(rowIdOf.name, () => {
    it('should accept ids a row can have and nothing else', () => {
      expect(rowIdOf('1')).toBe(1);
      expect(rowIdOf('2147483647')).toBe(2147483647);
      for (const value of ['0', '01', '-1', '1.5', '2147483648', '9999999999', 'abc', '']) {
        expect(rowIdOf(value)).toBeUndefined();
      }
      expect(() => endpointIdOf('abc')).toThrow(NotFoundError);
    });
  });

  describe(flashFromQuery.name, () => {
    it('should say what a form did with its numbers', () => {
      expect(flashFromQuery({ done: 'test_sent', delivery: '42' })?.text).toBe(
        'Test delivery 42 queued: its attempts appear in the log below.',
      );
      expect(flashFromQuery({ done: 'redelivered', delivery: '7' })?.text).toContain('Delivery 7 is being sent again');
      expect(flashFromQuery({ done: 'recovered', queued: '1', more: '0' })?.text).toBe(
        'Recovery started: 1 failed delivery queued again.',
      );
      expect(flashFromQuery({ done: 'recovered', queued: '10000', more: '1' })?.text).toContain(
        'More than 10000 remain: recover again to continue.',
      );
      expect(flashFromQuery({ done: 'paused' })).toMatchObject({ kind: 'info' });
      expect(flashFromQuery({ done: 'resumed' })).toMatchObject({ kind: 'success' });
    });

    it('should show nothing for an unknown code or a number that is not one', () => {
      expect(flashFromQuery({})).toBeUndefined();
      expect(flashFromQuery({ done: '<b>hi</b>' })).toBeUndefined();
      expect(flashFromQuery({ done: 'test_sent', delivery: '<b>' })).toBeUndefined();
      expect(flashFromQuery({ done: 'recovered', queued: '-1' })).toBeUndefined();
      expect(flashFromQuery({ done: ['paused'] })).toBeUndefined();
    });
  });

  describe('links', () => {
    it('should carry the outcome in the query and the preview time encoded', () => {
      expect(endpointHref(3)).toBe('/admin/endpoints/3');
      expect(endpointHref(3, { done: 'recovered', queued: 2, more: false }, '#recover-heading')).toBe(
        '/admin/endpoints/3?done=recovered&queued=2&more=0#recover-heading',
      );
      expect(previewHref(3, '2026-11-26T08:00:00.000Z')).toBe(
        '/admin/endpoints/3?recover_since=2026-11-26T08%3A00%3A00.000Z#recover-heading',
      );
      expect(recoverSinceFromQuery({ recover_since: '2026-11-26T08:00:00.000Z' })).toBe('2026-11-26T08:00:00.000Z');
      expect(recoverSinceFromQuery({ recover_since: 'soon' })).toBeUndefined();
      expect(defaultSinceInput(new Date('2026-11-26T08:00:00.500Z'))).toBe('2026-11-25T08:00:00Z');
    });
  });
});
