import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';

/**
 * How /api/stats counts handoff records. The instructions module owns that table, so it supplies the
 * real implementation; until it is bound in StatusModule the count is 0.
 */
export abstract class InstructionTotals {
  abstract count(manager: EntityManager): Promise<number>;
}

@Injectable()
export class NoInstructionTotals extends InstructionTotals {
  count(): Promise<number> {
    return Promise.resolve(0);
  }
}
