import { parseExposition, sampleValue, seriesDeltas, seriesKey } from '../support/metrics-scrape';

const EXPOSITION = [
  '# HELP pws_intakes_total Programs taken in, by registration type.',
  '# TYPE pws_intakes_total counter',
  'pws_intakes_total{registration_type="rpaa"} 3',
  '# TYPE http_request_duration_seconds histogram',
  'http_request_duration_seconds_bucket{le="+Inf",route="/a b",method="GET"} 7',
  'http_request_duration_seconds_count{route="/a b",method="GET"} 7',
  '# TYPE odd_labels gauge',
  'odd_labels{text="quote \\" comma , brace } back \\\\ line \\n end"} 1.5e3',
  '# TYPE nodejs_eventloop_lag_mean_seconds gauge',
  'nodejs_eventloop_lag_mean_seconds Nan',
  '# TYPE pws_database_up gauge',
  'pws_database_up 1 1700000000000',
  '',
].join('\n');

describe('metrics-scrape (test support)', () => {
  const samples = parseExposition(EXPOSITION);

  it('should key series by name and labels sorted by name, whatever order the exposition printed them in', () => {
    expect(samples.get('http_request_duration_seconds_count{method="GET",route="/a b"}')).toBe(7);
    expect(
      sampleValue(samples, 'http_request_duration_seconds_bucket', { route: '/a b', method: 'GET', le: '+Inf' }),
    ).toBe(7);
  });

  it('should read escaped label values (quote, backslash, newline) and the commas and braces inside them', () => {
    expect(sampleValue(samples, 'odd_labels', { text: 'quote " comma , brace } back \\ line \n end' })).toBe(1500);
  });

  it('should read NaN in any case and ignore a trailing timestamp', () => {
    expect(sampleValue(samples, 'nodejs_eventloop_lag_mean_seconds')).toBeNaN();
    expect(sampleValue(samples, 'pws_database_up')).toBe(1);
  });

  it('should read 0 for a declared series without a sample, and refuse a family the exposition lacks', () => {
    expect(sampleValue(samples, 'pws_intakes_total', { registration_type: 'program' })).toBe(0);
    expect(() => sampleValue(samples, 'pws_no_such_total')).toThrow('No metric family pws_no_such_total');
  });

  it('should answer the series of the named families that changed, by how much', () => {
    const after = parseExposition(
      EXPOSITION.replace('registration_type="rpaa"} 3', 'registration_type="rpaa"} 5') +
        'pws_intakes_total{registration_type="program"} 1\n',
    );
    expect(seriesDeltas(samples, after, ['pws_intakes_total'])).toEqual({
      [seriesKey('pws_intakes_total', { registration_type: 'rpaa' })]: 2,
      [seriesKey('pws_intakes_total', { registration_type: 'program' })]: 1,
    });
    expect(() => seriesDeltas(samples, after, ['pws_missing_total'])).toThrow('No metric family pws_missing_total');
  });

  it('should refuse a malformed sample rather than read it as a number', () => {
    expect(() => parseExposition('# TYPE x gauge\nx{a="1"} not-a-number\n')).toThrow('Not a sample value');
    expect(() => parseExposition('# TYPE x gauge\nx{a="1} 2\n')).toThrow('Unterminated label value');
  });
});
