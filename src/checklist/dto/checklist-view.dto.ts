import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { TEMPLATE_IDS } from '../../catalogs/program-templates.catalog';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

@ApiSchema({ description: 'One item of a program’s readiness checklist.' })
export class ChecklistItemView {
  @ApiProperty({ example: 'consent_recorded', description: 'Item id, used in the item patch path.' })
  id!: string;

  @ApiProperty({ example: 'Applicant consent to data processing recorded' })
  label!: string;

  @ApiProperty({ example: 'consent' })
  category!: string;

  @ApiProperty({ description: 'Whether the item counts toward `required_open`.' })
  required!: boolean;

  @ApiProperty()
  done!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'When it was marked done.' })
  done_at!: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'intake',
    description: 'Who marked it done: intake, portal, admin, partner or a provider (idv-provider …); null while open.',
  })
  done_by!: string | null;
}

@ApiSchema({ description: 'A program’s readiness checklist with its completion figures.' })
export class ChecklistView {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  // The column is a plain string; intake stores only ids of the template catalog.
  @ApiProperty({
    enum: TEMPLATE_IDS,
    enumName: 'ProgramTemplateId',
    example: 'program_individual',
    description: 'The checklist template chosen at intake.',
  })
  template!: string;

  @ApiProperty({ type: [ChecklistItemView], description: 'In template order.' })
  items!: ChecklistItemView[];

  @ApiProperty({ type: 'integer', description: 'Items done.' })
  completed!: number;

  @ApiProperty({ type: 'integer', description: 'All items.' })
  total!: number;

  @ApiProperty({ type: 'integer', description: 'Required items not done yet.' })
  required_open!: number;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 100, description: 'completed × 100 / total, rounded down.' })
  percent_complete!: number;
}
