import { Actor } from '../common/auth/actor';
import { Injectable } from '@nestjs/common';
import { ServiceUnavailableError } from '../common/errors/domain-errors';
import { RegistrationErrorCode } from './registration-error-codes';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ChecklistService } from '../checklist/checklist.service';
import { ProgramTemplatesCatalog, TemplateId } from '../catalogs/program-templates.catalog';
import { CallerIdempotencyKey } from '../idempotency/caller-idempotency-key';
import { IdempotencyService, IdempotentResult } from '../idempotency/idempotency.service';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { NewProgramEvent, ProgramEventsService } from '../program-events/program-events.service';
import { ChallengeVerifier } from './challenge/challenge-verifier';
import { RegistrationCreate } from './dto/registration-create.dto';
import { RegistrationResponse } from './dto/registration-response.dto';
import { claimReference } from './reference-claim';
import { ReferenceColumnsRepository } from './reference-columns.repository';
import { ReferenceSpaces } from './reference-spaces';
import { NewRegistration, Registration } from './registration.entity';
import { toRegistrationResponse } from './registration.mapper';

/** Intake: the registration, its checklist and `program.created`, committed together. */
@Injectable()
export class IntakeService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly idempotency: IdempotencyService,
    private readonly templates: ProgramTemplatesCatalog,
    private readonly checklist: ChecklistService,
    private readonly events: ProgramEventsService,
    private readonly challenge: ChallengeVerifier,
    private readonly metrics: ServiceMetrics,
    private readonly referenceSpaces: ReferenceSpaces,
    private readonly referenceColumns: ReferenceColumnsRepository,
  ) {}

  async register(
    input: RegistrationCreate,
    actor: Actor,
    idempotencyKey: CallerIdempotencyKey | undefined,
    clientIp?: string,
  ): Promise<IdempotentResult<RegistrationResponse>> {
    // Network I/O, so before (never inside) the transaction; 422 when refused, 503 when the verifier is down.
    await this.challenge.verify(input.challenge_token, clientIp);
    if (idempotencyKey === undefined) {
      // Endpoints waiting for new programs: one transaction for the program, its first event and their outbox rows.
      // None (the common case): one statement, whole on its own. An endpoint created between this check and the
      // insert starts with the next event, as one created a moment later would (replay-missing covers the gap).
      const body = (await this.events.newProgramsWatched())
        ? await this.db.write((unit) => this.create(unit, input, actor, true))
        : await this.db.writeStatements((unit) => this.create(unit, input, actor, false));
      this.countIntake(input);
      return { body, replayed: false };
    }
    // The token is single-use proof of a human, not part of the registration: a retry under the same
    // Idempotency-Key with a fresh token replays the first answer instead of answering 409.
    const { challenge_token: _token, ...request } = input;
    const result = await this.idempotency.run('registration', idempotencyKey, request, (unit) =>
      this.create(unit, input, actor),
    );
    if (!result.replayed) {
      this.countIntake(input);
    }
    return result;
  }

  /** Once the program is committed; a replayed answer took no program in. */
  private countIntake(input: RegistrationCreate): void {
    this.metrics.intakes.inc({ registration_type: input.registration_type });
  }

  private async create(
    unit: UnitOfWork,
    input: RegistrationCreate,
    actor: Actor,
    runHooks = true,
  ): Promise<RegistrationResponse> {
    const now = new Date();
    const templateId = templateFor(input);
    const checklist = this.checklist.openingItems(this.templates.get(templateId), input, now);
    const firstEvent: NewProgramEvent = {
      eventType: 'program.created',
      source: 'intake',
      actor,
      payload: {
        template: templateId,
        registration_type: input.registration_type,
        client_role: input.client_role,
        partner_slug: input.partner_slug,
      },
    };
    // A random reference, taken by the insert itself (ON CONFLICT DO NOTHING); when it is taken, the first free
    // one after it, found by the walk that the same statement runs then (see claimReference).
    const space = this.referenceSpaces.program;
    const created = await claimReference(space, {
      take: async (reference, after) => {
        const registration = newRegistration(input, reference, templateId, now);
        const claim = await this.events.createProgram(
          unit,
          { registration, checklist },
          firstEvent,
          now,
          after,
          runHooks,
        );
        return 'claimed' in claim ? { claimed: { registration, id: claim.claimed.registrationId } } : claim;
      },
      takenRun: (window) => this.referenceColumns.takenRun(unit, 'program', window),
    });
    if (created === undefined) {
      throw new ServiceUnavailableError(
        `Every program reference of ${space.digits} digits is taken: raise REFERENCE_DIGITS to issue longer ones`,
        RegistrationErrorCode.ReferenceSpaceExhausted,
      );
    }
    return toRegistrationResponse(Object.assign(new Registration(), created.registration, { id: created.id }));
  }
}

function newRegistration(
  input: RegistrationCreate,
  reference: string,
  templateId: TemplateId,
  now: Date,
): NewRegistration {
  return {
    reference,
    fullName: input.full_name,
    email: input.email,
    company: input.company,
    phone: input.phone,
    legalEntityName: input.legal_entity_name,
    businessNumber: input.business_number,
    rpaaTargetDate: input.rpaa_target_date,
    incidentContactEmail: input.incident_contact_email,
    consentAccepted: input.consent_accepted,
    corridor: input.corridor,
    settlementPath: input.settlement_path,
    clientRole: input.client_role,
    fintracMsb: input.fintrac_msb,
    registrationType: input.registration_type,
    notes: input.notes,
    messagingUserId: input.messaging_user_id,
    messagingUsername: input.messaging_username,
    partnerSlug: input.partner_slug,
    status: 'pending',
    statusNote: null,
    lifecycle: 'created',
    lifecycleBeforeClose: null,
    templateId,
    createdAt: now,
    updatedAt: now,
  };
}

/** First matching rule wins (decisions §6). */
export function templateFor(input: Pick<RegistrationCreate, 'registration_type' | 'client_role'>): TemplateId {
  if (input.registration_type === 'msp_waitlist') {
    return 'msp_waitlist';
  }
  if (input.client_role === 'partner') {
    return 'partner_program';
  }
  if (input.registration_type === 'rpaa') {
    return 'rpaa_psp';
  }
  if (input.client_role === 'business') {
    return 'program_business';
  }
  return 'program_individual';
}
