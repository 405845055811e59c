import { fork } from 'node:child_process';
import { join } from 'node:path';

/** Milliseconds each /health/live answer took, in the order asked. */
export type ProbeDelays = number[];

export async function probeOnce(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/health/live`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/**
 * A probing client in its own process (probe-loop.ts), asking the service's /health/live until stopped; resolved once
 * its warm-up answers are behind it and it records.
 */
export async function startProbing(url: string): Promise<{ stop(): Promise<ProbeDelays> }> {
  const child = fork(join(__dirname, 'probe-loop.js'), [url], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code) => reject(new Error(`the probing process exited (${code}) before it was stopped`)));
  });
  exited.catch(() => undefined);
  const nextMessage = () => Promise.race([new Promise((resolve) => child.once('message', resolve)), exited]);
  await nextMessage();
  return {
    async stop() {
      const delays = nextMessage();
      child.send('stop');
      return (await delays) as ProbeDelays;
    },
  };
}
