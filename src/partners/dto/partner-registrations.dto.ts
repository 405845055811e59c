import { ApiProperty } from '@nestjs/swagger';
import { MAX_CURSOR_LENGTH } from '../../common/paging/list-cursor';
import { MAX_LIST_OFFSET, NEXT_CURSOR_PROPERTY, TOTAL_PROPERTY } from '../../common/paging/paging-properties';
import { Field } from '../../common/validation/field.decorator';
import {
  APPLICATION_STATUSES,
  ApplicationStatus,
  CLIENT_ROLES,
  ClientRole,
  Lifecycle,
  REGISTRATION_TYPES,
  RegistrationType,
} from '../../registrations/registration.enums';
import { LIFECYCLE_PROPERTY } from '../../registrations/dto/registration-response.dto';
import { RegistrationTotals } from '../../status/dto/stats.dto';

export const MAX_PARTNER_PAGE = 1000;

export class PartnerRegistrationsQuery {
  @Field({ kind: 'integer', ge: 1, le: MAX_PARTNER_PAGE, default: 100, description: 'Page size, 1 to 1000.' })
  limit!: number;

  @Field({
    kind: 'integer',
    ge: 0,
    le: MAX_LIST_OFFSET,
    default: 0,
    description:
      `Rows to skip, 0 to ${MAX_LIST_OFFSET}: slow (every skipped row is read), kept for compatibility; page with ` +
      '`cursor` instead. Not with `cursor`.',
  })
  offset!: number;

  @Field({ kind: 'enum', values: APPLICATION_STATUSES, enumName: 'ApplicationStatus', nullable: true })
  status!: ApplicationStatus | null;

  @Field({
    kind: 'string',
    maxLength: MAX_CURSOR_LENGTH,
    nullable: true,
    description:
      "Opaque: the previous page's `next_cursor`, sent with the same `status` (another list's or filter's cursor " +
      'is a 422). Absent: the newest registrations.',
  })
  cursor!: string | null;
}

export class PartnerRegistration {
  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty()
  full_name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: 'string', nullable: true })
  company!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  legal_entity_name!: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  corridor!: string | null;

  @ApiProperty()
  settlement_path!: string;

  @ApiProperty({ enum: CLIENT_ROLES, enumName: 'ClientRole' })
  client_role!: ClientRole;

  @ApiProperty({ enum: REGISTRATION_TYPES, enumName: 'RegistrationType' })
  registration_type!: RegistrationType;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status!: ApplicationStatus;

  @ApiProperty(LIFECYCLE_PROPERTY)
  lifecycle!: Lifecycle;

  @ApiProperty({ type: 'integer' })
  instruction_count!: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updated_at!: string;
}

export class PartnerRegistrationsPage {
  @ApiProperty()
  partner_slug!: string;

  @ApiProperty(TOTAL_PROPERTY)
  total!: number | null;

  @ApiProperty({ type: 'integer' })
  limit!: number;

  @ApiProperty({ type: 'integer' })
  offset!: number;

  @ApiProperty({ type: 'integer', description: 'Registrations in this page.' })
  count!: number;

  @ApiProperty({ type: [PartnerRegistration], description: 'Newest first.' })
  registrations!: PartnerRegistration[];

  @ApiProperty(NEXT_CURSOR_PROPERTY)
  next_cursor!: string | null;
}

const COUNT = { type: 'integer', minimum: 0 } as const;

/** One count per handoff-record status (draft, submitted, venue_ack, filled, failed). */
export class InstructionStatusCounts {
  @ApiProperty(COUNT)
  draft!: number;

  @ApiProperty(COUNT)
  submitted!: number;

  @ApiProperty(COUNT)
  venue_ack!: number;

  @ApiProperty(COUNT)
  filled!: number;

  @ApiProperty(COUNT)
  failed!: number;
}

export class InstructionTotals {
  @ApiProperty(COUNT)
  total!: number;

  @ApiProperty({ type: InstructionStatusCounts, description: 'Every status, zero included.' })
  by_status!: InstructionStatusCounts;
}

export class PartnerStats {
  @ApiProperty()
  partner_slug!: string;

  @ApiProperty({ type: RegistrationTotals, description: "The partner's programs." })
  registrations!: RegistrationTotals;

  @ApiProperty({ type: InstructionTotals, description: 'Handoff records of the partner programs.' })
  instructions!: InstructionTotals;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the newest program was registered; null before the first.',
  })
  latest_registration_at!: string | null;
}
