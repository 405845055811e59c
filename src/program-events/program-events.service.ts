import { Injectable } from '@nestjs/common';
import { Caller } from '../common/auth/caller';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ConflictError } from '../common/errors/domain-errors';
import {
  LegacyEventErasure,
  legacyNoteOf,
  noteIdsOf,
  textsById,
  withLegacyText,
  withNoteText,
} from '../program-notes/note-payload';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { normaliseReference } from '../registrations/reference';
import { Claim } from '../registrations/reference-claim';
import { WalkWindow } from '../registrations/reference-walk';
import { EventAppendHooks } from './event-append-hooks';
import { CURRENT_HASH_VERSION, eventHash, GENESIS_HASH, legacyEventDigest } from './event-hash';
import { EventOrigin } from './event-origin';
import { ProgramEventErrorCode } from './program-event-error-codes';
import { EventType } from './event-types';
import { ProgramEvent } from './program-event.entity';
import { eventViewFor, PublishedEvent } from './program-event.mapper';
import {
  ChainedEvent,
  ChainHead,
  EventOfProgram,
  EventsSinceQuery,
  NewProgram,
  ProgramEventsRepository,
  StoredProgram,
} from './program-events.repository';

export type { EventOfProgram, EventsSinceQuery, NewProgram, StoredProgram } from './program-events.repository';

export interface ProgramRef {
  id: number;
  reference: string;
  /** The program's partner, when the caller has it at hand (the outbox reads it otherwise, only when it needs it). */
  partnerSlug?: string | null;
}

export interface NewProgramEvent extends EventOrigin {
  eventType: EventType;
  instructionId?: number | null;
  payload?: Record<string, unknown>;
}

/** Events that record a decision asked for or refused, not activity of the program (see lastEventAt). */
const NOT_ACTIVITY: readonly EventType[] = ['program.approval_requested', 'program.approval_rejected'];

const EMPTY_CHAIN: ChainHead = { seq: 0, hash: GENESIS_HASH };

/**
 * The one door for program events. `append` runs inside the caller's transaction: it locks the program
 * row (so one program's writers are serialised and its event ids become visible in order), continues
 * the hash chain, inserts, and runs the after-append hooks (the webhook outbox) in the same transaction.
 * A program's first event is written here too, with the program itself (`createProgram`, intake's fast path).
 */
