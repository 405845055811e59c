import { Injectable } from '@nestjs/common';
import type { ChecklistItem } from '../checklist/checklist-item.entity';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner, Work } from '../database/transaction-runner';
import { NotFoundError } from '../common/errors/domain-errors';
import { UnitOfWork } from '../database/unit-of-work';
import { DocumentRecord } from '../documents/document-record';
import { DocumentsService } from '../documents/documents.service';
import type { Instruction } from '../instructions/instruction.entity';
import { InstructionLoader } from '../instructions/instruction.loader';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { ProgramEventsService } from '../program-events/program-events.service';
import type { AuditCheckpoint } from '../audit/checkpoints/audit-checkpoint.entity';
import { AuditLogReader, ProgramHeadProof } from '../audit/checkpoints/audit-log-reader.service';
import { LoggedHeadEntry } from '../audit/checkpoints/logged-heads';
import { ERASURE_EVENT, hasErasedLegacyNote, LegacyErasures, legacyErasuresOf } from '../program-notes/note-payload';
import type { ProgramNote } from '../program-notes/program-note.entity';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import type { Registration } from '../registrations/registration.entity';
import { WebhookEndpointsService } from '../webhooks/outbound/webhook-endpoints.service';
import { withoutSecrets } from './audit-webhooks';

/**
 * What is recorded about one program besides its events, read in one read, with the seq of its last event then: the
 * record itself is read afterwards in pages up to that seq (ProgramEventsService.recordPages), so an event appended
 * meanwhile is left out of everything, the evidence included.
 */
export interface ProgramFrame {
  registration: Registration;
  checklist: ChecklistItem[];
  documents: DocumentRecord[];
  instructions: Instruction[];
  /** The seq of the program's last event when the frame was read (0: none); every export stops there. */
  lastSeq: number;
  /** The program's notes (operators' free text the events refer to), oldest first. */
  notes: ProgramNote[];
  /**
   * What the record's erasure events vouch for (see hashedLinksOf), read only when the program has an erased legacy
   * note (the only case that asks): the chain check needs it from the first page, before the erasure's own page.
   */
  erasures: LegacyErasures;
  /** Operator webhook endpoints of the program, already without secrets. */
  webhooks: Record<string, unknown>[];
  loadedAt: Date;
  /** The program's newest logged head at or before its last event, proven in the latest checkpoint (loaded with `evidence`). */
  headProof: ProgramHeadProof | null;
  /** Every head of the program the latest checkpoint logged (loaded with `evidence`; else empty). */
  loggedHeads: LoggedHeadEntry[];
}

/** Everything recorded about one program, its whole record of events included, read in one consistent read. */
export interface ProgramSnapshot extends ProgramFrame {
  events: ProgramEvent[];
}

export interface SnapshotOptions {
  webhooks?: boolean;
  evidence?: boolean;
  /** Read on the primary, never the read replica: for a page that must show the caller's own writes. */
  primary?: boolean;
}

@Injectable()
export class ProgramSnapshotLoader {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly checklist: ChecklistService,
    private readonly documents: DocumentsService,
    private readonly instructions: InstructionLoader,
    private readonly events: ProgramEventsService,
    private readonly webhookEndpoints: WebhookEndpointsService,
    private readonly auditLog: AuditLogReader,
    private readonly notes: ProgramNotesService,
  ) {}

  /** The program without its events: the exports then walk its record in pages up to `lastSeq`. */
  async load(reference: string, options: SnapshotOptions = {}): Promise<ProgramFrame> {
    const frame = await this.readAsAsked(options, async (unit) => {
      // Before the head: see AuditLogReader.latestCheckpoint.
      const checkpoint = options.evidence ? await this.auditLog.latestCheckpoint(unit) : null;
      const registration = await this.programs.find(unit, reference);
      const lastSeq = await this.events.lastSeq(unit, registration.id);
      const parts = await this.partsOf(unit, registration, checkpoint, lastSeq);
      const erasures = hasErasedLegacyNote(parts.notes)
        ? legacyErasuresOf(await this.events.ofTypeUpTo(unit, registration.id, ERASURE_EVENT, lastSeq))
        : new Map<number, never>();
      return { ...parts, erasures, loadedAt: new Date() };
    });
    return this.withWebhooks(frame, options);
  }

  /** The program with its whole record in memory, for the reports that still read it whole (entity lineage). */
  async loadWhole(reference: string, options: SnapshotOptions = {}): Promise<ProgramSnapshot> {
    const snapshot = await this.readMayLag(async (unit) => {
      // Before the events: see AuditLogReader.latestCheckpoint.
      const checkpoint = options.evidence ? await this.auditLog.latestCheckpoint(unit) : null;
      const registration = await this.programs.find(unit, reference);
      const events = await this.events.all(unit, registration.id);
      const lastSeq = events.length === 0 ? 0 : events[events.length - 1].seq;
      const parts = await this.partsOf(unit, registration, checkpoint, lastSeq);
      return { ...parts, events, erasures: legacyErasuresOf(events), loadedAt: new Date() };
    });
    return this.withWebhooks(snapshot, options);
  }

  private readAsAsked<T>(options: SnapshotOptions, work: Work<T>): Promise<T> {
    return options.primary === true ? this.db.read(work) : this.readMayLag(work);
  }

  /**
   * An export reads the program where reads may lag (the read replica when configured). A program the replica does
   * not know yet may be one just taken in: the primary is asked before answering 404.
   */
  private async readMayLag<T>(work: Work<T>): Promise<T> {
    try {
      return await this.db.readMayLag(work);
    } catch (error) {
      if (error instanceof NotFoundError && this.db.hasReadReplica) {
        return this.db.read(work);
      }
      throw error;
    }
  }

  private async partsOf(
    unit: UnitOfWork,
    registration: Registration,
    checkpoint: AuditCheckpoint | null,
    lastSeq: number,
  ): Promise<Omit<ProgramFrame, 'erasures' | 'loadedAt'>> {
    const log = await this.auditLog.programLogOf(unit, registration.id, checkpoint, lastSeq);
    return {
      registration,
      checklist: await this.checklist.items(unit, registration.id),
      documents: await this.documents.documentsOf(unit, registration.id),
      instructions: await this.instructions.listForProgram(unit, registration.id),
      lastSeq,
      notes: await this.notes.notesOf(unit, registration.id),
      webhooks: [],
      headProof: log.headProof,
      loggedHeads: log.loggedHeads,
    };
  }

  /** Outside the program's read: the webhooks module runs its own unit of work (SQLite serialises them). */
  private async withWebhooks<T extends ProgramFrame>(frame: T, options: SnapshotOptions): Promise<T> {
    if (options.webhooks) {
      frame.webhooks = await this.webhooksOf(frame.registration.reference);
    }
    return frame;
  }

  private async webhooksOf(reference: string): Promise<Record<string, unknown>[]> {
    const list = await this.webhookEndpoints.list(reference);
    return list.webhooks.map((webhook) => withoutSecrets({ ...webhook }));
  }
}
