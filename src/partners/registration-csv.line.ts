import { types } from 'pg';
import { csvCell, NEEDS_QUOTES } from '../common/csv/csv-writer';
import { startsLikeFormula } from '../common/csv/formula-guard';
import { isoTimestamp } from '../database/iso-timestamp';
import { CsvColumnKind, REGISTRATION_CSV_COLUMNS } from '../read-models/registration-csv.columns';

/** One export row as PostgreSQL's text output, in CSV column order (see REGISTRATION_CSV_COLUMNS). */
export type TextRow = ReadonlyArray<string | null>;

// timestamptz text in the UTC session zone: "2026-11-22 10:15:30.123456+00" (fraction optional, trailing zeros cut).
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
const parseTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * Each kind's cell from its text: counts are digits already; a timestamp goes through the guard too, since past
 * year 9999 the ISO form starts with '+', which the page path guards.
 */
const CELL_OF_KIND: Record<CsvColumnKind, (text: string | null) => string> = {
  text: textCell,
  count: (text) => text ?? '0',
  timestamp: (text) => textCell(isoFromTimestamptz(text as string)),
};
const CELLS = REGISTRATION_CSV_COLUMNS.map((column) => CELL_OF_KIND[column.kind]);

/**
 * The CSV line of one row, byte for byte what csvRow(toCells(row)) writes for the same registration, without
 * building a cell array or a Date per row: text cells go through csvCell only when they need changing.
 */
export function csvLineFromText(row: TextRow): string {
  let line = CELLS[0](row[0]);
  for (let column = 1; column < CELLS.length; column++) {
    line += `,${CELLS[column](row[column])}`;
  }
  return `${line}\r\n`;
}

/** Only a cell csvCell would change (a formula start, a character that needs quoting) goes through it. */
function textCell(value: string | null): string {
  if (value === null) {
    return '';
  }
  return startsLikeFormula(value) || NEEDS_QUOTES.test(value) ? csvCell(value) : value;
}

/**
 * The Date#toISOString form of a timestamptz text, as pg's own parser and isoTimestamp would give it: the
 * fraction is cut (not rounded) to milliseconds. Any other shape (another zone, a year past 9999) takes that path.
 */
export function isoFromTimestamptz(text: string): string {
  const parts = UTC_TIMESTAMP.exec(text);
  if (parts === null) {
    return isoTimestamp(parseTimestamptz(text));
  }
  const milliseconds = (parts[3] ?? '').padEnd(3, '0').slice(0, 3);
  return `${parts[1]}T${parts[2]}.${milliseconds}Z`;
}
