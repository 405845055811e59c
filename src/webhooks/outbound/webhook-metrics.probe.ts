import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { ServiceMetrics } from '../../observability/metrics/service-metrics';
import { DeliveryScheduler } from './delivery-scheduler';
import { WebhookDeliveryHistoryRepository } from './webhook-delivery-history.repository';

/** At each scrape: the outbox's backlog and its oldest delivery's age, the queue's jobs, whether Redis is connected. */
@Injectable()
export class WebhookMetricsProbe implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly history: WebhookDeliveryHistoryRepository,
    private readonly scheduler: DeliveryScheduler,
    private readonly metrics: ServiceMetrics,
  ) {}

  onModuleInit(): void {
    this.metrics.onScrape(() => this.readOutbox());
    if (this.config.redisUrl) {
      this.metrics.onScrape(() => this.readQueue());
    }
  }

  private async readOutbox(): Promise<void> {
    const { pending, oldest } = await this.db.read((unit) => this.history.pendingSummary(unit));
    this.metrics.outboxPending.set(pending);
    this.metrics.outboxOldestPendingAge.set(oldest ? Math.max(0, Date.now() - oldest.getTime()) / 1000 : 0);
  }

  private async readQueue(): Promise<void> {
    const up = (await this.scheduler.health()) === 'ok';
    this.metrics.redisUp.set(up ? 1 : 0);
    const depth = up ? await this.scheduler.depth() : undefined;
    if (depth) {
      for (const state of ['waiting', 'delayed', 'active'] as const) {
        this.metrics.queueJobs.set({ state }, depth[state]);
      }
    }
  }
}
