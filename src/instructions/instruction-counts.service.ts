import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { InstructionsRepository } from './instructions.repository';

/** Handoff-record counts for other modules (status read, partner stats, CSV exports). */
@Injectable()
export class InstructionCounts {
  constructor(private readonly instructions: InstructionsRepository) {}

  total(unit: UnitOfWork): Promise<number> {
    return this.instructions.total(unit);
  }

  /** Count per registration id; ids without records are absent from the map. */
  countsFor(unit: UnitOfWork, registrationIds: number[]): Promise<Map<number, number>> {
    return this.instructions.countsFor(unit, registrationIds);
  }

  /** Records of one partner's programs per status. */
  byStatusForPartner(unit: UnitOfWork, partnerSlug: string): Promise<Map<string, number>> {
    return this.instructions.byStatusForPartner(unit, partnerSlug);
  }
}
