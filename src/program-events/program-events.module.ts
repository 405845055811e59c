import { Module } from '@nestjs/common';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { EventAppendHooks } from './event-append-hooks';
import { ProgramEventsController } from './program-events.controller';
import { ProgramEventsService } from './program-events.service';

@Module({
  imports: [ProgramLookupModule],
  controllers: [ProgramEventsController],
  providers: [ProgramEventsService, EventAppendHooks],
  exports: [ProgramEventsService, EventAppendHooks],
})
export class ProgramEventsModule {}
