import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { ServiceUnavailableError } from '../common/errors/domain-errors';
import { isUniqueViolation } from '../common/errors/database-errors';
import { ChecklistService } from '../checklist/checklist.service';
import { ProgramTemplatesCatalog, TemplateId } from '../catalogs/program-templates.catalog';
import { IdempotencyService, IdempotentResult } from '../idempotency/idempotency.service';
import { EMPTY_CHAIN, ProgramEventsService } from '../program-events/program-events.service';
import { ChallengeVerifier } from './challenge/challenge-verifier';
import { RegistrationCreate } from './dto/registration-create.dto';
import { RegistrationResponse } from './dto/registration-response.dto';
import { randomReference } from './reference';
import { Registration } from './registration.entity';
import { toRegistrationResponse } from './registration.mapper';

const REFERENCE_CANDIDATES = 8;
const REFERENCE_ROUNDS = 4;
const COLLISION_RETRIES = 3;

/** Intake: the registration, its checklist and `program.created`, committed together. */
@Injectable()
export class IntakeService {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly templates: ProgramTemplatesCatalog,
    private readonly checklist: ChecklistService,
    private readonly events: ProgramEventsService,
    private readonly challenge: ChallengeVerifier,
  ) {}

  async register(
    input: RegistrationCreate,
    idempotencyKey: string | undefined,
    clientIp?: string,
  ): Promise<IdempotentResult<RegistrationResponse>> {
    // Network I/O, so before (never inside) the transaction; 422 when refused, 503 when the verifier is down.
    await this.challenge.verify(input.challenge_token, clientIp);
    // The token is single-use proof of a human, not part of the registration: a retry under the same
    // Idempotency-Key with a fresh token replays the first answer instead of answering 409.
    const { challenge_token: _token, ...request } = input;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.idempotency.run('registration', idempotencyKey, request, (manager) =>
          this.create(manager, input),
        );
      } catch (error) {
        // Two intakes drew the same free reference at once: the loser starts again with a new draw.
        const collided = isUniqueViolation(error, 'uq_registrations_reference', ['registrations.reference']);
        if (!collided || attempt >= COLLISION_RETRIES) {
          throw error;
        }
      }
    }
  }

  private async create(manager: EntityManager, input: RegistrationCreate): Promise<RegistrationResponse> {
    const now = new Date();
    const templateId = templateFor(input);
    const registration = manager.create(Registration, {
      reference: await this.freeReference(manager),
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
    });
    const inserted = await manager.insert(Registration, registration);
    registration.id = inserted.identifiers[0].id as number;
    await this.checklist.open(manager, registration.id, this.templates.get(templateId), input, now);
    await this.events.append(
      manager,
      registration,
      {
        eventType: 'program.created',
        source: 'intake',
        payload: {
          template: templateId,
          registration_type: input.registration_type,
          client_role: input.client_role,
          partner_slug: input.partner_slug,
        },
      },
      EMPTY_CHAIN,
    );
    return toRegistrationResponse(registration);
  }

  private async freeReference(manager: EntityManager): Promise<string> {
    for (let round = 0; round < REFERENCE_ROUNDS; round++) {
      const candidates = [...new Set(Array.from({ length: REFERENCE_CANDIDATES }, () => randomReference('PRG')))];
      const taken = await manager.find(Registration, {
        select: { reference: true },
        where: { reference: In(candidates) },
      });
      const takenSet = new Set(taken.map((row) => row.reference));
      const free = candidates.find((candidate) => !takenSet.has(candidate));
      if (free) {
        return free;
      }
    }
    throw new ServiceUnavailableError(
      'No free program reference could be allocated; the reference space is nearly exhausted',
      'reference_space_exhausted',
    );
  }
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
