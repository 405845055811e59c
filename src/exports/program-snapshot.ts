import { Inject, Injectable } from '@nestjs/common';
import { ChecklistItem } from '../checklist/checklist-item.entity';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner } from '../database/transaction-runner';
import { StoredDocument } from '../documents/document.entity';
import { documentsOf } from '../documents/document-queries';
import { Instruction } from '../instructions/instruction.entity';
import { ProgramEvent } from '../program-events/program-event.entity';
import { ProgramEventsService } from '../program-events/program-events.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { Registration } from '../registrations/registration.entity';
import { AUDIT_WEBHOOKS, AuditWebhooksSource } from './audit-webhooks';

/** Everything recorded about one program, read in one consistent read. */
export interface ProgramSnapshot {
  registration: Registration;
  checklist: ChecklistItem[];
  documents: StoredDocument[];
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
    private readonly events: ProgramEventsService,
    @Inject(AUDIT_WEBHOOKS) private readonly webhooks: AuditWebhooksSource,
  ) {}

  async load(reference: string, options: { webhooks?: boolean } = {}): Promise<ProgramSnapshot> {
    const snapshot = await this.db.read(async (manager) => {
      const registration = await this.programs.find(manager, reference);
      return {
        registration,
        checklist: await this.checklist.items(manager, registration.id),
        documents: await documentsOf(manager, registration.id),
        instructions: await manager.find(Instruction, {
          where: { registrationId: registration.id },
          order: { id: 'ASC' },
        }),
        events: await this.events.all(manager, registration.id),
        webhooks: [] as Record<string, unknown>[],
        loadedAt: new Date(),
      };
    });
    // Outside the read above: the webhooks module runs its own unit of work (SQLite serialises them).
    if (options.webhooks) {
      snapshot.webhooks = await this.webhooks.forProgram(snapshot.registration.reference);
    }
    return snapshot;
  }
}
