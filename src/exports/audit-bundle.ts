import { actorView } from '../common/auth/actor.mapper';
import { toRegistrationRecord } from '../admin/registration-record.mapper';
import { toChecklistView } from '../checklist/checklist.mapper';
import { toDocumentMetadata } from '../documents/document.mapper';
import { toInstructionResponse } from '../instructions/instruction.mapper';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { withoutSecrets } from './audit-webhooks';
import { integrityOf } from './chain-integrity';
import { AuditBundle, AuditEvent } from './dto/audit-bundle.dto';
import { ProgramSnapshot } from './program-snapshot';

export { AuditBundle, AuditEvent } from './dto/audit-bundle.dto';

export function toAuditEvent(event: ProgramEvent): AuditEvent {
  return {
    id: event.id,
    seq: event.seq,
    event_type: event.eventType,
    source: event.source,
    // Exports are read by operators only, so the actor goes out whole.
    actor: event.actor ? actorView(event.actor, true) : null,
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
