import { Injectable } from '@nestjs/common';
import { ANONYMOUS, Caller } from '../common/auth/caller';
import { NotFoundError } from '../common/errors/domain-errors';
import { UnitOfWork } from '../database/unit-of-work';
import { RegistrationErrorCode } from './registration-error-codes';
import { Registration } from './registration.entity';
import { RegistrationsRepository } from './registrations.repository';
import { normaliseReference } from './reference';

/**
 * Finds programs by their public reference; shared by every module that acts on a program. A partner
 * token reaches its own programs only: another partner's answers as unknown (decisions §10).
 */
@Injectable()
export class ProgramLookupService {
  constructor(private readonly registrations: RegistrationsRepository) {}

  async find(unit: UnitOfWork, reference: string, caller: Caller = ANONYMOUS): Promise<Registration> {
    return this.visibleOrNotFound(await this.findByReference(unit, reference), caller);
  }

  /** Loads the program and locks its row until the unit's transaction ends. */
  async lock(unit: UnitOfWork, reference: string, caller: Caller = ANONYMOUS): Promise<Registration> {
    const normalised = normaliseReference(reference);
    const registration = normalised ? await this.registrations.lockByReference(unit, normalised) : null;
    return this.visibleOrNotFound(registration, caller);
  }

  /** The program, whoever asks; null when there is none. */
  async findByReference(unit: UnitOfWork, reference: string): Promise<Registration | null> {
    const normalised = normaliseReference(reference);
    return normalised ? this.registrations.findByReference(unit, normalised) : null;
  }

  findById(unit: UnitOfWork, id: number): Promise<Registration | null> {
    return this.registrations.findById(unit, id);
  }

  /** The reference of each program of `ids` that exists. */
  referencesByIds(unit: UnitOfWork, ids: number[]): Promise<Map<number, string>> {
    return this.registrations.referencesByIds(unit, ids);
  }

  /**
   * Locks the program's row until the unit's transaction ends, so that its writers run one after the other
   * (the event door, before it reads the chain head).
   */
  lockById(unit: UnitOfWork, id: number): Promise<void> {
    return this.registrations.lockById(unit, id);
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
