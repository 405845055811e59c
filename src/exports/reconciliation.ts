import { PrefillField, ProgramTemplate } from '../catalogs/program-templates.catalog';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { ChainVerdict } from '../program-events/event-hash';
import type { Registration } from '../registrations/registration.entity';
import { verdictOf } from './chain-integrity';
import { ReconciliationBreak, ReconciliationCounts } from './dto/reconciliation.dto';
import { ProgramFrame, ProgramSnapshot } from './program-snapshot';

export interface Reconciliation {
  breaks: ReconciliationBreak[];
  counts: ReconciliationCounts;
}

const INTAKE_FACT: Record<PrefillField, (registration: Registration) => unknown> = {
  legal_entity_name: (r) => r.legalEntityName,
  business_number: (r) => r.businessNumber,
  fintrac_msb: (r) => r.fintracMsb,
  incident_contact_email: (r) => r.incidentContactEmail,
  consent_accepted: (r) => r.consentAccepted,
};

/** What reconciliation compares the event ledger with: the program's stored records. */
export type ReconciledRecords = Pick<ProgramFrame, 'registration' | 'checklist' | 'documents' | 'instructions'>;

/**
 * Checks the stored records against the event ledger (decisions §11): handoff records versus their
 * events, checklist items versus their events or intake facts, documents versus uploads, and the chain.
 */
export function reconcile(snapshot: ProgramSnapshot, template: ProgramTemplate | undefined): Reconciliation {
  const events = [...snapshot.events].sort((a, b) => a.seq - b.seq);
  const walk = new ReconciliationWalk(snapshot, template);
  walk.add(events);
  const verdict = verdictOf(snapshot);
  return walk.result(verdict, events.find((event) => event.seq === verdict.brokenAtSeq)?.id);
}

/**
 * `reconcile` fed the ledger a batch at a time, in seq order: it keeps, per record, only the last event that speaks
 * of it, so that a long ledger need not be held whole.
 */
export class ReconciliationWalk {
  private readonly instructionIds: Set<number>;
  private readonly itemIds: Set<string>;
  private readonly documentIds: Set<unknown>;
  /** Instruction ids (null included) that a handoff_record.created event names. */
  private readonly createdIds = new Set<number | null>();
  private readonly lastReport = new Map<number, ProgramEvent>();
  private readonly lastItemUpdate = new Map<unknown, ProgramEvent>();
  private readonly uploadedIds = new Set<unknown>();
  private readonly unknownInstructionBreaks: ReconciliationBreak[] = [];
  private eventCount = 0;
  private uploadCount = 0;

  constructor(
    private readonly records: ReconciledRecords,
    private readonly template: ProgramTemplate | undefined,
  ) {
    this.instructionIds = new Set(records.instructions.map((instruction) => instruction.id));
    this.itemIds = new Set(records.checklist.map((item) => item.itemId));
    this.documentIds = new Set(records.documents.map((document) => document.id));
  }

  /** The next events of the ledger, in seq order. */
  add(events: ProgramEvent[]): void {
    for (const event of events) {
      this.eventCount++;
      const { eventType, instructionId, payload } = event;
      if (eventType === 'handoff_record.created') {
        this.createdIds.add(instructionId);
      }
      if (instructionId !== null && this.instructionIds.has(instructionId)) {
        if (eventType === 'handoff_record.created' || eventType === 'handoff_record.updated') {
          this.lastReport.set(instructionId, event);
        }
      } else if (instructionId !== null) {
        this.unknownInstructionBreaks.push({
          kind: 'event_unknown_instruction',
          detail: `Event ${event.id} (${eventType}) names handoff record id ${instructionId}, which this program does not have`,
          event_id: event.id,
        });
      }
      if (eventType === 'checklist.item_updated' && this.itemIds.has(payload.item_id as string)) {
        this.lastItemUpdate.set(payload.item_id, event);
      }
      if (eventType === 'document.uploaded') {
        this.uploadCount++;
        if (this.documentIds.has(payload.document_id)) {
          this.uploadedIds.add(payload.document_id);
        }
      }
    }
  }

