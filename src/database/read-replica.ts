import { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Logger } from 'pino';
import { DataSource, EntityManager } from 'typeorm';
import { isDatabaseUnavailable } from '../common/errors/database-errors';
import { ReadReplicaConfig } from '../config/app-config';
import { SCRAPE_PROBE_TIMEOUT_MS, ServiceMetrics } from '../observability/metrics/service-metrics';
import { replicaDataSourceOptions } from './data-source-options';

/** Why a read that may lag went to the primary: see `pws_replica_fallbacks_total`. */
export type ReplicaFallbackReason = 'unreachable' | 'lagging' | 'error';

/** Where a read that may lag goes now: the replica's manager, or the primary and why. */
export type ReplicaRoute = { manager: EntityManager } | { fallback: ReplicaFallbackReason };

/** What `/api/readiness` and `/metrics` say of the replica. */
export interface ReplicaStatus {
  reachable: boolean;
  /** True on a standby (in recovery); false on a writable database fed another way; null when unreachable. */
  standby: boolean | null;
  /** 0 when it has replayed all it received, else the age of the last replayed transaction; null when unknown. */
  lagSeconds: number | null;
  /** Replay paused on the standby (`pg_wal_replay_pause()`); null when unknown or not a standby. */
  replayPaused: boolean | null;
}

/** After a connection failure, reads go straight to the primary this long before the replica is tried again. */
export const REPLICA_RETRY_MS = 5000;
/** Reads use a lag measured at most this long ago; an older one is measured again in the background. */
export const REPLICA_LAG_SAMPLE_MS = 5000;
const PROBE_TIMEOUT_MS = 2000;

/*
 * A standby that has replayed everything it received is current, however long ago its last transaction was (an idle
 * primary sends none); otherwise the lag is the age of the last transaction it replayed. Not a standby: unknown.
 */
const STATUS_SQL = `SELECT pg_is_in_recovery() AS "standby",
  CASE WHEN NOT pg_is_in_recovery() THEN NULL ELSE pg_is_wal_replay_paused() END AS "paused",
  CASE
    WHEN NOT pg_is_in_recovery() THEN NULL
    WHEN pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
    ELSE GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - pg_last_xact_replay_timestamp()))
  END AS "lag"`;

interface StatusRow {
  standby: boolean;
  paused: boolean | null;
  lag: string | number | null;
}

/**
 * The optional PostgreSQL read replica (DATABASE_READ_URL): a second, read-only DataSource opened on first use, and
 * the choice of where a read that may lag goes. Unreachable (a failed connection, then REPLICA_RETRY_MS without
 * trying), or lagging more than DATABASE_READ_MAX_LAG_S: the primary answers, the fallback is counted and logged
 * when the state changes — never an error for the caller. Only `TransactionRunner.readMayLag` routes through it.
 */
export class ReadReplica implements OnModuleInit, OnModuleDestroy {
  private connecting: Promise<DataSource> | undefined;
  private downUntil = 0;
  private down = false;
  private lagging = false;
  private lagMeasuredAt = 0;
  private measuring: Promise<unknown> | undefined;
  private closed = false;

  constructor(
    private readonly config: ReadReplicaConfig | undefined,
    private readonly logger: Logger,
    private readonly metrics: ServiceMetrics,
  ) {}

  get configured(): boolean {
    return this.config !== undefined;
  }

  onModuleInit(): void {
    if (this.config === undefined) {
      return;
    }
    this.metrics.onScrape(async () => {
      const status = await this.status(SCRAPE_PROBE_TIMEOUT_MS - 100);
      this.metrics.replicaUp.set(status.reachable ? 1 : 0);
      this.metrics.replicaLag.set(status.lagSeconds ?? Number.NaN);
    });
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    const connecting = this.connecting;
    this.connecting = undefined;
    const dataSource = await connecting?.catch(() => undefined);
    await dataSource?.destroy().catch(() => undefined);
  }

  /** Null when no replica is configured: then every read goes to the primary, and nothing is counted. */
  async route(): Promise<ReplicaRoute | null> {
    if (this.config === undefined) {
      return null;
    }
    if (Date.now() < this.downUntil) {
      return { fallback: 'unreachable' };
    }
    if (Date.now() - this.lagMeasuredAt >= REPLICA_LAG_SAMPLE_MS) {
      this.measureInBackground();
    }
    if (this.lagging) {
      return { fallback: 'lagging' };
    }
    try {
      return { manager: (await this.connected()).manager };
    } catch (error) {
      this.unreachable(error);
      return { fallback: 'unreachable' };
    }
  }

