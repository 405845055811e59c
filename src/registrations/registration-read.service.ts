import { Injectable } from '@nestjs/common';
import { Caller, seesPersonalData } from '../common/auth/caller';
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
  ) {}

  status(reference: string, caller: Caller): Promise<RegistrationStatus> {
    return this.db.read(async (manager) => {
      const registration = await this.programs.find(manager, reference);
      return this.assemble(registration, caller, await this.events.recent(manager, registration.id));
    });
  }

  /** The status view of a registration already loaded (after an admin change). */
  statusOf(registration: Registration, caller: Caller): Promise<RegistrationStatus> {
    return this.db.read(async (manager) =>
      this.assemble(registration, caller, await this.events.recent(manager, registration.id)),
    );
  }

  private assemble(
    registration: Registration,
    caller: Caller,
    recentEvents: Awaited<ReturnType<ProgramEventsService['recent']>>,
  ): RegistrationStatus {
    return toRegistrationStatus(registration, {
      recentEvents,
      instructionCount: 0,
      unmasked: seesPersonalData(caller, registration.partnerSlug),
    });
  }
}
