import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../common/auth/auth.decorators';
import { AdminRegistrationsService } from './admin-registrations.service';
import { AdminRegistrationsList, AdminRegistrationsQuery } from './dto/admin-registrations.dto';
import { OperationId } from '../openapi/api-answers';

@ApiTags('admin')
@AdminOnly('viewer')
@Controller('api/admin/registrations')
export class AdminRegistrationsController {
  constructor(private readonly registrations: AdminRegistrationsService) {}

  @Get()
  @OperationId('listRegistrations')
  @ApiOperation({ summary: 'Registrations, newest first, unmasked, with counts; filters combine' })
  @ApiOkResponse({
    type: AdminRegistrationsList,
    description: 'The newest registrations matching every filter given, unmasked, with their counts and checklist.',
  })
  list(@Query() query: AdminRegistrationsQuery): Promise<AdminRegistrationsList> {
    return this.registrations.list(query);
  }
}
