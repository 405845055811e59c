import { ApiProperty } from '@nestjs/swagger';
import { ACTOR_TYPES } from '../actor';

export class ActorOut {
  @ApiProperty({ enum: ACTOR_TYPES, enumName: 'ActorType', example: 'operator' })
  type!: string;

  @ApiProperty({
    type: 'string',
    nullable: true,
    required: false,
    description: 'Operator id, partner slug or provider name; shown to operators only (null for an applicant).',
  })
  id?: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    required: false,
    description: 'A name a reviewer recognises; shown to operators only.',
  })
  display?: string | null;
}
