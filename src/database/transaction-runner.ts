import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export type Work<T> = (manager: EntityManager) => Promise<T>;

/**
 * The only way services touch the database. On SQLite TypeORM shares one connection, so concurrent
 * transactions would nest into each other's savepoints and a read could see another request's
 * uncommitted rows: there every unit of work runs alone, in arrival order. PostgreSQL runs them in parallel.
 */
@Injectable()
export class TransactionRunner {
  private readonly serialise: boolean;
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.serialise = config.database.dialect === 'sqlite';
  }

  get dialect(): 'postgres' | 'sqlite' {
    return this.serialise ? 'sqlite' : 'postgres';
  }

  /** Runs `work` in one transaction: everything it writes commits together or not at all. */
  write<T>(work: Work<T>): Promise<T> {
    const run = () => this.dataSource.transaction(work);
    return this.serialise ? this.exclusive(run) : run();
  }

  /** Runs read-only `work`; on SQLite it waits for writers so it never sees uncommitted rows. */
  read<T>(work: Work<T>): Promise<T> {
    const run = () => work(this.dataSource.manager);
    return this.serialise ? this.exclusive(run) : run();
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
