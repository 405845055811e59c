import { Module } from '@nestjs/common';
import { IdempotencyModule } from '../idempotency/idempotency.module';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { InstructionTransitions } from './instruction-transitions.service';
import { InstructionLoader } from './instruction.loader';
import { InstructionsController } from './instructions.controller';
import { InstructionsRepository } from './instructions.repository';
import { InstructionsService } from './instructions.service';

@Module({
  imports: [ProgramLookupModule, ProgramEventsModule, IdempotencyModule],
  controllers: [InstructionsController],
  providers: [InstructionsRepository, InstructionsService, InstructionTransitions, InstructionLoader],
  exports: [InstructionsRepository, InstructionsService, InstructionTransitions, InstructionLoader],
})
export class InstructionsModule {}
