import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IntegrationsHealth } from './dto/integrations-health.dto';
import { IntegrationsHealthService } from './integrations-health.service';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('status')
@Public()
@ServedFromMemory()
@Controller('api/integrations/health')
export class IntegrationsHealthController {
  constructor(private readonly integrations: IntegrationsHealthService) {}

  @Get()
  @OperationId('getIntegrationsHealth')
  @ApiOperation({ summary: 'Adapter configuration status from environment presence; never a secret value' })
  @ApiOkResponse({
    type: IntegrationsHealth,
    description: 'Each settlement adapter with whether its configuration variables are set and the mode it runs in.',
  })
  health(): IntegrationsHealth {
    return this.integrations.health();
  }
}
