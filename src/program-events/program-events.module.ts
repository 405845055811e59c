import { Module } from '@nestjs/common';
import { ProgramNotesModule } from '../program-notes/program-notes.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { EventAppendHooks } from './event-append-hooks';
import { ProgramEventsController } from './program-events.controller';
import { ProgramEventsRepository } from './program-events.repository';
import { ProgramEventsService } from './program-events.service';

@Module({
  // The event views join operator notes back in: every process that has the event door has the notes (the worker too).
  imports: [ProgramLookupModule, ProgramNotesModule],
  controllers: [ProgramEventsController],
  // The repository stays inside: the service is the only writer of events.
  providers: [ProgramEventsService, ProgramEventsRepository, EventAppendHooks],
  exports: [ProgramEventsService, EventAppendHooks],
})
export class ProgramEventsModule {}
