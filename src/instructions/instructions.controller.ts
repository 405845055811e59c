import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ADMIN_TOKEN_SCHEME, CurrentCaller, OpenToAll, PARTNER_TOKEN_SCHEME } from '../common/auth/auth.decorators';
import { Caller } from '../common/auth/caller';
import { callerIdempotencyKey } from '../idempotency/caller-idempotency-key';
import { ApiIdempotencyKey, IdempotencyKeyHeader } from '../idempotency/idempotency-key.decorator';
import { InstructionCreate } from './dto/instruction-create.dto';
import { InstructionParams } from './dto/instruction-params.dto';
import { InstructionPatch } from './dto/instruction-patch.dto';
import { InstructionResponse, InstructionsList } from './dto/instruction-response.dto';
import { InstructionTransitions } from './instruction-transitions.service';
import { InstructionsService } from './instructions.service';

@ApiTags('instructions')
@Controller('api')
@OpenToAll()
export class InstructionsController {
  constructor(
    private readonly instructions: InstructionsService,
    private readonly transitions: InstructionTransitions,
  ) {}

  @Post('instructions')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Create a payload-free handoff record (draft); payment credentials are refused with 422',
    description: 'In production the admin credential or the partner token of the program is required.',
  })
  @ApiIdempotencyKey()
  @ApiOkResponse({ type: InstructionResponse })
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
  @ApiOperation({
    summary: 'Read a handoff record (payload only for the admin or the program partner)',
    description: 'In production the admin credential or the partner token of the program is required.',
  })
  @ApiParam({ name: 'instruction_id', schema: { type: 'integer' } })
  @ApiOkResponse({ type: InstructionResponse })
  @ApiResponse({ status: 401, description: 'In production: no credential, or a wrong one (ids are sequential)' })
  @ApiResponse({ status: 404, description: 'Unknown id, or a record of another partner’s program' })
  get(@Param() params: InstructionParams, @CurrentCaller() caller: Caller): Promise<InstructionResponse> {
    return this.instructions.get(params.instruction_id, caller);
  }

  @Patch('instructions/:instruction_id')
  @ApiOperation({ summary: 'Report a handoff record status (state machine; 409 on a forbidden move)' })
  @ApiSecurity(ADMIN_TOKEN_SCHEME)
  @ApiSecurity(PARTNER_TOKEN_SCHEME)
  @ApiParam({ name: 'instruction_id', schema: { type: 'integer' } })
  @ApiOkResponse({ type: InstructionResponse })
  patch(
    @Param() params: InstructionParams,
    @Body() body: InstructionPatch,
    @CurrentCaller() caller: Caller,
  ): Promise<InstructionResponse> {
    return this.transitions.patch(params.instruction_id, body, caller);
  }

  @Get('programs/:reference/instructions')
  @ApiOperation({ summary: "List a program's handoff records in ascending id order" })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: InstructionsList })
  list(@Param('reference') reference: string, @CurrentCaller() caller: Caller): Promise<InstructionsList> {
    return this.instructions.listForProgram(reference, caller);
  }
}
