export type QueueHealth = 'ok' | 'in-process' | 'unavailable';

/** Jobs of the Redis queue by state (BullMQ's names). */
export interface QueueDepth {
  waiting: number;
  delayed: number;
  active: number;
}

export interface LocalScheduling {
  schedule(deliveryIds: number[], at?: Date): void;
}

/**
 * Hands committed deliveries to whatever sends them: the Redis queue, or the in-process runner. It only
 * schedules: the database row is the truth, so a lost schedule costs latency (the sweeper), never a delivery.
 */
export abstract class DeliveryScheduler {
  /**
   * The in-process runner, when this process runs the worker. Attached after both exist (the runner's chain of
   * dependencies reaches the outbox, which schedules through this class): injecting it would be a cycle.
   */
  protected local?: LocalScheduling;

  attachLocalRunner(runner: LocalScheduling): void {
    this.local = runner;
  }

  /** Fire and forget: never throws, never blocks the caller for long. */
  abstract schedule(deliveryIds: number[], at?: Date): void;

  abstract health(): Promise<QueueHealth>;

  /** The queue's jobs by state; undefined without a queue (in-process) or while it does not answer. */
  abstract depth(): Promise<QueueDepth | undefined>;
}
