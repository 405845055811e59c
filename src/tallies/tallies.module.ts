import { Module } from '@nestjs/common';
import { TalliesRepository } from './tallies.repository';
import { Tallies } from './tallies.service';
import { TallyFolder } from './tally-folder';

/** Counts kept by the database's triggers (migration AddTallies) and folded here: reads that never scan the book. */
@Module({
  providers: [TalliesRepository, Tallies, TallyFolder],
  exports: [Tallies],
})
export class TalliesModule {}
