import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentOperator, OperatorCaller, RequiresRole } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { ApprovalsService } from './approvals.service';
import { ApprovalList, ApprovalListQuery, ApprovalOut, ApprovalParams, ApprovalReject } from './dto/approval.dto';

const NO_REQUEST = 'No approval request has this id (code `approval_not_found`).';
const NOT_DECIDABLE =
  'The request is no longer pending (code `approval_not_pending`), or the program moved on since it was made, ' +
  'or its requester was disabled (or, for an erasure, is no longer an owner): it is marked stale (code ' +
  '`approval_stale`).';

@ApiTags('operator')
@AdminOnly('viewer')
@Controller('api/operator/approvals')
export class ApprovalsController {
  constructor(private readonly approvals: ApprovalsService) {}

  @Get()
  @OperationId('listApprovals')
  @ApiOperation({
    summary: 'Four-eyes requests in one state (pending by default), newest first',
    description:
      'A status move into one of FOUR_EYES_STATUSES by any operator (the bootstrap credential included) answers ' +
      '202 and opens a request here instead of moving; it may carry status_note (kept in the request, not in the ' +
      '`program.approval_requested` payload) but no settlement path change (409 `approval_other_changes`). A newer ' +
      "request for the same program makes the open one stale; so does any change of the program's status. A " +
      'different approver or owner confirms it; any approver or owner, the requester included (withdrawing), ' +
      'rejects it. A simple limit, no paging: the queue is meant to stay short.',
  })
  @ApiOkResponse({ type: ApprovalList, description: 'Up to `limit` requests, newest first.' })
  list(@Query() query: ApprovalListQuery): Promise<ApprovalList> {
    return this.approvals.list(query);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @RequiresRole('approver')
  @OperationId('confirmApproval')
  @ApiOperation({
    summary: "Confirm another operator's request: the status moves (program.status_changed names both)",
  })
  @ApiOkResponse({ type: ApprovalOut, description: 'The request, confirmed; the program has the new status.' })
  @ApiErrors({
    403:
      'The role is below approver (code `operator_role_required`); or you made this request yourself: a ' +
      'different approver or owner confirms (code `approval_own_request`).',
    404: NO_REQUEST,
    409:
      `${NOT_DECIDABLE} For an erasure request, the program can no longer be erased as asked: its personal data ` +
      'was already erased (code `personal_data_already_erased`), it is open again (code `program_still_open`) or ' +
      'it had activity since and its retention has not ended (code `retention_not_ended`); the request is marked ' +
      "stale, nothing else changes. Or the program's event chain does not verify (code `chain_broken`): nothing " +
      'changes.',
  })
  confirm(@Param() params: ApprovalParams, @CurrentOperator() caller: OperatorCaller): Promise<ApprovalOut> {
    return this.approvals.confirm(params.id, caller.operator);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @RequiresRole('approver')
  @OperationId('rejectApproval')
  @ApiOperation({
    summary: 'Reject a request (program.approval_rejected); the requester rejecting their own withdraws it',
  })
  @ApiOkResponse({ type: ApprovalOut, description: 'The request, rejected; the status did not move.' })
  @ApiErrors({ 404: NO_REQUEST, 409: NOT_DECIDABLE })
  reject(
    @Param() params: ApprovalParams,
    @Body() body: ApprovalReject,
    @CurrentOperator() caller: OperatorCaller,
  ): Promise<ApprovalOut> {
    return this.approvals.reject(params.id, body.reason, caller.operator);
  }
}
