import { LoggedHeadsWalk } from '../audit/checkpoints/logged-heads';
import { ChainVerdict, GENESIS_HASH, HASH_ALGORITHM } from '../program-events/event-hash';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { hashedLinksOf, NoteTexts, textsById } from '../program-notes/note-payload';
import { NotesCheck } from '../program-notes/note-validity';
import { ChainIntegrity } from './dto/audit-bundle.dto';
import { ProgramFrame } from './program-snapshot';

/**
 * The checks of a program's record (the hash chain, the heads the checkpoints logged, the notes) fed its events a
 * page at a time in seq order: what integrityOf and loggedHeadsValid say of the whole record, without holding it.
 */
export class RecordVerification {
  readonly notes: NoteTexts;
  private readonly heads: LoggedHeadsWalk;
  private readonly notesCheck: NotesCheck;
  private lastSeqSeen = 0;
  private brokenEvent: number | undefined;

  constructor(private readonly frame: ProgramFrame) {
    this.notes = textsById(frame.notes);
    this.heads = new LoggedHeadsWalk(frame.loggedHeads);
    this.notesCheck = new NotesCheck(frame.notes);
  }

  /** The next events of the record, in seq order. */
  add(events: ProgramEvent[]): void {
    if (events.length === 0) {
      return;
    }
    this.heads.add(hashedLinksOf(events, this.frame.registration.reference, this.notes, this.frame.erasures));
    this.notesCheck.add(events);
    this.lastSeqSeen = events[events.length - 1].seq;
    const { brokenAtSeq } = this.heads.chain.verdict();
    if (brokenAtSeq !== null && this.brokenEvent === undefined) {
      // The walk breaks at an event of the batch just added.
      this.brokenEvent = events.find((event) => event.seq === brokenAtSeq)?.id;
    }
  }

  /** How many events were added. */
  get count(): number {
    return this.heads.chain.count;
  }

  /** The seq of the last event added (0: none). */
  get lastSeq(): number {
    return this.lastSeqSeen;
  }

  /** The id of the event the chain breaks at, if it does. */
  get brokenEventId(): number | undefined {
    return this.brokenEvent;
  }

  verdict(): ChainVerdict {
    return this.heads.chain.verdict();
  }

  /** Once every event was added: the record's integrity, as an audit bundle and the compliance report state it. */
  integrity(): ChainIntegrity {
    const verdict = this.verdict();
    return {
      algorithm: HASH_ALGORITHM,
      head_hash: this.count === 0 ? GENESIS_HASH : verdict.headHash,
      chain_valid: verdict.valid,
      notes_valid: this.notesCheck.holds(),
      event_count: this.count,
      broken_at_seq: verdict.brokenAtSeq,
      logged_heads_valid: this.heads.mismatches().length === 0,
    };
  }
}
