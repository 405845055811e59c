import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { ProgramEventOut } from '../../program-events/dto/program-event-out.dto';
import {
  APPLICATION_STATUSES,
  ApplicationStatus,
  CLIENT_ROLES,
  ClientRole,
  LIFECYCLES,
  Lifecycle,
  REGISTRATION_TYPES,
  RegistrationType,
} from '../registration.enums';
import { PROGRAM_REFERENCE_FIELD } from './reference-fields';

// One description for every use: @nestjs/swagger copies a property's description onto the shared Lifecycle schema.
export const LIFECYCLE_PROPERTY: ApiPropertyOptions = {
  enum: LIFECYCLES,
  enumName: 'Lifecycle',
  description:
    'Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined).',
};

export class RegistrationResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({
    ...PROGRAM_REFERENCE_FIELD,
    description: 'Same value as `reference`, for clients of the published example.',
  })
  program_id!: string;

  @ApiProperty()
  full_name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: 'string', nullable: true })
  corridor!: string | null;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status!: ApplicationStatus;

  @ApiProperty({ enum: REGISTRATION_TYPES, enumName: 'RegistrationType' })
  registration_type!: RegistrationType;

  @ApiProperty({ description: 'What happens next, for the applicant.' })
  message!: string;
}

export class RegistrationStatus {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ description: 'First name and initial unless the caller holds the admin or partner credential.' })
  full_name!: string;

  @ApiProperty({ description: 'Masked (j***@example.com) unless the caller holds the admin or partner credential.' })
  email!: string;

  @ApiProperty({ type: 'string', nullable: true })
  corridor!: string | null;

  @ApiProperty()
  settlement_path!: string;

  @ApiProperty({ enum: CLIENT_ROLES, enumName: 'ClientRole' })
  client_role!: ClientRole;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status!: ApplicationStatus;

  @ApiProperty(LIFECYCLE_PROPERTY)
  lifecycle!: Lifecycle;

  @ApiProperty({ type: 'string', nullable: true })
  legal_entity_name!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: [ProgramEventOut], description: 'The 10 newest events, ascending.' })
  recent_events!: ProgramEventOut[];

  @ApiProperty({ type: 'integer' })
  instruction_count!: number;
}