  /** Once the whole ledger was added: every break, with the chain's verdict (and the event it breaks at). */
  result(verdict: ChainVerdict, brokenEventId: number | undefined): Reconciliation {
    const { instructions, checklist, documents } = this.records;
    const breaks: ReconciliationBreak[] = [
      ...this.instructionBreaks(),
      ...this.unknownInstructionBreaks,
      ...this.checklistBreaks(),
    ];
    for (const document of documents) {
      if (!this.uploadedIds.has(document.id)) {
        breaks.push({
          kind: 'document_missing_event',
          detail: `Document ${document.id} has no document.uploaded event`,
        });
      }
    }
    if (!verdict.valid) {
      breaks.push({
        kind: 'hash_chain_broken',
        detail: `The event hash chain does not hold from seq ${String(verdict.brokenAtSeq)}`,
        ...(brokenEventId !== undefined ? { event_id: brokenEventId } : {}),
      });
    }
    const createdCount = [...this.createdIds].filter((id) => id !== null).length;
    if (createdCount !== instructions.length) {
      breaks.push({
        kind: 'instruction_count_mismatch',
        detail: `instruction_count is ${instructions.length} but ${createdCount} handoff records were recorded as created`,
      });
    }
    return {
      breaks,
      counts: {
        events: this.eventCount,
        instructions: instructions.length,
        handoff_records_created: createdCount,
        checklist_items: checklist.length,
        checklist_done: checklist.filter((item) => item.done).length,
        documents: documents.length,
        document_events: this.uploadCount,
      },
    };
  }

  private instructionBreaks(): ReconciliationBreak[] {
    const breaks: ReconciliationBreak[] = [];
    for (const instruction of this.records.instructions) {
      const ref = instruction.instructionRef;
      if (!this.createdIds.has(instruction.id)) {
        breaks.push({
          kind: 'instruction_missing_created_event',
          detail: `Handoff record ${ref} has no handoff_record.created event`,
          instruction_ref: ref,
        });
      }
      const last = this.lastReport.get(instruction.id);
      if (last) {
        const reported = last.eventType === 'handoff_record.created' ? last.payload.status : last.payload.to;
        if (reported !== instruction.status) {
          breaks.push({
            kind: 'instruction_status_mismatch',
            detail: `Handoff record ${ref} is ${instruction.status} but its last event reports ${String(reported)}`,
            instruction_ref: ref,
            event_id: last.id,
          });
        }
      }
    }
    return breaks;
  }

  private checklistBreaks(): ReconciliationBreak[] {
    const breaks: ReconciliationBreak[] = [];
    for (const item of this.records.checklist) {
      const last = this.lastItemUpdate.get(item.itemId);
      if (item.done) {
        const prefill = this.template?.items.find((entry) => entry.id === item.itemId)?.prefilledWhen ?? null;
        const intakeBacked =
          item.doneBy === 'intake' && prefill !== null && isPresent(INTAKE_FACT[prefill](this.records.registration));
        const backed = last ? last.payload.done === true : intakeBacked;
        if (!backed) {
          breaks.push({
            kind: 'checklist_item_unbacked',
            detail: `Checklist item ${item.itemId} is done with no checklist.item_updated event or intake fact behind it`,
            item_id: item.itemId,
            ...(last ? { event_id: last.id } : {}),
          });
        }
      } else if (last && last.payload.done === true) {
        breaks.push({
          kind: 'checklist_item_event_mismatch',
          detail: `Checklist item ${item.itemId} is open but its last event marked it done`,
          item_id: item.itemId,
          event_id: last.id,
        });
      }
    }
    return breaks;
  }
}

function isPresent(value: unknown): boolean {
  return typeof value === 'string' ? value.trim().length > 0 : value === true;
}
