import type { Logger } from 'pino';

/**
 * A background job run on a timer, one run at a time (a tick while the previous run is still going is skipped), its
 * failures logged rather than thrown. The timers are unref'd, so they never keep a process alive; `stop` waits for a
 * run in progress.
 */
export class RecurringTask {
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly run: () => Promise<void>,
    private readonly logger: Logger,
    private readonly failure: string,
  ) {}

  /** Every `intervalMs`, and once after `firstRunAfterMs` when given. */
  start(intervalMs: number, firstRunAfterMs?: number): void {
    const interval = setInterval(() => this.tick(), intervalMs);
    this.timers.push(interval);
    if (firstRunAfterMs !== undefined) {
      this.timers.push(setTimeout(() => this.tick(), firstRunAfterMs));
    }
    this.timers.forEach((timer) => timer.unref());
  }

  async stop(): Promise<void> {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers = [];
    await this.running;
  }

  private tick(): void {
    this.running ??= this.run()
      .catch((error: unknown) => {
        this.logger.error({ err: error }, this.failure);
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
