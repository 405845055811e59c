import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain-errors';
import { CheckpointErrorCode } from './checkpoint-error-codes';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { decodeListCursor, encodeListCursor, invalidCursor } from '../../common/paging/list-cursor';
import { MAX_STORED_ID } from '../../common/validation/field-spec';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import { consistencyProof, inclusionPath, treeHead } from '../merkle';
import { AuditCheckpoint } from './audit-checkpoint.entity';
import { toAuditCheckpointOut } from './audit-checkpoint.mapper';
import { AuditCheckpointsRepository } from './audit-checkpoints.repository';
import { AuditLogRepository } from './audit-log.repository';
import { overStoredTree } from './audit-tree';
import { AuditCheckpointOut, AuditCheckpointPage, AuditConsistencyProof } from './dto/audit-checkpoint.dto';
import { LoggedHeadEntry, LoggedHeadMismatch, loggedHeadMismatches } from './logged-heads';
import { hashedLinksOf } from '../../program-notes/note-payload';
import { ProgramNotesService } from '../../program-notes/program-notes.service';

/** A program's most recently logged head (at or before the last exported event), proven in the latest checkpoint. */
export interface ProgramHeadProof {
  checkpoint: AuditCheckpointOut;
  leafIndex: number;
  seq: number;
  headHash: string;
  hashes: string[];
}

/** What the Merkle log holds about one program, as a bundle shows it. */
export interface ProgramLog {
  /** Every head of the program logged in the checkpoint, oldest first. */
  loggedHeads: LoggedHeadEntry[];
  headProof: ProgramHeadProof | null;
}

/** Reads of the Merkle log: checkpoints, consistency proofs, a program's inclusion proof and its logged-head check. */
@Injectable()
export class AuditLogReader {
  constructor(
    private readonly db: TransactionRunner,
    private readonly log: AuditLogRepository,
    private readonly checkpoints: AuditCheckpointsRepository,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly notes: ProgramNotesService,
  ) {}

  async latest(): Promise<AuditCheckpointOut> {
    const latest = await this.db.read((unit) => this.checkpoints.latest(unit));
    if (!latest) {
      throw new NotFoundError('No checkpoint has been issued yet', CheckpointErrorCode.NoCheckpointYet);
    }
    return toAuditCheckpointOut(latest);
  }

  /** From the first checkpoint when `since` is null; after the cursor's checkpoint when one is given. */
  async page(since: string | null, cursor: string | null, limit: number): Promise<AuditCheckpointPage> {
    const afterId = cursor === null ? null : checkpointAfter(cursor, since);
    const rows = await this.db.read((unit) =>
      this.checkpoints.page(unit, since === null ? null : new Date(since), afterId, limit + 1),
    );
    const page = rows.slice(0, limit);
    const last = rows.length > limit ? page[page.length - 1].id : null;
    return {
      checkpoints: page.map(toAuditCheckpointOut),
      next_cursor:
        last === null ? null : encodeListCursor(CHECKPOINT_LIST, { since }, { direction: 'after', key: { id: last } }),
    };
  }

  async consistency(from: number, to: number): Promise<AuditConsistencyProof> {
    return this.db.read(async (unit) => {
      const latestSize = (await this.checkpoints.latest(unit))?.treeSize ?? 0;
      if (from > to || to > latestSize) {
        throw new RequestValidationError([
          pydanticError(
            {
              type: 'tree_size_out_of_range',
              msg: `Sizes must satisfy 1 ≤ from ≤ to ≤ ${latestSize} (the latest checkpoint's tree size)`,
              input: { from, to },
              ctx: { latest_tree_size: latestSize },
            },
            ['query', from > to ? 'from' : 'to'],
          ),
        ]);
      }
      return overStoredTree(
        (keys) => this.log.nodes(unit, keys),
        (read) => ({
          from_size: from,
          to_size: to,
          from_root: treeHead(read, from).toString('hex'),
          to_root: treeHead(read, to).toString('hex'),
          hashes: consistencyProof(read, from, to).map((hash) => hash.toString('hex')),
        }),
      );
    });
  }

  /**
   * Inside the caller's read, BEFORE it loads the program's events: the checkpoint its evidence is taken from. Read
   * first, so every leaf below its tree size was committed (with it) before the events were read: on PostgreSQL a
   * read runs its statements separately, and a leaf logged after the events were loaded must not be shown.
   */
  latestCheckpoint(unit: UnitOfWork): Promise<AuditCheckpoint | null> {
    return this.checkpoints.latest(unit);
  }

  /**
   * Inside the caller's read: the program's heads logged in `checkpoint`, and the newest of them at or before
   * `lastSeq` (the last event the caller loaded) proven in it.
   */
  async programLogOf(
    unit: UnitOfWork,
    registrationId: number,
    checkpoint: AuditCheckpoint | null,
    lastSeq: number,
  ): Promise<ProgramLog> {
    if (checkpoint === null) {
      return { loggedHeads: [], headProof: null };
    }
    const leaves = await this.log.leavesOf(unit, registrationId, checkpoint.treeSize);
    const head = leaves.filter((leaf) => leaf.seq <= lastSeq).pop();
    if (!head) {
      return { loggedHeads: leaves, headProof: null };
    }
    const hashes = await overStoredTree(
      (keys) => this.log.nodes(unit, keys),
      (read) => inclusionPath(read, head.leafIndex, checkpoint.treeSize).map((hash) => hash.toString('hex')),
    );
    return {
      loggedHeads: leaves,
      headProof: {
        checkpoint: toAuditCheckpointOut(checkpoint),
        leafIndex: head.leafIndex,
        seq: head.seq,
        headHash: head.headHash,
        hashes,
      },
    };
  }

  /**
   * The heads logged for the program that its record, re-walked from genesis, no longer reaches: empty while the
   * record is what the checkpoints saw.
   */
  async loggedHeadMismatchesOf(reference: string): Promise<LoggedHeadMismatch[]> {
    return this.db.read(async (unit) => {
      const checkpoint = await this.checkpoints.latest(unit);
      const registration = await this.programs.find(unit, reference);
      const events = await this.events.all(unit, registration.id);
      const leaves = checkpoint ? await this.log.leavesOf(unit, registration.id, checkpoint.treeSize) : [];
      const notes = await this.notes.textsOf(unit, registration.id);
      return loggedHeadMismatches(hashedLinksOf(events, registration.reference, notes), leaves);
    });
  }
}

const CHECKPOINT_LIST = 'audit-checkpoints';
/** A checkpoint id as pages gave it before cursors were opaque. */
const LEGACY_CURSOR = /^[1-9]\d{0,9}$/;

/** The id the page continues after: the opaque cursor's (bound to `since`), or a bare id of the earlier form. */
function checkpointAfter(cursor: string, since: string | null): number {
  if (LEGACY_CURSOR.test(cursor)) {
    const id = Number(cursor);
    if (id > MAX_STORED_ID) {
      throw invalidCursor(cursor, 'is not a cursor this service gave out (out of range)');
    }
    return id;
  }
  const position = decodeListCursor(cursor, CHECKPOINT_LIST, { since });
  if (position.direction !== 'after' || position.key.atMicros !== undefined) {
    throw invalidCursor(cursor, 'is not a cursor this list gave out');
  }
  return position.key.id;
}
