import { ApiProperty } from '@nestjs/swagger';

export class ProgramEventOut {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'program.created' })
  event_type!: string;

  @ApiProperty({ example: 'intake' })
  source!: string;

  @ApiProperty({ type: 'integer', nullable: true, required: false })
  instruction_id?: number | null;

  @ApiProperty({ type: 'object', additionalProperties: true, selfRequired: false })
  payload?: Record<string, unknown>;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, required: false })
  created_at?: string | null;
}

export class ProgramEventsList {
  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty({ type: [ProgramEventOut] })
  events!: ProgramEventOut[];

  @ApiProperty({ type: 'integer', description: 'Number of events in this page.' })
  count!: number;
}
