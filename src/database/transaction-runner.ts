import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
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
  ) {
    this.serialise = config.database.dialect === 'sqlite';
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

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
