import { Inject, Injectable } from '@nestjs/common';
import { ApprovalErrorCode } from '../approvals/approval-error-codes';
import { ApprovalRequests } from '../approvals/approval-requests.service';
import type { StatusApproval } from '../approvals/status-approval.entity';
import { statusMovePath } from '../approvals/status-policy';
import type { Actor } from '../common/auth/actor';
import { operatorOrigin, type OperatorIdentity } from '../common/auth/caller';
import { ConflictError } from '../common/errors/domain-errors';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { EventOrigin } from '../program-events/event-origin';
import { ProgramEventsService } from '../program-events/program-events.service';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { AdminRegistrationUpdate } from './dto/registration-update.dto';
import { assertNotErased } from './erasure/erased-program';
import { ProgramLookupService } from './program-lookup.service';
import { assertStatusTransition, lifecycleAfterStatus } from './registration-status';
import { Registration } from './registration.entity';
import { RegistrationsRepository } from './registrations.repository';

/** What an operator's change did: applied at once, or (four-eyes) a request waiting for a second operator. */
export type AdminUpdateOutcome =
  | { kind: 'applied'; registration: Registration }
  | { kind: 'requested'; registration: Registration; approval: StatusApproval };

/** The four-eyes request a status change carries out, recorded in its `program.status_changed` payload. */
export interface ConfirmedApproval {
  id: number;
  requested_by: Actor;
}

/** Operator changes to a registration: status through the state machine, settlement path, status note. */
@Injectable()
export class RegistrationAdminService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly approvals: ApprovalRequests,
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly registrations: RegistrationsRepository,
    private readonly notes: ProgramNotesService,
    private readonly metrics: ServiceMetrics,
  ) {}

  /**
   * An operator's change: finds and locks the program by its reference, then either applies it (see
   * `applyUpdate`) or, for a status move the four-eyes rule holds back, opens a request (status_note kept in
   * it). Such a request carries nothing else: a settlement path change with it is refused, nothing written. An
   * erased program takes no change at all (409 `program_erased`).
   */
  update(reference: string, change: AdminRegistrationUpdate, operator: OperatorIdentity): Promise<AdminUpdateOutcome> {
    const origin = operatorOrigin(operator);
    return this.db.write(async (unit) => {
      const registration = await this.programs.lock(unit, reference);
      if (change.status !== null || change.settlement_path !== null || change.status_note !== null) {
        assertNotErased(registration, 'a change of its status, settlement path or status note');
      }
      const to = change.status;
      if (
        to === null ||
        to === registration.status ||
        statusMovePath(this.config.fourEyesStatuses, operator.role, to) === 'direct'
      ) {
        return { kind: 'applied', registration: await this.applyUpdate(unit, registration, change, origin) };
      }
      assertStatusTransition(registration.status, to);
      if (change.settlement_path !== null && change.settlement_path !== registration.settlementPath) {
        throw new ConflictError(
          `A move into ${to} waits for a second operator's confirmation and can carry only status and ` +
            'status_note; change the settlement path in a request of its own',
          ApprovalErrorCode.ApprovalOtherChanges,
        );
      }
      const approval = await this.approvals.open(unit, registration, { to, note: change.status_note }, origin);
      return { kind: 'requested', registration, approval };
    });
  }

  /**
   * Applies the change to a registration the caller's unit has locked (`ProgramLookupService.lock`),
   * recording its events in the same unit; answers the registration after it. No four-eyes rule here: callers
   * decide (`update`, a confirmed request, a provider's result). A status move stales the program's open requests.
   */
  async applyUpdate(
    unit: UnitOfWork,
    registration: Registration,
    change: AdminRegistrationUpdate,
    origin: EventOrigin,
    approval?: ConfirmedApproval,
  ): Promise<Registration> {
    const now = new Date();
    const updates: Partial<Registration> = {};
    const status = change.status;
    if (status !== null && status !== registration.status) {
      assertStatusTransition(registration.status, status);
      const lifecycle = lifecycleAfterStatus(status, registration);
      Object.assign(updates, { status, ...lifecycle });
      await this.events.append(unit, registration, {
        eventType: 'program.status_changed',
        ...origin,
        payload: {
          from: registration.status,
          to: status,
          // Free text: the event holds a commitment to it, the text stays erasable in program_notes.
          note: await this.notes.recordUnlessNull(unit, registration.id, change.status_note, now),
          ...(lifecycle.lifecycle !== registration.lifecycle
            ? { lifecycle: { from: registration.lifecycle, to: lifecycle.lifecycle } }
            : {}),
          ...(approval ? { approval } : {}),
        },
      });
      await this.approvals.staleOpen(unit, registration.id);
      const move = { from: registration.status, to: status };
      this.db.afterCommit(unit, () => this.metrics.statusTransitions.inc(move));
    }
    const changedFields: Record<string, unknown> = {};
    if (change.settlement_path !== null && change.settlement_path !== registration.settlementPath) {
      updates.settlementPath = change.settlement_path;
      changedFields.settlement_path = { from: registration.settlementPath, to: change.settlement_path };
    }
    if (change.status_note !== null && change.status_note !== registration.statusNote) {
      updates.statusNote = change.status_note;
      // A note that explains a status change is already in program.status_changed; a note alone is
      // recorded as a fact without its text.
      if (updates.status === undefined) {
        changedFields.status_note = { changed: true };
      }
    }
    if (Object.keys(changedFields).length > 0) {
      await this.events.append(unit, registration, {
        eventType: 'program.updated',
        ...origin,
        payload: { changes: changedFields },
      });
    }
    if (Object.keys(updates).length === 0) {
      return registration;
    }
    updates.updatedAt = now;
    await this.registrations.update(unit, registration.id, updates);
    return Object.assign(registration, updates);
  }
}
