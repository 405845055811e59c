import { MoreThan } from 'typeorm';
import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../common/errors/database-errors';
import { managerOf, UnitOfWork } from '../../database/unit-of-work';
import { Operator } from './operator.entity';

export type NewOperator = Omit<Operator, 'id'>;
export type OperatorChanges = Partial<Pick<Operator, 'role' | 'active' | 'updatedAt' | 'sessionsValidAfter'>>;

/** The `operators` table. E-mail addresses are unique (stored lower-cased). */
@Injectable()
export class OperatorsRepository {
  async insert(unit: UnitOfWork, operator: NewOperator): Promise<Operator> {
    const result = await managerOf(unit).insert(Operator, operator);
    return Object.assign(new Operator(), operator, { id: Number((result.identifiers[0] as { id: number }).id) });
  }

  /** Up to `limit` accounts after `afterId` (0: from the first), oldest first: a range of the primary key. */
  page(unit: UnitOfWork, afterId: number, limit: number): Promise<Operator[]> {
    return managerOf(unit).find(Operator, { where: { id: MoreThan(afterId) }, order: { id: 'ASC' }, take: limit });
  }

  findById(unit: UnitOfWork, id: number): Promise<Operator | null> {
    return managerOf(unit).findOne(Operator, { where: { id } });
  }

  findByEmail(unit: UnitOfWork, email: string): Promise<Operator | null> {
    return managerOf(unit).findOne(Operator, { where: { email } });
  }

  async update(unit: UnitOfWork, id: number, changes: OperatorChanges): Promise<void> {
    await managerOf(unit).update(Operator, { id }, changes);
  }

  /** How many operator accounts are active (once there are any, the bootstrap token is for break-glass only). */
  countActive(unit: UnitOfWork): Promise<number> {
    return managerOf(unit).count(Operator, { where: { active: true } });
  }

  /** True when `error` is an insert of an e-mail address another operator has. */
  isEmailTaken(error: unknown): boolean {
    return isUniqueViolation(error, 'uq_operators_email', ['operators.email']);
  }
}
