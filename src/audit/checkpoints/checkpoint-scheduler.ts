import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { CheckpointIssuer } from './checkpoint-issuer.service';

/**
 * Runs the issuer every AUDIT_CHECKPOINT_INTERVAL_S. Every API process runs it; the issuer's lock lets one of
 * them issue, and a run that finds no moved program writes nothing.
 */
@Injectable()
export class CheckpointScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly issuer: CheckpointIssuer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.audit.checkpointIntervalSeconds * 1000);
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
    this.running = this.issuer
      .issue()
      .then(({ checkpoint }) => {
        if (checkpoint) {
          this.logger.info(
            { checkpoint_id: checkpoint.id, tree_size: checkpoint.treeSize, kid: checkpoint.kid },
            'audit checkpoint issued',
          );
        }
      })
      .catch((error: unknown) => {
        this.logger.error({ err: error }, 'audit checkpoint run failed');
      })
      .finally(() => {
        this.running = undefined;
      });
  }
}
