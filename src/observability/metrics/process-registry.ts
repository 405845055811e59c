import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * The Node.js process metrics (event-loop lag, heap, GC, CPU, handles), collected once per process: their collectors
 * hook process-wide observers, so every application instance of the process (the tests start many) shares them.
 */
export function processRegistry(): Registry {
  if (registry === undefined) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  }
  return registry;
}
