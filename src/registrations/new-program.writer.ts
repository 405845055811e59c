import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { NewChecklistItem } from '../checklist/checklist.service';
import { ChecklistItem } from '../checklist/checklist-item.entity';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramEvent } from '../program-events/program-event.entity';
import { ChainedEvent } from '../program-events/program-events.service';
import { Registration } from './registration.entity';

export type NewRegistration = Omit<Registration, 'id'>;

export interface StoredProgram {
  registrationId: number;
  eventId: number;
}

/**
 * Writes a new program — its registration, checklist and first event — or nothing when its reference is
 * already taken (answering null, so the caller draws another). On PostgreSQL that is one statement, which
 * commits whole or not at all by itself; on SQLite several, inside the caller's transaction.
 */
@Injectable()
export class NewProgramWriter {
  private readonly createSql: string;

  constructor(
    private readonly db: TransactionRunner,
    private readonly lean: LeanSql,
  ) {
    this.createSql = this.createStatement();
  }

  async insert(
    manager: EntityManager,
    registration: NewRegistration,
    items: NewChecklistItem[],
    event: ChainedEvent,
  ): Promise<StoredProgram | null> {
    if (this.db.dialect === 'postgres') {
      const [stored] = await this.lean.run<{ registration_id: number | string; event_id: number | string }>(
        manager,
        this.createSql,
        [
          this.lean.recordJson(Registration, [registration]),
          this.lean.recordJson(ChecklistItem, items),
          this.lean.recordJson(ProgramEvent, [event]),
        ],
      );
      return stored ? { registrationId: Number(stored.registration_id), eventId: Number(stored.event_id) } : null;
    }
    const registrationId = await this.lean.insertUnlessTaken(manager, Registration, registration, 'reference');
    if (registrationId === null) {
      return null;
    }
    for (const item of items) {
      await this.lean.insert(manager, ChecklistItem, { ...item, registrationId });
    }
    return { registrationId, eventId: await this.lean.insert(manager, ProgramEvent, { ...event, registrationId }) };
  }

  /** Each row arrives as JSON and takes the table's own column types (jsonb_populate_recordset). */
  private createStatement(): string {
    const columns = (target: typeof Registration | typeof ChecklistItem | typeof ProgramEvent, alias: string) => {
      const names = this.lean.insertColumnsOf(target);
      const values = names.map((name) => (name === '"registration_id"' ? '"registration"."id"' : `"${alias}".${name}`));
      return { names: names.join(', '), values: values.join(', ') };
    };
    const registration = columns(Registration, 'row');
    const item = columns(ChecklistItem, 'item');
    const event = columns(ProgramEvent, 'event');
    return `WITH "registration" AS (
        INSERT INTO "registrations" (${registration.names})
        SELECT ${registration.values} FROM jsonb_populate_recordset(NULL::"registrations", $1::jsonb) "row"
        ON CONFLICT ("reference") DO NOTHING
        RETURNING "id"
      ), "items" AS (
        INSERT INTO "checklist_items" (${item.names})
        SELECT ${item.values} FROM "registration", jsonb_populate_recordset(NULL::"checklist_items", $2::jsonb) "item"
      ), "event" AS (
        INSERT INTO "program_events" (${event.names})
        SELECT ${event.values} FROM "registration", jsonb_populate_recordset(NULL::"program_events", $3::jsonb) "event"
        RETURNING "id"
      )
      SELECT "registration"."id" AS "registration_id", "event"."id" AS "event_id" FROM "registration", "event"`;
  }
}
