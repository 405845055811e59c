import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { EventOrigin } from '../program-events/event-origin';
import { ProgramEventsService } from '../program-events/program-events.service';
import type { Registration } from '../registrations/registration.entity';
import { ApplicationStatus } from '../registrations/registration.enums';
import { ApprovalMetrics } from './approval-metrics';
import type { ApprovalAction } from './approval-state';
import { StatusApproval } from './status-approval.entity';
import { StatusApprovalsRepository } from './status-approvals.repository';

/**
 * The requests' side the status writer needs (opening a request, staling open ones when the status moves),
 * inside the caller's unit of work; the program row must be locked by the caller.
 */
@Injectable()
export class ApprovalRequests {
  constructor(
    private readonly approvals: StatusApprovalsRepository,
    private readonly events: ProgramEventsService,
    private readonly counted: ApprovalMetrics,
  ) {}

  /**
   * Opens a request to move the program to `to`; a request still open for the program becomes stale (the newer
   * one replaces it). The note stays in the request: it is an operator note, kept out of the event payload.
   */
  async open(
    unit: UnitOfWork,
    registration: Registration,
    move: { to: ApplicationStatus; note: string | null },
    origin: EventOrigin,
  ): Promise<StatusApproval> {
    return this.openRequest(unit, registration, { action: 'status_move', to: move.to, note: move.note }, origin);
  }

  /**
   * Opens a request to erase the program's personal data (four-eyes erasure); a request still open for the program
   * becomes stale. The status does not move: `from` and `to` both hold the current one, so a status change before
   * the confirmation makes the request stale like any other.
   */
  openErasure(unit: UnitOfWork, registration: Registration, origin: EventOrigin): Promise<StatusApproval> {
    return this.openRequest(unit, registration, { action: 'erasure', to: registration.status, note: null }, origin);
  }

  private async openRequest(
    unit: UnitOfWork,
    registration: Registration,
    request: { action: ApprovalAction; to: string; note: string | null },
    origin: EventOrigin,
  ): Promise<StatusApproval> {
    const now = new Date();
    this.counted.onCommit(unit, 'stale', await this.approvals.staleAllPending(unit, registration.id, now));
    const approval = await this.approvals.insert(unit, {
      action: request.action,
      registrationId: registration.id,
      fromStatus: registration.status,
      toStatus: request.to,
      note: request.note,
      state: 'pending',
      requestedBy: origin.actor,
      requestedAt: now,
      decidedBy: null,
      decidedAt: null,
      reason: null,
    });
    // A status move's request keeps the payload it always had; other actions name themselves.
    const action = request.action === 'status_move' ? {} : { action: request.action };
    await this.events.append(unit, registration, {
      eventType: 'program.approval_requested',
      ...origin,
      payload: { approval_id: approval.id, ...action, from: registration.status, to: request.to },
    });
    this.counted.onCommit(unit, 'requested');
    return approval;
  }

  /** The program's status moved: its open requests no longer describe a move from the current status. */
  async staleOpen(unit: UnitOfWork, registrationId: number): Promise<void> {
    this.counted.onCommit(unit, 'stale', await this.approvals.staleAllPending(unit, registrationId, new Date()));
  }

  pendingFor(unit: UnitOfWork, registrationId: number): Promise<StatusApproval[]> {
    return this.approvals.pendingFor(unit, registrationId);
  }

  /** Erases the notes and rejection reasons the program's requests hold; answers how many requests had one. */
  eraseTextsOf(unit: UnitOfWork, registrationId: number): Promise<number> {
    return this.approvals.eraseTextsOf(unit, registrationId);
  }
}
