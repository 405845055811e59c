import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';

const text = (nullable = false): ApiPropertyOptions => ({ type: 'string', nullable });
const flag = (nullable = false): ApiPropertyOptions => ({ type: 'boolean', nullable });

/** Every stored field of a registration, unmasked: what operators and auditors see. */
export class RegistrationRecord {
  @ApiProperty({ type: 'integer' }) id!: number;
  @ApiProperty({ example: 'PRG-123456' }) reference!: string;
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
  @ApiProperty(text()) client_role!: string;
  @ApiProperty(flag(true)) fintrac_msb!: boolean | null;
  @ApiProperty(text()) registration_type!: string;
  @ApiProperty(text(true)) notes!: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) messaging_user_id!: number | null;
  @ApiProperty(text(true)) messaging_username!: string | null;
  @ApiProperty(text(true)) partner_slug!: string | null;
  @ApiProperty(text()) status!: string;
  @ApiProperty(text(true)) status_note!: string | null;
  @ApiProperty(text()) lifecycle!: string;
  @ApiProperty(text(true)) lifecycle_before_close!: string | null;
  @ApiProperty({ description: 'Checklist template id.' }) template!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) updated_at!: string;
}
