import { Module } from '@nestjs/common';
import { ProgramCounters } from './program-counters.service';
import { ProgramLookupService } from './program-lookup.service';
import { ReferenceColumnsRepository } from './reference-columns.repository';
import { ReferenceSpaces } from './reference-spaces';
import { RegistrationsRepository } from './registrations.repository';

/**
 * Exports the repository for the registrations module's own services; every other module reaches
 * registrations through ProgramLookupService, and keeps a program's figure columns through ProgramCounters.
 */
@Module({
  providers: [
    ProgramLookupService,
    ProgramCounters,
    RegistrationsRepository,
    ReferenceSpaces,
    ReferenceColumnsRepository,
  ],
  exports: [
    ProgramLookupService,
    ProgramCounters,
    RegistrationsRepository,
    ReferenceSpaces,
    ReferenceColumnsRepository,
  ],
})
export class ProgramLookupModule {}
