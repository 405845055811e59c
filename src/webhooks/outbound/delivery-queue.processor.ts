import { OnWorkerEvent, Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { DelayedError, Job } from 'bullmq';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { DeliveryJobData, DELIVERY_QUEUE } from './delivery-queue';
import { DeliveryProcessor } from './delivery-processor';

/**
 * The BullMQ worker. A retry keeps the same job (and so the job id = delivery id): the job is moved
 * back to the delayed set until the next rung of the ladder.
 */
@Processor(DELIVERY_QUEUE)
export class DeliveryQueueProcessor extends WorkerHost implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log: Logger;
  private lastWarnAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly processor: DeliveryProcessor,
  ) {
    super();
    this.log = logger.child({ component: 'webhook-worker' });
  }

  /** The decorator's options are static; the configured concurrency is applied once the worker exists. */
  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.webhook.concurrency;
  }

  async process(job: Job<DeliveryJobData>, token?: string): Promise<void> {
    const next = await this.processor.process(job.data.deliveryId);
    if (next && token) {
      await job.moveToDelayed(next.getTime(), token);
      throw new DelayedError();
    }
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    // Reconnection attempts repeat every couple of seconds while Redis is down: one line per 10 s is enough.
    if (Date.now() - this.lastWarnAt >= 10_000) {
      this.lastWarnAt = Date.now();
      this.log.warn({ err: error.message }, 'webhook worker connection error');
    }
  }

  /** Stop taking jobs and let the active ones finish before the database closes. */
  async onModuleDestroy(): Promise<void> {
    try {
      await this.worker.close();
    } catch {
      // never created or already closed
    }
    await this.processor.release().catch(() => undefined);
  }
}
