import { toRegistrationRecord } from '../admin/registration-record.mapper';
import { RegistrationRecord } from '../admin/dto/registration-record.dto';
import { ChecklistView, toChecklistView } from '../checklist/checklist.mapper';
import { toDocumentMetadata } from '../documents/document.mapper';
import { DocumentMetadata } from '../documents/dto/document.dto';
import { InstructionResponse } from '../instructions/dto/instruction-response.dto';
import { toInstructionResponse } from '../instructions/instruction.mapper';
import { ProgramEvent } from '../program-events/program-event.entity';
import { withoutSecrets } from './audit-webhooks';
import { Integrity, integrityOf } from './chain-integrity';
import { ProgramSnapshot } from './program-snapshot';

export interface AuditEvent {
  id: number;
  seq: number;
  event_type: string;
  source: string;
  instruction_id: number | null;
  payload: Record<string, unknown>;
  created_at: string;
  prev_hash: string;
  hash: string;
}

export interface AuditBundle {
  generated_at: string;
  registration: RegistrationRecord;
  checklist: ChecklistView;
  documents: DocumentMetadata[];
  instructions: InstructionResponse[];
  program_events: AuditEvent[];
  webhooks: Record<string, unknown>[];
  integrity: Integrity;
}

export function toAuditEvent(event: ProgramEvent): AuditEvent {
  return {
    id: event.id,
    seq: event.seq,
    event_type: event.eventType,
    source: event.source,
    instruction_id: event.instructionId,
    payload: event.payload,
    created_at: event.createdAt.toISOString(),
    prev_hash: event.prevHash,
    hash: event.hash,
  };
}

/** The complete, unmasked record of one program with its hash chain re-verified. */
export function toAuditBundle(snapshot: ProgramSnapshot): AuditBundle {
  const { registration } = snapshot;
  return {
    generated_at: snapshot.loadedAt.toISOString(),
    registration: toRegistrationRecord(registration),
    checklist: toChecklistView(registration, snapshot.checklist),
    documents: snapshot.documents.map((document) => toDocumentMetadata(document, registration.reference)),
    instructions: snapshot.instructions.map((instruction) =>
      toInstructionResponse(instruction, registration.reference, true),
    ),
    program_events: snapshot.events.map(toAuditEvent),
    webhooks: snapshot.webhooks.map(withoutSecrets),
    integrity: integrityOf(snapshot),
  };
}
