import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Caller, seesPersonalData } from '../common/auth/caller';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramEventsService } from '../program-events/program-events.service';
import { RegistrationStatus } from './dto/registration-response.dto';
import { ProgramLookupService } from './program-lookup.service';
import { Registration } from './registration.entity';
import { toRegistrationStatus } from './registration.mapper';

/** The status read: the registration, its newest events and its handoff-record count. */
@Injectable()
export class RegistrationReadService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly instructionCounts: InstructionCounts,
  ) {}

  status(reference: string, caller: Caller): Promise<RegistrationStatus> {
    return this.db.read(async (manager) => {
      const registration = await this.programs.find(manager, reference, caller);
      return this.assemble(manager, registration, caller);
    });
  }

  /** The status view of a registration already loaded (after an admin change). */
  statusOf(registration: Registration, caller: Caller): Promise<RegistrationStatus> {
    return this.db.read((manager) => this.assemble(manager, registration, caller));
  }

  private async assemble(
    manager: EntityManager,
    registration: Registration,
    caller: Caller,
  ): Promise<RegistrationStatus> {
    return toRegistrationStatus(registration, {
      recentEvents: await this.events.recent(manager, registration.id),
      instructionCount: await this.instructionCounts.countFor(manager, registration.id),
      unmasked: seesPersonalData(caller, registration.partnerSlug),
    });
  }
}
