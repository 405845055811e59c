import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../database/unit-of-work';
import { InstructionsRepository } from './instructions.repository';

/** Handoff-record counts for other modules (public stats, partner stats). */
@Injectable()
export class InstructionCounts {
  constructor(private readonly instructions: InstructionsRepository) {}

  total(unit: UnitOfWork): Promise<number> {
    return this.instructions.total(unit);
  }

  /** Records of one partner's programs per status. */
  byStatusForPartner(unit: UnitOfWork, partnerSlug: string): Promise<Map<string, number>> {
    return this.instructions.byStatusForPartner(unit, partnerSlug);
  }
}
