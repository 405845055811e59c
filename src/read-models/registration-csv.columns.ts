import { ERASED_MARK } from '../registrations/erasure/personal-fields';

/** How a column's value is written: text as is (formula-guarded, quoted when needed), a count, a timestamp in ISO. */
export type CsvColumnKind = 'text' | 'count' | 'timestamp';

export interface CsvColumn {
  /** The header cell, also the column's alias in the projection. */
  name: string;
  kind: CsvColumnKind;
  /** Its value in SQL: `r` is the registration, `f` its program figures (see programFiguresTable). */
  sql: string;
}

const text = (name: string): CsvColumn => ({ name, kind: 'text', sql: `"r"."${name}"` });
const count = (name: string): CsvColumn => ({ name, kind: 'count', sql: `"f"."${name}"` });
const timestamp = (name: string): CsvColumn => ({ name, kind: 'timestamp', sql: `"r"."${name}"` });
/** A personal field: `[erased]` once the program's personal data was erased, even where the column is now null. */
const personal = (name: string): CsvColumn => ({
  name,
  kind: 'text',
  sql: `CASE WHEN "r"."erased_at" IS NULL THEN "r"."${name}" ELSE '${ERASED_MARK}' END`,
});

/**
 * The registrations CSV of decisions §11, in order: the only place its columns are declared. The header, both
 * export queries (keyset pages and the PostgreSQL cursor) and both formatters are derived from this list.
 */
export const REGISTRATION_CSV_COLUMNS: readonly CsvColumn[] = [
  text('reference'),
  text('status'),
  text('lifecycle'),
  text('registration_type'),
  text('client_role'),
  personal('full_name'),
  personal('email'),
  personal('company'),
  personal('legal_entity_name'),
  text('corridor'),
  text('settlement_path'),
  text('partner_slug'),
  count('checklist_done'),
  count('checklist_total'),
  count('document_count'),
  count('instruction_count'),
  timestamp('created_at'),
  timestamp('updated_at'),
];

/** The export's select list: every column as `<sql> AS "<name>"`, in CSV order. */
export const REGISTRATION_CSV_PROJECTION = REGISTRATION_CSV_COLUMNS.map(
  (column) => `${column.sql} AS "${column.name}"`,
).join(', ');
