import { setFlagsFromString } from 'node:v8';

/**
 * Bounds how far V8 lets the old generation grow past what the last full collection left live (HEAP_GROWING_PERCENT),
 * for the process's whole life; 0 (the default) leaves V8's own factor, up to 4× on a heap that collects quickly.
 * Measured (`npm run bench`, 100,000-event audit.json): V8's factor lets the process grow 145–155 MB during the export
 * before a full collection gives it back; 40 % keeps it to 26–29 MB, 20 % to 12–20 MB, but the status read then
 * serves 0.90–0.94 (40 %) and 0.74–0.89 (20 %) of its rate, its more frequent full collections paid by every request.
 * Hence a setting for an operator short of memory rather than the default (docs/operations.md, "Memory").
 */
export function applyHeapGrowth(percent: number): void {
  if (percent > 0) {
    setFlagsFromString(`--heap-growing-percent=${Math.trunc(percent)}`);
  }
}
