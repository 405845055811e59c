import { ApiProperty } from '@nestjs/swagger';
import { ProgramEventOut } from '../../program-events/dto/program-event-out.dto';
import { APPLICATION_STATUSES, ApplicationStatus, REGISTRATION_TYPES, RegistrationType } from '../registration.enums';

export class RegistrationResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty({
    example: 'PRG-123456',
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

  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty({ description: 'First name and initial unless the caller holds the admin or partner credential.' })
  full_name!: string;

  @ApiProperty({ description: 'Masked (j***@example.com) unless the caller holds the admin or partner credential.' })
  email!: string;

  @ApiProperty({ type: 'string', nullable: true })
  corridor!: string | null;

  @ApiProperty()
  settlement_path!: string;

  @ApiProperty()
  client_role!: string;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus' })
  status!: ApplicationStatus;

  @ApiProperty({ required: false, default: 'created', description: 'created, verified, funded or closed.' })
  lifecycle!: string;

  @ApiProperty({ type: 'string', nullable: true, required: false })
  legal_entity_name!: string | null;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updated_at!: string;

  @ApiProperty({ type: [ProgramEventOut], required: false, description: 'The 10 newest events, ascending.' })
  recent_events!: ProgramEventOut[];

  @ApiProperty({ type: 'integer', required: false, default: 0 })
  instruction_count!: number;
}
