export type QueueHealth = 'ok' | 'in-process' | 'unavailable';

/**
 * Hands committed deliveries to whatever sends them: the Redis queue, or the in-process runner. It only
 * schedules: the database row is the truth, so a lost schedule costs latency (the sweeper), never a delivery.
 */
export abstract class DeliveryScheduler {
  /** Fire and forget: never throws, never blocks the caller for long. */
  abstract schedule(deliveryIds: number[], at?: Date): void;

  abstract health(): Promise<QueueHealth>;
}
