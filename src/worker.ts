import 'reflect-metadata';
// Before anything it instruments (Nest, express, pg, ioredis) is loaded.
import './observability/tracing/start-tracing';
import { DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'pino';
import { AuthModule } from './common/auth/auth.module';
import { createLogger } from './common/logging/logger';
import { LoggingModule } from './common/logging/logging.module';
import { NestLoggerAdapter } from './common/logging/nest-logger.adapter';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { loadConfigOrExit } from './config/load-config-or-exit';
import { applyHeapGrowth } from './bootstrap/heap-growth';
import { DatabaseModule } from './database/database.module';
import { MetricsModule } from './observability/metrics/metrics.module';
import { TracingModule } from './observability/tracing/tracing.module';
import { OperatorAuditLogModule } from './operators/audit-log/operator-audit-log.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/**
 * The delivery worker on its own (`npm run worker`): the queue consumer and the sweeper, sharing the
 * database and Redis with the API processes, which then run with WEBHOOK_WORKER_IN_PROCESS=false.
 * It never migrates: the API process owns the schema.
 */
@Module({})
class WorkerModule {
  static register(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(logger),
        // GET /metrics on a listener of its own: METRICS_PORT, or PORT (the worker serves no API).
        MetricsModule.forRoot(config, 'worker'),
        // No read replica: the worker reads nothing that may lag.
        DatabaseModule.forRoot({
          ...config,
          database: { ...config.database, runMigrations: false, readReplica: undefined },
        }),
        // The event door's module declares HTTP guards; no route is served here, but they must resolve.
        AuthModule,
        // A disabled endpoint without a program is recorded in the operator log.
        OperatorAuditLogModule,
        WebhooksModule.register(config, { worker: true, http: false }),
        TracingModule,
      ],
    };
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  applyHeapGrowth(config.heapGrowingPercent);
  const logger = createLogger(config.logLevel);
  const app = await NestFactory.createApplicationContext(WorkerModule.register(config, logger), {
    logger: new NestLoggerAdapter(logger.child({ component: 'nest' })),
    abortOnError: false,
  });
  app.enableShutdownHooks(undefined, { useProcessExit: true });
  await app.init();
  logger.info(
    { database: config.database.dialect, queue: config.redisUrl ? 'redis' : 'in-process' },
    'webhook delivery worker running',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
