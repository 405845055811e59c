import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseHealth } from '../../database/database-health';
import { SCRAPE_PROBE_TIMEOUT_MS, ServiceMetrics } from './service-metrics';

/** What `pg`'s Pool says of itself (TypeORM's PostgreSQL driver keeps it as `master`). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

/** Answers within the scrape's bound, so an unanswering database reads as down rather than as its last value. */
const PING_WITHIN_MS = SCRAPE_PROBE_TIMEOUT_MS - 100;

/** At each scrape: whether the database answers, and the pool's connections by state. */
@Injectable()
export class DatabaseMetricsProbe implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly health: DatabaseHealth,
    private readonly metrics: ServiceMetrics,
  ) {}

  onModuleInit(): void {
    this.metrics.onScrape(async () => {
      this.readPool();
      this.metrics.databaseUp.set((await this.health.ping(PING_WITHIN_MS)) ? 1 : 0);
    });
  }

  private readPool(): void {
    const gauge = this.metrics.dbPool;
    const pool = (this.dataSource.driver as unknown as { master?: PgPool }).master;
    if (pool === undefined || typeof pool.totalCount !== 'number') {
      // SQLite: one connection, which the transaction runner serialises.
      gauge.set({ state: 'max' }, 1);
      gauge.set({ state: 'total' }, this.dataSource.isInitialized ? 1 : 0);
      return;
    }
    gauge.set({ state: 'max' }, pool.options.max ?? 0);
    gauge.set({ state: 'total' }, pool.totalCount);
    gauge.set({ state: 'idle' }, pool.idleCount);
    gauge.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    gauge.set({ state: 'waiting' }, pool.waitingCount);
  }
}
