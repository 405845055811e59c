import { Module } from '@nestjs/common';
import { ProgramFiguresRepository } from './program-figures.repository';
import { ProgramTimelineRepository } from './program-timeline.repository';
import { RegistrationExportRepository } from './registration-export.repository';
import { RegistrationListRepository } from './registration-list.repository';

/**
 * Reads across aggregates (lists with program figures, the registrations export, the console timeline): the only code outside the owning modules that knows their tables, read-only.
 */
@Module({
  providers: [
    ProgramFiguresRepository,
    ProgramTimelineRepository,
    RegistrationExportRepository,
    RegistrationListRepository,
  ],
  exports: [
    ProgramFiguresRepository,
    ProgramTimelineRepository,
    RegistrationExportRepository,
    RegistrationListRepository,
  ],
})
export class ReadModelsModule {}
