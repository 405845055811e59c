import { Injectable } from '@nestjs/common';
import { Caller, seesPersonalData } from '../common/auth/caller';
import { TransactionRunner } from '../database/transaction-runner';
import { RegistrationStatus } from './dto/registration-response.dto';
import { ProgramLookupService } from './program-lookup.service';
import { normaliseReference } from './reference';
import { toRegistrationStatus } from './registration.mapper';
import { RegistrationsRepository } from './registrations.repository';

/** The status read — the registration, its newest events and its handoff-record count. */
@Injectable()
export class RegistrationReadService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly registrations: RegistrationsRepository,
  ) {}

  async status(reference: string, caller: Caller): Promise<RegistrationStatus> {
    const normalised = normaliseReference(reference);
    const read = normalised ? await this.db.read((unit) => this.registrations.statusOf(unit, normalised)) : null;
    const registration = this.programs.visibleOrNotFound(read?.registration ?? null, caller);
    return toRegistrationStatus(registration, {
      recentEvents: read?.recentEvents ?? [],
      instructionCount: read?.instructionCount ?? 0,
      unmasked: seesPersonalData(caller, registration.partnerSlug),
    });
  }
}
