import type { DatabaseDialect } from '../database/dialect';

/**
 * The one definition of each program figure (checklist completion, document count, handoff-record count): a
 * derived table with one row per registration, `registration_id` and the figures, written in the dialect's SQL.
 * Callers join it per row they output (`JOIN ${programFiguresTable(dialect)} "f" ON "f"."registration_id" = …`);
 * both databases then inline it like a view, so each figure is computed for the joined rows only, and a figure
 * left unselected is not computed at all. The document count and the items done are the registration's own
 * maintained columns (kept by ProgramCounters in the writing transaction; the lists filter on them).
 *
 * Why not a database VIEW: SQLite refuses `ALTER TABLE … RENAME` while a view names a table that is missing for a
 * moment, which is how TypeORM's generated SQLite migrations rebuild a changed table — every later migration of
 * these four tables would have to drop and recreate the view by hand.
 */
export function programFiguresTable(dialect: DatabaseDialect): string {
  return `(SELECT "r"."id" AS "registration_id", "r"."checklist_done" AS "checklist_done", ${CHECKLIST_COLUMNS[dialect]},
    "r"."document_count" AS "document_count",
    ${instructionCountOf('r')} AS "instruction_count"
  FROM "registrations" "r"${CHECKLIST_JOIN[dialect]})`;
}

/** Handoff records of the registration aliased `registration`, as a scalar subquery (the status read's count). */
export function instructionCountOf(registration: string): string {
  return `(SELECT COUNT(*) FROM "instructions" "i" WHERE "i"."registration_id" = "${registration}"."id")`;
}

/** The rest of checklist completion: on PostgreSQL one aggregate over the program's items gives both counts. */
const CHECKLIST_COLUMNS: Record<DatabaseDialect, string> = {
  postgres: `"c"."total" AS "checklist_total", "c"."required_open" AS "checklist_required_open"`,
  sqlite: [
    `(SELECT COUNT(*) FROM "checklist_items" "c" WHERE "c"."registration_id" = "r"."id") AS "checklist_total"`,
    `(SELECT COUNT(*) FROM "checklist_items" "c" WHERE "c"."registration_id" = "r"."id" AND "c"."required" AND NOT "c"."done") AS "checklist_required_open"`,
  ].join(', '),
};

// LEFT JOIN … ON TRUE (not CROSS JOIN): PostgreSQL drops a left join whose columns nobody reads.
const CHECKLIST_JOIN: Record<DatabaseDialect, string> = {
  postgres: `
  LEFT JOIN LATERAL (
    SELECT COUNT(*) AS "total",
           COUNT(*) FILTER (WHERE "c"."required" AND NOT "c"."done") AS "required_open"
    FROM "checklist_items" "c" WHERE "c"."registration_id" = "r"."id"
  ) "c" ON TRUE`,
  sqlite: '',
};

/** The figures of one program as numbers (PostgreSQL answers COUNT as text). */
export interface ProgramFigures {
  checklistDone: number;
  checklistTotal: number;
  checklistRequiredOpen: number;
  documentCount: number;
  instructionCount: number;
}

/** The figure columns of `alias` as `"alias__name"` select-list items, read back by `figuresFromRow`. */
export function figuresSelectList(alias: string): string {
  return FIGURE_COLUMNS.map((column) => `"${alias}"."${column}" AS "${alias}__${column}"`).join(', ');
}

export function figuresFromRow(row: Record<string, unknown>, alias: string): ProgramFigures {
  const figure = (column: FigureColumn) => Number(row[`${alias}__${column}`] ?? 0);
  return {
    checklistDone: figure('checklist_done'),
    checklistTotal: figure('checklist_total'),
    checklistRequiredOpen: figure('checklist_required_open'),
    documentCount: figure('document_count'),
    instructionCount: figure('instruction_count'),
  };
}

const FIGURE_COLUMNS = [
  'checklist_done',
  'checklist_total',
  'checklist_required_open',
  'document_count',
  'instruction_count',
] as const;
type FigureColumn = (typeof FIGURE_COLUMNS)[number];
