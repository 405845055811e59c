import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Caller } from '../common/auth/caller';
import { CurrentCaller, OpenToAll } from '../common/auth/auth.decorators';
import { ApiErrors, OperationId } from '../openapi/api-answers';
import { PROGRAM_NOT_FOUND_OR_HIDDEN } from '../registrations/dto/program-not-found.answer';
import { EventsQuery } from './dto/events-query.dto';
import { ProgramEventsList } from './dto/program-event-out.dto';
import { eventViewFor, toProgramEventsList } from './program-event.mapper';
import { ProgramEventsService } from './program-events.service';
import { PROGRAM_REFERENCE_PARAM } from '../registrations/dto/reference-fields';

@ApiTags('programs')
@Controller('api/programs')
export class ProgramEventsController {
  constructor(private readonly events: ProgramEventsService) {}

  @Get(':reference/events')
  @OpenToAll()
  @ApiOperation({ summary: "Page through a program's event record in ascending id order" })
  @ApiParam(PROGRAM_REFERENCE_PARAM)
  @OperationId('listProgramEvents')
  @ApiOkResponse({
    type: ProgramEventsList,
    description: 'One page of events after `since_id`, ascending; an empty page means the reader is up to date.',
  })
  @ApiErrors({ 404: PROGRAM_NOT_FOUND_OR_HIDDEN })
  async list(
    @Param('reference') reference: string,
    @Query() query: EventsQuery,
    @CurrentCaller() caller: Caller,
  ): Promise<ProgramEventsList> {
    const page = await this.events.pageByReference(reference, query.since_id, query.limit, caller);
    return toProgramEventsList(page.reference, page.events, eventViewFor(caller));
  }
}
