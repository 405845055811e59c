import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { DeliveryClaims, SWEEP_BATCH } from './delivery-claims';
import { DeliveryScheduler } from './delivery-scheduler';

/**
 * Every SWEEPER_INTERVAL_MS, offers again every due delivery nobody holds: what a lost job, a Redis
 * outage, a crash mid-attempt or a restart left behind. The database is the truth; the queue only schedules.
 */
/** A full batch means a backlog (after an outage, or a worker that was down): keep going soon, not next interval. */
const BACKLOG_FOLLOW_UP_MS = 250;

@Injectable()
export class DeliverySweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private followUp: NodeJS.Timeout | undefined;
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
      if (due.length >= SWEEP_BATCH && this.timer !== undefined) {
        clearTimeout(this.followUp);
        this.followUp = setTimeout(() => void this.sweep(), BACKLOG_FOLLOW_UP_MS);
      }
    } catch (error) {
      this.log.warn({ err: (error as Error).message }, 'webhook sweep failed; retrying next interval');
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.followUp);
    this.timer = undefined;
    await this.sweeping;
  }
}
