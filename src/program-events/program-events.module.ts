import { Module } from '@nestjs/common';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { ProgramEventsController } from './program-events.controller';
import { ProgramEventsService } from './program-events.service';

@Module({
  imports: [ProgramLookupModule],
  controllers: [ProgramEventsController],
  providers: [ProgramEventsService],
  exports: [ProgramEventsService],
})
export class ProgramEventsModule {}
