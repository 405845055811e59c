import { Module } from '@nestjs/common';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { ChecklistController } from './checklist.controller';
import { ChecklistRepository } from './checklist.repository';
import { ChecklistService } from './checklist.service';

@Module({
  imports: [ProgramLookupModule, ProgramEventsModule],
  controllers: [ChecklistController],
  providers: [ChecklistService, ChecklistRepository],
  exports: [ChecklistService],
})
export class ChecklistModule {}
