import { Actor, ACTOR_TYPES, ActorType, sameActor } from '../../common/auth/actor';
import { toChecklistView } from '../../checklist/checklist.mapper';
import { toDocumentMetadata } from '../../documents/document.mapper';
import { toInstructionResponse } from '../../instructions/instruction.mapper';
import type { ProgramEvent } from '../../program-events/program-event.entity';
import { NoteTexts, withNoteText } from '../../program-notes/note-payload';
import { loggedHeadsValid } from '../audit-evidence';
import { integrityOf, noteTextsOf } from '../chain-integrity';
import { ChainIntegrity } from '../dto/audit-bundle.dto';
import { ProgramFrame, ProgramSnapshot } from '../program-snapshot';
import { ERASED_MARK } from '../../registrations/erasure/personal-fields';
import { ReconciliationReport } from '../reconciliation-report';

const text = (value: unknown): string => {
  if (value === null || value === undefined) {
    return '';
  }
  return typeof value === 'object' ? JSON.stringify(value) : `${value as string | number | boolean}`;
};
/** A personal field: `[erased]` once the program's personal data was erased, even where the column is now null. */
const personal = (erasedAt: Date | null, value: unknown): string => (erasedAt === null ? text(value) : ERASED_MARK);
const yesNo = (value: boolean | null): string => (value === null ? '' : value ? 'yes' : 'no');

/** Plain strings for the compliance report template; escaping happens in the template. */
export function complianceReportView(snapshot: ProgramSnapshot, reconciliation: ReconciliationReport) {
  const history = new ReportedHistory(noteTextsOf(snapshot));
  history.add(snapshot.events);
  const integrity = { ...integrityOf(snapshot), logged_heads_valid: loggedHeadsValid(snapshot) };
  return complianceReportViewOf(snapshot, history, integrity, reconciliation);
}

/**
 * What the compliance report shows of the program's events, gathered a batch at a time in seq order: its status
 * history (a few events of the record, kept) and when the record starts and ends.
 */
export class ReportedHistory {
  private readonly requesters = new Map<unknown, Actor | null>();
  private readonly changes: ProgramEvent[] = [];
  private firstAt: Date | undefined;
  private lastAt: Date | undefined;

  constructor(private readonly notes: NoteTexts) {}

  add(events: ProgramEvent[]): void {
    for (const event of events) {
      if (event.eventType === 'program.approval_requested') {
        this.requesters.set(event.payload.approval_id, event.actor);
      }
      if (STATUS_HISTORY_EVENTS.has(event.eventType)) {
        this.changes.push({ ...event, payload: withNoteText(event, this.notes) });
      }
      this.firstAt ??= event.createdAt;
      this.lastAt = event.createdAt;
    }
  }

  /** Once the whole record was added (a rejection names its request by id, wherever the request is). */
  rows() {
    return this.changes.map((event) => statusHistoryRow(event, this.requesters));
  }

  timestamps() {
    return { first_event_at: this.firstAt?.toISOString() ?? '', last_event_at: this.lastAt?.toISOString() ?? '' };
  }
}

/** The compliance report's view from the program, what its record showed and the verdicts over that record. */
export function complianceReportViewOf(
  frame: ProgramFrame,
  history: ReportedHistory,
  integrity: ChainIntegrity,
  reconciliation: ReconciliationReport,
) {
  const r = frame.registration;
  return {
    reference: r.reference,
    template: r.templateId,
    generated_at: frame.loadedAt.toISOString(),
    identity: [
      { label: 'Reference', value: r.reference },
      { label: 'Applicant', value: r.fullName },
      { label: 'E-mail', value: r.email },
      { label: 'Phone', value: personal(r.erasedAt, r.phone) },
      { label: 'Company', value: personal(r.erasedAt, r.company) },
      { label: 'Legal entity', value: personal(r.erasedAt, r.legalEntityName) },
      { label: 'Business number', value: personal(r.erasedAt, r.businessNumber) },
      { label: 'FINTRAC MSB', value: yesNo(r.fintracMsb) },
      { label: 'RPAA target date', value: text(r.rpaaTargetDate) },
      { label: 'Incident contact', value: personal(r.erasedAt, r.incidentContactEmail) },
      { label: 'Registration type', value: r.registrationType },
      { label: 'Client role', value: r.clientRole },
      { label: 'Corridor', value: text(r.corridor) },
      { label: 'Settlement path', value: r.settlementPath },
      { label: 'Partner', value: text(r.partnerSlug) },
      { label: 'Status', value: r.status },
      { label: 'Status note', value: personal(r.erasedAt, r.statusNote) },
      { label: 'Lifecycle', value: r.lifecycle },
      { label: 'Consent recorded', value: yesNo(r.consentAccepted) },
      { label: 'Notes', value: personal(r.erasedAt, r.notes) },
    ],
    status_history: history.rows(),
    checklist: toChecklistView(r, frame.checklist),
    documents: frame.documents.map((document) => toDocumentMetadata(document, r.reference)),
    instructions: frame.instructions.map((instruction) => toInstructionResponse(instruction, r.reference, false)),
    timestamps: {
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
      ...history.timestamps(),
    },
    integrity,
    checkpoint: checkpointView(frame),
    reconciliation,
  };
}

