import { Module } from '@nestjs/common';
import { ProgramFiguresRepository } from './program-figures.repository';
import { ProgramTimelineRepository } from './program-timeline.repository';
import { RegistrationExportRepository } from './registration-export.repository';
import { RegistrationListRepository } from './registration-list.repository';
import { RegistrationSearchRepository } from './registration-search.repository';

/**
 * Reads across aggregates (lists with program figures, the registrations export, the search, the console
 * timeline): the only code outside the owning modules that knows their tables, read-only.
 */
@Module({
  providers: [
    ProgramFiguresRepository,
    ProgramTimelineRepository,
    RegistrationExportRepository,
    RegistrationListRepository,
    RegistrationSearchRepository,
  ],
  exports: [
    ProgramFiguresRepository,
    ProgramTimelineRepository,
    RegistrationExportRepository,
    RegistrationListRepository,
    RegistrationSearchRepository,
  ],
})
export class ReadModelsModule {}
