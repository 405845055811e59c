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

/** Drives one scenario: a warm-up run that is thrown away, then the measured run. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  const options = (duration: number): autocannon.Options => ({
    url: spec.url,
    connections: spec.connections,
    duration,
    requests: spec.requests,
  });
  await autocannon(options(spec.warmupSeconds));
  const result = await autocannon(options(spec.seconds));
  return {
    name: spec.name,
    connections: spec.connections,
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Cycles through values, one per call: spreads reads over many programs. */
export function cycle<T>(values: T[]): () => T {
  let index = 0;
  return () => values[index++ % values.length];
}
