/**
 * Asks a cheap route again and again while other requests are served and keeps the longest wait: if one request
 * blocks the event loop, every other client waits that long, and this probe sees it.
 */
export class LivenessProbe {
  private running: Promise<void> | undefined;
  private inFlight: Promise<unknown> = Promise.resolve();
  private stopping = false;
  private longestMs = 0;

  start(url: string, pauseMs = 25): void {
    this.stopping = false;
    this.longestMs = 0;
    this.running = this.loop(url, pauseMs);
  }

  /** The longest wait since the last call, once the probe request now in flight has answered. */
  async takeLongest(): Promise<number> {
    await this.inFlight;
    const longest = this.longestMs;
    this.longestMs = 0;
    return Math.round(longest);
  }

  /** Stops probing and answers the longest wait not yet taken. */
  async stop(): Promise<number> {
    this.stopping = true;
    await this.running;
    this.running = undefined;
    return Math.round(this.longestMs);
  }

  private async loop(url: string, pauseMs: number): Promise<void> {
    while (!this.stopping) {
      const started = performance.now();
      const probe = fetch(url).then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) {
          throw new Error(`liveness probe answered ${response.status}`);
        }
        this.longestMs = Math.max(this.longestMs, performance.now() - started);
      });
      this.inFlight = probe.catch(() => undefined);
      await probe;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}
