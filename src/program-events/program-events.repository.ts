import { Injectable } from '@nestjs/common';
import { ChecklistItem, NewChecklistItem } from '../checklist/checklist-item.entity';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { LeanSql, PLANNED_FOR_ITS_VALUES } from '../database/lean-sql';
import { batchParameter, rowsPerKey, UnitLookupBatchers } from '../database/lookup-batcher';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { NewRegistration, Registration } from '../registrations/registration.entity';
import { PROGRAM_PREFIX } from '../registrations/reference';
import { Claim } from '../registrations/reference-claim';
import { takenRunSql, walkParameters, WalkWindow } from '../registrations/reference-walk';
import { ProgramEvent } from './program-event.entity';
import { EVENT_OUT_FIELDS, PublishedEvent } from './program-event.mapper';

export interface ChainHead {
  seq: number;
  hash: string;
}

/** An event row with its place in the chain, not yet tied to a written program. */
export type ChainedEvent = Omit<ProgramEvent, 'id' | 'registrationId'>;

/** A program not yet written: its registration and its opening checklist. */
export interface NewProgram {
  registration: NewRegistration;
  checklist: NewChecklistItem[];
}

/** A new program's rows: its registration, its checklist and its first event. */
export interface NewProgramRows extends NewProgram {
  firstEvent: ChainedEvent;
}

export interface StoredProgram {
  registrationId: number;
  eventId: number;
}

/** One page of a program's record: events after `sinceId` (by id), at most `limit`. */
export interface EventsPageKey {
  reference: string;
  sinceId: number;
  limit: number;
}

/** A stretch of a program's record by seq: after `afterSeq`, up to and including `upToSeq`. */
export interface SeqRange {
  afterSeq: number;
  upToSeq: number;
}

export interface EventsPage {
  program: { id: number; reference: string; partnerSlug: string | null };
  events: PublishedEvent[];
}

/**
 * Events created at or after `since` with an id above `afterId` (a keyset page), narrowed by a program, a partner
 * and event types (exact or `prefix.*`); null narrows nothing. A superset is fine: callers check each event.
 */
export interface EventsSinceQuery {
  since: Date;
  afterId: number;
  limit: number;
  registrationId: number | null;
  partnerSlug: string | null;
  eventTypes: readonly string[] | null;
}

/** An event with its program's reference and partner. */
export interface EventOfProgram {
  event: ProgramEvent;
  program: { id: number; reference: string; partnerSlug: string | null };
}

type Row = Record<string, unknown>;

/**
 * One program's events (`$1`), read through each partition's (registration_id, …) indexes. No read of one program's
 * events bounds `created_at` as well: with such a bound PostgreSQL chose the created_at index for a program holding
 * most of the table's events and read its whole record for every page (docs/operations.md, "Reads").
 */
const OF_PROGRAM = '"registration_id" = $1';
/**
 * The chain's head, kept by the database itself: a BEFORE INSERT trigger moves it with every event and refuses one
 * that does not extend it (migration PartitionEventRecord). One primary-key read, however many partitions the
 * record spans.
 */
const HEAD_SQL = 'SELECT "seq", "hash" FROM "program_chain_heads" WHERE "registration_id" = $1';

/**
 * The `program_events` table (append-only), written by the event door (ProgramEventsService) alone: the
 * module does not export this repository. `insertProgram` also writes the program's registration and
 * checklist rows: a program is created together with its first event, and on PostgreSQL as one statement.
 */
