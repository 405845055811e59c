import { actorView } from '../common/auth/actor.mapper';
import { toRegistrationRecord } from '../admin/registration-record.mapper';
import { toChecklistView } from '../checklist/checklist.mapper';
import { toDocumentMetadata } from '../documents/document.mapper';
import { toInstructionResponse } from '../instructions/instruction.mapper';
import type { ProgramEvent } from '../program-events/program-event.entity';
import { hashedPayloadOf, NoteTexts } from '../program-notes/note-payload';
import { notesReferencedBy } from '../program-notes/note-validity';
import { toAuditNote } from '../program-notes/program-note.mapper';
import { AuditSigner } from '../audit/signing/audit-key-material';
import { auditEvidenceOf, loggedHeadsValid } from './audit-evidence';
import { withoutSecrets } from './audit-webhooks';
import { integrityOf, noteTextsOf } from './chain-integrity';
import { AuditBundle, AuditEvent } from './dto/audit-bundle.dto';
import { ProgramSnapshot } from './program-snapshot';

export { AuditBundle, AuditEvent } from './dto/audit-bundle.dto';

/** The event in its hashed form (a legacy event's moved note back inline), so that its hash can be recomputed. */
export function toAuditEvent(event: ProgramEvent, notes: NoteTexts): AuditEvent {
  const { payload, contentErased } = hashedPayloadOf(event, notes);
  return {
    id: event.id,
    seq: event.seq,
    event_type: event.eventType,
    source: event.source,
    // Exports are read by operators only, so the actor goes out whole.
    actor: event.actor ? actorView(event.actor, true) : null,
    instruction_id: event.instructionId,
    payload,
    created_at: event.createdAt.toISOString(),
    prev_hash: event.prevHash,
    hash: event.hash,
    hash_version: event.hashVersion,
    ...(contentErased ? { content_erased: true } : {}),
  };
}

function auditEventsOf(snapshot: ProgramSnapshot): AuditEvent[] {
  const notes = noteTextsOf(snapshot);
  return snapshot.events.map((event) => toAuditEvent(event, notes));
}

/**
 * The complete, unmasked record of one program with its hash chain re-verified, built whole from a snapshot in
 * memory. The export streams the same bytes a page of events at a time (auditBundleChunks).
 */
export function toAuditBundle(snapshot: ProgramSnapshot, signer: AuditSigner): AuditBundle {
  const { registration } = snapshot;
  const integrity = { ...integrityOf(snapshot), logged_heads_valid: loggedHeadsValid(snapshot) };
  return {
    generated_at: snapshot.loadedAt.toISOString(),
    registration: toRegistrationRecord(registration),
    checklist: toChecklistView(registration, snapshot.checklist),
    documents: snapshot.documents.map((document) => toDocumentMetadata(document, registration.reference)),
    instructions: snapshot.instructions.map((instruction) =>
      toInstructionResponse(instruction, registration.reference, true),
    ),
    program_events: auditEventsOf(snapshot),
    notes: notesReferencedBy(snapshot.events, snapshot.notes).map(toAuditNote),
    webhooks: snapshot.webhooks.map(withoutSecrets),
    integrity,
    ...auditEvidenceOf(snapshot, snapshot.events[snapshot.events.length - 1]?.seq ?? 0, integrity, signer),
  };
}
