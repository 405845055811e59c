import { ApiProperty } from '@nestjs/swagger';
import { MAX_CURSOR_LENGTH } from '../../common/paging/list-cursor';
import { NEXT_CURSOR_PROPERTY, TOTAL_PROPERTY } from '../../common/paging/paging-properties';
import { Field } from '../../common/validation/field.decorator';
import { APPLICATION_STATUSES, ApplicationStatus } from '../../registrations/registration.enums';
import { RegistrationRecord } from './registration-record.dto';

export const MAX_ADMIN_PAGE = 1000;

export class AdminRegistrationsQuery {
  @Field({ kind: 'integer', ge: 1, le: MAX_ADMIN_PAGE, default: 100, description: 'Page size, 1 to 1000.' })
  limit!: number;

  @Field({
    kind: 'string',
    maxLength: MAX_CURSOR_LENGTH,
    nullable: true,
    description:
      "Opaque: the previous page's `next_cursor`, sent with the same filters (another list's or other filters' " +
      'cursor is a 422). Absent: the newest registrations.',
  })
  cursor!: string | null;

  @Field({ kind: 'enum', values: APPLICATION_STATUSES, enumName: 'ApplicationStatus', nullable: true })
  status!: ApplicationStatus | null;

  @Field({ kind: 'string', maxLength: 20, nullable: true, description: 'Corridor code (e.g. `CA-US`).' })
  corridor!: string | null;

  @Field({ kind: 'string', maxLength: 32, nullable: true, description: 'Settlement path (e.g. `fiat`).' })
  settlement_path!: string | null;

  @Field({ kind: 'boolean', nullable: true, description: 'true: with at least one document; false: without any.' })
  has_documents!: boolean | null;

  @Field({ kind: 'string', maxLength: 64, nullable: true, description: 'Partner slug (e.g. `maple-remit`).' })
  partner!: string | null;
}

export class ChecklistCompletion {
  @ApiProperty({ type: 'integer' }) completed!: number;
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) required_open!: number;
  @ApiProperty({ type: 'integer', description: 'completed / total, rounded down.' }) percent_complete!: number;
}

export class AdminRegistrationRow extends RegistrationRecord {
  @ApiProperty({ type: 'integer' }) instruction_count!: number;
  @ApiProperty({ type: 'integer' }) document_count!: number;
  @ApiProperty({ type: ChecklistCompletion }) checklist!: ChecklistCompletion;
}

export class AdminRegistrationsList {
  @ApiProperty({ type: [AdminRegistrationRow], description: 'Newest first.' })
  registrations!: AdminRegistrationRow[];

  @ApiProperty({ type: 'integer', description: 'Rows in this answer.' })
  count!: number;

  @ApiProperty(TOTAL_PROPERTY)
  total!: number | null;

  @ApiProperty(NEXT_CURSOR_PROPERTY)
  next_cursor!: string | null;
}
