import type { TestApp } from './test-app';

/**
 * One scrape of `GET /metrics`: every sample by its series (`name{label="value",…}`, labels sorted by name), and the
 * metric families the exposition declares (`# TYPE` lines), so that a series never incremented reads 0 while a name
 * the service does not have fails the test.
 */
export class MetricSamples extends Map<string, number> {
  readonly families = new Set<string>();
}

export type Labels = Record<string, string>;

/** Scrapes the app's own `/metrics` (no token: test apps set none) and parses the text exposition. */
export async function scrapeMetrics(app: TestApp): Promise<MetricSamples> {
  const response = await app.http.get('/metrics').expect(200);
  return parseExposition(response.text);
}

/** The Prometheus text format, version 0.0.4: `# TYPE name kind`, and `name{labels} value [timestamp]` samples. */
export function parseExposition(text: string): MetricSamples {
  const samples = new MetricSamples();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      samples.families.add(line.split(' ')[2]);
      continue;
    }
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const { name, labels, rest } = parseSeries(line);
    const value = rest.trim().split(' ')[0];
    if (samples.has(seriesKey(name, labels))) {
      throw new Error(`Series ${seriesKey(name, labels)} appears twice in the exposition`);
    }
    samples.set(seriesKey(name, labels), parseValue(value, line));
  }
  return samples;
}

/** The canonical key of a series: its name and its labels sorted by name, values escaped as the format does. */
export function seriesKey(name: string, labels: Labels = {}): string {
  const names = Object.keys(labels).sort();
  if (names.length === 0) {
    return name;
  }
  return `${name}{${names.map((label) => `${label}="${escapeLabelValue(labels[label])}"`).join(',')}}`;
}

/**
 * The value of one series; 0 when the family is declared but the series has no sample yet (a labelled counter never
 * incremented prints none). A family the exposition does not declare is an error, not a 0.
 */
export function sampleValue(samples: MetricSamples, name: string, labels: Labels = {}): number {
  if (!samples.families.has(familyOf(name)) && !samples.families.has(name)) {
    throw new Error(`No metric family ${name} in the exposition`);
  }
  return samples.get(seriesKey(name, labels)) ?? 0;
}

/** Every series of the named families whose value differs between two scrapes, with its difference. */
export function seriesDeltas(
  before: MetricSamples,
  after: MetricSamples,
  families: readonly string[],
): Record<string, number> {
  const deltas: Record<string, number> = {};
  for (const family of families) {
    if (!after.families.has(family)) {
      throw new Error(`No metric family ${family} in the exposition`);
    }
  }
  const keys = new Set([...before.keys(), ...after.keys()]);
  for (const key of keys) {
    const name = key.split('{')[0];
    if (!families.includes(name)) {
      continue;
    }
    const delta = (after.get(key) ?? 0) - (before.get(key) ?? 0);
    if (delta !== 0) {
      deltas[key] = delta;
    }
  }
  return deltas;
}

/** A histogram's or summary's series name (`x_count`, `x_sum`, `x_bucket`) belongs to the family `x`. */
function familyOf(name: string): string {
  return name.replace(/_(count|sum|bucket)$/, '');
}

function parseSeries(line: string): { name: string; labels: Labels; rest: string } {
  const brace = line.indexOf('{');
  const space = line.indexOf(' ');
  if (brace === -1 || (space !== -1 && space < brace)) {
    return { name: line.slice(0, space), labels: {}, rest: line.slice(space + 1) };
  }
  const name = line.slice(0, brace);
  const labels: Labels = {};
  let at = brace + 1;
  while (line[at] !== '}') {
    const equals = line.indexOf('="', at);
    if (equals === -1) {
      throw new Error(`Malformed labels in: ${line}`);
    }
    const label = line.slice(at, equals);
    at = equals + 2;
    let value = '';
    while (line[at] !== '"') {
      if (at >= line.length) {
        throw new Error(`Unterminated label value in: ${line}`);
      }
      if (line[at] === '\\') {
        const escaped = line[at + 1];
        value += escaped === 'n' ? '\n' : escaped;
        at += 2;
      } else {
        value += line[at];
        at += 1;
      }
    }
    labels[label] = value;
    at += 1;
    if (line[at] === ',') {
      at += 1;
    }
  }
  return { name, labels, rest: line.slice(at + 1) };
}

/** As Prometheus reads a value (Go's ParseFloat): NaN and infinities in any case (prom-client prints `Nan`). */
function parseValue(value: string, line: string): number {
  const special = SPECIAL_VALUES.get(value.toLowerCase());
  if (special !== undefined) {
    return special;
  }
  const parsed = Number(value);
  if (value === '' || Number.isNaN(parsed)) {
    throw new Error(`Not a sample value in: ${line}`);
  }
  return parsed;
}

const SPECIAL_VALUES = new Map([
  ['nan', NaN],
  ['+inf', Infinity],
  ['inf', Infinity],
  ['-inf', -Infinity],
]);

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}
