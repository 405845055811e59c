import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { Registration } from '../registrations/registration.entity';
import { Instruction } from './instruction.entity';

/** Handoff-record counts for other modules (status read, partner stats, CSV exports). */
@Injectable()
export class InstructionCounts {
  total(manager: EntityManager): Promise<number> {
    return manager.count(Instruction);
  }

  /** Count per registration id; ids without records are absent from the map. */
  async countsFor(manager: EntityManager, registrationIds: number[]): Promise<Map<number, number>> {
    if (registrationIds.length === 0) {
      return new Map();
    }
    const rows = await manager
      .createQueryBuilder(Instruction, 'instruction')
      .select('instruction.registrationId', 'registration_id')
      .addSelect('COUNT(*)', 'count')
      .where({ registrationId: In(registrationIds) })
      .groupBy('instruction.registrationId')
      .getRawMany<{ registration_id: number | string; count: number | string }>();
    return new Map(rows.map((row) => [Number(row.registration_id), Number(row.count)]));
  }

  /** Records of one partner's programs per status; the partner slug is a condition of the query. */
  async byStatusForPartner(manager: EntityManager, partnerSlug: string): Promise<Map<string, number>> {
    const rows = await manager
      .createQueryBuilder(Instruction, 'instruction')
      .innerJoin(Registration, 'program', 'program.id = instruction.registrationId')
      .select('instruction.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .where('program.partnerSlug = :partnerSlug', { partnerSlug })
      .groupBy('instruction.status')
      .getRawMany<{ status: string; count: number | string }>();
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
  }
}
