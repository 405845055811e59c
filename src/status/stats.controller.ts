import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicStats } from './dto/stats.dto';
import { StatsService } from './stats.service';
import { OperationId, Public } from '../openapi/api-answers';

@ApiTags('status')
@Public()
@Controller('api/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @OperationId('getStats')
  @ApiOperation({ summary: 'Public aggregates and the catalog figures; no personal data' })
  @ApiOkResponse({
    type: PublicStats,
    description: 'Counts of registrations by status, handoff records and events, and the size of each catalog.',
  })
  get(): Promise<PublicStats> {
    return this.stats.stats();
  }
}
