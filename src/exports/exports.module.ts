import { Module } from '@nestjs/common';
import { AuditCheckpointsModule } from '../audit/checkpoints/audit-checkpoints.module';
import { ChecklistModule } from '../checklist/checklist.module';
import { DocumentsModule } from '../documents/documents.module';
import { InstructionsModule } from '../instructions/instructions.module';
import { PartnersModule } from '../partners/partners.module';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { AdminExportsController, ConsoleExportController } from './admin-exports.controller';
import { ChecklistExportController } from './checklist-export.controller';
import { ExportsService } from './exports.service';
import { ProgramExportsController } from './program-exports.controller';
import { ProgramSnapshotLoader } from './program-snapshot';

/**
 * WebhookEndpointsService (for the audit bundle's webhook list) comes from WebhooksModule without an import here:
 * that module is registered once, with the process's configuration (`WebhooksModule.register`), as a global module
 * exporting the service.
 */
@Module({
  imports: [
    ProgramLookupModule,
    ProgramEventsModule,
    ChecklistModule,
    DocumentsModule,
    InstructionsModule,
    PartnersModule,
    AuditCheckpointsModule,
  ],
  controllers: [ProgramExportsController, AdminExportsController, ConsoleExportController, ChecklistExportController],
  providers: [ExportsService, ProgramSnapshotLoader],
  exports: [ExportsService],
})
export class ExportsModule {}