@Injectable()
export class ProgramEventsRepository {
  private readonly pageSql: string;
  private readonly createProgramSql: string;
  private readonly takenRunSql = takenRunSql('registrations', 'reference', PROGRAM_PREFIX);
  // A batch never mixes units: reads through one unit (on PostgreSQL, every `db.read`) share one batcher.
  private readonly pageBatchers = new UnitLookupBatchers<EventsPageKey, EventsPage | null>(
    (key) => `${key.reference}|${key.sinceId}|${key.limit}`,
    (unit, keys) => this.batchedPages(unit, keys),
  );

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {
    const columns = `"r"."id" AS "program_id", "r"."reference" AS "program_reference", "r"."partner_slug" AS "program_partner",
      ${lean.selectListOf(ProgramEvent, 'e', EVENT_OUT_FIELDS)}`;
    // PostgreSQL answers the pages asked for together in one statement (a `LookupBatcher`), each program's
    // events walked in index order (LATERAL), rows ordered by the page's place in the batch; the pages come
    // as JSON so that the statement keeps its generic plan (see batchParameter). SQLite, which
    // has no LATERAL, orders the one program's joined events itself; there a bare `LIMIT ?` measured 3×
    // slower than a limit given as an expression (it misses the ORDER BY … LIMIT optimisation), hence the CAST.
    this.pageSql =
      dialect === 'postgres'
        ? `SELECT "w"."n" AS "wanted", ${columns}
           FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS ("reference" text, "since_id" bigint, "page_size" int))
             WITH ORDINALITY AS "w"("reference", "since_id", "page_size", "n")
           JOIN "registrations" "r" ON "r"."reference" = "w"."reference"
           LEFT JOIN LATERAL (SELECT * FROM "program_events" WHERE "registration_id" = "r"."id" AND "id" > "w"."since_id"
             ORDER BY "id" LIMIT "w"."page_size") "e" ON TRUE
           ORDER BY "w"."n", "e"."id"`
        : `SELECT ${columns} FROM "registrations" "r"
             LEFT JOIN "program_events" "e" ON "e"."registration_id" = "r"."id" AND "e"."id" > $2
           WHERE "r"."reference" = $1 ORDER BY "e"."id" LIMIT CAST($3 AS INTEGER)`;
    this.createProgramSql = this.createProgramStatement();
  }

  async head(unit: UnitOfWork, registrationId: number): Promise<ChainHead | null> {
    const [last] = await this.lean.run<{ seq: number | string; hash: string }>(managerOf(unit), HEAD_SQL, [
      registrationId,
    ]);
    return last ? { seq: Number(last.seq), hash: last.hash } : null;
  }

  /** The seq of the program's last event in the record (0: none), read from the events, not the chain head. */
  async lastRecordedSeq(unit: UnitOfWork, registrationId: number): Promise<number> {
    const [last] = await this.lean.run<{ seq: number | string }>(
      managerOf(unit),
      `SELECT "seq" FROM "program_events" WHERE ${OF_PROGRAM} ORDER BY "seq" DESC LIMIT 1`,
      [registrationId],
    );
    return last ? Number(last.seq) : 0;
  }

  /**
   * When the program's last event of a type other than `excluded` was written (null: none): walks the
   * (registration_id, seq) index back from the head, past the few excluded events at its end.
   */
  async lastEventAt(unit: UnitOfWork, registrationId: number, excluded: readonly string[]): Promise<Date | null> {
    const types = excluded.map((_type, index) => `$${index + 2}`).join(', ');
    const [last] = await this.lean.many(
      managerOf(unit),
      ProgramEvent,
      `WHERE ${OF_PROGRAM}${excluded.length > 0 ? ` AND "event_type" NOT IN (${types})` : ''}
       ORDER BY "seq" DESC LIMIT 1`,
      [registrationId, ...excluded],
    );
    return last?.createdAt ?? null;
  }

  /** Inserts one event; answers its id. */
  insert(unit: UnitOfWork, event: Omit<ProgramEvent, 'id'>): Promise<number> {
    return this.lean.insert(managerOf(unit), ProgramEvent, event);
  }

  /** Every event of a program in seq order. */
  allOf(unit: UnitOfWork, registrationId: number): Promise<ProgramEvent[]> {
    return this.lean.many(managerOf(unit), ProgramEvent, `WHERE ${OF_PROGRAM} ORDER BY "seq"`, [registrationId]);
  }

