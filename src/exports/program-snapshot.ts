import { Injectable } from '@nestjs/common';
import type { ChecklistItem } from '../checklist/checklist-item.entity';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner } from '../database/transaction-runner';
import { DocumentRecord } from '../documents/document-record';
import { DocumentsService } from '../documents/documents.service';
import type { Instruction } from '../instructions/instruction.entity';
import { InstructionLoader } from '../instructions/instruction.loader';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { ProgramEventsService } from '../program-events/program-events.service';
import { AuditLogReader, ProgramHeadProof } from '../audit/checkpoints/audit-log-reader.service';
import { LoggedHeadEntry } from '../audit/checkpoints/logged-heads';
import type { ProgramNote } from '../program-notes/program-note.entity';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import type { Registration } from '../registrations/registration.entity';
import { WebhookEndpointsService } from '../webhooks/outbound/webhook-endpoints.service';
import { withoutSecrets } from './audit-webhooks';

/** Everything recorded about one program, read in one consistent read. */
export interface ProgramSnapshot {
  registration: Registration;
  checklist: ChecklistItem[];
  documents: DocumentRecord[];
  instructions: Instruction[];
  events: ProgramEvent[];
  /** The program's notes (operators' free text the events refer to), oldest first. */
  notes: ProgramNote[];
  /** Operator webhook endpoints of the program, already without secrets. */
  webhooks: Record<string, unknown>[];
  loadedAt: Date;
  /** The program's newest logged head at or before its last loaded event, proven in the latest checkpoint (loaded with `evidence`). */
  headProof: ProgramHeadProof | null;
  /** Every head of the program the latest checkpoint logged (loaded with `evidence`; else empty). */
  loggedHeads: LoggedHeadEntry[];
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

  async load(reference: string, options: { webhooks?: boolean; evidence?: boolean } = {}): Promise<ProgramSnapshot> {
    const snapshot = await this.db.read(async (unit) => {
      // Before the events: see AuditLogReader.latestCheckpoint.
      const checkpoint = options.evidence ? await this.auditLog.latestCheckpoint(unit) : null;
      const registration = await this.programs.find(unit, reference);
      const events = await this.events.all(unit, registration.id);
      const lastSeq = events.length === 0 ? 0 : events[events.length - 1].seq;
      const log = await this.auditLog.programLogOf(unit, registration.id, checkpoint, lastSeq);
      return {
        registration,
        checklist: await this.checklist.items(unit, registration.id),
        documents: await this.documents.documentsOf(unit, registration.id),
        instructions: await this.instructions.listForProgram(unit, registration.id),
        events,
        notes: await this.notes.notesOf(unit, registration.id),
        webhooks: [] as Record<string, unknown>[],
        loadedAt: new Date(),
        headProof: log.headProof,
        loggedHeads: log.loggedHeads,
      };
    });
    // Outside the read above: the webhooks module runs its own unit of work (SQLite serialises them).
    if (options.webhooks) {
      snapshot.webhooks = await this.webhooksOf(snapshot.registration.reference);
    }
    return snapshot;
  }

  private async webhooksOf(reference: string): Promise<Record<string, unknown>[]> {
    const list = await this.webhookEndpoints.list(reference);
    return list.webhooks.map((webhook) => withoutSecrets({ ...webhook }));
  }
}
