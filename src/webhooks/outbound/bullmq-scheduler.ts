import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Queue, RedisClient } from 'bullmq';
import { Logger } from 'pino';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { DELIVER_JOB, DELIVERY_QUEUE, DeliveryJobData, withTimeout } from './delivery-queue';
import { DeliveryScheduler, QueueDepth, QueueHealth } from './delivery-scheduler';

/** `queue.add` can hang while Redis is down: intake never waits on it longer than this (and not at all, in fact). */
export const ENQUEUE_TIMEOUT_MS = 500;
const WARN_EVERY_MS = 10_000;

/**
 * Redis: one BullMQ job per delivery, job id = delivery id, so the after-commit enqueue and the sweeper
 * never queue the same delivery twice. When Redis does not answer in time and this process runs a
 * worker, the delivery runs locally instead (the claim keeps it single); otherwise the sweeper retries.
 */
@Injectable()
export class BullmqScheduler extends DeliveryScheduler implements OnModuleInit {
  private readonly log: Logger;
  private lastWarnAt = 0;
  private client: RedisClient | undefined;

  constructor(
    @InjectQueue(DELIVERY_QUEUE) private readonly queue: Queue<DeliveryJobData>,
    @Inject(APP_LOGGER) logger: Logger,
  ) {
    super();
    this.log = logger.child({ component: 'webhook-queue' });
  }

  onModuleInit(): void {
    // The queue already swallows errors (ListenedQueue); this listener is the one that says so.
    this.queue.on('error', (error: Error) => this.warn('webhook queue connection error', error));
    // Resolves once Redis first answers (never while it is down at start); kept to read the live status.
    this.queue.client.then(
      (client) => {
        this.client = client;
      },
      () => undefined,
    );
  }

  schedule(deliveryIds: number[], at?: Date): void {
    if (!this.connected()) {
      // Known down: do not pile commands up in the client's offline queue; run here or leave it to the sweeper.
      this.local?.schedule(deliveryIds, at);
      return;
    }
    const delay = at ? Math.max(0, at.getTime() - Date.now()) : 0;
    for (const id of deliveryIds) {
      // BullMQ refuses integer-like custom ids. One id per delivery and due time: offering the same attempt twice
      // queues it once, while a retry scheduled from inside the running job is a job of its own.
      const jobId = `delivery-${id}-${at?.getTime() ?? 0}`;
      const added = this.queue.add(
        DELIVER_JOB,
        { deliveryId: id },
        { jobId, delay, removeOnComplete: true, removeOnFail: true },
      );
      withTimeout(added, ENQUEUE_TIMEOUT_MS).catch((error: unknown) => {
        this.warn('webhook enqueue failed; the sweeper will offer it again', error);
        this.local?.schedule([id], at);
      });
    }
  }

  health(): Promise<QueueHealth> {
    return Promise.resolve(this.connected() ? 'ok' : 'unavailable');
  }

  async depth(): Promise<QueueDepth | undefined> {
    if (!this.connected()) {
      return undefined;
    }
    const counts = await withTimeout(this.queue.getJobCounts('waiting', 'delayed', 'active'), ENQUEUE_TIMEOUT_MS);
    return { waiting: counts.waiting ?? 0, delayed: counts.delayed ?? 0, active: counts.active ?? 0 };
  }

  private connected(): boolean {
    return this.client?.status === 'ready';
  }

  private warn(message: string, error: unknown): void {
    if (Date.now() - this.lastWarnAt < WARN_EVERY_MS) {
      return;
    }
    this.lastWarnAt = Date.now();
    this.log.warn({ err: error instanceof Error ? error.message : String(error) }, message);
  }
}
