import { Injectable } from '@nestjs/common';
import { AdminListFilter, AdminRegistrationsService, windowOf } from '../admin/admin-registrations.service';
import { toApprovalOut } from '../approvals/approval.mapper';
import { ApprovalsService } from '../approvals/approvals.service';
import { ApprovalOut, MAX_APPROVALS_PAGE } from '../approvals/dto/approval.dto';
import { FULL_VIEW } from '../common/auth/caller';
import { toChecklistView } from '../checklist/checklist.mapper';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { DocumentsService } from '../documents/documents.service';
import { countChainVerification } from '../exports/chain-integrity';
import { InstructionLoader } from '../instructions/instruction.loader';
import { ChainWalk } from '../program-events/event-hash';
import type { ProgramEvent } from '../program-events/program-event.entity';
import {
  hashedLinksOf,
  LegacyErasures,
  legacyErasuresOf,
  NoteTexts,
  withNoteText,
} from '../program-notes/note-payload';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { ServiceMetrics } from '../observability/metrics/service-metrics';
import { ProgramTimelineRepository } from '../read-models/program-timeline.repository';
import { KeysetWindow } from '../read-models/registration-list.repository';
import { RequestValidationError } from '../common/validation/pydantic-error';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { allowedNextStatuses } from '../registrations/registration-status';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import {
  ChecklistChange,
  ConsoleFilters,
  ConsoleListPage,
  ProgramPageData,
  TimelinePage,
  TimelineView,
} from './console-view-models';

export const CONSOLE_PAGE_SIZE = 25;
const NEWEST: KeysetWindow = { from: 'newest', offset: 0 };
/** Events on one page of a program's timeline (newest first). */
export const TIMELINE_PAGE_SIZE = 50;
/** Events held at once while the whole hash chain is verified. */
export const CHAIN_BATCH_SIZE = 1000;

/**
 * Read model of the console pages, through the owning modules' services (admin list, program lookup,
 * checklist, documents, handoff records) and the timeline read model. Reads only.
 */
