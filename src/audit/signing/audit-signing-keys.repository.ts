import { Injectable } from '@nestjs/common';
import { IsNull } from 'typeorm';
import { DatabaseDialect, InjectDialect } from '../../database/dialect';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { AuditSigningKey } from './audit-signing-key.entity';

// Any fixed number, the same in every process: it names "the audit key rotation" to pg_advisory_xact_lock.
const ROTATION_LOCK_ID = 1_795_800_000;

/** The `audit_signing_keys` table. */
@Injectable()
export class AuditSigningKeysRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  /**
   * Serialises key rotation across processes until the unit commits. PostgreSQL: a transaction-scoped advisory lock.
   * SQLite: every unit of work already runs alone (TransactionRunner), so nothing to take.
   */
  async lockRotation(unit: UnitOfWork): Promise<void> {
    if (this.dialect === 'postgres') {
      await managerOf(unit).query('SELECT pg_advisory_xact_lock($1)', [ROTATION_LOCK_ID]);
    }
  }

  /** The key in use (not_after null); the newest one should two ever be open. */
  findCurrent(unit: UnitOfWork): Promise<AuditSigningKey | null> {
    return managerOf(unit).findOne(AuditSigningKey, {
      where: { notAfter: IsNull() },
      order: { notBefore: 'DESC', kid: 'ASC' },
    });
  }

  findByKid(unit: UnitOfWork, kid: string): Promise<AuditSigningKey | null> {
    return managerOf(unit).findOneBy(AuditSigningKey, { kid });
  }

  /** Sets `not_after` of a current key and drops its private part (a generated key's): it never signs again. */
  async retire(unit: UnitOfWork, kid: string, at: Date): Promise<void> {
    await managerOf(unit)
      .createQueryBuilder()
      .update(AuditSigningKey)
      .set({ notAfter: at, privateKey: null })
      .where('kid = :kid AND not_after IS NULL', { kid })
      .execute();
  }

  /** Inserts the key unless one with its kid is stored already (another process got there first). */
  async insertIfAbsent(unit: UnitOfWork, key: AuditSigningKey): Promise<void> {
    await managerOf(unit).createQueryBuilder().insert().into(AuditSigningKey).values(key).orIgnore().execute();
  }

  /** Every key, newest first. */
  listNewestFirst(unit: UnitOfWork): Promise<AuditSigningKey[]> {
    return managerOf(unit).find(AuditSigningKey, { order: { notBefore: 'DESC', kid: 'ASC' } });
  }
}
