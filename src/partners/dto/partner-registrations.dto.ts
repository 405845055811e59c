import { ApiProperty } from '@nestjs/swagger';
import { Field } from '../../common/validation/field.decorator';
import { APPLICATION_STATUSES, ApplicationStatus } from '../../registrations/registration.enums';

export const MAX_PARTNER_PAGE = 1000;

export class PartnerRegistrationsQuery {
  @Field({ kind: 'integer', ge: 1, le: MAX_PARTNER_PAGE, default: 100, description: 'Page size, 1 to 1000.' })
  limit!: number;

  @Field({ kind: 'integer', ge: 0, default: 0 })
  offset!: number;

  @Field({ kind: 'enum', values: APPLICATION_STATUSES, enumName: 'ApplicationStatus', nullable: true })
  status!: ApplicationStatus | null;
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

  @ApiProperty()
  client_role!: string;

  @ApiProperty()
  registration_type!: string;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status!: string;

  @ApiProperty()
  lifecycle!: string;

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

  @ApiProperty({ type: 'integer', description: 'Registrations matching the filter, all pages.' })
  total!: number;

  @ApiProperty({ type: 'integer' })
  limit!: number;

  @ApiProperty({ type: 'integer' })
  offset!: number;

  @ApiProperty({ type: 'integer', description: 'Registrations in this page.' })
  count!: number;

  @ApiProperty({ type: [PartnerRegistration], description: 'Newest first.' })
  registrations!: PartnerRegistration[];
}

export class StatusCounts {
  @ApiProperty({ type: 'integer' })
  total!: number;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  by_status!: Record<string, number>;
}

export class PartnerStats {
  @ApiProperty()
  partner_slug!: string;

  @ApiProperty({ type: StatusCounts })
  registrations!: StatusCounts;

  @ApiProperty({ type: StatusCounts, description: 'Handoff records of the partner programs.' })
  instructions!: StatusCounts;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  latest_registration_at!: string | null;
}
