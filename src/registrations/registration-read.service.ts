import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Caller, seesPersonalData } from '../common/auth/caller';
import { LeanSql } from '../database/lean-sql';
import { batchParameter, LookupBatcher, rowsPerKey } from '../database/lookup-batcher';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramEvent } from '../program-events/program-event.entity';
import { EVENT_OUT_FIELDS, PublishedEvent } from '../program-events/program-event.mapper';
import { RECENT_EVENTS_LIMIT } from '../program-events/program-events.service';
import { RegistrationStatus } from './dto/registration-response.dto';
import { ProgramLookupService } from './program-lookup.service';
import { normaliseReference } from './reference';
import { Registration } from './registration.entity';
import { STATUS_FIELDS, toRegistrationStatus } from './registration.mapper';

/** The rows of one status read: the registration (absent when unknown) and its newest events, newest first. */
interface StatusRows {
  registration?: Row;
  events: Row[];
}

const NOT_FOUND: StatusRows = { events: [] };

/**
 * The status read — the registration, its newest events and its handoff-record count. It is the most
 * frequent request. On PostgreSQL, where every round trip is a large share of its cost, the reads that
 * arrive together are answered by one statement (a `LookupBatcher`); on SQLite, in-process, two small
 * statements per read measured faster than the joined one.
 */
@Injectable()
export class RegistrationReadService {
  private readonly registrationSql: string;
  private readonly eventsSql: string;
  private readonly batchedSql: string;
  private readonly batcher: LookupBatcher<string, StatusRows>;

  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly lean: LeanSql,
  ) {
    const registration = [
      lean.selectListOf(Registration, 'r', STATUS_FIELDS),
      '(SELECT COUNT(*) FROM "instructions" WHERE "registration_id" = "r"."id") AS "instruction_count"',
    ].join(', ');
    const events = lean.selectListOf(ProgramEvent, 'e', EVENT_OUT_FIELDS);
    this.registrationSql = `SELECT ${registration} FROM "registrations" "r" WHERE "r"."reference" = $1`;
    this.eventsSql = `SELECT ${events} FROM "program_events" "e" WHERE "e"."registration_id" = $1 ORDER BY "e"."id" DESC LIMIT ${RECENT_EVENTS_LIMIT}`;
    // For each wanted reference, in the order asked: its registration and its newest events walked through
    // the index (LATERAL). Unknown references give no row. Why the keys come as JSON: see batchParameter.
    this.batchedSql = `SELECT "w"."n" AS "wanted", ${registration}, ${events}
      FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS "w"("reference", "n")
      JOIN "registrations" "r" ON "r"."reference" = "w"."reference"
      LEFT JOIN LATERAL (SELECT * FROM "program_events" WHERE "registration_id" = "r"."id"
        ORDER BY "id" DESC LIMIT ${RECENT_EVENTS_LIMIT}) "e" ON TRUE
      ORDER BY "w"."n", "e"."id" DESC`;
    this.batcher = new LookupBatcher(
      (key) => key,
      (references) => this.db.read((manager) => this.batchedRows(manager, references)),
    );
  }

  async status(reference: string, caller: Caller): Promise<RegistrationStatus> {
    const normalised = normaliseReference(reference);
    const rows = normalised ? await this.rows(normalised) : NOT_FOUND;
    const found = rows.registration
      ? this.lean.hydrateAliased(Registration, rows.registration, 'r', STATUS_FIELDS)
      : null;
    const registration = this.programs.visibleOrNotFound(found, caller);
    const recentEvents = rows.events
      .map((row) => this.lean.hydrateAliased(ProgramEvent, row, 'e', EVENT_OUT_FIELDS))
      .filter((event): event is PublishedEvent => event !== null)
      .reverse();
    return toRegistrationStatus(registration, {
      recentEvents,
      instructionCount: Number((rows.registration as Row).instruction_count),
      unmasked: seesPersonalData(caller, registration.partnerSlug),
    });
  }

  private rows(reference: string): Promise<StatusRows> {
    if (this.db.dialect === 'postgres') {
      return this.batcher.load(reference);
    }
    return this.db.read(async (manager) => {
      const [registration] = await this.lean.run(manager, this.registrationSql, [reference]);
      if (!registration) {
        return NOT_FOUND;
      }
      return { registration, events: await this.lean.run(manager, this.eventsSql, [registration.r__id]) };
    });
  }

  /** One statement for several references: their rows come ordered by the reference's place in the batch. */
  private async batchedRows(manager: EntityManager, references: string[]): Promise<StatusRows[]> {
    const rows = await this.lean.run(manager, this.batchedSql, [batchParameter(references)]);
    return rowsPerKey(rows, references.length).map((events) =>
      events.length > 0 ? { registration: events[0], events } : NOT_FOUND,
    );
  }
}

type Row = Record<string, unknown>;
