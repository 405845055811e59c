// A client of its own for the export bench: asks GET /health/live one request after another until its parent says
// stop, then sends back how long each answer took. Run in a separate process so that the downloader's own work (the
// bundle's bytes, its collections) is never counted as the service's delay.
import { ProbeDelays, probeOnce } from './probe';

const url = process.argv[2];
let probing = true;

process.on('message', (message) => {
  if (message === 'stop') {
    probing = false;
  }
});

/** Unrecorded first answers: a new process's first requests pay for its own start (connection, compilation). */
const WARM_UP_PROBES = 20;

void (async () => {
  for (let n = 0; n < WARM_UP_PROBES; n++) {
    await probeOnce(url);
  }
  process.send?.('ready');
  const delays: ProbeDelays = [];
  while (probing) {
    delays.push(await probeOnce(url));
  }
  process.send?.(delays, () => process.exit(0));
})();
