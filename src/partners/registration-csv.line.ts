import { types } from 'pg';
import { csvCell, NEEDS_QUOTES } from '../common/csv/csv-writer';
import { startsLikeFormula } from '../common/csv/formula-guard';
import { isoTimestamp } from '../database/iso-timestamp';

/** One export row as PostgreSQL's text output, in CSV column order (see REGISTRATION_CSV_HEADER). */
export type TextRow = ReadonlyArray<string | null>;

const TEXT_COLUMNS = 12;
const COUNT_COLUMNS = 4;

// timestamptz text in the UTC session zone: "2026-11-22 10:15:30.123456+00" (fraction optional, trailing zeros cut).
const UTC_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
const parseTimestamptz = types.getTypeParser(types.builtins.TIMESTAMPTZ) as (text: string) => Date;

/**
 * The CSV line of one row, byte for byte what csvRow(toCells(row)) writes for the same registration, without
 * building a cell array or a Date per row: text cells go through csvCell only when they need changing.
 */
export function csvLineFromText(row: TextRow): string {
  let line = textCell(row[0]);
  for (let column = 1; column < TEXT_COLUMNS; column++) {
    line += `,${textCell(row[column])}`;
  }
  for (let column = TEXT_COLUMNS; column < TEXT_COLUMNS + COUNT_COLUMNS; column++) {
    line += `,${row[column] ?? '0'}`;
  }
  // Through the guard too: past year 9999 the ISO form starts with '+', which the page path guards.
  const createdAt = textCell(isoFromTimestamptz(row[16] as string));
  return `${line},${createdAt},${textCell(isoFromTimestamptz(row[17] as string))}\r\n`;
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
