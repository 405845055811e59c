import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ANONYMOUS, Caller } from '../common/auth/caller';
import { NotFoundError } from '../common/errors/domain-errors';
import { RegistrationErrorCode } from './registration-error-codes';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';
import { Registration } from './registration.entity';
import { normaliseReference } from './reference';

const BY_REFERENCE = 'WHERE "reference" = $1';

/**
 * Finds programs by their public reference; shared by every module that acts on a program. A partner
 * token reaches its own programs only: another partner's answers as unknown (decisions §10).
 */
@Injectable()
export class ProgramLookupService {
  private readonly lockClause: string;

  constructor(
    db: TransactionRunner,
    private readonly lean: LeanSql,
  ) {
    // SQLite needs no row lock: its transactions are serialised in-process (TransactionRunner).
    this.lockClause = db.dialect === 'postgres' ? 'WHERE "reference" = $1 FOR UPDATE' : BY_REFERENCE;
  }

  find(manager: EntityManager, reference: string, caller: Caller = ANONYMOUS): Promise<Registration> {
    return this.load(manager, reference, caller, BY_REFERENCE);
  }

  /** Loads the program and, on PostgreSQL, locks its row until the transaction ends. */
  lock(manager: EntityManager, reference: string, caller: Caller = ANONYMOUS): Promise<Registration> {
    return this.load(manager, reference, caller, this.lockClause);
  }

  private async load(manager: EntityManager, reference: string, caller: Caller, clause: string): Promise<Registration> {
    const normalised = normaliseReference(reference);
    const registration = normalised ? await this.lean.one(manager, Registration, clause, [normalised]) : null;
    return this.visibleOrNotFound(registration, caller);
  }

  /** The program when `caller` may see it; otherwise (also when there is none) the not-found error. */
  visibleOrNotFound<T extends Pick<Registration, 'partnerSlug'>>(registration: T | null, caller: Caller): T {
    if (!registration || !visibleTo(caller, registration)) {
      throw programNotFound();
    }
    return registration;
  }
}

export function programNotFound(): NotFoundError {
  return new NotFoundError('Program not found', RegistrationErrorCode.ProgramNotFound);
}

function visibleTo(caller: Caller, registration: Pick<Registration, 'partnerSlug'>): boolean {
  return caller.kind !== 'partner' || caller.partnerSlug === registration.partnerSlug;
}
