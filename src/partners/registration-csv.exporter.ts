import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { EntityManager } from 'typeorm';
import { csvStream } from '../common/csv/csv-stream';
import { CsvCell } from '../common/csv/csv-writer';
import { isoTimestamp } from '../database/iso-timestamp';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';

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

export const CSV_PAGE_SIZE = 1000;

/** One export row as the database returns it: the registration's columns and its counts. */
interface ExportRow {
  id: number;
  reference: string;
  status: string;
  lifecycle: string;
  registration_type: string;
  client_role: string;
  full_name: string;
  email: string;
  company: string | null;
  legal_entity_name: string | null;
  corridor: string | null;
  settlement_path: string;
  partner_slug: string | null;
  checklist_done: number | string | null;
  checklist_total: number | string;
  document_count: number | string;
  instruction_count: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Which registrations an export covers: one partner's (partner token, or the admin `partner` filter) or all. */
export type ExportScope = { partnerSlug: string } | { everyone: true };

const PAGE_SELECT = `
  SELECT r.id, r.reference, r.status, r.lifecycle, r.registration_type, r.client_role, r.full_name, r.email,
         r.company, r.legal_entity_name, r.corridor, r.settlement_path, r.partner_slug, r.created_at, r.updated_at,
         (SELECT SUM(CASE WHEN c.done THEN 1 ELSE 0 END) FROM checklist_items c WHERE c.registration_id = r.id) AS checklist_done,
         (SELECT COUNT(*) FROM checklist_items c WHERE c.registration_id = r.id) AS checklist_total,
         (SELECT COUNT(*) FROM documents d WHERE d.registration_id = r.id) AS document_count,
         (SELECT COUNT(*) FROM instructions i WHERE i.registration_id = r.id) AS instruction_count
  FROM registrations r`;

/**
 * Registrations as CSV, streamed in keyset pages by id (portable, no server-side cursor to hold open).
 * Each page is one short read with its counts as correlated subqueries over indexed columns, so a long
 * export never blocks writers and memory holds about one page.
 */
@Injectable()
export class RegistrationCsvExporter {
  private readonly everyoneSql: string;
  private readonly partnerSql: string;

  constructor(
    private readonly db: TransactionRunner,
    lean: LeanSql,
  ) {
    this.everyoneSql = lean.sql(`${PAGE_SELECT} WHERE r.id > $1 ORDER BY r.id LIMIT ${CSV_PAGE_SIZE}`);
    this.partnerSql = lean.sql(
      `${PAGE_SELECT} WHERE r.id > $1 AND r.partner_slug = $2 ORDER BY r.id LIMIT ${CSV_PAGE_SIZE}`,
    );
  }

  stream(scope: ExportScope): Promise<Readable> {
    return csvStream<ExportRow, number>({
      header: REGISTRATION_CSV_HEADER,
      toCells,
      fetchPage: (afterId) => this.db.read((manager) => this.page(manager, scope, afterId ?? 0)),
    });
  }

  private async page(manager: EntityManager, scope: ExportScope, afterId: number) {
    const rows: ExportRow[] =
      'partnerSlug' in scope
        ? await manager.query(this.partnerSql, [afterId, scope.partnerSlug])
        : await manager.query(this.everyoneSql, [afterId]);
    const last = rows[rows.length - 1];
    return { rows, next: rows.length === CSV_PAGE_SIZE ? Number(last.id) : undefined };
  }
}

function toCells(row: ExportRow): CsvCell[] {
  return [
    row.reference,
    row.status,
    row.lifecycle,
    row.registration_type,
    row.client_role,
    row.full_name,
    row.email,
    row.company,
    row.legal_entity_name,
    row.corridor,
    row.settlement_path,
    row.partner_slug,
    Number(row.checklist_done ?? 0),
    Number(row.checklist_total),
    Number(row.document_count),
    Number(row.instruction_count),
    isoTimestamp(row.created_at),
    isoTimestamp(row.updated_at),
  ];
}
