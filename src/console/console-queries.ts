import { Injectable } from '@nestjs/common';
import { AdminRegistrationsService } from '../admin/admin-registrations.service';
import { AdminRegistrationsQuery } from '../admin/dto/admin-registrations.dto';
import { ADMIN } from '../common/auth/caller';
import { toChecklistView } from '../checklist/checklist.mapper';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner } from '../database/transaction-runner';
import { documentsOf } from '../documents/document-queries';
import { Instruction } from '../instructions/instruction.entity';
import { ChainVerdict, verifyChain } from '../program-events/event-hash';
import { ProgramEventsService } from '../program-events/program-events.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { allowedNextStatuses } from '../registrations/registration-status';
import { APPLICATION_STATUSES } from '../registrations/registration.enums';
import { ConsoleFilters, ConsoleListPage, ProgramPageData } from './console-view-models';

export const CONSOLE_PAGE_SIZE = 25;

/**
 * Read model of the console pages, through the owning modules' services (admin list, program lookup,
 * checklist, documents, events). The handoff records are read from their entity: the instructions module
 * exports no list service taking a transaction. Reads only.
 */
@Injectable()
export class ConsoleQueries {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly checklist: ChecklistService,
    private readonly events: ProgramEventsService,
    private readonly registrations: AdminRegistrationsService,
  ) {}

  /** One page of the table through the admin list service (its filters, counts and ordering). */
  async list(filters: ConsoleFilters): Promise<ConsoleListPage> {
    const query: AdminRegistrationsQuery = {
      limit: CONSOLE_PAGE_SIZE,
      status: filters.status ?? null,
      corridor: filters.corridor ?? null,
      settlement_path: filters.settlementPath ?? null,
      has_documents: filters.hasDocuments ?? null,
      partner: filters.partner ?? null,
    };
    let result = await this.registrations.list(query, (filters.page - 1) * CONSOLE_PAGE_SIZE);
    const pages = Math.max(1, Math.ceil(result.total / CONSOLE_PAGE_SIZE));
    const page = Math.min(filters.page, pages);
    if (page !== filters.page) {
      result = await this.registrations.list(query, (page - 1) * CONSOLE_PAGE_SIZE);
    }
    const counts = await this.registrations.countsByStatus(query);
    return {
      rows: result.registrations,
      total: result.total,
      page,
      pages,
      countsByStatus: APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })),
    };
  }

  program(reference: string): Promise<ProgramPageData> {
    return this.db.read(async (manager) => {
      const registration = await this.programs.find(manager, reference, ADMIN);
      const items = await this.checklist.items(manager, registration.id);
      const events = await this.events.all(manager, registration.id);
      const chain: ChainVerdict =
        events.length === 0
          ? { valid: true, headHash: '', brokenAtSeq: null }
          : verifyChain(events.map((event) => ({ ...event, reference: registration.reference })));
      return {
        registration,
        allowedNext: [...allowedNextStatuses(registration.status)],
        checklist: toChecklistView(registration, items),
        documents: await documentsOf(manager, registration.id),
        instructions: await manager.find(Instruction, {
          where: { registrationId: registration.id },
          order: { id: 'ASC' },
        }),
        events,
        chain,
      };
    });
  }
}
