import { Readable } from 'node:stream';
import { toRegistrationRecord } from '../admin/registration-record.mapper';
import { AuditSigner } from '../audit/signing/audit-key-material';
import { toChecklistView } from '../checklist/checklist.mapper';
import { toDocumentMetadata } from '../documents/document.mapper';
import { toInstructionResponse } from '../instructions/instruction.mapper';
import { noteIdsOf } from '../program-notes/note-payload';
import { toAuditNote } from '../program-notes/program-note.mapper';
import { toAuditEvent } from './audit-bundle';
import { auditEvidenceOf } from './audit-evidence';
import { withoutSecrets } from './audit-webhooks';
import { ProgramFrame } from './program-snapshot';
import { RecordVerification } from './record-verification';
import { pacedSlices, RecordPages } from './record-walk';

export interface AuditBundleSource {
  frame: ProgramFrame;
  signer: AuditSigner;
  /** The program's record up to `frame.lastSeq`, in seq order. */
  pages: RecordPages;
  /** Told the chain's verdict once the whole record was walked, before the bundle's last bytes. */
  onVerdict: (chainValid: boolean) => void;
}

/** The audit bundle as a byte stream: see auditBundleChunks. */
export function auditBundleStream(source: AuditBundleSource): Readable {
  return Readable.from(auditBundleChunks(source), { objectMode: false });
}

/**
 * The audit bundle's JSON, byte for byte `JSON.stringify(toAuditBundle(snapshot, signer))` of the same program, written
 * a slice of events at a time: the members before `program_events`, each event as the record is walked (its chain,
 * logged heads and notes checked as it goes), then the members that need the whole record — the notes it refers
 * to, the integrity verdict and the evidence over its head. Memory holds a page of events, never the record.
 */
export async function* auditBundleChunks(source: AuditBundleSource): AsyncGenerator<string> {
  const { frame, signer } = source;
  const { registration } = frame;
  const verification = new RecordVerification(frame);
  const referredNotes = new Set<string>();
  yield `${openedObject({
    generated_at: frame.loadedAt.toISOString(),
    registration: toRegistrationRecord(registration),
    checklist: toChecklistView(registration, frame.checklist),
    documents: frame.documents.map((document) => toDocumentMetadata(document, registration.reference)),
    instructions: frame.instructions.map((instruction) =>
      toInstructionResponse(instruction, registration.reference, true),
    ),
  })},"program_events":[`;
  let separator = '';
  for await (const events of pacedSlices(source.pages)) {
    verification.add(events);
    let chunk = '';
    for (const event of events) {
      chunk += separator + JSON.stringify(toAuditEvent(event, verification.notes));
      separator = ',';
    }
    for (const id of noteIdsOf(events)) {
      referredNotes.add(id);
    }
    yield chunk;
  }
  const integrity = verification.integrity();
  source.onVerdict(integrity.chain_valid);
  yield `]${continuedObject({
    notes: frame.notes.filter((note) => referredNotes.has(note.id)).map(toAuditNote),
    webhooks: frame.webhooks.map(withoutSecrets),
    integrity,
    ...auditEvidenceOf(frame, verification.lastSeq, integrity, signer),
  })}`;
}

/** `{"a":…,"b":…` : an object's JSON left open for more members (it has at least one). */
function openedObject(members: Record<string, unknown>): string {
  return JSON.stringify(members).slice(0, -1);
}

/** `,"c":…}` : more members of an object left open, and its end. */
function continuedObject(members: Record<string, unknown>): string {
  return `,${JSON.stringify(members).slice(1)}`;
}
