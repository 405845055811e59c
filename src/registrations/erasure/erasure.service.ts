import { Inject, Injectable } from '@nestjs/common';
import { ApprovalRequests } from '../../approvals/approval-requests.service';
import type { StatusApproval } from '../../approvals/status-approval.entity';
import type { Actor } from '../../common/auth/actor';
import { operatorOrigin, type OperatorIdentity } from '../../common/auth/caller';
import { CommonErrorCode } from '../../common/errors/common-error-codes';
import { ConflictError, ForbiddenError } from '../../common/errors/domain-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { DocumentsService } from '../../documents/documents.service';
import { IdempotencyService } from '../../idempotency/idempotency.service';
import { InstructionLoader } from '../../instructions/instruction.loader';
import { roleIncludes } from '../../operators/accounts/operator-role';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { ProgramNotesService } from '../../program-notes/program-notes.service';
import { ProgramLookupService } from '../program-lookup.service';
import { RegistrationErrorCode } from '../registration-error-codes';
import type { Registration } from '../registration.entity';
import { RegistrationsRepository } from '../registrations.repository';
import { ErasureOut } from './dto/erasure.dto';
import { erasedFieldsOf } from './personal-fields';
import { isoDate, retentionEnd } from './retention';

/** What POST /erase did: erased at once, or (FOUR_EYES_ERASURE) opened a request a second owner confirms. */
export type ErasureOutcome =
  { kind: 'erased'; erasure: ErasureOut } | { kind: 'requested'; reference: string; approval: StatusApproval };

/** The four-eyes request an erasure carries out, recorded in its `program.personal_data_erased` payload. */
export interface ConfirmedErasure {
  id: number;
  requested_by: Actor;
}

/**
 * Erases a closed program's personal data once its retention (RETENTION_YEARS after its last event) has ended:
 * the registration's personal fields, the operators' notes (of the event record and of four-eyes requests), the
 * documents' bytes and file names, the handoff records' payloads and the stored Idempotency-Key answers about the
 * program. The event record keeps every hash (personal data never enters a hashed event) and gains
 * `program.personal_data_erased`. One transaction: a refusal or failure leaves everything as it was. With
 * FOUR_EYES_ERASURE an owner's call only opens a request; a different owner's confirmation erases.
 */
@Injectable()
export class ErasureService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly registrations: RegistrationsRepository,
    private readonly events: ProgramEventsService,
    private readonly documents: DocumentsService,
    private readonly notes: ProgramNotesService,
    private readonly approvals: ApprovalRequests,
    private readonly instructions: InstructionLoader,
    private readonly idempotency: IdempotencyService,
  ) {}

  erase(reference: string, operator: OperatorIdentity): Promise<ErasureOutcome> {
    return this.db.write(async (unit): Promise<ErasureOutcome> => {
      const program = await this.programs.lock(unit, reference);
      const at = new Date();
      await this.assertErasable(unit, program, at);
      if (this.config.fourEyesErasure) {
        const approval = await this.approvals.openErasure(unit, program, operatorOrigin(operator));
        return { kind: 'requested', reference: program.reference, approval };
      }
      return { kind: 'erased', erasure: await this.eraseNow(unit, program, operator, at) };
    });
  }

  /**
   * A different owner confirms an erasure request, inside the decision's unit (the program row locked): the same
   * checks as a direct erasure, then the erasure, naming the requester in the event. The approvals service has
   * already refused the requester confirming their own request.
   */
  async confirmRequested(
    unit: UnitOfWork,
    program: Registration,
    operator: OperatorIdentity,
    request: ConfirmedErasure,
  ): Promise<ErasureOut> {
    this.assertMayConfirm(operator);
    const at = new Date();
    await this.assertErasable(unit, program, at);
    return this.eraseNow(unit, program, operator, at, request);
  }

  /** Only an owner confirms an erasure request. */
  assertMayConfirm(operator: OperatorIdentity): void {
    if (!roleIncludes(operator.role, 'owner')) {
      throw new ForbiddenError(
        `Confirming an erasure needs the owner role; your role is ${operator.role}`,
        CommonErrorCode.OperatorRoleRequired,
      );
    }
  }

  /**
   * Why the program's personal data cannot be erased at `now` (already erased, still open, retention not ended),
   * or null when it can; `program` must be locked by the caller's unit.
   */
  async refusal(unit: UnitOfWork, program: Registration, now: Date): Promise<ConflictError | null> {
    if (program.erasedAt !== null) {
      return new ConflictError(
        `The personal data of ${program.reference} was already erased on ${program.erasedAt.toISOString()}`,
        RegistrationErrorCode.PersonalDataAlreadyErased,
      );
    }
    if (program.lifecycle !== 'closed') {
      return new ConflictError(
        `${program.reference} is still open (lifecycle ${program.lifecycle}): only a closed program's personal ` +
          'data can be erased',
        RegistrationErrorCode.ProgramStillOpen,
      );
    }
    // Four-eyes requests and their rejections are not activity: they would push the end they are waiting for.
    const lastActivity = (await this.events.lastEventAt(unit, program.id)) ?? program.updatedAt;
    const end = retentionEnd(lastActivity, this.config.audit.retentionYears);
    if (now < end) {
      return new ConflictError(
        `Retention of ${program.reference} ends on ${isoDate(end)} (RETENTION_YEARS=${this.config.audit.retentionYears} ` +
          `after its last activity on ${isoDate(lastActivity)}); its personal data cannot be erased before then`,
        RegistrationErrorCode.RetentionNotEnded,
      );
    }
    return null;
  }

  private async eraseNow(
    unit: UnitOfWork,
    program: Registration,
    operator: OperatorIdentity,
    at: Date,
    approval?: ConfirmedErasure,
  ): Promise<ErasureOut> {
    // Before any note is erased: the legacy (hash version 1) events whose inline text goes, each with the digest of
    // its stored form, so that a verifier can tell them from events rewritten after the fact (throws chain_broken).
    const legacyEvents = await this.events.erasableLegacyEvents(unit, program);
    const { changes, names } = erasedFieldsOf(program);
    await this.registrations.markErased(unit, program.id, changes, at);
    // Nothing may be decided on an erased program: requests still open for it become stale.
    await this.approvals.staleOpen(unit, program.id);
    // Operators' free text lives in two places: notes of the event record and the four-eyes requests.
    const notes =
      (await this.notes.eraseAllOf(unit, program.id, at)) + (await this.approvals.eraseTextsOf(unit, program.id));
    const documents = await this.documents.eraseAllOf(unit, program.id, at);
    const handoffRecords = await this.instructions.erasePayloadsOf(unit, program.id);
    // Stored answers to Idempotency-Key retries repeat the registration (name, e-mail) and handoff payloads.
    await this.idempotency.forgetAnswersAbout(unit, program.reference);
    const figures = { fields: names, documents, notes, handoff_records: handoffRecords };
    await this.events.append(unit, program, {
      eventType: 'program.personal_data_erased',
      ...operatorOrigin(operator),
      payload: { ...figures, legacy_events: legacyEvents, ...(approval ? { approval } : {}) },
    });
    return { reference: program.reference, erased_at: at.toISOString(), ...figures };
  }

  private async assertErasable(unit: UnitOfWork, program: Registration, now: Date): Promise<void> {
    const refusal = await this.refusal(unit, program, now);
    if (refusal) {
      throw refusal;
    }
  }
}
