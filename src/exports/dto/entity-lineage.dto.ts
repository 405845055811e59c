import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

export const PROVENANCE_SOURCES = ['registration', 'handoff_record', 'webhook_endpoint', 'event'] as const;
export type ProvenanceSource = (typeof PROVENANCE_SOURCES)[number];

@ApiSchema({ description: 'The record, field or event that attributes a party to the program.' })
export class LineageProvenance {
  @ApiProperty({
    enum: PROVENANCE_SOURCES,
    enumName: 'LineageProvenanceSource',
    description: 'Kind of evidence: a stored record (registration, handoff_record, webhook_endpoint) or an event.',
  })
  source!: ProvenanceSource;

  @ApiProperty({
    example: 'PRG-123456',
    description: 'Which record: the program reference, an INS reference, `event:<id>` or `webhook:<id>`.',
  })
  record!: string;

  @ApiProperty({ example: 'corridor', description: 'The field of that record that names the party.' })
  field!: string;

  @ApiPropertyOptional({ type: 'integer', description: 'The event that recorded it, when there is one.' })
  event_id?: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  at!: string;
}

@ApiSchema({ description: 'A party attributed to the program.' })
export class LineageEntity {
  @ApiProperty({
    example: 'corridor',
    description:
      'applicant, legal_entity, operator, partner, corridor, regulator, messaging_channel, adapter, ' +
      'settlement_partner, execution_venue, identity_provider, payment_provider or webhook_endpoint.',
  })
  category!: string;

  @ApiProperty({ example: 'CA-US (Canada to United States)' })
  name!: string;

  @ApiProperty({ example: 'operating_corridor', description: 'What the party does for this program.' })
  role!: string;

  @ApiProperty({ type: () => LineageProvenance })
  provenance!: LineageProvenance;
}

@ApiSchema({ description: 'Parties attributed to the program, each with provenance.' })
export class EntityLineageReport {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ type: 'integer' })
  entity_count!: number;

  @ApiProperty({ type: [LineageEntity] })
  entities!: LineageEntity[];
}
