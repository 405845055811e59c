import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadSpec {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  requests: autocannon.Request[];
}

function drive(spec: LoadSpec, duration: number): Promise<autocannon.Result> {
  return autocannon({ url: spec.url, connections: spec.connections, duration, requests: spec.requests });
}

/** Drives one scenario: a warm-up run that is thrown away, then the measured run. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  await drive(spec, spec.warmupSeconds);
  return combine(spec, [await drive(spec, spec.seconds)]);
}

/**
 * Drives scenarios that are compared with one another (a read and the empty route it is measured against)
 * in turns: each warmed up once, then `rounds` slices of `seconds / rounds` each, one scenario after the
 * other. On a shared virtual machine the speed of the host drifts by tens of per cent over a minute; in
 * turns, every scenario sees the same stretches of it, so their ratio measures the service, not the drift.
 */
export async function runInTurns(specs: LoadSpec[], rounds: number): Promise<LoadResult[]> {
  for (const spec of specs) {
    await drive(spec, spec.warmupSeconds);
  }
  const slices = specs.map((): autocannon.Result[] => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, spec] of specs.entries()) {
      slices[index].push(await drive(spec, Math.max(1, Math.round(spec.seconds / rounds))));
    }
  }
  return specs.map((spec, index) => combine(spec, slices[index]));
}

/** One result from equal slices: mean req/s, median p50, worst p99, all errors. */
function combine(spec: LoadSpec, slices: autocannon.Result[]): LoadResult {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const p50s = slices.map((slice) => slice.latency.p50).sort((a, b) => a - b);
  return {
    name: spec.name,
    connections: spec.connections,
    reqPerSec: Math.round(sum(slices.map((slice) => slice.requests.average)) / slices.length),
    p50Ms: p50s[Math.floor((p50s.length - 1) / 2)],
    p99Ms: Math.max(...slices.map((slice) => slice.latency.p99)),
    errors: sum(slices.map((slice) => slice.errors + slice.timeouts)),
    non2xx: sum(slices.map((slice) => slice.non2xx)),
  };
}

/** Cycles through values, one per call: spreads reads over many programs. */
export function cycle<T>(values: T[]): () => T {
  let index = 0;
  return () => values[index++ % values.length];
}
