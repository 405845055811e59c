import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthReport, Liveness } from './dto/health-report.dto';
import { HealthService } from './health.service';
import { OperationId, Public, ServedFromMemory } from '../openapi/api-answers';

@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('live')
  @OperationId('getLiveness')
  @ServedFromMemory()
  @ApiOperation({ summary: 'Process liveness only (no dependency checks); also the benchmark reference route' })
  @ApiOkResponse({ type: Liveness, description: 'The process is up and answering requests.' })
  live(): Liveness {
    return { status: 'ok' };
  }

  @Get()
  @OperationId('getHealth')
  @ApiOperation({ summary: 'Liveness and dependencies: 200 when the database answers, 503 when it does not' })
  @ApiOkResponse({
    type: HealthReport,
    description: 'The database answers; `status` is degraded when the configured Redis queue is down.',
  })
  @ApiResponse({
    status: 503,
    type: HealthReport,
    description: 'The database does not answer: the same report, with `checks.database` unavailable.',
  })
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthReport> {
    const report = await this.health.report();
    response.status(report.checks.database === 'ok' ? 200 : 503);
    return report;
  }
}
