import type { Registration } from '../registrations/registration.entity';
import { RegistrationRecord } from './dto/registration-record.dto';

export function toRegistrationRecord(r: Registration): RegistrationRecord {
  return {
    id: r.id,
    reference: r.reference,
    full_name: r.fullName,
    email: r.email,
    company: r.company,
    phone: r.phone,
    legal_entity_name: r.legalEntityName,
    business_number: r.businessNumber,
    rpaa_target_date: r.rpaaTargetDate,
    incident_contact_email: r.incidentContactEmail,
    consent_accepted: r.consentAccepted,
    corridor: r.corridor,
    settlement_path: r.settlementPath,
    client_role: r.clientRole,
    fintrac_msb: r.fintracMsb,
    registration_type: r.registrationType,
    notes: r.notes,
    messaging_user_id: r.messagingUserId,
    messaging_username: r.messagingUsername,
    partner_slug: r.partnerSlug,
    status: r.status,
    status_note: r.statusNote,
    lifecycle: r.lifecycle,
    lifecycle_before_close: r.lifecycleBeforeClose,
    template: r.templateId,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
