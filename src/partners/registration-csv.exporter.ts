import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { EntityManager, In, MoreThan } from 'typeorm';
import { ChecklistItem } from '../checklist/checklist-item.entity';
import { csvStream } from '../common/csv/csv-stream';
import { CsvCell } from '../common/csv/csv-writer';
import { TransactionRunner } from '../database/transaction-runner';
import { documentCountsFor } from '../documents/document-queries';
import { InstructionCounts } from '../instructions/instruction-counts.service';
import { Registration } from '../registrations/registration.entity';

/** Columns of decisions §11, in order. */
export const REGISTRATION_CSV_HEADER = [
  'reference',
  'status',
  'lifecycle',
  'registration_type',
  'client_role',
  'full_name',
  'email',
  'company',
  'legal_entity_name',
  'corridor',
  'settlement_path',
  'partner_slug',
  'checklist_done',
  'checklist_total',
  'document_count',
  'instruction_count',
  'created_at',
  'updated_at',
] as const;

export const CSV_PAGE_SIZE = 500;

interface ExportRow {
  registration: Registration;
  checklistDone: number;
  checklistTotal: number;
  documentCount: number;
  instructionCount: number;
}

/** Which registrations an export covers: one partner's (partner token, or the admin `partner` filter) or all. */
export type ExportScope = { partnerSlug: string } | { everyone: true };

/**
 * Registrations as CSV, streamed in keyset pages by id (portable, no server-side cursor to hold open).
 * Each page is its own short read, so a long export never blocks writers; counts are fetched per page
 * with one grouped query each, so adding another count (documents) is one more grouped query.
 */
@Injectable()
export class RegistrationCsvExporter {
  constructor(
    private readonly db: TransactionRunner,
    private readonly instructionCounts: InstructionCounts,
  ) {}

  stream(scope: ExportScope): Promise<Readable> {
    return csvStream<ExportRow, number>({
      header: REGISTRATION_CSV_HEADER,
      toCells,
      fetchPage: (afterId) => this.db.read((manager) => this.page(manager, scope, afterId ?? 0)),
    });
  }

  private async page(manager: EntityManager, scope: ExportScope, afterId: number) {
    const registrations = await manager.find(Registration, {
      where:
        'partnerSlug' in scope ? { id: MoreThan(afterId), partnerSlug: scope.partnerSlug } : { id: MoreThan(afterId) },
      order: { id: 'ASC' },
      take: CSV_PAGE_SIZE,
    });
    const ids = registrations.map((registration) => registration.id);
    const checklist = await checklistCounts(manager, ids);
    const instructions = await this.instructionCounts.countsFor(manager, ids);
    const documents = await documentCountsFor(manager, ids);
    const rows = registrations.map((registration) => ({
      registration,
      checklistDone: checklist.get(registration.id)?.done ?? 0,
      checklistTotal: checklist.get(registration.id)?.total ?? 0,
      documentCount: documents.get(registration.id) ?? 0,
      instructionCount: instructions.get(registration.id) ?? 0,
    }));
    const last = registrations[registrations.length - 1];
    return { rows, next: registrations.length === CSV_PAGE_SIZE ? last.id : undefined };
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

function toCells({ registration: r, ...counts }: ExportRow): CsvCell[] {
  return [
    r.reference,
    r.status,
    r.lifecycle,
    r.registrationType,
    r.clientRole,
    r.fullName,
    r.email,
    r.company,
    r.legalEntityName,
    r.corridor,
    r.settlementPath,
    r.partnerSlug,
    counts.checklistDone,
    counts.checklistTotal,
    counts.documentCount,
    counts.instructionCount,
    r.createdAt.toISOString(),
    r.updatedAt.toISOString(),
  ];
}
