import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { TEMPLATE_IDS } from '../../catalogs/program-templates.catalog';
import {
  APPLICATION_STATUSES,
  ApplicationStatus,
  CLIENT_ROLES,
  ClientRole,
  LIFECYCLES,
  Lifecycle,
  REGISTRATION_TYPES,
  RegistrationType,
} from '../../registrations/registration.enums';
import { LIFECYCLE_PROPERTY } from '../../registrations/dto/registration-response.dto';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

const text = (nullable = false): ApiPropertyOptions => ({ type: 'string', nullable });
const flag = (nullable = false): ApiPropertyOptions => ({ type: 'boolean', nullable });

/** Every stored field of a registration, unmasked: what operators and auditors see. */
export class RegistrationRecord {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty(PROGRAM_REFERENCE_FIELD) reference!: string;
  @ApiProperty(text()) full_name!: string;
  @ApiProperty(text()) email!: string;
  @ApiProperty(text(true)) company!: string | null;
  @ApiProperty(text(true)) phone!: string | null;
  @ApiProperty(text(true)) legal_entity_name!: string | null;
  @ApiProperty(text(true)) business_number!: string | null;
  @ApiProperty(text(true)) rpaa_target_date!: string | null;
  @ApiProperty(text(true)) incident_contact_email!: string | null;
  @ApiProperty(flag()) consent_accepted!: boolean;
  @ApiProperty(text(true)) corridor!: string | null;
  @ApiProperty(text()) settlement_path!: string;
  @ApiProperty({ enum: CLIENT_ROLES, enumName: 'ClientRole' }) client_role!: ClientRole;
  @ApiProperty(flag(true)) fintrac_msb!: boolean | null;
  @ApiProperty({ enum: REGISTRATION_TYPES, enumName: 'RegistrationType' }) registration_type!: RegistrationType;
  @ApiProperty(text(true)) notes!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) messaging_user_id!: number | null;
  @ApiProperty(text(true)) messaging_username!: string | null;
  @ApiProperty(text(true)) partner_slug!: string | null;
  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' }) status!: ApplicationStatus;
  @ApiProperty(text(true)) status_note!: string | null;
  @ApiProperty(LIFECYCLE_PROPERTY) lifecycle!: Lifecycle;
  @ApiProperty({ enum: LIFECYCLES, enumName: 'Lifecycle', nullable: true }) lifecycle_before_close!: Lifecycle | null;
  @ApiProperty({ enum: TEMPLATE_IDS, enumName: 'ProgramTemplateId', description: 'Checklist template id.' })
  template!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at!: string;
}
