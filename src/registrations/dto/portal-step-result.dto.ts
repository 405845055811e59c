import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { LIFECYCLES, Lifecycle, PORTAL_STEPS, PortalStep } from '../registration.enums';

@ApiSchema({
  description:
    'What a portal step recorded: the program’s lifecycle after it, and the event written (none on a repeat).',
})
export class PortalStepResult {
  @ApiProperty({ example: 'PRG-123456' })
  reference!: string;

  @ApiProperty({ enum: PORTAL_STEPS, enumName: 'PortalStep' })
  step!: PortalStep;

  @ApiProperty({
    enum: LIFECYCLES,
    enumName: 'Lifecycle',
    description:
      'Where the customer is in the portal: created, verified (verify step done), funded (fund step reported) or closed (declined).',
  })
  lifecycle!: Lifecycle;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The event recorded; null when the program had already reached this step (nothing recorded).',
  })
  event_id!: number | null;
}
