import { Inject, Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Logger } from 'pino';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { ExpiringValue } from '../../common/expiring-value';
import { RecurringTask } from '../../common/recurring-task';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ServiceMetrics } from '../../observability/metrics/service-metrics';
import { DatabaseDialect, InjectDialect } from '../dialect';
import { TransactionRunner } from '../transaction-runner';
import { EventPartitionsRepository, PARTITIONED_TABLES, PartitionedTable } from './event-partitions.repository';

/** How often each API process makes sure the partitions ahead are attached. */
export const PARTITION_CHECK_MS = 60 * 60 * 1000;

/** Readiness reads how far the partitions reach at most this often. */
const COVERAGE_RECHECK_MS = 60_000;

/** Per partitioned table, the instant its partitions reach (exclusive). */
export type PartitionCoverage = Map<PartitionedTable, Date>;

/**
 * Keeps the yearly partitions of `program_events` and `webhook_attempts` attached PARTITION_MONTHS_AHEAD months ahead on
 * PostgreSQL: at start, then hourly, in every API process (attaching is idempotent and serialised by the database
 * function's advisory lock). A row dated past the last partition would be refused, so readiness and
 * `pws_partitions_covered_until_seconds` report how far they reach. SQLite has no partitions: nothing runs.
 */
@Injectable()
export class PartitionKeeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly task: RecurringTask;
  private readonly coverage: ExpiringValue<PartitionCoverage>;

  constructor(
    private readonly partitions: EventPartitionsRepository,
    private readonly db: TransactionRunner,
    private readonly metrics: ServiceMetrics,
    @InjectDialect() private readonly dialect: DatabaseDialect,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {
    this.task = new RecurringTask(() => this.extend(), logger, 'partition extension failed');
    this.coverage = new ExpiringValue(COVERAGE_RECHECK_MS, () => this.readCoverage());
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.dialect !== 'postgres') {
      return;
    }
    // A failed first run leaves the service up (the migration attached partitions ahead): readiness tells, the next
    // run tries again.
    await this.extend().catch((error: unknown) => this.logger.error({ err: error }, 'partition extension failed'));
    this.task.start(PARTITION_CHECK_MS);
  }

  onModuleDestroy(): Promise<void> {
    return this.task.stop();
  }

  /** Attaches the partitions missing ahead of every partitioned table, then reports how far they reach. */
  async extend(): Promise<void> {
    for (const table of PARTITIONED_TABLES) {
      const attached = await this.db.write((unit) =>
        this.partitions.extend(unit, table, this.config.partitionMonthsAhead),
      );
      if (attached > 0) {
        this.logger.info({ table, attached }, 'partitions attached ahead');
      }
    }
    await this.readCoverage();
  }

  /** How far each table's partitions reach (read at most once a minute); null on SQLite, which has none. */
  coveredUntil(): Promise<PartitionCoverage | null> {
    return this.dialect === 'postgres' ? this.coverage.get() : Promise.resolve(null);
  }

  private async readCoverage(): Promise<PartitionCoverage> {
    const coverage = await this.db.read((unit) => this.partitions.coveredUntil(unit));
    for (const [table, until] of coverage) {
      this.metrics.partitionsCoveredUntil.set({ table }, until.getTime() / 1000);
    }
    return coverage;
  }
}
