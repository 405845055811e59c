import { ApiProperty } from '@nestjs/swagger';
import { PROGRAM_REFERENCE_FIELD } from '../../dto/reference-fields';

/** What an erasure removed; the same figures as its `program.personal_data_erased` event. */
export class ErasureOut {
  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({ type: 'string', format: 'date-time' })
  erased_at!: string;

  @ApiProperty({
    type: 'string',
    isArray: true,
    example: ['full_name', 'email', 'phone'],
    description: 'The personal fields that held a value and were erased (strings now "[erased]" or null).',
  })
  fields!: string[];

  @ApiProperty({
    type: 'integer',
    description: 'Documents whose bytes and file name were erased (content type, size and sha256 stay).',
  })
  documents!: number;

  @ApiProperty({
    type: 'integer',
    description:
      "Operators' texts erased: notes of the event record (their commitments stay) and four-eyes requests' notes " +
      'and rejection reasons.',
  })
  notes!: number;

  @ApiProperty({
    type: 'integer',
    description: "Handoff records whose payload was emptied (their references and partners' external ids stay).",
  })
  handoff_records!: number;
}
