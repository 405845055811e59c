import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Readiness } from './dto/readiness.dto';
import { ReadinessService } from './readiness.service';

@ApiTags('status')
@Controller('api/readiness')
export class ReadinessController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get()
  @ApiOperation({ summary: 'Production readiness of the running configuration (no secret values)' })
  @ApiOkResponse({ type: Readiness })
  report(): Readiness {
    return this.readiness.report();
  }
}
