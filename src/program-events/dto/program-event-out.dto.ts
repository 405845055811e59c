import { ApiProperty } from '@nestjs/swagger';
import { EVENT_SOURCES, EVENT_TYPES } from '../event-types';
import { ActorOut } from '../../common/auth/dto/actor-out.dto';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

export class ProgramEventOut {
  @ApiProperty({ type: 'integer' })
  id!: number;

  // The entity column is a plain string; every writer stores one of EVENT_TYPES / EVENT_SOURCES.
  @ApiProperty({ enum: EVENT_TYPES, enumName: 'ProgramEventType', example: 'program.created' })
  event_type!: string;

  @ApiProperty({ enum: EVENT_SOURCES, enumName: 'ProgramEventSource', example: 'intake' })
  source!: string;

  @ApiProperty({
    type: ActorOut,
    nullable: true,
    description:
      'Who caused the event. Operators see who; everyone else sees only the kind of actor. Null on events ' +
      'recorded before actors were.',
  })
  actor!: ActorOut | null;

  @ApiProperty({ type: 'integer', nullable: true })
  instruction_id!: number | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  payload!: Record<string, unknown>;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;
}

export class ProgramEventsList {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ type: [ProgramEventOut] })
  events!: ProgramEventOut[];

  @ApiProperty({ type: 'integer', description: 'Number of events in this page.' })
  count!: number;
}
