import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Caller } from '../common/auth/caller';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { EventAppendHooks } from './event-append-hooks';
import { eventHash, GENESIS_HASH } from './event-hash';
import { EventSource, EventType } from './event-types';
import { ProgramEvent } from './program-event.entity';

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

export const EMPTY_CHAIN: ChainHead = { seq: 0, hash: GENESIS_HASH };
export const RECENT_EVENTS_LIMIT = 10;

/**
 * The one door for program events. `append` runs inside the caller's transaction: it locks the program
 * row (so one program's writers are serialised and its event ids become visible in order), continues
 * the hash chain, inserts, and runs the after-append hooks (the webhook outbox) in the same transaction.
 */
@Injectable()
export class ProgramEventsService {
  private readonly headSql: string;

  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly hooks: EventAppendHooks,
    private readonly lean: LeanSql,
  ) {
    this.headSql = lean.sql(
      'SELECT "seq", "hash" FROM "program_events" WHERE "registration_id" = $1 ORDER BY "seq" DESC LIMIT 1',
    );
  }

  /**
   * Appends one event in the caller's transaction. `knownHead` is for the transaction that created the
   * program and so already knows its chain is empty.
   */
  async append(
    manager: EntityManager,
    program: ProgramRef,
    event: NewProgramEvent,
    knownHead?: ChainHead,
  ): Promise<ProgramEvent> {
    let head = knownHead;
    if (!head) {
      await this.lockProgram(manager, program.id);
      head = await this.head(manager, program.id);
    }
    const row = {
      registrationId: program.id,
      seq: head.seq + 1,
      eventType: event.eventType,
      source: event.source,
      instructionId: event.instructionId ?? null,
      payload: event.payload ?? {},
      createdAt: new Date(),
      prevHash: head.hash,
    };
    const hash = eventHash({ ...row, reference: program.reference });
    const id = await this.lean.insert(manager, ProgramEvent, { ...row, hash });
    const appended = Object.assign(new ProgramEvent(), row, { hash, id });
    await this.hooks.run(manager, program, appended);
    return appended;
  }

  /** Events of the program after `sinceId`, in ascending id order. */
  pageByReference(
    reference: string,
    sinceId: number | null,
    limit: number,
    caller: Caller,
  ): Promise<{ reference: string; events: ProgramEvent[] }> {
    return this.db.read(async (manager) => {
      const program = await this.programs.find(manager, reference, caller);
      return { reference: program.reference, events: await this.pageWith(manager, program.id, sinceId, limit) };
    });
  }

  pageWith(manager: EntityManager, programId: number, sinceId: number | null, limit: number): Promise<ProgramEvent[]> {
    // Event ids start at 1, so "after 0" is the whole record.
    return this.lean.many(manager, ProgramEvent, 'WHERE "registration_id" = $1 AND "id" > $2 ORDER BY "id" LIMIT $3', [
      programId,
      sinceId ?? 0,
      limit,
    ]);
  }

  /** The newest `limit` events, returned in ascending id order. */
  async recent(manager: EntityManager, programId: number, limit = RECENT_EVENTS_LIMIT): Promise<ProgramEvent[]> {
    const newest = await this.lean.many(
      manager,
      ProgramEvent,
      'WHERE "registration_id" = $1 ORDER BY "id" DESC LIMIT $2',
      [programId, limit],
    );
    return newest.reverse();
  }

  /** Every event of a program in seq order, for audit exports and chain verification. */
  all(manager: EntityManager, programId: number): Promise<ProgramEvent[]> {
    return manager.find(ProgramEvent, { where: { registrationId: programId }, order: { seq: 'ASC' } });
  }

  private async lockProgram(manager: EntityManager, programId: number): Promise<void> {
    if (this.db.dialect === 'postgres') {
      await manager.query('SELECT id FROM registrations WHERE id = $1 FOR UPDATE', [programId]);
    }
  }

  private async head(manager: EntityManager, programId: number): Promise<ChainHead> {
    const rows: Array<{ seq: number | string; hash: string }> = await manager.query(this.headSql, [programId]);
    const last = rows[0];
    return last ? { seq: Number(last.seq), hash: last.hash } : EMPTY_CHAIN;
  }
}
