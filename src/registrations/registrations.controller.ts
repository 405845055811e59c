import { Body, Controller, Get, HttpCode, Ip, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { actorOf, Caller } from '../common/auth/caller';
import { CurrentCaller, OpenToAll } from '../common/auth/auth.decorators';
import { callerIdempotencyKey } from '../idempotency/caller-idempotency-key';
import {
  ApiIdempotencyKey,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeyHeader,
} from '../idempotency/idempotency-key.decorator';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PortalStepResult } from './dto/portal-step-result.dto';
import { PROGRAM_NOT_FOUND_OR_HIDDEN } from './dto/program-not-found.answer';
import { RegistrationCreate } from './dto/registration-create.dto';
import { RegistrationResponse, RegistrationStatus } from './dto/registration-response.dto';
import { PortalStepBody } from './dto/registration-update.dto';
import { IntakeService } from './intake.service';
import { PortalService } from './portal.service';
import { RegistrationReadService } from './registration-read.service';
import { PROGRAM_REFERENCE_PARAM } from './dto/reference-fields';

@ApiTags('programs')
@Controller('api')
export class RegistrationsController {
  constructor(
    private readonly intake: IntakeService,
    private readonly reads: RegistrationReadService,
    private readonly portal: PortalService,
  ) {}

  @Post(['register', 'programs'])
  @HttpCode(200)
  @OpenToAll('reviewer')
  @OperationId('registerProgram', 'createProgram')
  @ApiOperation({ summary: 'Register a program (intake); /api/programs is the same operation' })
  @ApiIdempotencyKey()
  @ApiOkResponse({
    type: RegistrationResponse,
    headers: IDEMPOTENT_REPLAYED_HEADER,
    description: 'The program was registered (status pending, checklist opened); keep its reference.',
  })
  @ApiErrors({ 409: IDEMPOTENCY_KEY_REUSED })
  async register(
    @Body() body: RegistrationCreate,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
    @CurrentCaller() caller: Caller,
    @Ip() clientIp: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RegistrationResponse> {
    const result = await this.intake.register(
      body,
      actorOf(caller),
      callerIdempotencyKey(caller, clientIp, idempotencyKey),
      clientIp,
    );
    if (result.replayed) {
      response.setHeader('Idempotent-Replayed', 'true');
    }
    return result.body;
  }

  @Get(['register/:reference', 'programs/:reference'])
  @OpenToAll()
  @OperationId('getRegistrationStatus', 'getProgramStatus')
  @ApiOperation({ summary: 'Read a program status; personal data is masked without the admin or partner credential' })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @ApiOkResponse({
    type: RegistrationStatus,
    description: 'The program status with its 10 newest events (operator notes left out).',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND_OR_HIDDEN })
  status(@Param('reference') reference: string, @CurrentCaller() caller: Caller): Promise<RegistrationStatus> {
    return this.reads.status(reference, caller);
  }

  @Post('register/:reference/portal-step')
  @HttpCode(200)
  @OpenToAll('reviewer')
  @OperationId('recordPortalStep')
  @ApiOperation({
    summary: 'Record customer progress: verify, then fund (a progress marker only; nothing moves money)',
  })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @ApiOkResponse({
    type: PortalStepResult,
    description: 'The step is recorded (or was already): the lifecycle now, and the event written if any.',
  })
  @ApiErrors({
    404: PROGRAM_NOT_FOUND_OR_HIDDEN,
    409:
      'The program is closed because it was declined (code `program_closed`), or `fund` came before `verify` ' +
      '(code `portal_step_out_of_order`)',
  })
  portalStep(
    @Param('reference') reference: string,
    @Body() body: PortalStepBody,
    @CurrentCaller() caller: Caller,
  ): Promise<PortalStepResult> {
    return this.portal.recordStep(reference, body.step, caller);
  }
}
