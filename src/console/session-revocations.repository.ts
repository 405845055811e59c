import { Injectable } from '@nestjs/common';
import { LessThanOrEqual } from 'typeorm';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ConsoleSessionRevocation } from './console-session-revocation.entity';

const REVOKED_SQL = 'SELECT 1 AS "hit" FROM "console_session_revocations" WHERE "session_id" = $1';

/**
 * The table of signed-out console sessions. The read is a primary-key lookup, done on every request that
 * carries a session cookie: no cache, so a sign-out on one instance is honoured by every other at once.
 */
@Injectable()
export class ConsoleSessionRevocationsRepository {
  constructor(private readonly lean: LeanSql) {}

  async isRevoked(unit: UnitOfWork, sessionId: string): Promise<boolean> {
    const rows = await this.lean.run(managerOf(unit), REVOKED_SQL, [sessionId]);
    return rows.length > 0;
  }

  /** Records the sign-out (idempotent) and prunes entries whose sessions have expired anyway. */
  async revoke(unit: UnitOfWork, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
    const manager = managerOf(unit);
    await manager.delete(ConsoleSessionRevocation, { expiresAt: LessThanOrEqual(now) });
    await manager
      .createQueryBuilder()
      .insert()
      .into(ConsoleSessionRevocation)
      .values({ sessionId, expiresAt })
      .orIgnore()
      .execute();
  }
}
