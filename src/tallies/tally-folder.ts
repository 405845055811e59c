import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../common/logging/logging.module';
import { RecurringTask } from '../common/recurring-task';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Tallies } from './tallies.service';

/**
 * Folds the tallies' deltas every TALLY_FOLD_MS (default 1 s) in every API process; on PostgreSQL concurrent folds
 * take turns. A read sums the deltas not folded yet, so the interval bounds the rows a read adds up, not how current
 * it is: reads are exact either way. 0 leaves folding to other processes.
 */
@Injectable()
export class TallyFolder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: RecurringTask;

  constructor(
    tallies: Tallies,
    @Inject(APP_LOGGER) logger: Logger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.task = new RecurringTask(() => tallies.fold(), logger, 'tally fold failed');
  }

  onApplicationBootstrap(): void {
    if (this.config.tallyFoldMs > 0) {
      this.task.start(this.config.tallyFoldMs);
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
