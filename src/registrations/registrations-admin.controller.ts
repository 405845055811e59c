import { Body, Controller, Param, Patch, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApprovalOut } from '../approvals/dto/approval.dto';
import { toApprovalOut } from '../approvals/approval.mapper';
import { FULL_VIEW } from '../common/auth/caller';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND } from './dto/program-not-found.answer';
import { AdminRegistrationUpdate, StatusUpdate } from './dto/registration-update.dto';
import { RegistrationStatus } from './dto/registration-response.dto';
import { AdminUpdateOutcome, RegistrationAdminService } from './registration-admin.service';
import { RegistrationReadService } from './registration-read.service';
import { PROGRAM_REFERENCE_PARAM } from './dto/reference-fields';

const STATUS_ANSWERS = {
  403:
    'The role is below reviewer (code `operator_role_required`); or, four-eyes off for the target status, a ' +
    'move into approved or declined needs the approver role (code `decision_role_required`)',
  404: PROGRAM_NOT_FOUND,
  409:
    'The status machine does not allow this move from the current status; the message lists the allowed ones ' +
    '(code `invalid_status_transition`); or a move that needs approval carries a settlement path change ' +
    "(code `approval_other_changes`); or the program's personal data was erased: it takes no change any more " +
    '(code `program_erased`)',
} as const;

const REQUESTED_ANSWER = {
  status: 202,
  type: ApprovalOut,
  description:
    'The target status is under the four-eyes rule (FOUR_EYES_STATUSES): nothing moved yet; the request waits ' +
    'for a different approver or owner (POST /api/operator/approvals/{id}/confirm). A request still open for the ' +
    'program became stale.',
} as const;

@ApiTags('admin')
@AdminOnly('reviewer')
@Controller('api/admin/registrations')
export class RegistrationsAdminController {
  constructor(
    private readonly admin: RegistrationAdminService,
    private readonly reads: RegistrationReadService,
  ) {}

  @Patch(':reference')
  @OperationId('updateRegistration')
  @ApiOperation({ summary: 'Change status (state machine), settlement path or status note' })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @ApiOkResponse({ type: RegistrationStatus, description: 'The program status after the change, unmasked.' })
  @ApiResponse(REQUESTED_ANSWER)
  @ApiErrors(STATUS_ANSWERS)
  async update(
    @Param('reference') reference: string,
    @Body() body: AdminRegistrationUpdate,
    @CurrentOperator() caller: OperatorCaller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RegistrationStatus | ApprovalOut> {
    return this.answer(await this.admin.update(reference, body, caller.operator), response);
  }

  @Patch(':reference/status')
  @OperationId('updateRegistrationStatus')
  @ApiOperation({ summary: 'Legacy status change; same rules as the general update' })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @ApiOkResponse({ type: RegistrationStatus, description: 'The program status after the change, unmasked.' })
  @ApiResponse(REQUESTED_ANSWER)
  @ApiErrors(STATUS_ANSWERS)
  async updateStatus(
    @Param('reference') reference: string,
    @Body() body: StatusUpdate,
    @CurrentOperator() caller: OperatorCaller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RegistrationStatus | ApprovalOut> {
    const outcome = await this.admin.update(
      reference,
      { status: body.status, settlement_path: null, status_note: null },
      caller.operator,
    );
    return this.answer(outcome, response);
  }

  private answer(outcome: AdminUpdateOutcome, response: Response): Promise<RegistrationStatus> | ApprovalOut {
    if (outcome.kind === 'requested') {
      response.status(202);
      return toApprovalOut(outcome.approval, outcome.registration.reference);
    }
    return this.reads.status(outcome.registration.reference, FULL_VIEW);
  }
}
