import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { TalliesRepository, TallyCounts } from './tallies.repository';

/** The maintained counts for other modules (public stats, partner stats, the console's counts by status). */
@Injectable()
export class Tallies {
  constructor(
    private readonly db: TransactionRunner,
    private readonly tallies: TalliesRepository,
  ) {}

  /** Every measure per status, exact as of the unit's snapshot: of one partner's programs, or (null) of all. */
  counts(unit: UnitOfWork, partnerSlug: string | null): Promise<TallyCounts> {
    return this.tallies.counts(unit, partnerSlug);
  }

  /** Folds the deltas appended since the last fold into the tallies, when there are any. */
  async fold(): Promise<void> {
    if (await this.db.read((unit) => this.tallies.anyDeltas(unit))) {
      await this.db.write((unit) => this.tallies.fold(unit));
    }
  }
}
