import { Injectable } from '@nestjs/common';
import { Actor } from '../../common/auth/actor';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { OperatorAuditAction } from './operator-audit-actions';
import { OperatorAuditLogPage, OperatorAuditLogQuery } from './dto/operator-audit-log.dto';
import { decodeListCursor, encodeListCursor, invalidCursor } from '../../common/paging/list-cursor';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
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

  /**
   * Newest first, keyset pages by id: older than `before` or than the `cursor`'s entry (one or the other);
   * `next_before` and `next_cursor` only when an older entry exists.
   */
  async page(query: Pick<OperatorAuditLogQuery, 'before' | 'cursor' | 'limit'>): Promise<OperatorAuditLogPage> {
    const beforeId = beforeIdOf(query);
    const found = await this.db.read((unit) => this.log.page(unit, beforeId, query.limit + 1));
    const entries = found.slice(0, query.limit);
    const last = found.length > query.limit ? entries[entries.length - 1].id : null;
    return {
      entries: entries.map(toOperatorAuditEntryOut),
      next_before: last,
      next_cursor:
        last === null ? null : encodeListCursor(AUDIT_LOG_LIST, {}, { direction: 'after', key: { id: last } }),
    };
  }
}

const AUDIT_LOG_LIST = 'operator-audit-log';

function beforeIdOf(query: Pick<OperatorAuditLogQuery, 'before' | 'cursor'>): number | null {
  if (query.cursor === null) {
    return query.before;
  }
  if (query.before !== null) {
    throw new RequestValidationError([
      pydanticError(
        { type: 'before_with_cursor', msg: 'Send either `before` or `cursor`, not both', input: query.before },
        ['query', 'before'],
      ),
    ]);
  }
  const position = decodeListCursor(query.cursor, AUDIT_LOG_LIST, {});
  if (position.direction !== 'after' || position.key.atMicros !== undefined) {
    throw invalidCursor(query.cursor, 'is not a cursor this list gave out');
  }
  return position.key.id;
}
