import { Injectable } from '@nestjs/common';
import { EntityManager, SelectQueryBuilder } from 'typeorm';
import { TransactionRunner } from '../database/transaction-runner';
import { documentCountsFor } from '../documents/document-queries';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { Registration } from '../registrations/registration.entity';
import { ApplicationStatus } from '../registrations/registration.enums';
import { checklistCompletionFor, EMPTY_COMPLETION } from './checklist-completion';
import { AdminRegistrationsList, AdminRegistrationsQuery } from './dto/admin-registrations.dto';
import { toRegistrationRecord } from './registration-record.mapper';

const DOCUMENTS_EXIST = 'EXISTS (SELECT 1 FROM documents document WHERE document.registration_id = registration.id)';

/**
 * The operator's registration list: filters combine with AND, newest first. Always five queries
 * (page, total, and one grouped count each for handoff records, documents and checklist), never one per row.
 */
@Injectable()
export class AdminRegistrationsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly instructionCounts: InstructionCounts,
  ) {}

  /** `offset` is for the operator console's pages; the API lists the newest `limit`. */
  list(query: AdminRegistrationsQuery, offset = 0): Promise<AdminRegistrationsList> {
    return this.db.read(async (manager) => {
      const page = await filtered(manager, query)
        .orderBy('registration.createdAt', 'DESC')
        .addOrderBy('registration.id', 'DESC')
        .skip(offset)
        .take(query.limit)
        .getMany();
      const total = await filtered(manager, query).getCount();
      const ids = page.map((registration) => registration.id);
      const instructions = await this.instructionCounts.countsFor(manager, ids);
      const documents = await documentCountsFor(manager, ids);
      const checklists = await checklistCompletionFor(manager, ids);
      return {
        registrations: page.map((registration) => ({
          ...toRegistrationRecord(registration),
          instruction_count: instructions.get(registration.id) ?? 0,
          document_count: documents.get(registration.id) ?? 0,
          checklist: checklists.get(registration.id) ?? EMPTY_COMPLETION,
        })),
        count: page.length,
        total,
      };
    });
  }

  /** Registrations per status under the other filters (the `status` filter itself is ignored), one query. */
  countsByStatus(query: AdminRegistrationsQuery): Promise<Map<ApplicationStatus, number>> {
    return this.db.read(async (manager) => {
      const rows = await filtered(manager, { ...query, status: null })
        .select('registration.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .groupBy('registration.status')
        .getRawMany<{ status: ApplicationStatus; count: number | string }>();
      return new Map(rows.map((row) => [row.status, Number(row.count)]));
    });
  }
}

function filtered(manager: EntityManager, query: AdminRegistrationsQuery): SelectQueryBuilder<Registration> {
  const builder = manager.createQueryBuilder(Registration, 'registration').where('1 = 1');
  if (query.status !== null) {
    builder.andWhere('registration.status = :status', { status: query.status });
  }
  if (query.corridor !== null) {
    builder.andWhere('registration.corridor = :corridor', { corridor: query.corridor });
  }
  if (query.settlement_path !== null) {
    builder.andWhere('registration.settlementPath = :settlementPath', { settlementPath: query.settlement_path });
  }
  if (query.partner !== null) {
    builder.andWhere('registration.partnerSlug = :partner', { partner: query.partner });
  }
  if (query.has_documents !== null) {
    builder.andWhere(query.has_documents ? DOCUMENTS_EXIST : `NOT ${DOCUMENTS_EXIST}`);
  }
  return builder;
}
