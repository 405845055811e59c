import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { RegistrationFilter, RegistrationListRepository } from '../read-models/registration-list.repository';
import { Tallies } from './tallies.service';

/**
 * Whether the tallies keep the registrations under this filter: they count per partner and status, so a filter on
 * those alone is read from them; corridor, settlement path and documents are counted from the rows.
 */
export function keptByTallies(filter: RegistrationFilter): boolean {
  return (
    (filter.corridor ?? null) === null &&
    (filter.settlementPath ?? null) === null &&
    (filter.hasDocuments ?? null) === null
  );
}

/**
 * A list's total: the registrations under its filter when at most `cap`, null beyond. Under the filters the tallies
 * keep (none, a status, a partner, both: the admin list's default and the whole partner list) it is their exact
 * count, read without touching a registration; under the others the rows are counted up to the cap.
 */
@Injectable()
export class RegistrationTotals {
  constructor(
    private readonly tallies: Tallies,
    private readonly registrations: RegistrationListRepository,
  ) {}

  async upTo(unit: UnitOfWork, filter: RegistrationFilter, cap: number): Promise<number | null> {
    if (!keptByTallies(filter)) {
      return this.registrations.countUpTo(unit, filter, cap);
    }
    const byStatus = (await this.tallies.counts(unit, filter.partnerSlug ?? null)).get('registrations');
    let total = 0;
    for (const [status, count] of byStatus ?? []) {
      if ((filter.status ?? null) === null || status === filter.status) {
        total += count;
      }
    }
    return total > cap ? null : total;
  }
}
