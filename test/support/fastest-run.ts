/**
 * The fastest of a few runs of `run`, in ms: the one least disturbed by other processes on a shared machine. Timing
 * bounds in tests are regression guards (super-linear code), never speed targets (those live in `npm run bench`).
 */
export function fastestMs(run: () => unknown, times = 5): number {
  let best = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < times; attempt++) {
    const started = process.hrtime.bigint();
    run();
    best = Math.min(best, Number(process.hrtime.bigint() - started) / 1e6);
  }
  return best;
}
