import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { DataSource } from 'typeorm';
import { DatabaseHealth } from './database-health';
import { DATABASE_DIALECT } from './dialect';
import { LeanSql } from './lean-sql';
import { DatabaseMetricsProbe } from '../observability/metrics/database-metrics.probe';
import { queryMetrics } from '../observability/metrics/query-metrics';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { TransactionRunner } from './transaction-runner';
import { ReadReplica } from './read-replica';
import { APP_LOGGER } from '../common/logging/logging.module';
import { Logger } from 'pino';

@Global()
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.database),
          migrationsRun: config.database.runMigrations,
          // Keep a failing connection from retrying for minutes at start: fail fast, let the operator see why.
          retryAttempts: 0,
        }),
      ],
      providers: [
        TransactionRunner,
        {
          // DATABASE_READ_URL: a second, read-only DataSource of its own, opened on first use (docs/operations.md).
          provide: ReadReplica,
          useFactory: (logger: Logger, metrics: ServiceMetrics) =>
            new ReadReplica(config.database.readReplica, logger, metrics),
          inject: [APP_LOGGER, ServiceMetrics],
        },
        DatabaseHealth,
        DatabaseMetricsProbe,
        { provide: DATABASE_DIALECT, useValue: config.database.dialect },
        {
          provide: LeanSql,
          useFactory: (dataSource: DataSource, metrics: ServiceMetrics) =>
            new LeanSql(dataSource, queryMetrics(metrics)),
          inject: [DataSource, ServiceMetrics],
        },
      ],
      exports: [TransactionRunner, DatabaseHealth, LeanSql, DATABASE_DIALECT, ReadReplica],
    };
  }
}
