import { AdminRegistrationRow } from '../admin/dto/admin-registrations.dto';
import { ChecklistView } from '../checklist/checklist.mapper';
import { StoredDocument } from '../documents/document.entity';
import { Instruction } from '../instructions/instruction.entity';
import { ChainVerdict } from '../program-events/event-hash';
import { ProgramEvent } from '../program-events/program-event.entity';
import { Registration } from '../registrations/registration.entity';
import { ApplicationStatus } from '../registrations/registration.enums';

export interface ConsoleFilters {
  status?: ApplicationStatus;
  partner?: string;
  corridor?: string;
  settlementPath?: string;
  hasDocuments?: boolean;
  page: number;
}

export interface ConsoleListPage {
  rows: AdminRegistrationRow[];
  total: number;
  page: number;
  pages: number;
  countsByStatus: { status: ApplicationStatus; count: number }[];
}

export interface ProgramPageData {
  registration: Registration;
  allowedNext: ApplicationStatus[];
  checklist: ChecklistView;
  documents: StoredDocument[];
  instructions: Instruction[];
  events: ProgramEvent[];
  chain: ChainVerdict;
}
