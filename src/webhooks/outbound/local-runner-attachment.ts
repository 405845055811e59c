import { Injectable, OnModuleInit } from '@nestjs/common';
import { DeliveryScheduler } from './delivery-scheduler';
import { LocalDeliveryRunner } from './local-delivery-runner';

/** In a process that runs the worker: lets the scheduler hand deliveries to the local runner. */
@Injectable()
export class LocalRunnerAttachment implements OnModuleInit {
  constructor(
    private readonly scheduler: DeliveryScheduler,
    private readonly runner: LocalDeliveryRunner,
  ) {}

  onModuleInit(): void {
    this.scheduler.attachLocalRunner(this.runner);
  }
}
