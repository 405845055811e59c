import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { csvStream } from '../common/csv/csv-stream';
import { CsvCell } from '../common/csv/csv-writer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isoTimestamp } from '../database/iso-timestamp';
import { LeanSql } from '../database/lean-sql';
import { TransactionRunner } from '../database/transaction-runner';
import { postgresCsvStream } from './registration-csv.postgres';

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

/** Rows per keyset page, and per cursor read on PostgreSQL. */
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
 * Registrations as CSV. On PostgreSQL one server-side cursor in a read-only snapshot, on a pooled connection
 * held for the download (see postgresCsvStream); a slow client holds it that long, so such exports take at most
 * a quarter of the pool and any more fall back to keyset pages. Keyset pages by id (SQLite, and that fallback)
 * are short reads with the counts as correlated subqueries over indexed columns, holding no connection between
 * pages; memory holds about one page either way.
 */
@Injectable()
export class RegistrationCsvExporter {
  private readonly everyoneSql: string;
  private readonly partnerSql: string;
  private readonly pool: Pool | undefined;
  private readonly cursorExportsMax: number;
  private cursorExports = 0;

  constructor(
    private readonly db: TransactionRunner,
    private readonly lean: LeanSql,
    dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.everyoneSql = `${PAGE_SELECT} WHERE r.id > $1 ORDER BY r.id LIMIT ${CSV_PAGE_SIZE}`;
    this.partnerSql = `${PAGE_SELECT} WHERE r.id > $1 AND r.partner_slug = $2 ORDER BY r.id LIMIT ${CSV_PAGE_SIZE}`;
    this.pool = db.dialect === 'postgres' ? ((dataSource.driver as PostgresDriver).master as Pool) : undefined;
    this.cursorExportsMax = Math.max(1, Math.floor(config.database.poolMax / 4));
  }

  stream(scope: ExportScope): Promise<Readable> {
    if (this.pool !== undefined && this.cursorExports < this.cursorExportsMax) {
      return this.cursorStream(this.pool, scope);
    }
    return this.pagedStream(scope);
  }

  /** Exports in keyset pages, whatever the dialect. */
  pagedStream(scope: ExportScope): Promise<Readable> {
    return csvStream<ExportRow, number>({
      header: REGISTRATION_CSV_HEADER,
      toCells,
      fetchPage: (afterId) => this.db.read((manager) => this.page(manager, scope, afterId ?? 0)),
    });
  }

  private async cursorStream(pool: Pool, scope: ExportScope): Promise<Readable> {
    this.cursorExports++;
    try {
      const stream = await postgresCsvStream(pool, {
        header: REGISTRATION_CSV_HEADER,
        partnerSlug: 'partnerSlug' in scope ? scope.partnerSlug : undefined,
        batchSize: CSV_PAGE_SIZE,
      });
      stream.once('close', () => this.cursorExports--);
      return stream;
    } catch (error) {
      this.cursorExports--;
      throw error;
    }
  }

  private async page(manager: EntityManager, scope: ExportScope, afterId: number) {
    const rows: ExportRow[] =
      'partnerSlug' in scope
        ? await this.lean.run<ExportRow>(manager, this.partnerSql, [afterId, scope.partnerSlug])
        : await this.lean.run<ExportRow>(manager, this.everyoneSql, [afterId]);
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
