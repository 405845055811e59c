import { ApiProperty } from '@nestjs/swagger';
import { MAX_CURSOR_LENGTH } from '../../../common/paging/list-cursor';
import { NEXT_CURSOR_PROPERTY } from '../../../common/paging/paging-properties';
import { Field } from '../../../common/validation/field.decorator';
import { ActorOut } from '../../../common/auth/dto/actor-out.dto';
import { OPERATOR_AUDIT_ACTIONS } from '../operator-audit-actions';

export const MAX_AUDIT_LOG_PAGE = 500;

export class OperatorAuditLogQuery {
  @Field({ kind: 'integer', ge: 1, le: MAX_AUDIT_LOG_PAGE, default: 100, description: 'Page size, 1 to 500.' })
  limit!: number;

  @Field({
    kind: 'integer',
    ge: 1,
    nullable: true,
    description:
      "Entries older than this id: the previous page's `next_before`. Absent: the newest. Not with `cursor`.",
  })
  before!: number | null;

  @Field({
    kind: 'string',
    maxLength: MAX_CURSOR_LENGTH,
    nullable: true,
    description: "Opaque: the previous page's `next_cursor` (the same place as `before`). Absent: the newest.",
  })
  cursor!: string | null;
}

export class OperatorAuditEntryOut {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ type: 'string', format: 'date-time' })
  occurred_at!: string;

  @ApiProperty({ enum: OPERATOR_AUDIT_ACTIONS, enumName: 'OperatorAuditAction' })
  action!: string;

  @ApiProperty({ type: ActorOut, nullable: true, description: 'Null for a failed sign-in that identified nobody.' })
  actor!: ActorOut | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The operator the action was about.' })
  subject_operator_id!: number | null;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Never a secret.' })
  detail!: Record<string, unknown>;
}

export class OperatorAuditLogPage {
  @ApiProperty({ type: [OperatorAuditEntryOut] })
  entries!: OperatorAuditEntryOut[];

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Send as `before` for the next (older) page; null when this is the last.',
  })
  next_before!: number | null;

  @ApiProperty(NEXT_CURSOR_PROPERTY)
  next_cursor!: string | null;
}
