import { Injectable } from '@nestjs/common';
import { Caller, seesPersonalData } from '../common/auth/caller';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramEvent } from '../program-events/program-event.entity';
import { EVENT_OUT_FIELDS, PublishedEvent } from '../program-events/program-event.mapper';
import { RECENT_EVENTS_LIMIT } from '../program-events/program-events.service';
import { RegistrationStatus } from './dto/registration-response.dto';
import { ProgramLookupService } from './program-lookup.service';
import { normaliseReference } from './reference';
import { Registration } from './registration.entity';
import { STATUS_FIELDS, toRegistrationStatus } from './registration.mapper';

/**
 * The status read — the registration, its newest events and its handoff-record count — in one statement,
 * since it is the most frequent request and every database round trip is a large share of its cost.
 */
@Injectable()
export class RegistrationReadService {
  private readonly statusSql: string;

  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly lean: LeanSql,
  ) {
    const columns = [
      lean.selectListOf(Registration, 'r', STATUS_FIELDS),
      '(SELECT COUNT(*) FROM "instructions" WHERE "registration_id" = "r"."id") AS "instruction_count"',
      lean.selectListOf(ProgramEvent, 'e', EVENT_OUT_FIELDS),
    ].join(', ');
    // PostgreSQL reads the newest events through the index for each program (LATERAL); SQLite, which has
    // no LATERAL, orders the one program's joined events itself.
    this.statusSql =
      db.dialect === 'postgres'
        ? `SELECT ${columns} FROM "registrations" "r" LEFT JOIN LATERAL (SELECT * FROM "program_events"
             WHERE "registration_id" = "r"."id" ORDER BY "id" DESC LIMIT $2) "e" ON TRUE
           WHERE "r"."reference" = $1 ORDER BY "e"."id" DESC`
        : `SELECT ${columns} FROM "registrations" "r" LEFT JOIN "program_events" "e" ON "e"."registration_id" = "r"."id"
           WHERE "r"."reference" = $1 ORDER BY "e"."id" DESC LIMIT $2`;
  }

  status(reference: string, caller: Caller): Promise<RegistrationStatus> {
    return this.db.read(async (manager) => {
      const normalised = normaliseReference(reference);
      const rows = normalised ? await this.lean.run(manager, this.statusSql, [normalised, RECENT_EVENTS_LIMIT]) : [];
      const found = rows.length > 0 ? this.lean.hydrateAliased(Registration, rows[0], 'r', STATUS_FIELDS) : null;
      const registration = this.programs.visibleOrNotFound(found, caller);
      const recentEvents = rows
        .map((row) => this.lean.hydrateAliased(ProgramEvent, row, 'e', EVENT_OUT_FIELDS))
        .filter((event): event is PublishedEvent => event !== null)
        .reverse();
      return toRegistrationStatus(registration, {
        recentEvents,
        instructionCount: Number(rows[0].instruction_count),
        unmasked: seesPersonalData(caller, registration.partnerSlug),
      });
    });
  }
}
