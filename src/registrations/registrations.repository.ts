import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { LeanSql } from '../database/lean-sql';
import { batchParameter, rowsPerKey, UnitLookupBatchers } from '../database/lookup-batcher';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { ProgramEvent } from '../program-events/program-event.entity';
import { EVENT_OUT_FIELDS, PublishedEvent, RECENT_EVENTS_LIMIT } from '../program-events/program-event.mapper';
import { Registration } from './registration.entity';
import { STATUS_FIELDS, StatusRegistration } from './registration.mapper';
import { instructionCountOf } from '../read-models/program-figures.sql';

/** What the status read shows of a program: its registration, newest events (oldest first) and handoff count. */
export interface StatusRead {
  registration: StatusRegistration;
  recentEvents: PublishedEvent[];
  instructionCount: number;
}

type Row = Record<string, unknown>;

const BY_REFERENCE = 'WHERE "reference" = $1';
const BY_ID = 'WHERE "id" = $1';
const ADD_TO_FIGURES = `UPDATE "registrations"
  SET "document_count" = "document_count" + $2, "checklist_done" = "checklist_done" + $3 WHERE "id" = $1`;

/**
 * The `registrations` table. Row locks are PostgreSQL's `FOR UPDATE`; on SQLite every unit of work already
 * runs alone (TransactionRunner serialises them), so a lock is implied and the statements go without it.
 */
@Injectable()
export class RegistrationsRepository {
  private readonly lockByReferenceClause: string;
  private readonly lockByIdSql: string | null;
  private readonly statusSql: string;
  private readonly eventsSql: string;
  private readonly batchedStatusSql: string;
  private readonly statusBatchers = new UnitLookupBatchers<string, StatusRead | null>(
    (reference) => reference,
    (unit, references) => this.batchedStatus(unit, references),
  );

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {
    const locks = dialect === 'postgres';
    this.lockByReferenceClause = locks ? `${BY_REFERENCE} FOR UPDATE` : BY_REFERENCE;
    this.lockByIdSql = locks ? 'SELECT "id" FROM "registrations" WHERE "id" = $1 FOR UPDATE' : null;
    const registration = [
      lean.selectListOf(Registration, 'r', STATUS_FIELDS),
      `${instructionCountOf('r')} AS "instruction_count"`,
    ].join(', ');
    const events = lean.selectListOf(ProgramEvent, 'e', EVENT_OUT_FIELDS);
    this.statusSql = `SELECT ${registration} FROM "registrations" "r" WHERE "r"."reference" = $1`;
    this.eventsSql = `SELECT ${events} FROM "program_events" "e" WHERE "e"."registration_id" = $1
      ORDER BY "e"."id" DESC LIMIT ${RECENT_EVENTS_LIMIT}`;
    // For each wanted reference, in the order asked: its registration and its newest events walked through
    // the index (LATERAL). Unknown references give no row. Why the keys come as JSON: see batchParameter.
    this.batchedStatusSql = `SELECT "w"."n" AS "wanted", ${registration}, ${events}
      FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS "w"("reference", "n")
      JOIN "registrations" "r" ON "r"."reference" = "w"."reference"
      LEFT JOIN LATERAL (SELECT * FROM "program_events" WHERE "registration_id" = "r"."id"
        ORDER BY "id" DESC LIMIT ${RECENT_EVENTS_LIMIT}) "e" ON TRUE
      ORDER BY "w"."n", "e"."id" DESC`;
  }

  /** `reference` must be normalised (see `normaliseReference`). */
  findByReference(unit: UnitOfWork, reference: string): Promise<Registration | null> {
    return this.lean.one(managerOf(unit), Registration, BY_REFERENCE, [reference]);
  }

  /** As `findByReference`, and locks the row until the unit's transaction ends. */
  lockByReference(unit: UnitOfWork, reference: string): Promise<Registration | null> {
    return this.lean.one(managerOf(unit), Registration, this.lockByReferenceClause, [reference]);
  }

  findById(unit: UnitOfWork, id: number): Promise<Registration | null> {
    return this.lean.one(managerOf(unit), Registration, BY_ID, [id]);
  }

  /** Locks the row until the unit's transaction ends, reading nothing. */
  async lockById(unit: UnitOfWork, id: number): Promise<void> {
    if (this.lockByIdSql !== null) {
      await this.lean.run(managerOf(unit), this.lockByIdSql, [id]);
    }
  }

  async referencesByIds(unit: UnitOfWork, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await managerOf(unit).find(Registration, {
      select: { id: true, reference: true },
      where: { id: In([...new Set(ids)]) },
    });
    return new Map(rows.map((row) => [row.id, row.reference]));
  }

  async update(unit: UnitOfWork, id: number, changes: Partial<Registration>): Promise<void> {
    await managerOf(unit).update(Registration, { id }, changes);
  }

  /** Adds to the row's maintained figures in one statement (atomic: concurrent writers each add theirs). */
  async addToFigures(
    unit: UnitOfWork,
    id: number,
    change: { documents?: number; checklistDone?: number },
  ): Promise<void> {
    await this.lean.run(managerOf(unit), ADD_TO_FIGURES, [id, change.documents ?? 0, change.checklistDone ?? 0]);
  }

  /** Writes the erased form of the personal fields (`erased`) and marks the row erased at `at`. */
  async markErased(unit: UnitOfWork, id: number, erased: Partial<Registration>, at: Date): Promise<void> {
    await managerOf(unit).update(Registration, { id }, { ...erased, erasedAt: at, updatedAt: at });
  }

  /**
   * The status read of one (normalised) reference; null when unknown. It is the most frequent request: on
   * PostgreSQL, where every round trip is a large share of its cost, the reads that arrive together are
   * answered by one statement (a `LookupBatcher`); on SQLite, in-process, two small statements per read
   * measured faster than the joined one.
   */
  async statusOf(unit: UnitOfWork, reference: string): Promise<StatusRead | null> {
    if (this.dialect === 'postgres') {
      return this.statusBatchers.load(unit, reference);
    }
    const manager = managerOf(unit);
    const [registration] = await this.lean.run(manager, this.statusSql, [reference]);
    if (!registration) {
      return null;
    }
    return this.statusReadOf(registration, await this.lean.run(manager, this.eventsSql, [registration.r__id]));
  }

  /** One statement for several references: their rows come ordered by the reference's place in the batch. */
  private async batchedStatus(unit: UnitOfWork, references: string[]): Promise<Array<StatusRead | null>> {
    const rows = await this.lean.run(managerOf(unit), this.batchedStatusSql, [batchParameter(references)]);
    return rowsPerKey(rows, references.length).map((events) =>
      events.length > 0 ? this.statusReadOf(events[0], events) : null,
    );
  }

  /** `eventRows` newest first, as read; the registration row carries the count. */
  private statusReadOf(registrationRow: Row, eventRows: Row[]): StatusRead {
    const recentEvents = eventRows
      .map((row) => this.lean.hydrateAliased(ProgramEvent, row, 'e', EVENT_OUT_FIELDS))
      .filter((event): event is PublishedEvent => event !== null)
      .reverse();
    return {
      registration: this.lean.hydrateAliased(Registration, registrationRow, 'r', STATUS_FIELDS) as StatusRegistration,
      recentEvents,
      instructionCount: Number(registrationRow.instruction_count),
    };
  }
}
