import { AdminRegistrationRow } from '../admin/dto/admin-registrations.dto';
import { ApprovalOut } from '../approvals/dto/approval.dto';
import type { Actor, ActorType } from '../common/auth/actor';
import { ChecklistView } from '../checklist/checklist.mapper';
import { DocumentRecord } from '../documents/document-record';
import type { Instruction } from '../instructions/instruction.entity';
import { ChainVerdict } from '../program-events/event-hash';
import type { EventType } from '../program-events/event-types';
import type { ProgramEvent } from '../program-events/program-event.entity';
import type { Registration } from '../registrations/registration.entity';
import { ApplicationStatus } from '../registrations/registration.enums';

export interface ConsoleFilters {
  status?: ApplicationStatus;
  partner?: string;
  corridor?: string;
  settlementPath?: string;
  hasDocuments?: boolean;
  /** Where the page starts: a cursor of a neighbouring page's link; absent: the newest rows. */
  cursor?: string;
  /** The oldest rows (`page=last`). */
  last?: boolean;
}

export interface ConsoleListPage {
  rows: AdminRegistrationRow[];
  /** Registrations under the filters when at most COUNTED_TOTAL_CAP; null beyond. */
  total: number | null;
  /** Cursors of the neighbouring pages: `older` (next) and `newer` (previous); null at either end. */
  older: string | null;
  newer: string | null;
  /** Per status under the other filters, each counted up to COUNTED_TOTAL_CAP (null beyond). */
  countsByStatus: { status: ApplicationStatus; count: number | null }[];
  /** The page's cursor was refused (another list's or filters', or altered): the newest page is shown instead. */
  cursorRefused: boolean;
}

export interface ProgramPageData {
  registration: Registration;
  /** The four-eyes request waiting for a second operator, if any. */
  pendingApproval: ApprovalOut | undefined;
  allowedNext: ApplicationStatus[];
  checklist: ChecklistView;
  documents: DocumentRecord[];
  instructions: Instruction[];
  timeline: TimelinePage;
}

/** What the program page shows of its whole record, from the one walk of it (ExportsService.programRecord). */
export interface ProgramRecordView {
  /** Verdict over the whole record, and how many events it holds. */
  chain: ChainVerdict;
  eventCount: number;
  /** Each checklist item's last recorded change (by item id): who, when, and the operator's comment. */
  checklistChanges: ReadonlyMap<string, ChecklistChange>;
}

/** A checklist item's last `checklist.item_updated`, as the checklist shows it. */
export interface ChecklistChange {
  done: boolean;
  at: Date;
  actor: Actor | null;
  source: string;
  /** The comment's text ("[erased]" once erased), or null when the change had none. */
  comment: string | null;
}

/** Where a timeline page starts: older than `before`, or newer than `after` (event ids); neither: the newest. */
export interface TimelineCursor {
  before?: number;
  after?: number;
}

/** A timeline page: where it starts, and which events it shows (one event type, one kind of actor, or all). */
export interface TimelineView extends TimelineCursor {
  eventType?: EventType;
  actorType?: ActorType;
}

export interface TimelinePage {
  /** Newest first. */
  events: ProgramEvent[];
  /** Cursors of the neighbouring pages, when there are events beyond this one. */
  newerThan: number | undefined;
  olderThan: number | undefined;
}
