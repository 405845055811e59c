import { Injectable } from '@nestjs/common';
import { LessThan } from 'typeorm';
import { LeanSql } from '../../database/lean-sql';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { OperatorAuditEntry } from './operator-audit-entry.entity';

export type NewOperatorAuditEntry = Omit<OperatorAuditEntry, 'id'>;

/** The `operator_audit_log` table (append-only: the database refuses UPDATE and DELETE). */
@Injectable()
export class OperatorAuditLogRepository {
  constructor(private readonly lean: LeanSql) {}

  async append(unit: UnitOfWork, entry: NewOperatorAuditEntry): Promise<void> {
    await this.lean.insert(managerOf(unit), OperatorAuditEntry, entry);
  }

  /** Newest first: at most `limit` entries with an id below `beforeId` (all when null). */
  page(unit: UnitOfWork, beforeId: number | null, limit: number): Promise<OperatorAuditEntry[]> {
    return managerOf(unit).find(OperatorAuditEntry, {
      where: beforeId === null ? {} : { id: LessThan(beforeId) },
      order: { id: 'DESC' },
      take: limit,
    });
  }
}
