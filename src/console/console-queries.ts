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
import { InstructionLoader } from '../instructions/instruction.loader';
import { NoteTexts, withNoteText } from '../program-notes/note-payload';
import { ProgramNotesService } from '../program-notes/program-notes.service';
import { ProgramTimelineRepository } from '../read-models/program-timeline.repository';
import { KeysetWindow } from '../read-models/registration-list.repository';
import { RequestValidationError } from '../common/validation/pydantic-error';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import type { Registration } from '../registrations/registration.entity';
import { allowedNextStatuses } from '../registrations/registration-status';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { ConsoleFilters, ConsoleListPage, ProgramPageData, TimelinePage, TimelineView } from './console-view-models';

export const CONSOLE_PAGE_SIZE = 25;
const NEWEST: KeysetWindow = { from: 'newest', offset: 0 };
/** Events on one page of a program's timeline (newest first). */
export const TIMELINE_PAGE_SIZE = 50;

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

  /** The program as operators see it (404 when no program has the reference). */
  registration(reference: string): Promise<Registration> {
    return this.db.read((unit) => this.programs.find(unit, reference, FULL_VIEW));
  }

  /** The program page but for what is read on the walk of its whole record: one page of the timeline (newest first, optionally filtered). */
  program(reference: string, view: TimelineView = {}): Promise<ProgramPageData> {
    return this.db.read(async (unit): Promise<ProgramPageData> => {
      const registration = await this.programs.find(unit, reference, FULL_VIEW);
      const items = await this.checklist.items(unit, registration.id);
      const notes = await this.notes.textsOf(unit, registration.id);
      const [pending] = await this.approvals.pendingFor(unit, registration.id);
      return {
        registration,
        pendingApproval: pending ? toApprovalOut(pending, registration.reference) : undefined,
        allowedNext: [...allowedNextStatuses(registration.status)],
        checklist: toChecklistView(registration, items),
        documents: await this.documents.documentsOf(unit, registration.id),
        instructions: await this.instructions.listForProgram(unit, registration.id),
        timeline: await this.timelinePage(unit, registration.id, view, notes),
      };
    });
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
}
