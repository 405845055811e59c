import { guardFormula } from './formula-guard';

/**
 * A small RFC 4180 writer: CRLF line ends, a cell quoted when it holds a quote, comma, CR or LF (quotes
 * doubled), and the spreadsheet formula-injection guard (formula-guard.ts) on every text cell.
 */
export type CsvCell = string | number | boolean | null | undefined;

export const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** Formats one cell; numbers and booleans are written as they are (they cannot carry a formula). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  const guarded = guardFormula(value);
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** `Content-Disposition` for a download; the name is reduced to safe characters. */
export function attachmentDisposition(filename: string): string {
  const safe = filename.replace(/[^A-Za-z0-9._-]+/g, '_');
  return `attachment; filename="${safe}"`;
}
