import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { DeliveryClaims } from './delivery-claims';
import { DeliveryScheduler } from './delivery-scheduler';

/**
 * Every SWEEPER_INTERVAL_MS, offers again every due delivery nobody holds: what a lost job, a Redis
 * outage, a crash mid-attempt or a restart left behind. The database is the truth; the queue only schedules.
 */
@Injectable()
export class DeliverySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | undefined;
  private readonly log: Logger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly claims: DeliveryClaims,
    private readonly scheduler: DeliveryScheduler,
  ) {
    this.log = logger.child({ component: 'webhook-sweeper' });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), this.config.webhook.sweeperIntervalMs);
    // First pass at once: deliveries left by a previous run go out without waiting a whole interval.
    void this.sweep();
  }

  sweep(): Promise<void> {
    this.sweeping ??= this.run().finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async run(): Promise<void> {
    try {
      const due = await this.claims.due();
      if (due.length > 0) {
        this.scheduler.schedule(due);
      }
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, 'webhook sweep failed; retrying next interval');
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }
}
