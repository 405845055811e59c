import { toChecklistView } from '../../checklist/checklist.mapper';
import { toDocumentMetadata } from '../../documents/document.mapper';
import { toInstructionResponse } from '../../instructions/instruction.mapper';
import { integrityOf } from '../chain-integrity';
import { ProgramSnapshot } from '../program-snapshot';
import { ReconciliationReport } from '../reconciliation-report';

const text = (value: unknown): string => {
  if (value === null || value === undefined) {
    return '';
  }
  return typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean}`;
};
const yesNo = (value: boolean | null): string => (value === null ? '' : value ? 'yes' : 'no');

/** Plain strings for the compliance report template; escaping happens in the template. */
export function complianceReportView(snapshot: ProgramSnapshot, reconciliation: ReconciliationReport) {
  const { registration: r, events } = snapshot;
  const statusHistory = events
    .filter((event) => event.eventType === 'program.created' || event.eventType === 'program.status_changed')
    .map((event) => ({
      at: event.createdAt.toISOString(),
      from: event.eventType === 'program.created' ? '' : text(event.payload.from),
      to: event.eventType === 'program.created' ? 'pending' : text(event.payload.to),
      note: event.eventType === 'program.created' ? 'Registration received' : text(event.payload.note),
      source: event.source,
      event_id: event.id,
    }));
  return {
    reference: r.reference,
    template: r.templateId,
    generated_at: snapshot.loadedAt.toISOString(),
    identity: [
      { label: 'Reference', value: r.reference },
      { label: 'Applicant', value: r.fullName },
      { label: 'E-mail', value: r.email },
      { label: 'Phone', value: text(r.phone) },
      { label: 'Company', value: text(r.company) },
      { label: 'Legal entity', value: text(r.legalEntityName) },
      { label: 'Business number', value: text(r.businessNumber) },
      { label: 'FINTRAC MSB', value: yesNo(r.fintracMsb) },
      { label: 'RPAA target date', value: text(r.rpaaTargetDate) },
      { label: 'Incident contact', value: text(r.incidentContactEmail) },
      { label: 'Registration type', value: r.registrationType },
      { label: 'Client role', value: r.clientRole },
      { label: 'Corridor', value: text(r.corridor) },
      { label: 'Settlement path', value: r.settlementPath },
      { label: 'Partner', value: text(r.partnerSlug) },
      { label: 'Status', value: r.status },
      { label: 'Status note', value: text(r.statusNote) },
      { label: 'Lifecycle', value: r.lifecycle },
      { label: 'Consent recorded', value: yesNo(r.consentAccepted) },
      { label: 'Notes', value: text(r.notes) },
    ],
    status_history: statusHistory,
    checklist: toChecklistView(r, snapshot.checklist),
    documents: snapshot.documents.map((document) => toDocumentMetadata(document, r.reference)),
    instructions: snapshot.instructions.map((instruction) => toInstructionResponse(instruction, r.reference, false)),
    timestamps: {
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      first_event_at: events.length > 0 ? events[0].createdAt.toISOString() : '',
      last_event_at: events.length > 0 ? events[events.length - 1].createdAt.toISOString() : '',
    },
    integrity: integrityOf(snapshot),
    reconciliation,
  };
}

export function checklistExportView(snapshot: ProgramSnapshot) {
  const { registration: r } = snapshot;
  return {
    ...toChecklistView(r, snapshot.checklist),
    applicant: r.fullName,
    legal_entity_name: text(r.legalEntityName),
    status: r.status,
    generated_at: snapshot.loadedAt.toISOString(),
  };
}
