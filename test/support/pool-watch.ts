import { Client, Pool } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { TestApp } from './test-app';

/** What a test app's PostgreSQL pool holds: to prove a stream gives back its connection and transaction. */
export class PoolWatch {
  private readonly pool: Pool;

  constructor(private readonly app: TestApp) {
    this.pool = (app.dataSource.driver as PostgresDriver).master as Pool;
  }

  /** Connections checked out of the pool right now. */
  checkedOut(): number {
    return this.pool.totalCount - this.pool.idleCount;
  }

  /** Transactions open on the test database, seen from a connection of its own. */
  async transactionsOpen(): Promise<number> {
    const client = new Client({ connectionString: this.app.scratchUrl });
    await client.connect();
    try {
      const result = await client.query<{ count: string }>(
        `SELECT COUNT(*) AS count FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
      );
      return Number(result.rows[0].count);
    } finally {
      await client.end();
    }
  }

  /** Waits (5 s at most) until every pooled connection is idle and no transaction is left open. */
  async allReturned(): Promise<void> {
    const deadline = Date.now() + 5000;
    while (this.checkedOut() > 0 || (await this.transactionsOpen()) > 0) {
      if (Date.now() > deadline) {
        throw new Error(`after 5 s: ${this.checkedOut()} connection(s) checked out, or a transaction still open`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
