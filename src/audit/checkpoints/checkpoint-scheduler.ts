import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { RecurringTask } from '../../common/recurring-task';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CheckpointIssuer } from './checkpoint-issuer.service';

/**
 * Runs the issuer every AUDIT_CHECKPOINT_INTERVAL_S. Every API process runs it; the issuer's lock lets one of
 * them issue, and a run that finds no moved program writes nothing.
 */
@Injectable()
export class CheckpointScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: RecurringTask;

  constructor(
    private readonly issuer: CheckpointIssuer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.task = new RecurringTask(() => this.issue(), logger, 'audit checkpoint run failed');
  }

  onApplicationBootstrap(): void {
    this.task.start(this.config.audit.checkpointIntervalSeconds * 1000);
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  private async issue(): Promise<void> {
    const { checkpoint } = await this.issuer.issue();
    if (checkpoint) {
      this.logger.info(
        { checkpoint_id: checkpoint.id, tree_size: checkpoint.treeSize, kid: checkpoint.kid },
        'audit checkpoint issued',
      );
    }
  }
}
