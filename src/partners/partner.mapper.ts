import type { Registration } from '../registrations/registration.entity';
import { InstructionStatus } from '../instructions/instruction-status';
import { ApplicationStatus } from '../registrations/registration.enums';
import { RegistrationTotals } from '../status/dto/stats.dto';
import { statusTotals } from '../tallies/status-totals';
import { InstructionTotals, PartnerRegistration } from './dto/partner-registrations.dto';

/** A partner sees its own programs' personal data whole (decisions §4). */
export function toPartnerRegistration(registration: Registration, instructionCount: number): PartnerRegistration {
  return {
    reference: registration.reference,
    full_name: registration.fullName,
    email: registration.email,
    company: registration.company,
    legal_entity_name: registration.legalEntityName,
    corridor: registration.corridor,
    settlement_path: registration.settlementPath,
    client_role: registration.clientRole,
    registration_type: registration.registrationType,
    status: registration.status,
    lifecycle: registration.lifecycle,
    instruction_count: instructionCount,
    created_at: registration.createdAt.toISOString(),
    updated_at: registration.updatedAt.toISOString(),
  };
}

export function toRegistrationTotals(
  counts: ReadonlyMap<string, number> | undefined,
  statuses: readonly ApplicationStatus[],
): RegistrationTotals {
  return statusTotals(counts, statuses);
}

export function toInstructionTotals(
  counts: ReadonlyMap<string, number> | undefined,
  statuses: readonly InstructionStatus[],
): InstructionTotals {
  return statusTotals(counts, statuses);
}
