import { Injectable, Optional } from '@nestjs/common';
import { DeliveryScheduler, QueueHealth } from './delivery-scheduler';
import { LocalDeliveryRunner } from './local-delivery-runner';

/**
 * No Redis: deliveries run on this process's timers. Without a local runner (the worker runs in its
 * own process) scheduling is a no-op and that process's sweeper picks the rows up from the database.
 */
@Injectable()
export class InProcessScheduler extends DeliveryScheduler {
  constructor(@Optional() private readonly runner?: LocalDeliveryRunner) {
    super();
  }

  schedule(deliveryIds: number[], at?: Date): void {
    this.runner?.schedule(deliveryIds, at);
  }

  health(): Promise<QueueHealth> {
    return Promise.resolve('in-process');
  }
}
