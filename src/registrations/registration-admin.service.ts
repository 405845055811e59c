import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { EventOrigin } from '../program-events/event-origin';
import { ProgramEventsService } from '../program-events/program-events.service';
import { AdminRegistrationUpdate } from './dto/registration-update.dto';
import { ProgramLookupService } from './program-lookup.service';
import { assertStatusTransition, lifecycleAfterStatus } from './registration-status';
import { Registration } from './registration.entity';
import { RegistrationsRepository } from './registrations.repository';

/** Operator changes to a registration: status through the state machine, settlement path, status note. */
@Injectable()
export class RegistrationAdminService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly registrations: RegistrationsRepository,
  ) {}

  /** Finds and locks the program by its reference, then applies the change (see `applyUpdate`). */
  update(reference: string, change: AdminRegistrationUpdate, origin: EventOrigin): Promise<Registration> {
    return this.db.write(async (unit) =>
      this.applyUpdate(unit, await this.programs.lock(unit, reference), change, origin),
    );
  }

  /**
   * Applies the change to a registration the caller's unit has locked (`ProgramLookupService.lock`),
   * recording its events in the same unit; answers the registration after it.
   */
  async applyUpdate(
    unit: UnitOfWork,
    registration: Registration,
    change: AdminRegistrationUpdate,
    origin: EventOrigin,
  ): Promise<Registration> {
    const now = new Date();
    const updates: Partial<Registration> = {};
    const status = change.status;
    if (status !== null && status !== registration.status) {
      assertStatusTransition(registration.status, status);
      const lifecycle = lifecycleAfterStatus(status, registration);
      Object.assign(updates, { status, ...lifecycle });
      await this.events.append(unit, registration, {
        eventType: 'program.status_changed',
        ...origin,
        payload: {
          from: registration.status,
          to: status,
          note: change.status_note,
          ...(lifecycle.lifecycle !== registration.lifecycle
            ? { lifecycle: { from: registration.lifecycle, to: lifecycle.lifecycle } }
            : {}),
        },
      });
    }
    const changedFields: Record<string, unknown> = {};
    if (change.settlement_path !== null && change.settlement_path !== registration.settlementPath) {
      updates.settlementPath = change.settlement_path;
      changedFields.settlement_path = { from: registration.settlementPath, to: change.settlement_path };
    }
    if (change.status_note !== null && change.status_note !== registration.statusNote) {
      updates.statusNote = change.status_note;
      // A note that explains a status change is already in program.status_changed; a note alone is
      // recorded as a fact without its text.
      if (updates.status === undefined) {
        changedFields.status_note = { changed: true };
      }
    }
    if (Object.keys(changedFields).length > 0) {
      await this.events.append(unit, registration, {
        eventType: 'program.updated',
        ...origin,
        payload: { changes: changedFields },
      });
    }
    if (Object.keys(updates).length === 0) {
      return registration;
    }
    updates.updatedAt = now;
    await this.registrations.update(unit, registration.id, updates);
    return Object.assign(registration, updates);
  }
}
