import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/auth/actor';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import type { ApprovalAction, ApprovalState } from './approval-state';
import { StatusApproval } from './status-approval.entity';

/** A new request; `action` defaults to a status move (as the column does). */
export type NewStatusApproval = Omit<StatusApproval, 'id' | 'action'> & { action?: ApprovalAction };

/** What deciding a request writes: its new state, who decided, when, and a rejection's reason. */
export interface ApprovalDecision {
  state: Exclude<ApprovalState, 'pending'>;
  decidedBy: Actor | null;
  decidedAt: Date;
  reason?: string | null;
}

/**
 * The `status_approvals` table. Row locks are PostgreSQL's `FOR UPDATE`; on SQLite every unit of work already
 * runs alone (TransactionRunner serialises them), so the lock is implied and the statements go without it.
 */
@Injectable()
export class StatusApprovalsRepository {
  constructor(@InjectDialect() private readonly dialect: DatabaseDialect) {}

  async insert(unit: UnitOfWork, approval: NewStatusApproval): Promise<StatusApproval> {
    const row = { action: 'status_move' as const, ...approval };
    const result = await managerOf(unit).insert(StatusApproval, row);
    return Object.assign(new StatusApproval(), row, { id: Number((result.identifiers[0] as { id: number }).id) });
  }

  findById(unit: UnitOfWork, id: number): Promise<StatusApproval | null> {
    return managerOf(unit).findOne(StatusApproval, { where: { id } });
  }

  /** As `findById`, and locks the row until the unit's transaction ends. */
  lockById(unit: UnitOfWork, id: number): Promise<StatusApproval | null> {
    const query = managerOf(unit).createQueryBuilder(StatusApproval, 'approval').where('approval.id = :id', { id });
    if (this.dialect === 'postgres') {
      query.setLock('pessimistic_write');
    }
    return query.getOne();
  }

  /** Up to `limit` requests in `state`, newest first. */
  listByState(unit: UnitOfWork, state: ApprovalState, limit: number): Promise<StatusApproval[]> {
    return managerOf(unit).find(StatusApproval, { where: { state }, order: { id: 'DESC' }, take: limit });
  }

  /** The program's pending requests, newest first. */
  pendingFor(unit: UnitOfWork, registrationId: number): Promise<StatusApproval[]> {
    return managerOf(unit).find(StatusApproval, {
      where: { registrationId, state: 'pending' },
      order: { id: 'DESC' },
    });
  }

  async decide(unit: UnitOfWork, id: number, decision: ApprovalDecision): Promise<void> {
    await managerOf(unit).update(StatusApproval, { id }, decision);
  }

  /** Blanks the note and the rejection reason of every request of the program; answers how many requests had one. */
  async eraseTextsOf(unit: UnitOfWork, registrationId: number): Promise<number> {
    const result = await managerOf(unit)
      .createQueryBuilder()
      .update(StatusApproval)
      .set({ note: null, reason: null })
      .where('registration_id = :registrationId', { registrationId })
      .andWhere('(note IS NOT NULL OR reason IS NOT NULL)')
      .execute();
    return result.affected ?? 0;
  }

  /** Marks every pending request of the program stale; answers how many there were. */
  async staleAllPending(unit: UnitOfWork, registrationId: number, at: Date): Promise<number> {
    const result = await managerOf(unit).update(
      StatusApproval,
      { registrationId, state: 'pending' },
      { state: 'stale', decidedAt: at },
    );
    return result.affected ?? 0;
  }
}
