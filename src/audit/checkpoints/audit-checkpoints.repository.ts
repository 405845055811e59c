import { Injectable } from '@nestjs/common';
import { DatabaseDialect, InjectDialect } from '../../database/dialect';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { AuditCheckpoint } from './audit-checkpoint.entity';

export type NewAuditCheckpoint = Omit<AuditCheckpoint, 'id'>;

/** Any constant: the advisory lock that lets one process at a time issue a checkpoint (PostgreSQL). */
const ISSUER_LOCK_KEY = 0x6175_6469; // "audi"

/** The `audit_checkpoints` table (append-only: the database refuses UPDATE and DELETE). */
@Injectable()
export class AuditCheckpointsRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  /**
   * Takes the issuer lock for the rest of the unit's transaction; false when another process holds it. On SQLite
   * every unit of work runs alone (TransactionRunner serialises them), so the lock is implied.
   */
  async tryLockIssuer(unit: UnitOfWork): Promise<boolean> {
    if (this.dialect !== 'postgres') {
      return true;
    }
    const [row] = await managerOf(unit).query<Array<{ locked: boolean }>>(
      'SELECT pg_try_advisory_xact_lock($1) AS locked',
      [ISSUER_LOCK_KEY],
    );
    return row.locked === true;
  }

  async insert(unit: UnitOfWork, checkpoint: NewAuditCheckpoint): Promise<AuditCheckpoint> {
    const result = await managerOf(unit).insert(AuditCheckpoint, checkpoint);
    const id = Number((result.identifiers[0] as { id: number }).id);
    return { id, ...checkpoint };
  }

  latest(unit: UnitOfWork): Promise<AuditCheckpoint | null> {
    return managerOf(unit).findOne(AuditCheckpoint, { where: {}, order: { id: 'DESC' } });
  }

  /** Issued at or after `since` (every one when null), ascending; `afterId` continues a previous page. */
  page(unit: UnitOfWork, since: Date | null, afterId: number | null, limit: number): Promise<AuditCheckpoint[]> {
    const query = managerOf(unit).createQueryBuilder(AuditCheckpoint, 'checkpoint');
    if (since !== null) {
      query.andWhere('checkpoint.issued_at >= :since', { since: this.timestampParameter(since) });
    }
    if (afterId !== null) {
      query.andWhere('checkpoint.id > :afterId', { afterId });
    }
    return query.orderBy('checkpoint.id', 'ASC').take(limit).getMany();
  }

  /** TypeORM stores a SQLite timestamp as UTC text with milliseconds; a raw comparison needs the same form. */
  private timestampParameter(value: Date): Date | string {
    return this.dialect === 'postgres' ? value : value.toISOString().replace('T', ' ').slice(0, 23);
  }
}
