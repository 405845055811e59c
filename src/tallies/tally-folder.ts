import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../common/logging/logging.module';
import { RecurringTask } from '../common/recurring-task';
import { Tallies } from './tallies.service';

/**
 * How often the deltas are folded. A read sums the deltas not folded yet, so this bounds the rows a read adds up
 * (a second of writes), not how current it is: reads are exact either way.
 */
export const TALLY_FOLD_INTERVAL_MS = 1000;

/** Folds the tallies' deltas every second in every API process; on PostgreSQL concurrent folds take turns. */
@Injectable()
export class TallyFolder implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: RecurringTask;

  constructor(tallies: Tallies, @Inject(APP_LOGGER) logger: Logger) {
    this.task = new RecurringTask(() => tallies.fold(), logger, 'tally fold failed');
  }

  onApplicationBootstrap(): void {
    this.task.start(TALLY_FOLD_INTERVAL_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }
}
