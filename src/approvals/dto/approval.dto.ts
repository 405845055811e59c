import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { ActorOut } from '../../common/auth/dto/actor-out.dto';
import { NotFoundError } from '../../common/errors/domain-errors';
import { Field } from '../../common/validation/field.decorator';
import { APPLICATION_STATUSES } from '../../registrations/registration.enums';
import { ApprovalErrorCode } from '../approval-error-codes';
import { APPROVAL_ACTIONS, APPROVAL_STATES, ApprovalAction, ApprovalState } from '../approval-state';
import { PROGRAM_REFERENCE_FIELD } from '../../registrations/dto/reference-fields';

/** The most requests one list answers. */
export const MAX_APPROVALS_PAGE = 200;

export function approvalNotFound(): NotFoundError {
  return new NotFoundError('No approval request has this id', ApprovalErrorCode.ApprovalNotFound);
}

export class ApprovalListQuery {
  @Field({
    kind: 'enum',
    values: APPROVAL_STATES,
    enumName: 'ApprovalState',
    default: 'pending',
    description: 'Which requests: pending (the default), confirmed, rejected or stale.',
  })
  status!: ApprovalState;

  @Field({
    kind: 'integer',
    ge: 1,
    le: MAX_APPROVALS_PAGE,
    default: 50,
    description: `How many, newest first; 1 to ${MAX_APPROVALS_PAGE}.`,
  })
  limit!: number;
}

export class ApprovalParams {
  @Field({ kind: 'integer', required: true, example: 1, unknownId: approvalNotFound })
  id!: number;
}

export class ApprovalReject {
  @Field({
    kind: 'string',
    required: true,
    minLength: 1,
    maxLength: 2000,
    example: 'The proof of address is older than three months.',
  })
  reason!: string;
}

@ApiExtraModels(ActorOut)
export class ApprovalOut {
  @ApiProperty({ type: 'integer' })
  approval_id!: number;

  @ApiProperty(PROGRAM_REFERENCE_FIELD)
  reference!: string;

  @ApiProperty({
    enum: APPROVAL_ACTIONS,
    enumName: 'ApprovalAction',
    description:
      "What is asked: status_move (the status moves from `from` to `to`) or erasure (the program's personal data " +
      'is erased; `from` and `to` both hold the status when asked).',
  })
  action!: ApprovalAction;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus', description: 'The status when asked.' })
  from!: string;

  @ApiProperty({ enum: APPLICATION_STATUSES, enumName: 'ApplicationStatus', description: 'The status asked for.' })
  to!: string;

  @ApiProperty({ type: ActorOut, description: 'The operator who asked.' })
  requested_by!: ActorOut;

  @ApiProperty({ type: 'string', format: 'date-time' })
  requested_at!: string;

  @ApiProperty({
    enum: APPROVAL_STATES,
    enumName: 'ApprovalState',
    description:
      'pending: waiting; confirmed: the status moved; rejected: refused by an approver (or withdrawn by the ' +
      'requester); stale: the program moved on, or a newer request replaced it, before anyone decided.',
  })
  status!: ApprovalState;

  @ApiProperty({ type: 'string', nullable: true, description: 'The status note the move carries (operators only).' })
  note!: string | null;

  // anyOf: `type: ActorOut, nullable: true` reaches the document as an object type beside the reference (no null).
  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath(ActorOut) }, { type: 'null' }],
    description: 'Who confirmed or rejected; null while pending or stale.',
  })
  decided_by!: ActorOut | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  decided_at!: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: "A rejection's reason." })
  reason!: string | null;
}

export class ApprovalList {
  @ApiProperty({ type: [ApprovalOut] })
  approvals!: ApprovalOut[];

  @ApiProperty({ type: 'integer' })
  count!: number;
}
