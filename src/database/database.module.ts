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
      exports: [TransactionRunner, DatabaseHealth, LeanSql, DATABASE_DIALECT],
    };
  }
}
