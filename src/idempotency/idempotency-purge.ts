import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy, Optional } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../common/logging/logging.module';
import { RecurringTask } from '../common/recurring-task';
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
  private readonly task: RecurringTask;
  private readonly timing: IdempotencyPurgeTiming;

  constructor(
    private readonly idempotency: IdempotencyService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
    @Optional() @Inject(IDEMPOTENCY_PURGE_TIMING) timing?: IdempotencyPurgeTiming,
  ) {
    this.timing = timing ?? DEFAULT_IDEMPOTENCY_PURGE_TIMING;
    this.task = new RecurringTask(() => this.purge(), logger, 'idempotency key purge failed');
  }

  onApplicationBootstrap(): void {
    const jitter = Math.floor(Math.random() * this.timing.firstRunJitterMs);
    this.task.start(this.timing.intervalMs, this.timing.firstRunDelayMs + jitter);
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  private async purge(): Promise<void> {
    const deleted = await this.idempotency.purgeExpired();
    if (deleted > 0) {
      this.logger.info({ deleted }, 'expired idempotency keys deleted');
    }
  }
}
