import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { NotFoundError } from '../common/errors/domain-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { Registration } from './registration.entity';
import { normaliseReference } from './reference';

/** Finds programs by their public reference; shared by every module that acts on a program. */
@Injectable()
export class ProgramLookupService {
  constructor(private readonly db: TransactionRunner) {}

  async find(manager: EntityManager, reference: string): Promise<Registration> {
    const normalised = normaliseReference(reference);
    const registration = normalised ? await manager.findOne(Registration, { where: { reference: normalised } }) : null;
    if (!registration) {
      throw programNotFound();
    }
    return registration;
  }

  /** Loads the program and, on PostgreSQL, locks its row until the transaction ends. */
  async lock(manager: EntityManager, reference: string): Promise<Registration> {
    if (this.db.dialect !== 'postgres') {
      return this.find(manager, reference);
    }
    const normalised = normaliseReference(reference);
    const registration = normalised
      ? await manager
          .createQueryBuilder(Registration, 'registration')
          .setLock('pessimistic_write')
          .where('registration.reference = :reference', { reference: normalised })
          .getOne()
      : null;
    if (!registration) {
      throw programNotFound();
    }
    return registration;
  }
}

export function programNotFound(): NotFoundError {
  return new NotFoundError('Program not found', 'program_not_found');
}
