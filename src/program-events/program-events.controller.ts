import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { EventsQuery } from './dto/events-query.dto';
import { ProgramEventsList } from './dto/program-event-out.dto';
import { toProgramEventsList } from './program-event.mapper';
import { ProgramEventsService } from './program-events.service';

@ApiTags('programs')
@Controller('api/programs')
export class ProgramEventsController {
  constructor(private readonly events: ProgramEventsService) {}

  @Get(':reference/events')
  @ApiOperation({ summary: "Page through a program's event record in ascending id order" })
  @ApiParam({ name: 'reference', example: 'PRG-123456' })
  @ApiOkResponse({ type: ProgramEventsList })
  async list(@Param('reference') reference: string, @Query() query: EventsQuery): Promise<ProgramEventsList> {
    const page = await this.events.pageByReference(reference, query.since_id, query.limit);
    return toProgramEventsList(page.reference, page.events);
  }
}