@Injectable()
export class ConsoleQueries {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly checklist: ChecklistService,
    private readonly registrations: AdminRegistrationsService,
    private readonly documents: DocumentsService,
    private readonly instructions: InstructionLoader,
    private readonly timeline: ProgramTimelineRepository,
    private readonly approvals: ApprovalsService,
    private readonly notes: ProgramNotesService,
    private readonly metrics: ServiceMetrics,
  ) {}

  /** The "Waiting for approval" queue, newest first. */
  async pendingApprovals(): Promise<ApprovalOut[]> {
    return (await this.approvals.list({ status: 'pending', limit: MAX_APPROVALS_PAGE })).approvals;
  }

  /**
   * One page of the table through the admin list service (its filters, keyset pages and capped counts). A cursor
   * the list refuses shows the newest page instead (`cursorRefused`); a page read backwards that reaches the newest
   * row is shown as the first page, whole.
   */
  async list(filters: ConsoleFilters): Promise<ConsoleListPage> {
    const filter: AdminListFilter = {
      status: filters.status ?? null,
      corridor: filters.corridor ?? null,
      settlement_path: filters.settlementPath ?? null,
      has_documents: filters.hasDocuments ?? null,
      partner: filters.partner ?? null,
    };
    let window: KeysetWindow = filters.last ? { from: 'oldest' } : NEWEST;
    let cursorRefused = false;
    if (filters.cursor !== undefined && !filters.last) {
      try {
        window = windowOf(this.registrations.positionOf(filters.cursor, filter));
      } catch (error) {
        if (!(error instanceof RequestValidationError)) {
          throw error;
        }
        cursorRefused = true;
      }
    }
    let listing = await this.registrations.browse(filter, window, CONSOLE_PAGE_SIZE);
    if (window.from === 'before' && listing.newer === null) {
      listing = await this.registrations.browse(filter, NEWEST, CONSOLE_PAGE_SIZE);
    }
    const counts = await this.registrations.countsByStatus(filter);
    return {
      rows: listing.rows,
      total: listing.total,
      older: listing.older,
      newer: listing.newer,
      countsByStatus: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) as number | null })),
      cursorRefused,
    };
  }

  /**
   * The program page: one page of the timeline (newest first, optionally filtered), the chain verdict over the whole
   * record, and each checklist item's last change (read on the same walk of the record).
   */
  async program(reference: string, view: TimelineView = {}): Promise<ProgramPageData> {
    const page = await this.db.read(async (unit): Promise<ProgramPageData> => {
      const registration = await this.programs.find(unit, reference, FULL_VIEW);
      const items = await this.checklist.items(unit, registration.id);
      const notes = await this.notes.textsOf(unit, registration.id);
      const changes = new Map<string, ChecklistChange>();
      const walk = await this.walkChain(unit, registration.id, registration.reference, notes, (batch) =>
        noteChecklistChanges(batch, notes, changes),
      );
      const [pending] = await this.approvals.pendingFor(unit, registration.id);
      return {
        registration,
        pendingApproval: pending ? toApprovalOut(pending, registration.reference) : undefined,
        allowedNext: [...allowedNextStatuses(registration.status)],
        checklist: toChecklistView(registration, items),
        documents: await this.documents.documentsOf(unit, registration.id),
        instructions: await this.instructions.listForProgram(unit, registration.id),
        timeline: await this.timelinePage(unit, registration.id, view, notes),
        chain: walk.verdict(),
        eventCount: walk.count,
        checklistChanges: changes,
      };
    });
    countChainVerification(this.metrics, page.chain.valid);
    return page;
  }

  /** Keyset by event id: `before` an id walks to older events, `after` one to newer events, within the filter. */
  private async timelinePage(
    unit: UnitOfWork,
    programId: number,
    view: TimelineView,
    notes: NoteTexts,
  ): Promise<TimelinePage> {
    const newer = view.after !== undefined;
    const filter = { eventType: view.eventType, actorType: view.actorType };
    const rows = await this.timeline.page(
      unit,
      programId,
      { newerThan: view.after, olderThan: view.before },
      TIMELINE_PAGE_SIZE,
      filter,
    );
    // The console is the operators' view: notes are shown with their text.
    const events = (newer ? rows.reverse() : rows).map((event) =>
      Object.assign(event, { payload: withNoteText(event, notes) }),
    );
    if (events.length === 0) {
      return { events, newerThan: undefined, olderThan: undefined };
    }
    const newest = events[0].id;
    const oldest = events[events.length - 1].id;
    return {
      events,
      newerThan: (await this.timeline.hasEventBeyond(unit, programId, newest, true, filter)) ? newest : undefined,
      olderThan: (await this.timeline.hasEventBeyond(unit, programId, oldest, false, filter)) ? oldest : undefined,
    };
  }

  /**
   * The chain over each event's hashed form (a legacy event's moved note put back in place; see hashedLinksOf). An
   * erased legacy note's event is excused by a LATER erasure event: when the program has such a note, a first pass
   * reads what its erasure events vouch for.
   */
  private async walkChain(
    unit: UnitOfWork,
    programId: number,
    reference: string,
    notes: NoteTexts,
    alsoVisit: (batch: ProgramEvent[]) => void = () => undefined,
  ): Promise<ChainWalk> {
    let erasures: LegacyErasures = new Map();
    if (hasErasedLegacyNote(notes)) {
      const erasureEvents: ProgramEvent[] = [];
      await this.inBatches(unit, programId, (batch) =>
        erasureEvents.push(...batch.filter((event) => event.eventType === ERASURE)),
      );
      erasures = legacyErasuresOf(erasureEvents);
    }
    const walk = new ChainWalk();
    await this.inBatches(unit, programId, (batch) => {
      walk.add(hashedLinksOf(batch, reference, notes, erasures));
      alsoVisit(batch);
    });
    return walk;
  }

  /** Pages through the whole record in seq order, holding one batch at a time. */
  private async inBatches(
    unit: UnitOfWork,
    programId: number,
    visit: (batch: ProgramEvent[]) => unknown,
  ): Promise<void> {
    let afterSeq = 0;
    for (;;) {
      const batch = await this.timeline.chainBatch(unit, programId, afterSeq, CHAIN_BATCH_SIZE);
      visit(batch);
      if (batch.length < CHAIN_BATCH_SIZE) {
        return;
      }
      afterSeq = batch[batch.length - 1].seq;
    }
  }
}

const ERASURE = 'program.personal_data_erased';

function hasErasedLegacyNote(notes: NoteTexts): boolean {
  return [...notes.values()].some((note) => note.commitment === null && note.text === null);
}

const CHECKLIST_UPDATED = 'checklist.item_updated';

/** Keeps, per item, the latest `checklist.item_updated` of the batch (batches come in chain order). */
function noteChecklistChanges(batch: ProgramEvent[], notes: NoteTexts, changes: Map<string, ChecklistChange>): void {
  for (const event of batch) {
    const itemId = event.eventType === CHECKLIST_UPDATED ? event.payload.item_id : undefined;
    if (typeof itemId !== 'string') {
      continue;
    }
    const comment = withNoteText(event, notes).comment;
    changes.set(itemId, {
      done: event.payload.done === true,
      at: event.createdAt,
      actor: event.actor,
      source: event.source,
      comment: typeof comment === 'string' ? comment : null,
    });
  }
}
