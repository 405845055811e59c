import { Module } from '@nestjs/common';
import { ProgramLookupService } from './program-lookup.service';
import { RegistrationsRepository } from './registrations.repository';

/**
 * Exports the repository for the registrations module's own services; every other module reaches
 * registrations through ProgramLookupService.
 */
@Module({
  providers: [ProgramLookupService, RegistrationsRepository],
  exports: [ProgramLookupService, RegistrationsRepository],
})
export class ProgramLookupModule {}
