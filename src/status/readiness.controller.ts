import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Readiness } from './dto/readiness.dto';
import { ReadinessService } from './readiness.service';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('status')
@Public()
@ServedFromMemory()
@Controller('api/readiness')
export class ReadinessController {
  constructor(private readonly readiness: ReadinessService) {}

  @Get()
  @OperationId('getReadiness')
  @ApiOperation({ summary: 'Production readiness of the running configuration (no secret values)' })
  @ApiOkResponse({
    type: Readiness,
    description: 'Whether this configuration is fit for production, check by check, naming what to change.',
  })
  report(): Promise<Readiness> {
    return this.readiness.report();
  }
}
