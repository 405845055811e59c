import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { csvStream } from '../common/csv/csv-stream';
import { CsvCell } from '../common/csv/csv-writer';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isoTimestamp } from '../database/iso-timestamp';
import { TransactionRunner } from '../database/transaction-runner';
import { CsvColumnKind, REGISTRATION_CSV_COLUMNS } from '../read-models/registration-csv.columns';
import { ExportRow, ExportScope, RegistrationExportRepository } from '../read-models/registration-export.repository';
import { postgresCsvStream } from './registration-csv.postgres';

export type { ExportScope };

/** Columns of decisions §11, in order. */
export const REGISTRATION_CSV_HEADER: readonly string[] = REGISTRATION_CSV_COLUMNS.map((column) => column.name);

/** Rows per keyset page, and per cursor read on PostgreSQL. */
export const CSV_PAGE_SIZE = 1000;

/**
 * Registrations as CSV, its columns as REGISTRATION_CSV_COLUMNS declares them. On PostgreSQL one server-side cursor
 * in a read-only snapshot, on a pooled connection held for the download (see postgresCsvStream); a slow client holds
 * it that long, so such exports take at most a quarter of the pool and any more fall back to keyset pages. Keyset
 * pages by id (SQLite, and that fallback) are short reads holding no connection between pages; memory holds about
 * one page either way. Both may lag: they read the read replica when one is configured (an export is a snapshot of
 * the book, never the answer to a write just made).
 */
@Injectable()
export class RegistrationCsvExporter {
  private readonly cursorExportsMax: number;
  private cursorExports = 0;

  constructor(
    private readonly db: TransactionRunner,
    private readonly exports: RegistrationExportRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cursorExportsMax = Math.max(1, Math.floor(config.database.poolMax / 4));
  }

  stream(scope: ExportScope): Promise<Readable> {
    if (this.exports.cursorAvailable && this.cursorExports < this.cursorExportsMax) {
      return this.cursorStream(scope);
    }
    return this.pagedStream(scope);
  }

  /** Exports in keyset pages, whatever the dialect. */
  pagedStream(scope: ExportScope): Promise<Readable> {
    return csvStream<ExportRow, number>({
      header: REGISTRATION_CSV_HEADER,
      toCells,
      fetchPage: async (afterId) => {
        const rows = await this.db.readMayLag((unit) => this.exports.page(unit, scope, afterId ?? 0, CSV_PAGE_SIZE));
        const last = rows[rows.length - 1];
        return { rows, next: rows.length === CSV_PAGE_SIZE ? Number(last.id) : undefined };
      },
    });
  }

  private async cursorStream(scope: ExportScope): Promise<Readable> {
    this.cursorExports++;
    try {
      const stream = await postgresCsvStream(() => this.db.readMayLag((unit) => this.exports.openCursor(unit, scope)), {
        header: REGISTRATION_CSV_HEADER,
        batchSize: CSV_PAGE_SIZE,
      });
      stream.once('close', () => this.cursorExports--);
      return stream;
    } catch (error) {
      this.cursorExports--;
      throw error;
    }
  }
}

const CELL_OF_KIND: Record<CsvColumnKind, (value: unknown) => CsvCell> = {
  text: (value) => value as string | null,
  count: (value) => Number(value ?? 0),
  timestamp: (value) => isoTimestamp(value as Date | string),
};
const CELLS = REGISTRATION_CSV_COLUMNS.map((column) => ({ name: column.name, cell: CELL_OF_KIND[column.kind] }));

/** A keyset-page row's cells, each written as its column's kind says. */
function toCells(row: ExportRow): CsvCell[] {
  return CELLS.map(({ name, cell }) => cell(row[name]));
}
