import { Module } from '@nestjs/common';
import { ReadModelsModule } from '../read-models/read-models.module';
import { RegistrationTotals } from './registration-totals';
import { TalliesRepository } from './tallies.repository';
import { Tallies } from './tallies.service';
import { TallyFolder } from './tally-folder';

/** Counts kept by the database's triggers (migration AddTallies) and folded here: reads that never scan the book. */
@Module({
  imports: [ReadModelsModule],
  providers: [TalliesRepository, Tallies, TallyFolder, RegistrationTotals],
  exports: [Tallies, RegistrationTotals],
})
export class TalliesModule {}
