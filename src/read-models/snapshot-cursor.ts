import { CustomTypesConfig, PoolClient } from 'pg';
import Cursor from 'pg-cursor';

/** A pooled connection checked out for one reader: `release(broken)` destroys it instead of returning it. */
export interface ConnectionLease {
  client: PoolClient;
  release(broken?: Error): void;
}

/** Every value as PostgreSQL's text output: no Date, number or BigInt is built for a row only written out again. */
const AS_TEXT: CustomTypesConfig = { getTypeParser: () => (text: string) => text };

/**
 * Reads one query's rows in batches on a pooled connection of its own, inside a read-only REPEATABLE READ
 * transaction: however long the reader takes, every batch comes from the same snapshot. `close` (idempotent,
 * never rejects) waits for a read in flight, then hands the connection back; after any failure the connection
 * is destroyed instead, since its protocol state is unknown.
 */
export class SnapshotCursor {
  private inFlight: Promise<unknown> = Promise.resolve();
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;
  private cursor: Cursor<string[]> | undefined;
  private readonly onConnectionError = (error: Error) => {
    // A checked-out client has no pool listener: without this one a lost connection would crash the process.
    this.failure = error;
  };

  private readonly client: PoolClient;

  private constructor(private readonly lease: ConnectionLease) {
    this.client = lease.client;
    this.client.on('error', this.onConnectionError);
  }

  /** `session` is run at the start of the transaction (SET LOCAL …), in the same round trip as BEGIN. */
  static async open(
    lease: ConnectionLease,
    sql: string,
    parameters: unknown[],
    session: string,
  ): Promise<SnapshotCursor> {
    const snapshot = new SnapshotCursor(lease);
    try {
      await snapshot.client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; ${session}`);
    } catch (error) {
      await snapshot.close();
      throw error;
    }
    snapshot.cursor = snapshot.client.query(
      new Cursor<string[]>(sql, parameters, { rowMode: 'array', types: AS_TEXT }),
    );
    return snapshot;
  }

  /** Up to `count` rows; fewer means the query is exhausted. */
  read(count: number): Promise<string[][]> {
    if (this.closing !== undefined) {
      return Promise.reject(new Error('SnapshotCursor read after close'));
    }
    const rows = (this.cursor as Cursor<string[]>).read(count);
    // Also marks the rejection as handled: a prefetched batch may fail while nobody awaits it yet.
    this.inFlight = rows.catch((error: unknown) => {
      this.failure ??= error instanceof Error ? error : new Error(String(error));
    });
    return rows;
  }

  close(): Promise<void> {
    this.closing ??= this.release();
    return this.closing;
  }

  private async release(): Promise<void> {
    await this.inFlight;
    let broken: Error | undefined = this.failure;
    if (broken === undefined) {
      try {
        // Closing the portal (Close + Sync) ends the cursor's turn on the connection; read-only, so roll back.
        await this.cursor?.close();
        await this.client.query('ROLLBACK');
      } catch (error) {
        broken = error instanceof Error ? error : new Error(String(error));
      }
    }
    this.client.removeListener('error', this.onConnectionError);
    this.lease.release(broken);
  }
}
