import { Injectable } from '@nestjs/common';
import { DeliveryScheduler, QueueDepth, QueueHealth } from './delivery-scheduler';

/**
 * No Redis: deliveries run on this process's timers. Without a local runner (the worker runs in its
 * own process) scheduling is a no-op and that process's sweeper picks the rows up from the database.
 */
@Injectable()
export class InProcessScheduler extends DeliveryScheduler {
  schedule(deliveryIds: number[], at?: Date): void {
    this.local?.schedule(deliveryIds, at);
  }

  health(): Promise<QueueHealth> {
    return Promise.resolve('in-process');
  }

  depth(): Promise<QueueDepth | undefined> {
    return Promise.resolve(undefined);
  }
}
