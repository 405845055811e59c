import { Injectable } from '@nestjs/common';
import { Caller, originOf } from '../common/auth/caller';
import { ConflictError } from '../common/errors/domain-errors';
import { RegistrationErrorCode } from './registration-error-codes';
import { IDENTITY_VERIFICATION_ITEM } from '../catalogs/program-templates.catalog';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramEventsService } from '../program-events/program-events.service';
import { PortalStepResult } from './dto/portal-step-result.dto';
import { ProgramLookupService } from './program-lookup.service';
import { Lifecycle, PortalStep } from './registration.enums';
import { Registration } from './registration.entity';
import { RegistrationsRepository } from './registrations.repository';

const REACHED: Record<PortalStep, readonly Lifecycle[]> = {
  verify: ['verified', 'funded'],
  fund: ['funded'],
};

/** Customer progress markers. "fund" records that the customer reports funding; nothing moves money. */
@Injectable()
export class PortalService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly checklist: ChecklistService,
    private readonly registrations: RegistrationsRepository,
  ) {}

  recordStep(reference: string, step: PortalStep, caller: Caller): Promise<PortalStepResult> {
    const origin = originOf(caller);
    return this.db.write(async (unit) => {
      const program = await this.programs.lock(unit, reference, caller);
      if (REACHED[step].includes(program.lifecycle)) {
        return result(program, step, program.lifecycle, null);
      }
      if (program.lifecycle === 'closed') {
        throw new ConflictError(
          'The program is closed (declined); portal steps are not accepted',
          RegistrationErrorCode.ProgramClosed,
        );
      }
      if (step === 'fund' && program.lifecycle !== 'verified') {
        throw new ConflictError(
          'The fund step needs the verify step first',
          RegistrationErrorCode.PortalStepOutOfOrder,
        );
      }
      const lifecycle: Lifecycle = step === 'verify' ? 'verified' : 'funded';
      const event = await this.events.append(unit, program, {
        eventType: step === 'verify' ? 'portal.verify.completed' : 'portal.fund.completed',
        ...origin,
        payload: { lifecycle: { from: program.lifecycle, to: lifecycle } },
      });
      if (step === 'verify') {
        await this.checklist.setItem(unit, program, IDENTITY_VERIFICATION_ITEM, true, origin, event.eventType);
      }
      await this.registrations.update(unit, program.id, { lifecycle, updatedAt: new Date() });
      return result(program, step, lifecycle, event.id);
    });
  }
}

function result(
  program: Registration,
  step: PortalStep,
  lifecycle: Lifecycle,
  eventId: number | null,
): PortalStepResult {
  return { reference: program.reference, step, lifecycle, event_id: eventId };
}