/** The latest checkpoint and the program's head proven in it, as the report prints them; null when none covers it. */
function checkpointView(frame: ProgramFrame) {
  const proof = frame.headProof;
  if (!proof) {
    return null;
  }
  return {
    id: proof.checkpoint.id,
    tree_size: proof.checkpoint.tree_size,
    root_hash: proof.checkpoint.root_hash,
    issued_at: proof.checkpoint.issued_at,
    kid: proof.checkpoint.kid,
    head_seq: proof.seq,
    head_hash: proof.headHash,
    leaf_index: proof.leafIndex,
  };
}

const STATUS_HISTORY_EVENTS = new Set([
  'program.created',
  'program.status_changed',
  'program.approval_requested',
  'program.approval_rejected',
]);

const NOT_RECORDED = 'not recorded';

/** A name a reader of the report recognises: the display name, or the kind of actor when it has none. */
function actorName(actor: Actor | null): string {
  if (!actor) {
    return NOT_RECORDED;
  }
  return actor.display ?? actor.type;
}

/** The requester of a four-eyes decision, as the confirming `program.status_changed` payload names them. */
function requesterOf(event: ProgramEvent): Actor | null | undefined {
  const approval = event.payload.approval;
  if (approval === null || typeof approval !== 'object') {
    return undefined;
  }
  const requestedBy = (approval as Record<string, unknown>).requested_by;
  if (requestedBy === null || typeof requestedBy !== 'object') {
    return null;
  }
  const { type, id, display } = requestedBy as Record<string, unknown>;
  if (!ACTOR_TYPES.includes(type as ActorType)) {
    return null;
  }
  return {
    type: type as ActorType,
    id: typeof id === 'string' ? id : null,
    display: typeof display === 'string' ? display : null,
  };
}

/**
 * Who made the change, in words: the confirmer and requester of a four-eyes decision, else the one actor (a
 * requester rejecting their own request withdrew it). `requesters`: each approval request's requester by its id.
 */
function changedBy(event: ProgramEvent, requesters: Map<unknown, Actor | null>): string {
  const who = actorName(event.actor);
  switch (event.eventType) {
    case 'program.created':
      return event.actor ? `Registered by ${who}` : NOT_RECORDED;
    case 'program.approval_requested':
      return `Requested by ${who}`;
    case 'program.approval_rejected': {
      const requester = requesters.get(event.payload.approval_id);
      const withdrawn = event.actor && requester && sameActor(event.actor, requester);
      return `${withdrawn ? 'Withdrawn' : 'Rejected'} by ${who}`;
    }
  }
  const requester = requesterOf(event);
  if (requester === undefined) {
    return event.actor ? `Changed by ${who}` : NOT_RECORDED;
  }
  const verb = event.payload.to === 'approved' ? 'Approved' : 'Requested';
  return `${verb} by ${actorName(requester)}, confirmed by ${who}`;
}

function statusHistoryNote(event: ProgramEvent): string {
  switch (event.eventType) {
    case 'program.created':
      return 'Registration received';
    case 'program.approval_requested':
      return 'Four-eyes approval requested';
    case 'program.approval_rejected':
      return `Four-eyes approval rejected${event.payload.reason ? `: ${text(event.payload.reason)}` : ''}`;
    default:
      return text(event.payload.note);
  }
}

function statusHistoryRow(event: ProgramEvent, requesters: Map<unknown, Actor | null>) {
  const created = event.eventType === 'program.created';
  return {
    at: event.createdAt.toISOString(),
    from: created ? '' : text(event.payload.from),
    to: created ? 'pending' : text(event.payload.to),
    note: statusHistoryNote(event),
    by: changedBy(event, requesters),
    source: event.source,
    event_id: event.id,
  };
}

export function checklistExportView(frame: ProgramFrame) {
  const { registration: r } = frame;
  return {
    ...toChecklistView(r, frame.checklist),
    applicant: r.fullName,
    legal_entity_name: personal(r.erasedAt, r.legalEntityName),
    status: r.status,
    generated_at: frame.loadedAt.toISOString(),
  };
}
