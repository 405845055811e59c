import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { LEASE_MARGIN_MS } from './delivery-claims';
import { DeliveryProcessor } from './delivery-processor';

const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The in-process scheduler: a timer per waiting delivery and at most `concurrency` sends at once.
 * Used when there is no Redis, and as the fallback while Redis is unreachable.
 */
@Injectable()
export class LocalDeliveryRunner implements OnModuleInit, OnModuleDestroy {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private readonly ready = new Set<number>();
  private readonly running = new Map<number, Promise<void>>();
  private closed = false;
  private readonly log: Logger;
  private processor!: DeliveryProcessor;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly moduleRef: ModuleRef,
  ) {
    this.log = logger.child({ component: 'webhook-runner' });
  }

  /**
   * Looked up once everything exists, not injected: the processor's recorder schedules (a closing breaker's waiting
   * deliveries, a disabled endpoint's notice) through the scheduler, which runs here — a constructor cycle otherwise.
   */
  onModuleInit(): void {
    this.processor = this.moduleRef.get(DeliveryProcessor);
  }

  schedule(ids: number[], at?: Date): void {
    if (this.closed) {
      return;
    }
    const delay = at ? Math.min(Math.max(0, at.getTime() - Date.now()), MAX_TIMER_MS) : 0;
    for (const id of ids) {
      if (this.running.has(id) || this.ready.has(id)) {
        continue;
      }
      clearTimeout(this.timers.get(id));
      if (delay === 0) {
        this.timers.delete(id);
        this.ready.add(id);
      } else {
        this.timers.set(
          id,
          setTimeout(() => {
            this.timers.delete(id);
            this.ready.add(id);
            this.pump();
          }, delay),
        );
      }
    }
    this.pump();
  }

  private pump(): void {
    while (!this.closed && this.running.size < this.config.webhook.concurrency && this.ready.size > 0) {
      const id = this.ready.values().next().value as number;
      this.ready.delete(id);
      this.running.set(id, this.run(id));
    }
  }

  private async run(id: number): Promise<void> {
    try {
      const next = await this.processor.process(id);
      this.running.delete(id);
      if (next) {
        this.schedule([id], next);
      }
    } catch (error) {
      // The row stays due; the sweeper offers it again.
      this.log.warn({ delivery_id: id, err: (error as Error).message }, 'webhook delivery step failed');
    } finally {
      this.running.delete(id);
      this.pump();
    }
  }

  /** Stops taking work, clears timers, lets in-flight sends finish (bounded) and releases the rest. */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers.values()) {
      clearTimeout(timer);
    }
    this.timers.clear();
    this.ready.clear();
    const bound = this.config.webhook.timeoutMs + LEASE_MARGIN_MS;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(this.running.values()),
      new Promise((resolve) => {
        timer = setTimeout(resolve, bound);
      }),
    ]);
    clearTimeout(timer);
    await this.processor.release().catch(() => undefined);
  }
}
