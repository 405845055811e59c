import { ApiProperty } from '@nestjs/swagger';

const COUNT = { type: 'integer' } as const;

export class RegistrationStatusCounts {
  @ApiProperty(COUNT)
  pending!: number;

  @ApiProperty(COUNT)
  kyc_pending!: number;

  @ApiProperty(COUNT)
  rpaa_review!: number;

  @ApiProperty(COUNT)
  reviewing!: number;

  @ApiProperty(COUNT)
  approved!: number;

  @ApiProperty(COUNT)
  declined!: number;
}

export class RegistrationTotals {
  @ApiProperty(COUNT)
  total!: number;

  @ApiProperty({ type: RegistrationStatusCounts, description: 'Every status, zero included.' })
  by_status!: RegistrationStatusCounts;
}

export class CatalogFigures {
  @ApiProperty({ ...COUNT, example: 5 })
  program_templates!: number;

  @ApiProperty({ ...COUNT, example: 13 })
  event_types!: number;

  @ApiProperty({ ...COUNT, example: 12 })
  adapters!: number;

  @ApiProperty({ ...COUNT, example: 14 })
  entity_categories!: number;

  @ApiProperty({ ...COUNT, example: 3, description: 'REST API, batch audit export, event webhook stream.' })
  delivery_modes!: number;
}

export class PublicStats {
  @ApiProperty({ type: RegistrationTotals })
  registrations!: RegistrationTotals;

  @ApiProperty(COUNT)
  instructions_total!: number;

  @ApiProperty(COUNT)
  events_total!: number;

  @ApiProperty({ type: CatalogFigures })
  catalog!: CatalogFigures;
}
