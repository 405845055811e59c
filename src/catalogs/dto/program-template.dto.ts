import { ApiProperty } from '@nestjs/swagger';
import { PREFILL_FIELDS, PrefillField, TEMPLATE_IDS, TemplateId } from '../program-templates.catalog';

export class ProgramTemplateItemOut {
  @ApiProperty({ example: 'identity_verification', description: 'The checklist item id of every program on it.' })
  id!: string;

  @ApiProperty({ example: 'Identity verification of principals completed' })
  label!: string;

  @ApiProperty({ example: 'verification' })
  category!: string;

  @ApiProperty({ description: 'False for an item the template lists as optional.' })
  required!: boolean;

  @ApiProperty({
    enum: PREFILL_FIELDS,
    enumName: 'PrefillField',
    nullable: true,
    description: 'The registration field whose value, given at intake, marks the checklist item done.',
  })
  prefilled_when!: PrefillField | null;
}

export class ProgramTemplateOut {
  @ApiProperty({ enum: TEMPLATE_IDS, enumName: 'ProgramTemplateId' })
  id!: TemplateId;

  @ApiProperty({ example: 'RPAA payment service provider' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: [ProgramTemplateItemOut], description: 'In checklist order.' })
  items!: ProgramTemplateItemOut[];
}

export class ProgramTemplatesList {
  @ApiProperty({ type: 'integer', example: 5 })
  count!: number;

  @ApiProperty({ type: [ProgramTemplateOut] })
  templates!: ProgramTemplateOut[];
}
