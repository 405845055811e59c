import { Injectable } from '@nestjs/common';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ProgramEvent } from '../program-events/program-event.entity';

/** Whole-service totals for the public stats that no per-registration read model answers. */
@Injectable()
export class PublicStatsRepository {
  /** Every program event recorded, all programs together. */
  eventsTotal(unit: UnitOfWork): Promise<number> {
    return managerOf(unit).count(ProgramEvent);
  }
}
