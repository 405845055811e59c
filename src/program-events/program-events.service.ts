import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Caller } from '../common/auth/caller';
import { LeanSql } from '../database/lean-sql';
import { batchParameter, LookupBatcher, rowsPerKey } from '../database/lookup-batcher';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { normaliseReference } from '../registrations/reference';
import { EventAppendHooks } from './event-append-hooks';
import { eventHash, GENESIS_HASH } from './event-hash';
import { EventSource, EventType } from './event-types';
import { ProgramEvent } from './program-event.entity';
import { EVENT_OUT_FIELDS, PublishedEvent } from './program-event.mapper';

export interface ProgramRef {
  id: number;
  reference: string;
}

export interface NewProgramEvent {
  eventType: EventType;
  source: EventSource;
  instructionId?: number | null;
  payload?: Record<string, unknown>;
}

export interface ChainHead {
  seq: number;
  hash: string;
}

export type ChainedEvent = Omit<ProgramEvent, 'id' | 'registrationId'>;

const EMPTY_CHAIN: ChainHead = { seq: 0, hash: GENESIS_HASH };
export const RECENT_EVENTS_LIMIT = 10;

interface PageKey {
  reference: string;
  sinceId: number;
  limit: number;
}

type Row = Record<string, unknown>;

/**
 * The one door for program events. `append` runs inside the caller's transaction: it locks the program
 * row (so one program's writers are serialised and its event ids become visible in order), continues
 * the hash chain, inserts, and runs the after-append hooks (the webhook outbox) in the same transaction.
 * A program's first event is built here too (`firstEvent`) and written by the statement creating the program.
 */
@Injectable()
export class ProgramEventsService {
  private readonly headSql: string;
  private readonly pageSql: string;
  private readonly pageBatcher: LookupBatcher<PageKey, Row[]>;

  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly hooks: EventAppendHooks,
    private readonly lean: LeanSql,
  ) {
    this.headSql =
      'SELECT "seq", "hash" FROM "program_events" WHERE "registration_id" = $1 ORDER BY "seq" DESC LIMIT 1';
    const columns = `"r"."reference" AS "program_reference", "r"."partner_slug" AS "program_partner",
      ${lean.selectListOf(ProgramEvent, 'e', EVENT_OUT_FIELDS)}`;
    // PostgreSQL answers the pages asked for together in one statement (a `LookupBatcher`), each program's
    // events walked in index order (LATERAL), rows ordered by the page's place in the batch; the pages come
    // as JSON so that the statement keeps its generic plan (see batchParameter). SQLite, which
    // has no LATERAL, orders the one program's joined events itself; there a bare `LIMIT ?` measured 3×
    // slower than a limit given as an expression (it misses the ORDER BY … LIMIT optimisation), hence the CAST.
    this.pageSql =
      db.dialect === 'postgres'
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
    this.pageBatcher = new LookupBatcher(
      (key) => `${key.reference}|${key.sinceId}|${key.limit}`,
      (keys) => this.db.read((manager) => this.batchedPages(manager, keys)),
    );
  }

  /** Appends one event to an existing program's chain, in the caller's transaction. */
  async append(manager: EntityManager, program: ProgramRef, event: NewProgramEvent): Promise<ProgramEvent> {
    await this.lockProgram(manager, program.id);
    const row = {
      registrationId: program.id,
      ...this.chained(program.reference, event, await this.head(manager, program.id)),
    };
    const id = await this.lean.insert(manager, ProgramEvent, row);
    const appended = Object.assign(new ProgramEvent(), row, { id });
    await this.hooks.run(manager, program, appended);
    return appended;
  }

  /**
   * The first event of a program not yet written, for the statement that creates the program. No
   * after-append hook applies to it: nothing can have subscribed to a program that does not exist yet.
   */
  firstEvent(reference: string, event: NewProgramEvent, at: Date): ChainedEvent {
    return this.chained(reference, event, EMPTY_CHAIN, at);
  }

  private chained(reference: string, event: NewProgramEvent, head: ChainHead, at = new Date()): ChainedEvent {
    const row = {
      seq: head.seq + 1,
      eventType: event.eventType,
      source: event.source,
      instructionId: event.instructionId ?? null,
      payload: event.payload ?? {},
      createdAt: at,
      prevHash: head.hash,
    };
    return { ...row, hash: eventHash({ ...row, reference }) };
  }

  /** Events of the program after `sinceId`, in ascending id order: one statement with the program lookup. */
  async pageByReference(
    reference: string,
    sinceId: number | null,
    limit: number,
    caller: Caller,
  ): Promise<{ reference: string; events: PublishedEvent[] }> {
    const normalised = normaliseReference(reference);
    // Event ids start at 1, so "after 0" is the whole record.
    const rows = normalised ? await this.pageRows({ reference: normalised, sinceId: sinceId ?? 0, limit }) : [];
    const found = rows.length > 0 ? programOf(rows[0]) : null;
    const program = this.programs.visibleOrNotFound(found, caller);
    const events = rows
      .map((row) => this.lean.hydrateAliased(ProgramEvent, row, 'e', EVENT_OUT_FIELDS))
      .filter((event): event is PublishedEvent => event !== null);
    return { reference: program.reference, events };
  }

  /** Every event of a program in seq order, for audit exports and chain verification. */
  all(manager: EntityManager, programId: number): Promise<ProgramEvent[]> {
    return manager.find(ProgramEvent, { where: { registrationId: programId }, order: { seq: 'ASC' } });
  }

  /** The page's rows (the program's columns on each; one row without an event when the page is empty). */
  private pageRows(key: PageKey): Promise<Row[]> {
    if (this.db.dialect === 'postgres') {
      return this.pageBatcher.load(key);
    }
    return this.db.read((manager) => this.lean.run(manager, this.pageSql, [key.reference, key.sinceId, key.limit]));
  }

  private async batchedPages(manager: EntityManager, keys: PageKey[]): Promise<Row[][]> {
    const pages = keys.map((key) => ({ reference: key.reference, since_id: key.sinceId, page_size: key.limit }));
    return rowsPerKey(await this.lean.run(manager, this.pageSql, [batchParameter(pages)]), keys.length);
  }

  private async lockProgram(manager: EntityManager, programId: number): Promise<void> {
    if (this.db.dialect === 'postgres') {
      // Its own statement, before the head is read: a join would read the head in the snapshot taken
      // before waiting for the lock, missing the event the previous holder appended.
      await this.lean.run(manager, 'SELECT "id" FROM "registrations" WHERE "id" = $1 FOR UPDATE', [programId]);
    }
  }

  private async head(manager: EntityManager, programId: number): Promise<ChainHead> {
    const rows = await this.lean.run<{ seq: number | string; hash: string }>(manager, this.headSql, [programId]);
    const last = rows[0];
    return last ? { seq: Number(last.seq), hash: last.hash } : EMPTY_CHAIN;
  }
}

function programOf(row: Row): { reference: string; partnerSlug: string | null } {
  return { reference: row.program_reference as string, partnerSlug: row.program_partner as string | null };
}
