import { Injectable } from '@nestjs/common';
import { Actor } from '../../common/auth/actor';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { OperatorAuditAction } from './operator-audit-actions';
import { OperatorAuditLogPage } from './dto/operator-audit-log.dto';
import { toOperatorAuditEntryOut } from './operator-audit-log.mapper';
import { OperatorAuditLogRepository } from './operator-audit-log.repository';

export interface OperatorAuditRecord {
  action: OperatorAuditAction;
  actor: Actor | null;
  subjectOperatorId?: number | null;
  detail?: Record<string, unknown>;
}

/** The operator security log: written in the same transaction as the change it records, never changed after. */
@Injectable()
export class OperatorAuditLog {
  constructor(
    private readonly db: TransactionRunner,
    private readonly log: OperatorAuditLogRepository,
  ) {}

  record(unit: UnitOfWork, entry: OperatorAuditRecord, at = new Date()): Promise<void> {
    return this.log.append(unit, {
      occurredAt: at,
      action: entry.action,
      actor: entry.actor,
      subjectOperatorId: entry.subjectOperatorId ?? null,
      detail: entry.detail ?? {},
    });
  }

  /** Records one entry in a transaction of its own (a sign-in attempt, which changes nothing else). */
  recordAlone(entry: OperatorAuditRecord): Promise<void> {
    return this.db.write((unit) => this.record(unit, entry));
  }

  /** Newest first, before the entry `beforeId` (keyset paging); `next_before` only when an older entry exists. */
  async page(beforeId: number | null, limit: number): Promise<OperatorAuditLogPage> {
    const found = await this.db.read((unit) => this.log.page(unit, beforeId, limit + 1));
    const entries = found.slice(0, limit);
    return {
      entries: entries.map(toOperatorAuditEntryOut),
      next_before: found.length > limit ? entries[entries.length - 1].id : null,
    };
  }
}
