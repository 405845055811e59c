import { Controller, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { toApprovalOut } from '../../approvals/approval.mapper';
import { ApprovalOut } from '../../approvals/dto/approval.dto';
import { AdminOnly, CurrentOperator, OperatorCaller } from '../../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../../openapi/api-answers';
import { PROGRAM_NOT_FOUND } from '../dto/program-not-found.answer';
import { ErasureOut } from './dto/erasure.dto';
import { ErasureParams } from './dto/erasure-params.dto';
import { ErasureService } from './erasure.service';

@ApiTags('admin')
@AdminOnly('owner')
@Controller('api/admin/registrations')
export class ErasureController {
  constructor(private readonly erasure: ErasureService) {}

  @Post(':reference/erase')
  @HttpCode(200)
  @OperationId('erasePersonalData')
  @ApiOperation({
    summary: "Erase a closed program's personal data once its retention has ended",
    description:
      'Retention is RETENTION_YEARS (default 5) after the last event of the program. Erased: the personal fields ' +
      'of the registration (NOT NULL texts become "[erased]", the others null; exports print "[erased]"), the ' +
      "operators' notes, the documents' bytes and file names (content type, size and sha256 stay; a download " +
      "answers 410), the handoff records' payloads (their external ids stay) and the stored Idempotency-Key " +
      'answers about the program. The event record, its hashes and the checkpoints stay and keep verifying; ' +
      '`program.personal_data_erased` is appended in the same transaction. With FOUR_EYES_ERASURE (the default in ' +
      'production) the call answers 202 with a request instead, after the same checks; a different owner confirms ' +
      'it (POST /api/operator/approvals/{id}/confirm) and the event then names both. Its payload lists in ' +
      '`legacy_events` ({seq, note_id, digest}) every event written before notes left payloads (hash version 1) ' +
      'whose inline note it erased, with the SHA-256 of its stored form, so that such an event stays verifiable. ' +
      'Open requests about the program become stale; afterwards the program takes no change of status, ' +
      'settlement path or status note, no document and no handoff record (409 `program_erased`).',
  })
  @ApiOkResponse({ type: ErasureOut, description: 'What was erased; recorded as `program.personal_data_erased`.' })
  @ApiResponse({
    status: 202,
    type: ApprovalOut,
    description:
      'FOUR_EYES_ERASURE is on: nothing is erased yet; the request (action `erasure`) waits for a different owner ' +
      '(POST /api/operator/approvals/{id}/confirm). A request still open for the program became stale.',
  })
  @ApiErrors({
    404: PROGRAM_NOT_FOUND,
    409:
      'The program is not closed (code `program_still_open`); or its retention has not ended yet, `detail` names ' +
      'the date (code `retention_not_ended`); or its personal data was already erased (code ' +
      "`personal_data_already_erased`); or the program's event chain does not verify, so the erasure could not " +
      'vouch for the events whose notes it erases (code `chain_broken`). Nothing is changed',
  })
  async erase(
    @Param() params: ErasureParams,
    @CurrentOperator() caller: OperatorCaller,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ErasureOut | ApprovalOut> {
    const outcome = await this.erasure.erase(params.reference, caller.operator);
    if (outcome.kind === 'requested') {
      response.status(202);
      return toApprovalOut(outcome.approval, outcome.reference);
    }
    return outcome.erasure;
  }
}
