import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ADMIN_TOKEN_SCHEME,
  CallerGuard,
  RequiresRole,
  CurrentCaller,
  OpenToAll,
  PARTNER_TOKEN_SCHEME,
} from '../common/auth/auth.decorators';
import { Caller } from '../common/auth/caller';
import { callerIdempotencyKey } from '../idempotency/caller-idempotency-key';
import {
  ApiIdempotencyKey,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
  IdempotencyKeyHeader,
} from '../idempotency/idempotency-key.decorator';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { HTTP_ERROR_REF } from '../openapi/error-schemas';
import { PROGRAM_NOT_FOUND_OR_HIDDEN } from '../registrations/dto/program-not-found.answer';
import { InstructionCreate } from './dto/instruction-create.dto';
import { InstructionParams } from './dto/instruction-params.dto';
import { InstructionPatch } from './dto/instruction-patch.dto';
import { InstructionResponse, InstructionsList } from './dto/instruction-response.dto';
import { InstructionTransitions } from './instruction-transitions.service';
import { InstructionsService } from './instructions.service';
import { PROGRAM_REFERENCE_PARAM } from '../registrations/dto/reference-fields';

const RECORD_NOT_FOUND =
  'No handoff record has this id, or it belongs to a program of another partner than the token’s ' +
  '(code `instruction_not_found`)';

@ApiTags('instructions')
@Controller('api')
export class InstructionsController {
  constructor(
    private readonly instructions: InstructionsService,
    private readonly transitions: InstructionTransitions,
  ) {}

  @Post('instructions')
  @OpenToAll('reviewer')
  @HttpCode(200)
  @OperationId('createHandoffRecord')
  @ApiOperation({
    summary: 'Create a payload-free handoff record (draft); payment credentials are refused with 422',
    description: 'In production the admin credential or the partner token of the program is required.',
  })
  @ApiIdempotencyKey()
  @ApiOkResponse({
    type: InstructionResponse,
    headers: IDEMPOTENT_REPLAYED_HEADER,
    description: 'The handoff record was created as a draft and recorded in the program events.',
  })
  @ApiResponse({
    status: 401,
    description: 'A credential was sent but is wrong, or (in production) no credential was sent at all',
    schema: { $ref: HTTP_ERROR_REF },
  })
  @ApiErrors({
    404: PROGRAM_NOT_FOUND_OR_HIDDEN,
    409: `${IDEMPOTENCY_KEY_REUSED}; or the program's personal data was erased (code \`program_erased\`)`,
  })
  async create(
    @Body() body: InstructionCreate,
    @CurrentCaller() caller: Caller,
    @IdempotencyKeyHeader() idempotencyKey: string | undefined,
    @Ip() clientIp: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<InstructionResponse> {
    const scopedKey = callerIdempotencyKey(caller, clientIp, idempotencyKey);
    const result = await this.instructions.create(body, caller, scopedKey);
    if (result.replayed) {
      response.setHeader('Idempotent-Replayed', 'true');
    }
    return result.body;
  }

  @Get('instructions/:instruction_id')
  @OpenToAll()
  @OperationId('getHandoffRecord')
  @ApiOperation({
    summary: 'Read a handoff record (payload only for the admin or the program partner)',
    description: 'In production the admin credential or the partner token of the program is required.',
  })
  @ApiParam({ name: 'instruction_id', schema: { type: 'integer' } })
  @ApiOkResponse({
    type: InstructionResponse,
    description: 'The handoff record; `payload` is left out unless the caller is the admin or the program partner.',
  })
  @ApiResponse({
    status: 401,
    description:
      'A credential was sent but is wrong, or (in production) no credential was sent at all (ids are sequential)',
    schema: { $ref: HTTP_ERROR_REF },
  })
  @ApiErrors({ 404: RECORD_NOT_FOUND })
  get(@Param() params: InstructionParams, @CurrentCaller() caller: Caller): Promise<InstructionResponse> {
    return this.instructions.get(params.instruction_id, caller);
  }

  @Patch('instructions/:instruction_id')
  @OperationId('updateHandoffRecord')
  @ApiOperation({ summary: 'Report a handoff record status (state machine; 409 on a forbidden move)' })
  // Never anonymous (no `security: {}`): the caller is resolved as on open routes, the service answers 401.
  @UseGuards(CallerGuard)
  @RequiresRole('reviewer')
  @ApiSecurity(PARTNER_TOKEN_SCHEME)
  @ApiSecurity(ADMIN_TOKEN_SCHEME)
  @ApiParam({ name: 'instruction_id', schema: { type: 'integer' } })
  @ApiOkResponse({
    type: InstructionResponse,
    description: 'The handoff record after the change (unchanged when the same status and external id were sent).',
  })
  @ApiErrors({
    404: RECORD_NOT_FOUND,
    409:
      'The status machine does not allow this move from the current status; the message lists the allowed ones ' +
      '(code `invalid_instruction_transition`)',
  })
  patch(
    @Param() params: InstructionParams,
    @Body() body: InstructionPatch,
    @CurrentCaller() caller: Caller,
  ): Promise<InstructionResponse> {
    return this.transitions.patch(params.instruction_id, body, caller);
  }

  @Get('programs/:reference/instructions')
  @OpenToAll()
  @OperationId('listHandoffRecords')
  @ApiOperation({ summary: "List a program's handoff records in ascending id order" })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @ApiOkResponse({
    type: InstructionsList,
    description: 'Every handoff record of the program; payloads only for the admin or the program partner.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND_OR_HIDDEN })
  list(@Param('reference') reference: string, @CurrentCaller() caller: Caller): Promise<InstructionsList> {
    return this.instructions.listForProgram(reference, caller);
  }
}
