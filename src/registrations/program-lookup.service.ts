import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ANONYMOUS, Caller } from '../common/auth/caller';
import { NotFoundError } from '../common/errors/domain-errors';
import { TransactionRunner } from '../database/transaction-runner';
import { Registration } from './registration.entity';
import { normaliseReference } from './reference';

/**
 * Finds programs by their public reference; shared by every module that acts on a program. A partner
 * token reaches its own programs only: another partner's answers as unknown (decisions §10).
 */
@Injectable()
export class ProgramLookupService {
  constructor(private readonly db: TransactionRunner) {}

  async find(manager: EntityManager, reference: string, caller: Caller = ANONYMOUS): Promise<Registration> {
    const normalised = normaliseReference(reference);
    const registration = normalised ? await manager.findOne(Registration, { where: { reference: normalised } }) : null;
    if (!registration || !visibleTo(caller, registration)) {
      throw programNotFound();
    }
    return registration;
  }

  /** Loads the program and, on PostgreSQL, locks its row until the transaction ends. */
  async lock(manager: EntityManager, reference: string, caller: Caller = ANONYMOUS): Promise<Registration> {
    if (this.db.dialect !== 'postgres') {
      return this.find(manager, reference, caller);
    }
    const normalised = normaliseReference(reference);
    const registration = normalised
      ? await manager
          .createQueryBuilder(Registration, 'registration')
          .setLock('pessimistic_write')
          .where('registration.reference = :reference', { reference: normalised })
          .getOne()
      : null;
    if (!registration || !visibleTo(caller, registration)) {
      throw programNotFound();
    }
    return registration;
  }
}

export function programNotFound(): NotFoundError {
  return new NotFoundError('Program not found', 'program_not_found');
}

function visibleTo(caller: Caller, registration: Registration): boolean {
  return caller.kind !== 'partner' || caller.partnerSlug === registration.partnerSlug;
}
