import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { INSTRUCTION_REFERENCE_FIELD, PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

export const BREAK_KINDS = [
  'instruction_missing_created_event',
  'instruction_status_mismatch',
  'event_unknown_instruction',
  'checklist_item_unbacked',
  'checklist_item_event_mismatch',
  'document_missing_event',
  'hash_chain_broken',
  'instruction_count_mismatch',
] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];

@ApiSchema({ description: 'One disagreement between the stored records and the event ledger.' })
export class ReconciliationBreak {
  @ApiProperty({ enum: BREAK_KINDS, enumName: 'ReconciliationBreakKind' })
  kind!: BreakKind;

  @ApiProperty({ example: 'Handoff record INS-123456 has no handoff_record.created event' })
  detail!: string;

  @ApiPropertyOptional({
    ...INSTRUCTION_REFERENCE_FIELD,
    description: 'The handoff record concerned, when there is one.',
  })
  instruction_ref?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'The event concerned, when there is one.' })
  event_id?: number;

  @ApiPropertyOptional({ example: 'consent_recorded', description: 'The checklist item concerned, when there is one.' })
  item_id?: string;
}

@ApiSchema({ description: 'What was compared: records on one side, the events that should back them on the other.' })
export class ReconciliationCounts {
  @ApiProperty({ type: 'integer' })
  events!: number;

  @ApiProperty({ type: 'integer', description: 'Stored handoff records.' })
  instructions!: number;

  @ApiProperty({ type: 'integer', description: 'Handoff records that have a handoff_record.created event.' })
  handoff_records_created!: number;

  @ApiProperty({ type: 'integer' })
  checklist_items!: number;

  @ApiProperty({ type: 'integer' })
  checklist_done!: number;

  @ApiProperty({ type: 'integer' })
  documents!: number;

  @ApiProperty({ type: 'integer', description: 'document.uploaded events.' })
  document_events!: number;
}

@ApiSchema({ description: 'Checklist versus handoff records versus event ledger, with every break found.' })
export class ReconciliationReport {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ description: 'True when no break was found.' })
  aligned!: boolean;

  @ApiProperty({ type: 'integer' })
  break_count!: number;

  @ApiProperty({ type: [ReconciliationBreak] })
  breaks!: ReconciliationBreak[];

  @ApiProperty({ type: 'string', format: 'date-time', description: 'When the records were read.' })
  checked_at!: string;

  @ApiProperty({ type: () => ReconciliationCounts })
  counts!: ReconciliationCounts;
}