  /**
   * A read on the replica failed: a lost connection marks it down for REPLICA_RETRY_MS; any other failure (a
   * statement cancelled by replay, a schema the replica has not replayed yet) only sends this read to the primary.
   */
  failed(error: unknown): ReplicaFallbackReason {
    if (isDatabaseUnavailable(error)) {
      this.unreachable(error);
      return 'unreachable';
    }
    this.logger.warn({ cause: causeOf(error) }, 'a read failed on the read replica; the primary answers it');
    return 'error';
  }

  /** Counts a read that may lag which the primary answered. */
  fellBack(reason: ReplicaFallbackReason): void {
    this.metrics.replicaFallbacks.inc({ reason });
  }

  /** Probes the replica now (it is connected if it was not); never rejects. Updates the routing state too. */
  async status(timeoutMs = PROBE_TIMEOUT_MS): Promise<ReplicaStatus> {
    const unknown: ReplicaStatus = { reachable: false, standby: null, lagSeconds: null, replayPaused: null };
    if (this.config === undefined) {
      return unknown;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ReplicaStatus>((resolve) => {
      timer = setTimeout(() => resolve(unknown), timeoutMs);
      timer.unref();
    });
    const probe = this.probe().catch((error: unknown) => {
      if (!this.closed) {
        this.unreachable(error);
      }
      return unknown;
    });
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async probe(): Promise<ReplicaStatus> {
    const [row] = await (await this.connected()).query<StatusRow[]>(STATUS_SQL);
    const lagSeconds = row.lag === null ? null : Number(row.lag);
    this.reachable();
    this.measured(lagSeconds);
    return { reachable: true, standby: row.standby, lagSeconds, replayPaused: row.paused };
  }

  private measureInBackground(): void {
    if (this.measuring !== undefined || this.closed) {
      return;
    }
    this.lagMeasuredAt = Date.now();
    this.measuring = this.status().finally(() => {
      this.measuring = undefined;
    });
  }

  private measured(lagSeconds: number | null): void {
    this.lagMeasuredAt = Date.now();
    const max = (this.config as ReadReplicaConfig).maxLagSeconds;
    const lagging = lagSeconds !== null && lagSeconds > max;
    if (lagging !== this.lagging) {
      if (lagging) {
        this.logger.warn(
          { lag_seconds: lagSeconds, max_lag_seconds: max },
          'the read replica lags more than DATABASE_READ_MAX_LAG_S; the primary answers reads that may lag',
        );
      } else {
        this.logger.info({ lag_seconds: lagSeconds }, 'the read replica has caught up; reads that may lag go to it');
      }
    }
    this.lagging = lagging;
  }

  private unreachable(error: unknown): void {
    this.downUntil = Date.now() + REPLICA_RETRY_MS;
    if (!this.down) {
      this.down = true;
      this.logger.warn(
        { cause: causeOf(error), retry_in_ms: REPLICA_RETRY_MS },
        'the read replica is unreachable; the primary answers reads that may lag',
      );
    }
  }

  private reachable(): void {
    this.downUntil = 0;
    if (this.down) {
      this.down = false;
      this.logger.info('the read replica answers again; reads that may lag go to it');
    }
  }

  /** The replica's DataSource, opened on first use; a failed opening is retried by the next caller. */
  private connected(): Promise<DataSource> {
    if (this.closed) {
      return Promise.reject(new Error('The read replica is closed'));
    }
    if (this.connecting === undefined) {
      const dataSource = new DataSource(replicaDataSourceOptions(this.config as ReadReplicaConfig));
      this.connecting = dataSource.initialize();
      this.connecting.catch(() => {
        this.connecting = undefined;
      });
    }
    return this.connecting;
  }
}

/** What went wrong, without the statement's parameters a QueryFailedError carries (they may hold request values). */
function causeOf(error: unknown): { code?: string; message: string } {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    ...(typeof code === 'string' ? { code } : {}),
    message: typeof message === 'string' ? message : String(error),
  };
}
