import { ApiProperty } from '@nestjs/swagger';
import { INSTRUCTION_STATUSES } from '../instruction-status';
import { INSTRUCTION_REFERENCE_FIELD, PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

export class InstructionResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty(INSTRUCTION_REFERENCE_FIELD)
  instruction_ref!: string;

  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty()
  provider!: string;

  @ApiProperty()
  action!: string;

  @ApiProperty({ type: 'string', nullable: true })
  external_id!: string | null;

  @ApiProperty({ enum: INSTRUCTION_STATUSES, enumName: 'InstructionStatus' })
  status!: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    selfRequired: false,
    description: 'Returned to the admin, the program partner and the creator; omitted on anonymous reads.',
  })
  payload?: Record<string, unknown>;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  updated_at!: string;
}

export class InstructionsList {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ type: [InstructionResponse] })
  instructions!: InstructionResponse[];

  @ApiProperty({ type: 'integer' })
  count!: number;
}
