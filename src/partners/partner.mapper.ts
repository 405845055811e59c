import { Registration } from '../registrations/registration.entity';
import { PartnerRegistration, StatusCounts } from './dto/partner-registrations.dto';

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

/** Every known status appears, zero when absent, so dashboards need no special cases. */
export function toStatusCounts(counts: Map<string, number>, statuses: readonly string[]): StatusCounts {
  const byStatus = Object.fromEntries(statuses.map((status) => [status, counts.get(status) ?? 0]));
  return { total: [...counts.values()].reduce((sum, count) => sum + count, 0), by_status: byStatus };
}
