import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Caller, FULL_VIEW, originOf } from '../common/auth/caller';
import { AdminOnly, CurrentCaller } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND } from './dto/program-not-found.answer';
import { AdminRegistrationUpdate, StatusUpdate } from './dto/registration-update.dto';
import { RegistrationStatus } from './dto/registration-response.dto';
import { RegistrationAdminService } from './registration-admin.service';
import { RegistrationReadService } from './registration-read.service';

const STATUS_ANSWERS = {
  404: PROGRAM_NOT_FOUND,
  409:
    'The status machine does not allow this move from the current status; the message lists the allowed ones ' +
    '(code `invalid_status_transition`)',
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
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: RegistrationStatus, description: 'The program status after the change, unmasked.' })
  @ApiErrors(STATUS_ANSWERS)
  async update(
    @Param('reference') reference: string,
    @Body() body: AdminRegistrationUpdate,
    @CurrentCaller() caller: Caller,
  ): Promise<RegistrationStatus> {
    const registration = await this.admin.update(reference, body, originOf(caller));
    return this.reads.status(registration.reference, FULL_VIEW);
  }

  @Patch(':reference/status')
  @OperationId('updateRegistrationStatus')
  @ApiOperation({ summary: 'Legacy status change; same rules as the general update' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: RegistrationStatus, description: 'The program status after the change, unmasked.' })
  @ApiErrors(STATUS_ANSWERS)
  async updateStatus(
    @Param('reference') reference: string,
    @Body() body: StatusUpdate,
    @CurrentCaller() caller: Caller,
  ): Promise<RegistrationStatus> {
    const registration = await this.admin.update(
      reference,
      { status: body.status, settlement_path: null, status_note: null },
      originOf(caller),
    );
    return this.reads.status(registration.reference, FULL_VIEW);
  }
}
