import { Injectable } from '@nestjs/common';
import { EntityManager, In } from 'typeorm';
import { LeanSql } from '../database/lean-sql';
import { Registration } from '../registrations/registration.entity';
import { Instruction } from './instruction.entity';

/** Handoff-record counts for other modules (status read, partner stats, CSV exports). */
@Injectable()
export class InstructionCounts {
  private readonly countSql: string;

  constructor(lean: LeanSql) {
    this.countSql = lean.sql('SELECT COUNT(*) AS count FROM "instructions" WHERE "registration_id" = $1');
  }

  total(manager: EntityManager): Promise<number> {
    return manager.count(Instruction);
  }

  /** On the status read's hot path: one prepared statement, no query builder. */
  async countFor(manager: EntityManager, registrationId: number): Promise<number> {
    const [row] = await manager.query(this.countSql, [registrationId]);
    return Number((row as { count: number | string }).count);
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
