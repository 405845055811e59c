import { Injectable } from '@nestjs/common';
import { sameActor } from '../common/auth/actor';
import { operatorOrigin, type OperatorIdentity } from '../common/auth/caller';
import { ConflictError, ForbiddenError } from '../common/errors/domain-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ProgramEventsService } from '../program-events/program-events.service';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { ErasureService } from '../registrations/erasure/erasure.service';
import { RegistrationAdminService } from '../registrations/registration-admin.service';
import type { Registration } from '../registrations/registration.entity';
import { ApplicationStatus } from '../registrations/registration.enums';
import { ApprovalErrorCode } from './approval-error-codes';
import { ApprovalMetrics } from './approval-metrics';
import { toApprovalOut } from './approval.mapper';
import { ApprovalList, ApprovalListQuery, ApprovalOut, approvalNotFound } from './dto/approval.dto';
import { StatusApproval } from './status-approval.entity';
import { RequesterStanding } from './requester-standing';
import { StatusApprovalsRepository } from './status-approvals.repository';

/**
 * A decision's work inside its unit: the decided request, or "stale" (recorded, then answered 409 once committed),
 * or "refused" (the request marked stale, committed, then answered with the refusal).
 */
type Decided = { kind: 'decided'; out: ApprovalOut } | { kind: 'stale' } | { kind: 'refused'; refusal: ConflictError };

/**
 * Four-eyes requests: the queue, and a second operator's confirmation (the status moves through the state
 * machine) or rejection. Every decision locks the program row, then the request row, in one transaction: two
 * approvers deciding at once run one after the other, and the second finds the request no longer pending.
 */
