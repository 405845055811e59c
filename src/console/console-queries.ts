import { Injectable } from '@nestjs/common';
import { EntityManager, In, SelectQueryBuilder } from 'typeorm';
import { ADMIN } from '../common/auth/caller';
import { ChecklistItem } from '../checklist/checklist-item.entity';
import { toChecklistView } from '../checklist/checklist.mapper';
import { ChecklistService } from '../checklist/checklist.service';
import { TransactionRunner } from '../database/transaction-runner';
import { StoredDocument } from '../documents/document.entity';
import { documentCountsFor, documentsOf } from '../documents/document-queries';
import { Instruction } from '../instructions/instruction.entity';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { ChainVerdict, verifyChain } from '../program-events/event-hash';
import { ProgramEventsService } from '../program-events/program-events.service';
import { ProgramLookupService } from '../registrations/program-lookup.service';
import { allowedNextStatuses } from '../registrations/registration-status';
import { Registration } from '../registrations/registration.entity';
import { APPLICATION_STATUSES, ApplicationStatus } from '../registrations/registration.enums';
import { ConsoleFilters, ConsoleListPage, ConsoleListRow, ProgramPageData } from './console-view-models';

export const CONSOLE_PAGE_SIZE = 25;

/**
 * Read model of the console pages. Reads go through the owning modules' services where they offer one
 * (program lookup, checklist, events, instruction counts); the list filters and the handoff/document
 * tables are plain reads of those modules' entities, never writes.
 */
@Injectable()
export class ConsoleQueries {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly checklist: ChecklistService,
    private readonly events: ProgramEventsService,
    private readonly instructionCounts: InstructionCounts,
  ) {}

  list(filters: ConsoleFilters): Promise<ConsoleListPage> {
    return this.db.read(async (manager) => {
      const total = await this.filtered(manager, filters).getCount();
      const pages = Math.max(1, Math.ceil(total / CONSOLE_PAGE_SIZE));
      const page = Math.min(filters.page, pages);
      const registrations = await this.filtered(manager, filters)
        .orderBy('registration.createdAt', 'DESC')
        .addOrderBy('registration.id', 'DESC')
        .offset((page - 1) * CONSOLE_PAGE_SIZE)
        .limit(CONSOLE_PAGE_SIZE)
        .getMany();
      const ids = registrations.map((registration) => registration.id);
      const [checklist, documents, instructions] = [
        await checklistCounts(manager, ids),
        await documentCountsFor(manager, ids),
        await this.instructionCounts.countsFor(manager, ids),
      ];
      const rows: ConsoleListRow[] = registrations.map((registration) => ({
        registration,
        checklistDone: checklist.get(registration.id)?.done ?? 0,
        checklistTotal: checklist.get(registration.id)?.total ?? 0,
        documentCount: documents.get(registration.id) ?? 0,
        instructionCount: instructions.get(registration.id) ?? 0,
      }));
      return { rows, total, page, pages, countsByStatus: await this.countsByStatus(manager, filters) };
    });
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

  private filtered(
    manager: EntityManager,
    filters: ConsoleFilters,
    withStatus = true,
  ): SelectQueryBuilder<Registration> {
    const query = manager.createQueryBuilder(Registration, 'registration');
    if (withStatus && filters.status) {
      query.andWhere('registration.status = :status', { status: filters.status });
    }
    if (filters.partner) {
      query.andWhere('registration.partnerSlug = :partner', { partner: filters.partner });
    }
    if (filters.corridor) {
      query.andWhere('registration.corridor = :corridor', { corridor: filters.corridor });
    }
    if (filters.settlementPath) {
      query.andWhere('registration.settlementPath = :settlementPath', { settlementPath: filters.settlementPath });
    }
    if (filters.hasDocuments !== undefined) {
      const documents = query
        .subQuery()
        .select('1')
        .from(StoredDocument, 'document')
        .where('document.registrationId = registration.id')
        .getQuery();
      query.andWhere(`${filters.hasDocuments ? '' : 'NOT '}EXISTS ${documents}`);
    }
    return query;
  }

  /** Counts per status under the other filters, so each count says what choosing that status would show. */
  private async countsByStatus(
    manager: EntityManager,
    filters: ConsoleFilters,
  ): Promise<{ status: ApplicationStatus; count: number }[]> {
    const rows = await this.filtered(manager, filters, false)
      .select('registration.status', 'status')
      .addSelect('COUNT(*)', 'count')
      .groupBy('registration.status')
      .getRawMany<{ status: ApplicationStatus; count: number | string }>();
    const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
    return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }
}

async function checklistCounts(
  manager: EntityManager,
  ids: number[],
): Promise<Map<number, { done: number; total: number }>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await manager
    .createQueryBuilder(ChecklistItem, 'item')
    .select('item.registrationId', 'registration_id')
    .addSelect('SUM(CASE WHEN item.done THEN 1 ELSE 0 END)', 'done')
    .addSelect('COUNT(*)', 'total')
    .where({ registrationId: In(ids) })
    .groupBy('item.registrationId')
    .getRawMany<{ registration_id: number | string; done: number | string; total: number | string }>();
  return new Map(
    rows.map((row) => [Number(row.registration_id), { done: Number(row.done), total: Number(row.total) }]),
  );
}
