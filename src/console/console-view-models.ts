import { AdminRegistrationRow } from '../admin/dto/admin-registrations.dto';
import { ApprovalOut } from '../approvals/dto/approval.dto';
import { ChecklistView } from '../checklist/checklist.mapper';
import { DocumentRecord } from '../documents/document-record';
import type { Instruction } from '../instructions/instruction.entity';
import { ChainVerdict } from '../program-events/event-hash';
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
  /** Verdict over the whole record, and how many events it holds. */
  chain: ChainVerdict;
  eventCount: number;
}

/** Where a timeline page starts: older than `before`, or newer than `after` (event ids); neither: the newest. */
export interface TimelineCursor {
  before?: number;
  after?: number;
}

export interface TimelinePage {
  /** Newest first. */
  events: ProgramEvent[];
  /** Cursors of the neighbouring pages, when there are events beyond this one. */
  newerThan: number | undefined;
  olderThan: number | undefined;
}
