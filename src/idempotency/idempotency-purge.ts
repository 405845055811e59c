import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../common/logging/logging.module';
import { IdempotencyService } from './idempotency.service';

/** How often the expired keys are deleted: a key outlives its window by at most this much. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** When the purge runs after start and how often; tests inject a short first delay. */
export interface IdempotencyPurgeTiming {
  /** The first purge runs this long after bootstrap, plus a random jitter below `firstRunJitterMs`. */
  firstRunDelayMs: number;
  firstRunJitterMs: number;
  intervalMs: number;
}

export const IDEMPOTENCY_PURGE_TIMING = Symbol('IDEMPOTENCY_PURGE_TIMING');

/**
 * Soon after start (not at once: the start is busy enough), spread by the jitter so processes restarted together do
 * not all delete at the same instant.
 */
export const DEFAULT_IDEMPOTENCY_PURGE_TIMING: IdempotencyPurgeTiming = {
  firstRunDelayMs: 30_000,
  firstRunJitterMs: 30_000,
  intervalMs: IDEMPOTENCY_PURGE_INTERVAL_MS,
};

/**
 * Deletes the keys past their replay window shortly after start and then every hour: their stored answers repeat
 * personal data (a registration's name and e-mail) that must not be kept longer than the replay needs. The run
 * after start matters: a process restarted more often than hourly would otherwise never purge. Every process runs
 * it; the delete is the same whoever runs it. The timers are unref'd, so they never keep a process alive.
 */
@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private firstRun: NodeJS.Timeout | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly timing: IdempotencyPurgeTiming;

  constructor(
    private readonly idempotency: IdempotencyService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    @Optional() @Inject(IDEMPOTENCY_PURGE_TIMING) timing?: IdempotencyPurgeTiming,
  ) {
    this.timing = timing ?? DEFAULT_IDEMPOTENCY_PURGE_TIMING;
  }

  onApplicationBootstrap(): void {
    const jitter = Math.floor(Math.random() * this.timing.firstRunJitterMs);
    this.firstRun = setTimeout(() => this.tick(), this.timing.firstRunDelayMs + jitter);
    this.firstRun.unref();
    this.timer = setInterval(() => this.tick(), this.timing.intervalMs);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearTimeout(this.firstRun);
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): void {
    if (this.running) {
      return;
    }
    this.running = this.idempotency
      .purgeExpired()
      .then((deleted) => {
        if (deleted > 0) {
          this.logger.info({ deleted }, 'expired idempotency keys deleted');
        }
      })
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'idempotency key purge failed');
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
