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
  /** Operator webhook endpoints of the program, already without secrets. */
  webhooks: Record<string, unknown>[];
  loadedAt: Date;
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
  ) {}

  async load(reference: string, options: { webhooks?: boolean } = {}): Promise<ProgramSnapshot> {
    const snapshot = await this.db.read(async (unit) => {
      const registration = await this.programs.find(unit, reference);
      return {
        registration,
        checklist: await this.checklist.items(unit, registration.id),
        documents: await this.documents.documentsOf(unit, registration.id),
        instructions: await this.instructions.listForProgram(unit, registration.id),
        events: await this.events.all(unit, registration.id),
        webhooks: [] as Record<string, unknown>[],
        loadedAt: new Date(),
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
