import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AdminModule } from '../../admin/admin.module';
import { ApprovalsModule } from '../../approvals/approvals.module';
import { ChecklistModule } from '../../checklist/checklist.module';
import { DocumentsModule } from '../../documents/documents.module';
import { ExportsModule } from '../../exports/exports.module';
import { InstructionsModule } from '../../instructions/instructions.module';
import { ReadModelsModule } from '../../read-models/read-models.module';
import { ProgramLookupModule } from '../../registrations/program-lookup.module';
import { ConsoleFormCheck } from '../console-form-check';
import { ConsoleQueries } from '../console-queries';
import { formBodyMiddleware } from '../form-body.middleware';
import { ProgramDocumentsController } from './program-documents.controller';
import { ProgramPageService } from './program-page.service';
import { ProgramWorkController } from './program-work.controller';

/** The urlencoded work forms (the upload is multipart: its controller reads it with the API's upload parser). */
const FORM_PATHS = [
  'admin/programs/:reference/checklist/:item_id',
  'admin/programs/:reference/handoff-records',
  'admin/programs/:reference/handoff-records/:instruction_id',
];

/** A program's console page and the work done there: checklist, documents, handoff records, the filtered timeline. */
@Module({
  imports: [
    ProgramLookupModule,
    ChecklistModule,
    DocumentsModule,
    InstructionsModule,
    ExportsModule,
    AdminModule,
    ReadModelsModule,
    ApprovalsModule,
  ],
  controllers: [ProgramWorkController, ProgramDocumentsController],
  providers: [ProgramPageService, ConsoleQueries, ConsoleFormCheck],
  exports: [ProgramPageService],
})
export class ProgramsConsoleModule implements NestModule {
  /** Form bodies are parsed for these form posts only; the API stays JSON-only. */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(formBodyMiddleware).forRoutes(...FORM_PATHS.map((path) => ({ path, method: RequestMethod.POST })));
  }
}
