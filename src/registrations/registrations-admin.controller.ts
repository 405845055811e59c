import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ADMIN } from '../common/auth/caller';
import { AdminOnly } from '../common/auth/auth.decorators';
import { AdminRegistrationUpdate, StatusUpdate } from './dto/registration-update.dto';
import { RegistrationStatus } from './dto/registration-response.dto';
import { RegistrationAdminService } from './registration-admin.service';
import { RegistrationReadService } from './registration-read.service';

@ApiTags('admin')
@AdminOnly()
@Controller('api/admin/registrations')
export class RegistrationsAdminController {
  constructor(
    private readonly admin: RegistrationAdminService,
    private readonly reads: RegistrationReadService,
  ) {}

  @Patch(':reference')
  @ApiOperation({ summary: 'Change status (state machine), settlement path or status note' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: RegistrationStatus })
  async update(@Param('reference') reference: string, @Body() body: AdminRegistrationUpdate) {
    const registration = await this.admin.update(reference, body, 'admin');
    return this.reads.status(registration.reference, ADMIN);
  }

  @Patch(':reference/status')
  @ApiOperation({ summary: 'Legacy status change; same rules as the general update' })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: RegistrationStatus })
  async updateStatus(@Param('reference') reference: string, @Body() body: StatusUpdate) {
    const registration = await this.admin.update(
      reference,
      { status: body.status, settlement_path: null, status_note: null },
      'admin',
    );
    return this.reads.status(registration.reference, ADMIN);
  }
}
