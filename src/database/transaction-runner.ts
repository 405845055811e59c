import { HttpException, Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-errors';
import { RequestValidationError } from '../common/validation/pydantic-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ReadReplica } from './read-replica';
import { UnitOfWork, unitOf } from './unit-of-work';

export type Work<T> = (unit: UnitOfWork) => Promise<T>;
export type AfterCommit = () => void;

/**
 * The only way services touch the database. On SQLite TypeORM shares one connection, so concurrent
 * transactions would nest into each other's savepoints and a read could see another request's
 * uncommitted rows: there every unit of work runs alone, in arrival order. PostgreSQL runs them in parallel.
 */
@Injectable()
export class TransactionRunner {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly afterCommitOf = new WeakMap<object, AfterCommit[]>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    @Optional() private readonly replica?: ReadReplica,
  ) {
    this.serialise = config.database.dialect === 'sqlite';
  }

  /** True when DATABASE_READ_URL is set: `readMayLag` may then answer from data a little behind the primary. */
  get hasReadReplica(): boolean {
    return this.replica?.configured === true;
  }

  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  async write<T>(work: Work<T>): Promise<T> {
    const callbacks: AfterCommit[] = [];
    const run = () =>
      this.dataSource.transaction((manager) => {
        this.afterCommitOf.set(manager, callbacks);
        return work(unitOf(manager));
      });
    const result = await (this.serialise ? this.exclusive(run) : run());
    // After the commit (and, on SQLite, after the lock is released): never inside the transaction.
    for (const callback of callbacks) {
      try {
        callback();
      } catch {
        // A callback only starts background work (an enqueue); its failure must not fail the write.
      }
    }
    return result;
  }

  /**
   * Runs `work` without a surrounding transaction, on both dialects: each repository call in it must be whole on
   * its own (it commits or fails by itself, leaving nothing behind) — one statement, or a repository method that
   * wraps its statements itself. Two round trips fewer than `write` on PostgreSQL. On SQLite it still waits its
   * turn like every unit of work, so no other unit's statements interleave with it.
   */
  writeStatements<T>(work: Work<T>): Promise<T> {
    const run = () => work(unitOf(this.dataSource.manager));
    return this.serialise ? this.exclusive(run) : run();
  }

  /**
   * Runs `callback` once the transaction of `unit` has committed (never if it rolls back). For work
   * that must not happen inside a transaction, such as network I/O. Outside `write` it runs on the next tick.
   */
  afterCommit(unit: UnitOfWork, callback: AfterCommit): void {
    const callbacks = this.afterCommitOf.get(unit);
    if (callbacks) {
      callbacks.push(callback);
    } else {
      setImmediate(callback);
    }
  }

  /** Runs read-only `work`; on SQLite it waits for writers so it never sees uncommitted rows. */
  read<T>(work: Work<T>): Promise<T> {
    const run = () => work(unitOf(this.dataSource.manager));
    return this.serialise ? this.exclusive(run) : run();
  }

  /**
   * Runs read-only `work` on the read replica (DATABASE_READ_URL) when there is one: what it reads MAY LAG the
   * primary by the replica's replay lag, so it must never be a read that has to see a write just made — the
   * caller's own, or one it was just told about (a status read, anything inside or right after a write, a page
   * shown after a form's redirect). For lists, stats and exports, which may be a few seconds behind.
   *
   * Without a replica it is `read`. With one, the primary answers instead — counted in `pws_replica_fallbacks_total`,
   * never an error for the caller — when the replica is unreachable, lags more than DATABASE_READ_MAX_LAG_S, or a
   * statement fails there (then `work` runs again on the primary: it must only read). A domain error (a 404, a 422)
   * thrown by `work` is the caller's answer and is passed on as it is.
   */
  async readMayLag<T>(work: Work<T>): Promise<T> {
    const route = this.replica === undefined ? null : await this.replica.route();
    if (route === null) {
      return this.read(work);
    }
    const replica = this.replica as ReadReplica;
    if ('fallback' in route) {
      replica.fellBack(route.fallback);
      return this.read(work);
    }
    try {
      return await work(unitOf(route.manager));
    } catch (error) {
      if (isCallersAnswer(error)) {
        throw error;
      }
      replica.fellBack(replica.failed(error));
      return this.read(work);
    }
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** An error `work` meant as its answer (the request's own fault or a missing row), not the database's failure. */
function isCallersAnswer(error: unknown): boolean {
  return error instanceof DomainError || error instanceof RequestValidationError || error instanceof HttpException;
}