  /**
   * One keyset page of a program's record: up to `size` events with `afterSeq` < seq ≤ `upToSeq`, in seq order (the
   * unique (registration_id, seq) index). The size is written into the statement (a constant per caller): both
   * databases then plan a literal LIMIT. Planned for its values each time (PLANNED_FOR_ITS_VALUES): the generic plan
   * of a named statement sorted the rest of the record for every page.
   */
  recordPage(unit: UnitOfWork, registrationId: number, range: SeqRange, size: number): Promise<ProgramEvent[]> {
    return this.lean.many(
      managerOf(unit),
      ProgramEvent,
      `${PLANNED_FOR_ITS_VALUES}WHERE ${OF_PROGRAM} AND "seq" > $2 AND "seq" <= $3 ORDER BY "seq" LIMIT ${Math.trunc(size)}`,
      [registrationId, range.afterSeq, range.upToSeq],
    );
  }

  /** The program's events of one type with seq ≤ `upToSeq`, in seq order (for types a record holds few of). */
  ofTypeUpTo(unit: UnitOfWork, registrationId: number, eventType: string, upToSeq: number): Promise<ProgramEvent[]> {
    return this.lean.many(
      managerOf(unit),
      ProgramEvent,
      `WHERE ${OF_PROGRAM} AND "seq" <= $2 AND "event_type" = $3 ORDER BY "seq"`,
      [registrationId, upToSeq, eventType],
    );
  }

  /**
   * One page of the record of a program given by its (normalised) reference, with the program: one statement
   * (batched with the pages asked for together on PostgreSQL). Null when there is no such program.
   */
  async page(unit: UnitOfWork, key: EventsPageKey): Promise<EventsPage | null> {
    if (this.dialect === 'postgres') {
      return this.pageBatchers.load(unit, key);
    }
    return this.pageOf(await this.lean.run(managerOf(unit), this.pageSql, [key.reference, key.sinceId, key.limit]));
  }

  /** A keyset page of events by id (see EventsSinceQuery), each with its program: one statement. */
  async since(unit: UnitOfWork, query: EventsSinceQuery): Promise<EventOfProgram[]> {
    const parameters: unknown[] = [this.stored(query.since), query.afterId, query.limit];
    const where = ['"e"."created_at" >= $1', '"e"."id" > $2'];
    const add = (clause: (n: string) => string, value: unknown) => {
      parameters.push(value);
      where.push(clause(`$${parameters.length}`));
    };
    if (query.registrationId !== null) {
      add((n) => `"e"."registration_id" = ${n}`, query.registrationId);
    }
    if (query.partnerSlug !== null) {
      add((n) => `"r"."partner_slug" = ${n}`, query.partnerSlug);
    }
    if (query.eventTypes !== null) {
      const types: string[] = [];
      for (const filter of query.eventTypes) {
        // `prefix.*` → LIKE 'prefix.%' (an `_` in it matches any character: a superset, checked by the caller).
        const pattern = filter.endsWith('.*') ? `${filter.slice(0, -1)}%` : filter;
        parameters.push(pattern);
        types.push(`"e"."event_type" ${filter.endsWith('.*') ? 'LIKE' : '='} $${parameters.length}`);
      }
      where.push(`(${types.join(' OR ')})`);
    }
    const sql = `SELECT "r"."reference" AS "program_reference", "r"."partner_slug" AS "program_partner",
        ${this.lean.selectListOf(ProgramEvent, 'e')}
      FROM "program_events" "e" JOIN "registrations" "r" ON "r"."id" = "e"."registration_id"
      WHERE ${where.join(' AND ')} ORDER BY "e"."id" LIMIT $3`;
    const rows = await this.lean.run(managerOf(unit), sql, parameters);
    return rows.flatMap((row) => {
      const event = this.lean.hydrateAliased(ProgramEvent, row, 'e');
      if (event === null) {
        return [];
      }
      const program = {
        id: event.registrationId,
        reference: row.program_reference as string,
        partnerSlug: row.program_partner as string | null,
      };
      return [{ event: Object.assign(new ProgramEvent(), event), program }];
    });
  }

