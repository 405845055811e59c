import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PublicStats } from './dto/stats.dto';
import { StatsService } from './stats.service';

@ApiTags('status')
@Controller('api/stats')
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @ApiOperation({ summary: 'Public aggregates and the catalog figures; no personal data' })
  @ApiOkResponse({ type: PublicStats })
  get(): Promise<PublicStats> {
    return this.stats.stats();
  }
}
