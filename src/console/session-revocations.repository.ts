import { LessThanOrEqual } from 'typeorm';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';
import { ConsoleSessionRevocation } from './console-session-revocation.entity';

const REVOKED_SQL = 'SELECT 1 AS "hit" FROM "console_session_revocations" WHERE "session_id" = $1';

/**
 * The table of signed-out console sessions. The read is a primary-key lookup, done on every request that
 * carries a session cookie: no cache, so a sign-out on one instance is honoured by every other at once.
 */
export class SessionRevocations {
  constructor(
    private readonly db: TransactionRunner,
    private readonly lean: LeanSql,
  ) {}

  async isRevoked(sessionId: string): Promise<boolean> {
    const rows = await this.db.read((manager) => this.lean.run(manager, REVOKED_SQL, [sessionId]));
    return rows.length > 0;
  }

  /** Records the sign-out (idempotent) and prunes entries whose sessions have expired anyway. */
  revoke(sessionId: string, expiresAt: Date, now = new Date()): Promise<void> {
    return this.db.write(async (manager) => {
      await manager.delete(ConsoleSessionRevocation, { expiresAt: LessThanOrEqual(now) });
      await manager
        .createQueryBuilder()
        .insert()
        .into(ConsoleSessionRevocation)
        .values({ sessionId, expiresAt })
        .orIgnore()
        .execute();
    });
  }
}