  /**
   * Writes a new program — registration, checklist, first event — or nothing when its reference is already
   * taken: it then answers how many references are taken without a gap in `after` (the window that follows the
   * taken one), so that the caller takes the first free one next instead of drawing blindly. Whole on its own on
   * both dialects, so it needs no surrounding transaction: on PostgreSQL one statement (the walk included); on
   * SQLite several inside a transaction of their own (a savepoint when the unit is already in one).
   */
  insertProgram(unit: UnitOfWork, program: NewProgramRows, after: WalkWindow): Promise<Claim<StoredProgram>> {
    if (this.dialect === 'postgres') {
      return this.insertProgramAsOneStatement(unit, program, after);
    }
    return managerOf(unit).transaction(async (manager): Promise<Claim<StoredProgram>> => {
      const registrationId = await this.lean.insertUnlessTaken(
        manager,
        Registration,
        withFigures(program),
        'reference',
      );
      if (registrationId === null) {
        const [walk] = await this.lean.run<{ run: number }>(manager, this.takenRunSql, walkParameters(after));
        return { takenAfter: Number(walk.run) };
      }
      for (const item of program.checklist) {
        await this.lean.insert(manager, ChecklistItem, { registrationId, ...item });
      }
      const eventId = await this.lean.insert(manager, ProgramEvent, { registrationId, ...program.firstEvent });
      return { claimed: { registrationId, eventId } };
    });
  }

  private async insertProgramAsOneStatement(
    unit: UnitOfWork,
    program: NewProgramRows,
    after: WalkWindow,
  ): Promise<Claim<StoredProgram>> {
    const [row] = await this.lean.run<{
      registration_id: number | string | null;
      event_id: number | string | null;
      taken_after: number | string | null;
    }>(managerOf(unit), this.createProgramSql, [
      this.lean.recordJson(Registration, [withFigures(program)]),
      this.lean.recordJson(ChecklistItem, program.checklist),
      this.lean.recordJson(ProgramEvent, [program.firstEvent]),
      ...walkParameters(after),
    ]);
    return row.taken_after === null
      ? { claimed: { registrationId: Number(row.registration_id), eventId: Number(row.event_id) } }
      : { takenAfter: Number(row.taken_after) };
  }

  /**
   * Each row arrives as JSON and takes the table's own column types (jsonb_populate_recordset). When the reference
   * is taken nothing is written, and the one row answered is the walk after it ($4…$8, see takenRunSql), which runs
   * only then (a one-time filter on the insert's outcome).
   */
  private createProgramStatement(): string {
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
      SELECT "registration"."id" AS "registration_id", "event"."id" AS "event_id", CAST(NULL AS BIGINT) AS "taken_after"
        FROM "registration", "event"
      UNION ALL
      SELECT NULL, NULL, "walk"."run" FROM (${takenRunSql('registrations', 'reference', PROGRAM_PREFIX, 4)}) "walk"
        WHERE NOT EXISTS (SELECT 1 FROM "registration")`;
  }

  /** A time as a hand-written statement compares it: `pg` takes the Date; SQLite the UTC text TypeORM stores. */
  private stored(value: Date): Date | string {
    return this.dialect === 'postgres' ? value : value.toISOString().replace('T', ' ').slice(0, 23);
  }

  private async batchedPages(unit: UnitOfWork, keys: EventsPageKey[]): Promise<Array<EventsPage | null>> {
    const pages = keys.map((key) => ({ reference: key.reference, since_id: key.sinceId, page_size: key.limit }));
    const rows = await this.lean.run(managerOf(unit), this.pageSql, [batchParameter(pages)]);
    return rowsPerKey(rows, keys.length).map((page) => this.pageOf(page));
  }

  /** The page's rows carry the program's columns on each; one row without an event when the page is empty. */
  private pageOf(rows: Row[]): EventsPage | null {
    if (rows.length === 0) {
      return null;
    }
    const events = rows
      .map((row) => this.lean.hydrateAliased(ProgramEvent, row, 'e', EVENT_OUT_FIELDS))
      .filter((event): event is PublishedEvent => event !== null);
    const program = {
      id: Number(rows[0].program_id),
      reference: rows[0].program_reference as string,
      partnerSlug: rows[0].program_partner as string | null,
    };
    return { program, events };
  }
}

/** The new registration with its maintained figures: no document yet, and the items its checklist opens done. */
function withFigures(program: NewProgramRows): Omit<Registration, 'id' | 'erasedAt'> {
  return {
    documentCount: 0,
    checklistDone: program.checklist.filter((item) => item.done).length,
    ...program.registration,
  };
}
