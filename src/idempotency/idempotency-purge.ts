import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../common/logging/logging.module';
import { IdempotencyService } from './idempotency.service';

/** How often the expired keys are deleted: a key outlives its window by at most this much. */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes the keys past their replay window every hour: their stored answers repeat personal data (a registration's
 * name and e-mail) that must not be kept longer than the replay needs. Every process runs it; the delete is the same
 * whoever runs it. The timer is unref'd, so it never keeps a process alive.
 */
@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly idempotency: IdempotencyService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), IDEMPOTENCY_PURGE_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
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
