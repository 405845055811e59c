import { DynamicModule, Global, Module, Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { MetricsController } from './metrics.controller';
import { MetricsListener } from './metrics-listener';
import { ServiceMetrics } from './service-metrics';

export type ProcessRole = 'api' | 'worker';

/**
 * The service's Prometheus metrics, one `ServiceMetrics` per application, injectable everywhere. `GET /metrics` is a
 * route of the API's own port unless METRICS_PORT names another (then a listener of its own serves it); the worker,
 * which has no HTTP API, always serves it on a listener: METRICS_PORT, or PORT.
 */
@Global()
@Module({})
export class MetricsModule {
  static forRoot(config: AppConfig, role: ProcessRole): DynamicModule {
    const onMainPort = role === 'api' && (config.metrics.port === undefined || config.metrics.port === config.port);
    const metrics: Provider = {
      provide: ServiceMetrics,
      useFactory: () =>
        new ServiceMetrics(
          { version: config.version, role },
          {
            redis: config.redisUrl !== undefined,
            // Only the API reads from the replica and keeps the partitions; the worker does neither.
            replica: role === 'api' && config.database.readReplica !== undefined,
            partitions: role === 'api' && config.database.dialect === 'postgres',
          },
        ),
    };
    return {
      module: MetricsModule,
      controllers: onMainPort ? [MetricsController] : [],
      providers: onMainPort ? [metrics] : [metrics, MetricsListener],
      exports: [ServiceMetrics],
    };
  }
}
