import type { Registration } from '../registrations/registration.entity';
import { InstructionStatus } from '../instructions/instruction-status';
import { ApplicationStatus } from '../registrations/registration.enums';
import { RegistrationTotals } from '../status/dto/stats.dto';
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
  counts: Map<string, number>,
  statuses: readonly ApplicationStatus[],
): RegistrationTotals {
  return toStatusCounts(counts, statuses);
}

export function toInstructionTotals(
  counts: Map<string, number>,
  statuses: readonly InstructionStatus[],
): InstructionTotals {
  return toStatusCounts(counts, statuses);
}

/** Every known status appears, zero when absent, so dashboards need no special cases. */
function toStatusCounts<S extends string>(
  counts: Map<string, number>,
  statuses: readonly S[],
): { total: number; by_status: Record<S, number> } {
  const byStatus = Object.fromEntries(statuses.map((status) => [status, counts.get(status) ?? 0])) as Record<S, number>;
  return { total: [...counts.values()].reduce((sum, count) => sum + count, 0), by_status: byStatus };
}
