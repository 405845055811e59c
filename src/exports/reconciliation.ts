import { PrefillField, ProgramTemplate } from '../catalogs/program-templates.catalog';
import type { Registration } from '../registrations/registration.entity';
import { verdictOf } from './chain-integrity';
import { ReconciliationBreak, ReconciliationCounts } from './dto/reconciliation.dto';
import { ProgramSnapshot } from './program-snapshot';

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

/**
 * Checks the stored records against the event ledger (decisions §11): handoff records versus their
 * events, checklist items versus their events or intake facts, documents versus uploads, and the chain.
 */
export function reconcile(snapshot: ProgramSnapshot, template: ProgramTemplate | undefined): Reconciliation {
  const breaks: ReconciliationBreak[] = [];
  const events = [...snapshot.events].sort((a, b) => a.seq - b.seq);
  const instructionIds = new Set(snapshot.instructions.map((instruction) => instruction.id));
  const created = events.filter((event) => event.eventType === 'handoff_record.created');
  const createdIds = new Set(created.map((event) => event.instructionId));

  for (const instruction of snapshot.instructions) {
    const ref = instruction.instructionRef;
    if (!createdIds.has(instruction.id)) {
      breaks.push({
        kind: 'instruction_missing_created_event',
        detail: `Handoff record ${ref} has no handoff_record.created event`,
        instruction_ref: ref,
      });
    }
    const reports = events.filter(
      (event) =>
        event.instructionId === instruction.id &&
        (event.eventType === 'handoff_record.created' || event.eventType === 'handoff_record.updated'),
    );
    const last = reports[reports.length - 1];
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

  for (const event of events) {
    if (event.instructionId !== null && !instructionIds.has(event.instructionId)) {
      breaks.push({
        kind: 'event_unknown_instruction',
        detail: `Event ${event.id} (${event.eventType}) names handoff record id ${event.instructionId}, which this program does not have`,
        event_id: event.id,
      });
    }
  }

  for (const item of snapshot.checklist) {
    const updates = events.filter(
      (event) => event.eventType === 'checklist.item_updated' && event.payload.item_id === item.itemId,
    );
    const last = updates[updates.length - 1];
    if (item.done) {
      const prefill = template?.items.find((entry) => entry.id === item.itemId)?.prefilledWhen ?? null;
      const intakeBacked =
        item.doneBy === 'intake' && prefill !== null && isPresent(INTAKE_FACT[prefill](snapshot.registration));
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

  const uploads = events.filter((event) => event.eventType === 'document.uploaded');
  const uploadedIds = new Set(uploads.map((event) => event.payload.document_id));
  for (const document of snapshot.documents) {
    if (!uploadedIds.has(document.id)) {
      breaks.push({
        kind: 'document_missing_event',
        detail: `Document ${document.id} has no document.uploaded event`,
      });
    }
  }

  const verdict = verdictOf(snapshot);
  if (!verdict.valid) {
    const broken = events.find((event) => event.seq === verdict.brokenAtSeq);
    breaks.push({
      kind: 'hash_chain_broken',
      detail: `The event hash chain does not hold from seq ${String(verdict.brokenAtSeq)}`,
      ...(broken ? { event_id: broken.id } : {}),
    });
  }

  const createdCount = new Set(created.map((event) => event.instructionId).filter((id) => id !== null)).size;
  if (createdCount !== snapshot.instructions.length) {
    breaks.push({
      kind: 'instruction_count_mismatch',
      detail: `instruction_count is ${snapshot.instructions.length} but ${createdCount} handoff records were recorded as created`,
    });
  }

  return {
    breaks,
    counts: {
      events: events.length,
      instructions: snapshot.instructions.length,
      handoff_records_created: createdCount,
      checklist_items: snapshot.checklist.length,
      checklist_done: snapshot.checklist.filter((item) => item.done).length,
      documents: snapshot.documents.length,
      document_events: uploads.length,
    },
  };
}

function isPresent(value: unknown): boolean {
  return typeof value === 'string' ? value.trim().length > 0 : value === true;
}
