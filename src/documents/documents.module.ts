import { Module } from '@nestjs/common';
import { ChecklistModule } from '../checklist/checklist.module';
import { ProgramEventsModule } from '../program-events/program-events.module';
import { ProgramLookupModule } from '../registrations/program-lookup.module';
import { DocumentsController } from './documents.controller';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';
import { MultipartUploadInterceptor } from './multipart-upload.interceptor';

@Module({
  imports: [ProgramLookupModule, ProgramEventsModule, ChecklistModule],
  controllers: [DocumentsController],
  providers: [DocumentsRepository, DocumentsService, MultipartUploadInterceptor],
  exports: [DocumentsRepository, DocumentsService],
})
export class DocumentsModule {}
