import { Module } from '@nestjs/common';
import { ApprovalStoreModule } from '../../approvals/approval-store.module';
import { DocumentsModule } from '../../documents/documents.module';
import { IdempotencyModule } from '../../idempotency/idempotency.module';
import { InstructionsModule } from '../../instructions/instructions.module';
import { ProgramEventsModule } from '../../program-events/program-events.module';
import { ProgramNotesModule } from '../../program-notes/program-notes.module';
import { ProgramLookupModule } from '../program-lookup.module';
import { ErasureController } from './erasure.controller';
import { ErasureService } from './erasure.service';

@Module({
  imports: [
    ProgramLookupModule,
    ProgramEventsModule,
    DocumentsModule,
    ProgramNotesModule,
    ApprovalStoreModule,
    InstructionsModule,
    IdempotencyModule,
  ],
  controllers: [ErasureController],
  providers: [ErasureService],
  exports: [ErasureService],
})
export class ErasureModule {}
