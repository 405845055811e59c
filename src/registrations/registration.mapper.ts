import { PublishedEvent, toProgramEventOut } from '../program-events/program-event.mapper';
import { RegistrationResponse, RegistrationStatus } from './dto/registration-response.dto';
import { Registration } from './registration.entity';

export const INTAKE_MESSAGE =
  'Registration received. Keep your program reference: use it to check your status and complete your readiness checklist. ' +
  'An operator reviews every registration; no funds are held or moved by this service.';

export function toRegistrationResponse(registration: Registration): RegistrationResponse {
  return {
    id: registration.id,
    reference: registration.reference,
    program_id: registration.reference,
    full_name: registration.fullName,
    email: registration.email,
    corridor: registration.corridor,
    status: registration.status,
    registration_type: registration.registrationType,
    message: INTAKE_MESSAGE,
  };
}

export interface StatusExtras {
  recentEvents: PublishedEvent[];
  instructionCount: number;
  unmasked: boolean;
}

/** The registration columns the status view shows (and the partner slug that decides masking). */
export const STATUS_FIELDS = [
  'id',
  'reference',
  'fullName',
  'email',
  'corridor',
  'settlementPath',
  'clientRole',
  'status',
  'lifecycle',
  'legalEntityName',
  'createdAt',
  'updatedAt',
  'partnerSlug',
] as const satisfies ReadonlyArray<keyof Registration>;
export type StatusRegistration = Pick<Registration, (typeof STATUS_FIELDS)[number]>;

export function toRegistrationStatus(registration: StatusRegistration, extras: StatusExtras): RegistrationStatus {
  return {
    id: registration.id,
    reference: registration.reference,
    full_name: extras.unmasked ? registration.fullName : shortenName(registration.fullName),
    email: extras.unmasked ? registration.email : maskEmail(registration.email),
    corridor: registration.corridor,
    settlement_path: registration.settlementPath,
    client_role: registration.clientRole,
    status: registration.status,
    lifecycle: registration.lifecycle,
    legal_entity_name: registration.legalEntityName,
    created_at: registration.createdAt.toISOString(),
    updated_at: registration.updatedAt.toISOString(),
    // The public status read shows events without operator notes, whoever asks (decisions §5).
    recent_events: extras.recentEvents.map((event) => toProgramEventOut(event, 'public')),
    instruction_count: extras.instructionCount,
  };
}

/** `jane@example.com` → `j***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) {
    return '***';
  }
  return `${[...email.slice(0, at)][0]}***${email.slice(at)}`;
}

/** `Jane Q. Doe` → `Jane D.`; a single name is kept as it is. */
export function shortenName(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) {
    return words[0] ?? '';
  }
  return `${words[0]} ${[...words[words.length - 1]][0].toUpperCase()}.`;
}
