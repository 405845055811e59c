import { Global, Module } from '@nestjs/common';
import { ProgramNotesRepository } from './program-notes.repository';
import { ProgramNotesService } from './program-notes.service';

/**
 * Global: every view of the event record joins the notes back (events page, console, exports), the status writers
 * record them, and the erasure erases them.
 */
@Global()
@Module({
  providers: [ProgramNotesService, ProgramNotesRepository],
  exports: [ProgramNotesService],
})
export class ProgramNotesModule {}