@Injectable()
export class ApprovalsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly approvals: StatusApprovalsRepository,
    private readonly programs: ProgramLookupService,
    private readonly admin: RegistrationAdminService,
    private readonly events: ProgramEventsService,
    private readonly requesters: RequesterStanding,
    private readonly notes: ProgramNotesService,
    private readonly erasure: ErasureService,
    private readonly counted: ApprovalMetrics,
  ) {}

  list(query: ApprovalListQuery): Promise<ApprovalList> {
    return this.db.read(async (unit) => {
      const rows = await this.approvals.listByState(unit, query.status, query.limit);
      const references = await this.programs.referencesByIds(
        unit,
        rows.map((row) => row.registrationId),
      );
      const approvals = rows.map((row) => toApprovalOut(row, references.get(row.registrationId) ?? ''));
      return { approvals, count: approvals.length };
    });
  }

  /** The program's pending request, newest first (at most one while the rules hold). */
  pendingFor(unit: UnitOfWork, registrationId: number): Promise<StatusApproval[]> {
    return this.approvals.pendingFor(unit, registrationId);
  }

  /**
   * A different approver or owner confirms: the status moves (lifecycle as in any status change) and
   * `program.status_changed` names the confirmer as its actor and the requester in `approval.requested_by`. An
   * erasure request needs a different owner: the personal data is erased and `program.personal_data_erased` names
   * both the same way.
   */
  async confirm(id: number, operator: OperatorIdentity): Promise<ApprovalOut> {
    return this.decide(id, async (unit, approval, registration): Promise<Decided> => {
      if (sameActor(approval.requestedBy, operator.actor)) {
        throw new ForbiddenError(
          'You asked for this move: a different approver or owner must confirm it',
          ApprovalErrorCode.ApprovalOwnRequest,
        );
      }
      const decision = { state: 'confirmed' as const, decidedBy: operator.actor, decidedAt: new Date() };
      if (approval.action === 'erasure') {
        this.erasure.assertMayConfirm(operator);
        // A request the program no longer allows (erased meanwhile, reopened, new activity) would otherwise stay
        // pending for ever: it becomes stale, committed on its own, and the caller is told why.
        const refusal = await this.erasure.refusal(unit, registration, decision.decidedAt);
        if (refusal) {
          await this.markStale(unit, approval.id);
          return { kind: 'refused', refusal };
        }
        await this.approvals.decide(unit, approval.id, decision);
        this.counted.onCommit(unit, 'confirmed');
        await this.erasure.confirmRequested(unit, registration, operator, {
          id: approval.id,
          requested_by: approval.requestedBy,
        });
        return decided(Object.assign(approval, decision), registration);
      }
      await this.approvals.decide(unit, approval.id, decision);
      this.counted.onCommit(unit, 'confirmed');
      await this.admin.applyUpdate(
        unit,
        registration,
        { status: approval.toStatus as ApplicationStatus, settlement_path: null, status_note: approval.note },
        operatorOrigin(operator),
        { id: approval.id, requested_by: approval.requestedBy },
      );
      return decided(Object.assign(approval, decision), registration);
    });
  }

  /** An approver or owner rejects; the requester rejecting their own request withdraws it. */
  async reject(id: number, reason: string, operator: OperatorIdentity): Promise<ApprovalOut> {
    return this.decide(id, async (unit, approval, registration): Promise<Decided> => {
      const decision = { state: 'rejected' as const, decidedBy: operator.actor, decidedAt: new Date(), reason };
      await this.approvals.decide(unit, approval.id, decision);
      this.counted.onCommit(unit, sameActor(approval.requestedBy, operator.actor) ? 'withdrawn' : 'rejected');
      // The reason is free text: the event holds a commitment to it, the text stays erasable in program_notes.
      const reasonNote = await this.notes.record(unit, registration.id, reason, decision.decidedAt);
      await this.events.append(unit, registration, {
        eventType: 'program.approval_rejected',
        ...operatorOrigin(operator),
        payload: {
          approval_id: approval.id,
          ...(approval.action === 'erasure' ? { action: approval.action } : {}),
          from: approval.fromStatus,
          to: approval.toStatus,
          reason: reasonNote,
        },
      });
      return decided(Object.assign(approval, decision), registration);
    });
  }

  private async decide(
    id: number,
    work: (unit: UnitOfWork, approval: StatusApproval, registration: Registration) => Promise<Decided>,
  ): Promise<ApprovalOut> {
    const result = await this.db.write(async (unit): Promise<Decided> => {
      const located = await this.approvals.findById(unit, id);
      if (!located) {
        throw approvalNotFound();
      }
      // Program row first, as every status writer does; then the request itself.
      await this.programs.lockById(unit, located.registrationId);
      const approval = await this.approvals.lockById(unit, id);
      const registration = await this.programs.findById(unit, located.registrationId);
      if (!approval || !registration) {
        throw approvalNotFound();
      }
      if (approval.state === 'stale') {
        return { kind: 'stale' };
      }
      if (approval.state !== 'pending') {
        throw new ConflictError(
          `This request is ${approval.state}, no longer pending`,
          ApprovalErrorCode.ApprovalNotPending,
        );
      }
      // A request outlives neither the program's status it was made from nor its requester's standing.
      if (registration.status !== approval.fromStatus || !(await this.requesters.stillStands(unit, approval))) {
        await this.markStale(unit, approval.id);
        return { kind: 'stale' };
      }
      return work(unit, approval, registration);
    });
    if (result.kind === 'stale') {
      throw new ConflictError(
        'The program moved on (or a newer request replaced this one, or its requester was disabled or is no ' +
          'longer allowed to ask for it) since it was made: the request is stale. Ask again from the current status',
        ApprovalErrorCode.ApprovalStale,
      );
    }
    if (result.kind === 'refused') {
      throw result.refusal;
    }
    return result.out;
  }

  private async markStale(unit: UnitOfWork, id: number): Promise<void> {
    await this.approvals.decide(unit, id, { state: 'stale', decidedBy: null, decidedAt: new Date() });
    this.counted.onCommit(unit, 'stale');
  }
}

function decided(approval: StatusApproval, registration: Registration): Decided {
  return { kind: 'decided', out: toApprovalOut(approval, registration.reference) };
}
