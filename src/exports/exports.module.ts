import { Module } from '@nestjs/common';
import { ChecklistModule } from '../checklist/checklist.module';
import { PartnersModule } from '../partners/partners.module';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { AdminExportsController, ConsoleExportController } from './admin-exports.controller';
import { ChecklistExportController } from './checklist-export.controller';
import { ExportsService } from './exports.service';
import { ProgramExportsController } from './program-exports.controller';
import { ProgramSnapshotLoader } from './program-snapshot';
import { WEBHOOK_ENDPOINTS_SOURCE } from './webhook-endpoints.source';

@Module({
  imports: [ProgramLookupModule, ProgramEventsModule, ChecklistModule, PartnersModule],
  controllers: [ProgramExportsController, AdminExportsController, ConsoleExportController, ChecklistExportController],
  providers: [ExportsService, ProgramSnapshotLoader, WEBHOOK_ENDPOINTS_SOURCE],
  exports: [ExportsService],
})
export class ExportsModule {}
