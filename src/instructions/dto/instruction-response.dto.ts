import { ApiProperty } from '@nestjs/swagger';
import { INSTRUCTION_STATUSES } from '../instruction-status';

export class InstructionResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'INS-123456' })
  instruction_ref!: string;

  @ApiProperty({ example: 'PRG-123456' })
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
  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty({ type: [InstructionResponse] })
  instructions!: InstructionResponse[];

  @ApiProperty({ type: 'integer' })
  count!: number;
}
