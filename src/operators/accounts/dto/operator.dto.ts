import { ApiProperty } from '@nestjs/swagger';
import { MAX_CURSOR_LENGTH } from '../../../common/paging/list-cursor';
import { NEXT_CURSOR_PROPERTY } from '../../../common/paging/paging-properties';
import { Field } from '../../../common/validation/field.decorator';
import { NotFoundError } from '../../../common/errors/domain-errors';
import { OPERATOR_ROLES, OperatorRole } from '../operator-role';
import { OperatorErrorCode } from '../operator-error-codes';

const ROLE_DESCRIPTION =
  'viewer: reads and exports; reviewer: also works on programs (status moves other than into approved or ' +
  'declined, notes, checklist, documents, handoff records); approver: also decides approvals; owner: also ' +
  'operators, API keys and webhooks.';

export function operatorNotFound(): NotFoundError {
  return new NotFoundError('No operator has this id', OperatorErrorCode.OperatorNotFound);
}

export class OperatorCreate {
  @Field({ kind: 'string', required: true, format: 'email', maxLength: 254, example: 'alex@operator.example' })
  email!: string;

  @Field({ kind: 'string', required: true, minLength: 1, maxLength: 128, example: 'Alex Morgan' })
  display_name!: string;

  @Field({
    kind: 'enum',
    values: OPERATOR_ROLES,
    enumName: 'OperatorRole',
    required: true,
    description: ROLE_DESCRIPTION,
  })
  role!: OperatorRole;
}

export class OperatorPatch {
  @Field({ kind: 'enum', values: OPERATOR_ROLES, enumName: 'OperatorRole', description: ROLE_DESCRIPTION })
  role?: OperatorRole;

  @Field({
    kind: 'boolean',
    description: 'false disables the operator: their sessions and tokens stop working at once (tokens for good).',
  })
  active?: boolean;
}

export class OperatorParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: operatorNotFound })
  id!: number;
}

export class OperatorOut {
  @ApiProperty({ type: 'integer' })
  id!: number;

  @ApiProperty({ example: 'alex@operator.example' })
  email!: string;

  @ApiProperty({ example: 'Alex Morgan' })
  display_name!: string;

  @ApiProperty({ enum: OPERATOR_ROLES, enumName: 'OperatorRole' })
  role!: OperatorRole;

  @ApiProperty()
  active!: boolean;

  @ApiProperty({ type: 'string', format: 'date-time' })
  created_at!: string;
}

export const MAX_OPERATORS_PAGE = 500;

export class OperatorListQuery {
  @Field({ kind: 'integer', ge: 1, le: MAX_OPERATORS_PAGE, default: 100, description: 'Page size, 1 to 500.' })
  limit!: number;

  @Field({
    kind: 'string',
    maxLength: MAX_CURSOR_LENGTH,
    nullable: true,
    description: "Opaque: the previous page's `next_cursor`. Absent: the first page (the oldest accounts).",
  })
  cursor!: string | null;
}

export class OperatorList {
  @ApiProperty({ type: [OperatorOut] })
  operators!: OperatorOut[];

  @ApiProperty({
    ...NEXT_CURSOR_PROPERTY,
    description: 'Opaque: send as `cursor` for the next page (newer accounts); null when this is the last page.',
  })
  next_cursor!: string | null;
}
