import { BullModule } from '@nestjs/bullmq';
import { DynamicModule, Module, Provider, Type } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { BullmqScheduler } from './outbound/bullmq-scheduler';
import { CircuitBreaker } from './outbound/circuit-breaker';
import { DeliveryClaims } from './outbound/delivery-claims';
import { DeliveryProcessor } from './outbound/delivery-processor';
import { DELIVERY_QUEUE, ListenedQueue, ListenedWorker, redisOptions } from './outbound/delivery-queue';
import { DeliveryQueueProcessor } from './outbound/delivery-queue.processor';
import { DeliveryRecorder } from './outbound/delivery-recorder';
import { DeliveryScheduler } from './outbound/delivery-scheduler';
import { DeliverySweeper } from './outbound/delivery-sweeper';
import { InProcessScheduler } from './outbound/in-process-scheduler';
import { LocalDeliveryRunner } from './outbound/local-delivery-runner';
import { LocalRunnerAttachment } from './outbound/local-runner-attachment';
import { OutboxWriter } from './outbound/outbox-writer';
import { SsrfGuard } from './outbound/ssrf-guard';
import { WebhookDeliveriesRepository } from './outbound/webhook-deliveries.repository';
import { WebhookDeliveriesService } from './outbound/webhook-deliveries.service';
import { WebhookEndpointsRepository } from './outbound/webhook-endpoints.repository';
import { WebhookEndpointsService } from './outbound/webhook-endpoints.service';
import { WebhookSender } from './outbound/webhook-sender';
import { WebhookDeliveriesController, WebhooksController } from './outbound/webhooks.controller';
import { EndpointDisabler } from './outbound/endpoint-disabler';
import { EndpointManagementService } from './outbound/endpoint-management.service';
import { EndpointRecoveryService } from './outbound/endpoint-recovery.service';
import { EndpointStatsService } from './outbound/endpoint-stats.service';
import { WebhookDeliveryHistoryRepository } from './outbound/webhook-delivery-history.repository';
import { OperatorEndpointsController } from './outbound/endpoints.controller';
import { PartnerEndpointsController } from './outbound/partner-endpoints.controller';
import { WebhookMetricsProbe } from './outbound/webhook-metrics.probe';

export interface WebhooksModuleOptions {
  /** Run the delivery worker and sweeper here (default: WEBHOOK_WORKER_IN_PROCESS). */
  worker?: boolean;
  /** Serve the operator routes (false in the worker process). */
  http?: boolean;
}

/**
 * Outbound operator webhooks. The outbox writer hooks into the event door; scheduling goes through
 * BullMQ when REDIS_URL is set, else in-process. Global so health can report the queue.
 */
@Module({})
export class WebhooksModule {
  static register(config: AppConfig, options: WebhooksModuleOptions = {}): DynamicModule {
    const redis = config.redisUrl;
    BullModule.queueClass = ListenedQueue;
    BullModule.workerClass = ListenedWorker;
    const worker = options.worker ?? config.webhook.workerInProcess;
    const workerProviders: Array<Type | Provider> = worker
      ? [LocalDeliveryRunner, LocalRunnerAttachment, DeliverySweeper, ...(redis ? [DeliveryQueueProcessor] : [])]
      : [];
    return {
      module: WebhooksModule,
      global: true,
      imports: [
        ProgramEventsModule,
        ProgramLookupModule,
        ...(redis
          ? [
              BullModule.forRoot({ connection: redisOptions(redis), prefix: config.webhook.queuePrefix }),
              BullModule.registerQueue({ name: DELIVERY_QUEUE }),
            ]
          : []),
      ],
      controllers:
        options.http === false
          ? []
          : [WebhooksController, WebhookDeliveriesController, OperatorEndpointsController, PartnerEndpointsController],
      providers: [
        {
          provide: SsrfGuard,
          inject: [APP_CONFIG],
          useFactory: (appConfig: AppConfig) => new SsrfGuard(appConfig.webhook.allowedCidrs),
        },
        { provide: WebhookSender, inject: [SsrfGuard], useFactory: (guard: SsrfGuard) => new WebhookSender(guard) },
        { provide: DeliveryScheduler, useClass: redis ? BullmqScheduler : InProcessScheduler },
        WebhookEndpointsRepository,
        WebhookDeliveriesRepository,
        WebhookMetricsProbe,
        CircuitBreaker,
        DeliveryClaims,
        DeliveryRecorder,
        EndpointDisabler,
        EndpointManagementService,
        WebhookDeliveryHistoryRepository,
        EndpointRecoveryService,
        EndpointStatsService,
        DeliveryProcessor,
        OutboxWriter,
        WebhookEndpointsService,
        WebhookDeliveriesService,
        ...workerProviders,
      ],
      exports: [
        DeliveryScheduler,
        WebhookEndpointsService,
        WebhookEndpointsRepository,
        WebhookDeliveriesRepository,
        OutboxWriter,
        // The console's endpoint pages (src/console/endpoints).
        EndpointManagementService,
        EndpointRecoveryService,
        EndpointStatsService,
        WebhookDeliveriesService,
      ],
    };
  }
}
