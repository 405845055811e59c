import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IntegrationsHealth } from './dto/integrations-health.dto';
import { IntegrationsHealthService } from './integrations-health.service';

@ApiTags('status')
@Controller('api/integrations/health')
export class IntegrationsHealthController {
  constructor(private readonly integrations: IntegrationsHealthService) {}

  @Get()
  @ApiOperation({ summary: 'Adapter configuration status from environment presence; never a secret value' })
  @ApiOkResponse({ type: IntegrationsHealth })
  health(): IntegrationsHealth {
    return this.integrations.health();
  }
}
