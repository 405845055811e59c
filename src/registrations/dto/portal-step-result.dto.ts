import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Lifecycle, PORTAL_STEPS, PortalStep } from '../registration.enums';
import { LIFECYCLE_PROPERTY } from './registration-response.dto';
import { PROGRAM_REFERENCE_FIELD } from './reference-fields';

@ApiSchema({
  description:
    'What a portal step recorded: the program’s lifecycle after it, and the event written (none on a repeat).',
})
export class PortalStepResult {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ enum: PORTAL_STEPS, enumName: 'PortalStep' })
  step!: PortalStep;

  @ApiProperty(LIFECYCLE_PROPERTY)
  lifecycle!: Lifecycle;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The event recorded; null when the program had already reached this step (nothing recorded).',
  })
  event_id!: number | null;
}
