/**
 * Whether this process records traces. Set once by start-tracing, before the application loads; the hot paths ask it
 * first, so that with tracing off they cost one boolean read.
 */
let enabled = false;
let shutdown: () => Promise<void> = () => Promise.resolve();

export function tracingEnabled(): boolean {
  return enabled;
}

/** The SDK (or a test's tracer provider) is registered: spans are recorded from now on; `stop` flushes them. */
export function markTracingStarted(stop: () => Promise<void>): void {
  enabled = true;
  shutdown = stop;
}

/** Exports the spans still buffered and stops recording (application shutdown). Safe to call more than once. */
export async function stopTracing(): Promise<void> {
  const stop = shutdown;
  shutdown = () => Promise.resolve();
  await stop();
}