@Injectable()
export class ProgramEventsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly hooks: EventAppendHooks,
    private readonly events: ProgramEventsRepository,
    private readonly notes: ProgramNotesService,
  ) {}

  /** Appends one event to an existing program's chain, in the caller's transaction. */
  async append(unit: UnitOfWork, program: ProgramRef, event: NewProgramEvent): Promise<ProgramEvent> {
    // Its own statement, before the head is read: a join would read the head in the snapshot taken
    // before waiting for the lock, missing the event the previous holder appended.
    await this.programs.lockById(unit, program.id);
    const head = (await this.events.head(unit, program.id)) ?? EMPTY_CHAIN;
    const row = { registrationId: program.id, ...chained(program.reference, event, head, new Date()) };
    const id = await this.events.insert(unit, row);
    const appended = Object.assign(new ProgramEvent(), row, { id });
    await this.hooks.run(unit, program, appended);
    return appended;
  }

  /**
   * Whether anything (an endpoint for every program, or for a partner's) waits for new programs' first events: when
   * nothing does, intake writes a program as one statement, with no surrounding transaction and no hooks.
   */
  newProgramsWatched(): Promise<boolean> {
    return this.db.read((unit) => this.hooks.watchNewPrograms(unit));
  }

  /**
   * Writes a new program with its first event `event`, or nothing when its reference is already taken: then it
   * answers how many references after it are taken too, walking `after` (see claimReference). With `runHooks` it
   * then runs the after-append hooks (an operator-wide endpoint receives `program.created`): the caller's unit must
   * then be a transaction, so the program and its outbox rows commit together. Without, the write is whole on its own.
   */
  async createProgram(
    unit: UnitOfWork,
    program: NewProgram,
    event: NewProgramEvent,
    at: Date,
    after: WalkWindow,
    runHooks = true,
  ): Promise<Claim<StoredProgram>> {
    const reference = program.registration.reference;
    const firstEvent = chained(reference, event, EMPTY_CHAIN, at);
    const claim = await this.events.insertProgram(unit, { ...program, firstEvent }, after);
    if ('claimed' in claim && runHooks) {
      const stored = claim.claimed;
      const ref = { id: stored.registrationId, reference, partnerSlug: program.registration.partnerSlug };
      const appended = Object.assign(new ProgramEvent(), firstEvent, { id: stored.eventId, registrationId: ref.id });
      await this.hooks.run(unit, ref, appended);
    }
    return claim;
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
    const key = { reference: normalised ?? '', sinceId: sinceId ?? 0, limit };
    const page = normalised ? await this.db.read((unit) => this.events.page(unit, key)) : null;
    const program = this.programs.visibleOrNotFound(page?.program ?? null, caller);
    const events = page?.events ?? [];
    // Only the admin view shows notes (decisions §5): only it reads their texts.
    return {
      reference: program.reference,
      events: eventViewFor(caller) === 'internal' && page ? await this.withNotes(page.program.id, events) : events,
    };
  }

  /** The events with their notes' texts joined back in place of the references their payloads hold. */
  private async withNotes(programId: number, events: PublishedEvent[]): Promise<PublishedEvent[]> {
    const ids = noteIdsOf(events);
    if (ids.length === 0) {
      return events;
    }
    // Only this program's notes: an event cannot show another program's text, whatever id its payload holds.
    const texts = await this.db.read((unit) => this.notes.textsByIds(unit, programId, ids));
    return events.map((event) => ({ ...event, payload: withNoteText(event, texts) }));
  }

  /**
   * When the program last had activity: its last event that is not an approval request or rejection (null when it
   * has none). Asking for a decision (an erasure request among them) or refusing one is no activity of the program:
   * otherwise opening an erasure request would itself restart the retention it waits for.
   */
  lastEventAt(unit: UnitOfWork, programId: number): Promise<Date | null> {
    return this.events.lastEventAt(unit, programId, NOT_ACTIVITY);
  }

  /**
   * Inside the erasure's unit, before it erases the notes: each hash-version-1 event whose legacy note (moved out of
   * it, not yet erased) goes, with the digest of its stored form (legacyEventDigest), for the erasure event's
   * `legacy_events`. Once the text is gone such an event is checked by its link only, so the digest is what keeps
   * its other fields from being rewritten; it is vouched for only after its hash was checked with the text put back
   * (a record already broken cannot be vouched for: chain_broken).
   */
  async erasableLegacyEvents(unit: UnitOfWork, program: ProgramRef): Promise<LegacyEventErasure[]> {
    const events = await this.events.allOf(unit, program.id);
    const notes = textsById(await this.notes.notesOf(unit, program.id));
    const erasable: LegacyEventErasure[] = [];
    for (const event of events) {
      const legacy = legacyNoteOf(event, notes);
      if (!legacy || legacy.note.erasedAt !== null || legacy.note.text === null) {
        continue;
      }
      const hashed = { ...event, reference: program.reference };
      if (
        eventHash({ ...hashed, payload: withLegacyText(event.payload, legacy.field, legacy.note.text) }) !== event.hash
      ) {
        throw new ConflictError(
          `Event ${event.seq} of ${program.reference} no longer matches its hash: the record must be investigated ` +
            'before its notes can be erased',
          ProgramEventErrorCode.ChainBroken,
        );
      }
      erasable.push({ seq: event.seq, note_id: legacy.noteId, digest: legacyEventDigest(hashed) });
    }
    return erasable;
  }

  /**
   * Every program's events created since a time, a keyset page at a time (ascending id), each with its program's
   * reference and partner: what a webhook endpoint should have received (replay-missing).
   */
  createdSince(unit: UnitOfWork, query: EventsSinceQuery): Promise<EventOfProgram[]> {
    return this.events.since(unit, query);
  }

  /** Every event of a program in seq order, for audit exports and chain verification. */
  all(unit: UnitOfWork, programId: number): Promise<ProgramEvent[]> {
    return this.events.allOf(unit, programId);
  }

  /**
   * The seq of the program's last event (0: none), in the caller's read: the bound of a record read in pages. Read
   * from the record itself, so that an export holds and verifies what is there, whatever the chain head says.
   */
  lastSeq(unit: UnitOfWork, programId: number): Promise<number> {
    return this.events.lastRecordedSeq(unit, programId);
  }

  /** The program's events of one type up to `upToSeq`, in seq order, in the caller's read. */
  ofTypeUpTo(unit: UnitOfWork, programId: number, eventType: EventType, upToSeq: number): Promise<ProgramEvent[]> {
    return this.events.ofTypeUpTo(unit, programId, eventType, upToSeq);
  }

  /**
   * The program's record up to `upToSeq` (a head read earlier), in seq order, `pageSize` events at a time: each page
   * is a short read of its own, so no unit is held while the caller works on a page (SQLite runs one unit at a time)
   * and memory holds a page or two. Events are never updated and later ones have higher seqs, so the pages form the
   * record as it stood at that head whatever is appended meanwhile. The next page is read while the caller works on
   * the current one.
   *
   * With `mayLag` each page is read from the read replica when one is configured; a page shorter than the head
   * promises (seqs run 1, 2, 3… with no gap) is one the replica has not replayed yet, and is read again from the
   * primary, so the record is whole whichever database the head was read from.
   */
  async *recordPages(
    programId: number,
    upToSeq: number,
    pageSize: number,
    options: { mayLag?: boolean } = {},
  ): AsyncGenerator<ProgramEvent[]> {
    const pageAfter = (unit: UnitOfWork, afterSeq: number) =>
      this.events.recordPage(unit, programId, { afterSeq, upToSeq }, pageSize);
    const readPage = async (afterSeq: number) => {
      if (options.mayLag !== true) {
        return this.db.read((unit) => pageAfter(unit, afterSeq));
      }
      const page = await this.db.readMayLag((unit) => pageAfter(unit, afterSeq));
      const whole = page.length >= Math.min(pageSize, upToSeq - afterSeq);
      return whole ? page : this.db.read((unit) => pageAfter(unit, afterSeq));
    };
    const read = (afterSeq: number) => {
      const page = readPage(afterSeq);
      // Handled here too: a caller that leaves early (its client went away) never waits for the read ahead.
      page.catch(() => undefined);
      return page;
    };
    let next: Promise<ProgramEvent[]> | undefined = upToSeq > 0 ? read(0) : undefined;
    while (next !== undefined) {
      const page: ProgramEvent[] = await next;
      const last = page[page.length - 1];
      next = page.length === pageSize && last.seq < upToSeq ? read(last.seq) : undefined;
      if (page.length > 0) {
        yield page;
      }
    }
  }
}

function chained(reference: string, event: NewProgramEvent, head: ChainHead, at: Date): ChainedEvent {
  const row = {
    seq: head.seq + 1,
    eventType: event.eventType,
    source: event.source,
    actor: event.actor,
    instructionId: event.instructionId ?? null,
    payload: event.payload ?? {},
    createdAt: at,
    prevHash: head.hash,
    hashVersion: CURRENT_HASH_VERSION,
  };
  return Object.assign(row, { hash: eventHash({ reference, ...row }) });
}
