import { Injectable } from '@nestjs/common';
import { InjectDialect, DatabaseDialect } from '../database/dialect';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { Registration } from '../registrations/registration.entity';
import { figuresFromRow, figuresSelectList, ProgramFigures, programFiguresTable } from './program-figures.sql';
import { KeysetWindow, RegistrationKey, keyParameter, keyFromStored } from './registration-keyset';

export type { KeysetWindow, RegistrationKey } from './registration-keyset';

/** Which registrations a list covers; every filter given must hold (AND), an absent one does not filter. */
export interface RegistrationFilter {
  status?: string | null;
  corridor?: string | null;
  settlementPath?: string | null;
  partnerSlug?: string | null;
  hasDocuments?: boolean | null;
}

export interface RegistrationWithFigures {
  registration: Registration;
  figures: ProgramFigures;
  /** The row's place in the list order, for a cursor. */
  key: RegistrationKey;
}

/** A page, newest first; `more`: rows remain beyond it in the direction it was read (older, or newer for `before`). */
export interface RegistrationListPage {
  rows: RegistrationWithFigures[];
  more: boolean;
}

const NEWEST_FIRST = 'ORDER BY "r"."created_at" DESC, "r"."id" DESC';
const OLDEST_FIRST = 'ORDER BY "r"."created_at" ASC, "r"."id" ASC';

/**
 * Registrations listed newest first with their program figures (admin list, console table, partner list), and the
 * counts over the same filters. Pages are keyset pages on `(created_at, id)`: each filter has an index ending in
 * that order (see the Registration entity), so a page reads its own rows whatever its depth; `offset` is kept for
 * the API's compatibility and walks the rows it skips. The page is cut first and the figures joined to its rows
 * only. Statements go through TypeORM's query runner (not prepared LeanSql statements: many filter combinations,
 * none hot); LeanSql only hydrates the registration columns by the entity's rules.
 */
@Injectable()
export class RegistrationListRepository {
  private readonly pageSelect: string;
  private readonly figuresJoin: string;

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {
    this.pageSelect = `SELECT ${lean.selectListOf(Registration, 'r')}, ${figuresSelectList('f')}, ${KEY_AT[dialect]}`;
    this.figuresJoin = `JOIN ${programFiguresTable(dialect)} "f" ON "f"."registration_id" = "r"."id"`;
  }

  /** Up to `limit` rows of the window, newest first, and whether more lie beyond it. */
  async page(
    unit: UnitOfWork,
    filter: RegistrationFilter,
    window: KeysetWindow,
    limit: number,
  ): Promise<RegistrationListPage> {
    const { where, parameters } = this.pageWhere(filter, window);
    const backwards = window.from === 'before' || window.from === 'oldest';
    let cut = `LIMIT ${this.next(parameters, limit + 1)}`;
    if (window.from === 'newest' && window.offset > 0) {
      cut += ` OFFSET ${this.next(parameters, window.offset)}`;
    }
    const rows = await this.query(
      unit,
      `${this.pageSelect}
       FROM (SELECT * FROM "registrations" "r" ${where} ${backwards ? OLDEST_FIRST : NEWEST_FIRST} ${cut}) "r"
       ${this.figuresJoin}
       ${NEWEST_FIRST}`,
      parameters,
    );
    const more = rows.length > limit;
    // The row beyond the page is the last one read: the oldest going forwards, the newest going backwards.
    const kept = more ? (backwards ? rows.slice(1) : rows.slice(0, limit)) : rows;
    return {
      rows: kept.map((row) => ({
        registration: this.lean.hydrateAliased(Registration, row, 'r') as Registration,
        figures: figuresFromRow(row, 'f'),
        key: keyFromStored(this.dialect, row.key_at, Number(row.r__id)),
      })),
      more,
    };
  }

  async count(unit: UnitOfWork, filter: RegistrationFilter): Promise<number> {
    const { where, parameters } = whereOf(filter, this.dialect);
    const [row] = await this.query<{ count: number | string }>(
      unit,
      `SELECT COUNT(*) AS "count" FROM "registrations" "r" ${where}`,
      parameters,
    );
    return Number(row.count);
  }

  /**
   * Registrations under the filter when there are at most `cap`, otherwise null: reads at most `cap + 1` index
   * entries, so it costs the same at any size of the book.
   */
  async countUpTo(unit: UnitOfWork, filter: RegistrationFilter, cap: number): Promise<number | null> {
    const parameters: unknown[] = [];
    const sql = `SELECT (${this.cappedCount(filter, cap, parameters)}) AS "count"`;
    const [row] = await this.query<{ count: number | string }>(unit, sql, parameters);
    return cappedValue(row.count, cap);
  }

  /**
   * Per status of `statuses`, the registrations under the filter (its own status ignored) when at most `cap`,
   * otherwise null; one statement, each count reading at most `cap + 1` entries of the status index.
   */
  async countsByStatusUpTo(
    unit: UnitOfWork,
    filter: RegistrationFilter,
    statuses: readonly string[],
    cap: number,
  ): Promise<Map<string, number | null>> {
    const parameters: unknown[] = [];
    const counts = statuses.map(
      (status, index) => `(${this.cappedCount({ ...filter, status }, cap, parameters)}) AS "c${index}"`,
    );
    const [row] = await this.query<Record<string, number | string>>(unit, `SELECT ${counts.join(', ')}`, parameters);
    return new Map(statuses.map((status, index) => [status, cappedValue(row[`c${index}`], cap)]));
  }

  /** When the newest registration under the filter was created; null when there is none. */
  async latestCreatedAt(unit: UnitOfWork, filter: RegistrationFilter): Promise<Date | null> {
    const { where, parameters } = whereOf(filter, this.dialect);
    const [row] = await this.query(
      unit,
      `SELECT ${this.lean.selectListOf(Registration, 'r', ['id', 'createdAt'])} FROM "registrations" "r" ${where} ${NEWEST_FIRST} LIMIT 1`,
      parameters,
    );
    return row
      ? (this.lean.hydrateAliased(Registration, row, 'r', ['id', 'createdAt']) as Registration).createdAt
      : null;
  }

  /** The filter's conditions and, past a key, the keyset condition `(created_at, id)` beyond it. */
  private pageWhere(filter: RegistrationFilter, window: KeysetWindow): { where: string; parameters: unknown[] } {
    const { where, parameters } = whereOf(filter, this.dialect);
    if (window.from !== 'after' && window.from !== 'before') {
      return { where, parameters };
    }
    const at = this.next(parameters, keyParameter(this.dialect, window.key));
    const id = this.next(parameters, window.key.id);
    const cast = this.dialect === 'postgres' ? '::timestamptz' : '';
    const beyond = `("r"."created_at", "r"."id") ${window.from === 'after' ? '<' : '>'} (${at}${cast}, ${id})`;
    return { where: where ? `${where} AND ${beyond}` : `WHERE ${beyond}`, parameters };
  }

  /**
   * COUNT(*) over at most `cap + 1` rows of the filter, its parameters appended to `parameters`. In the lists'
   * order, so that it walks the page's own index (index-only), never a scan of the table that stops at the cap.
   */
  private cappedCount(filter: RegistrationFilter, cap: number, parameters: unknown[]): string {
    const { where } = whereOf(filter, this.dialect, parameters);
    return `SELECT COUNT(*) FROM (SELECT 1 FROM "registrations" "r" ${where} ${NEWEST_FIRST} LIMIT ${Math.trunc(cap) + 1}) "capped"`;
  }

  /** Adds a parameter and answers its placeholder. */
  private next(parameters: unknown[], value: unknown): string {
    parameters.push(value);
    return placeholder(this.dialect, parameters.length);
  }

  private query<R = Record<string, unknown>>(unit: UnitOfWork, sql: string, parameters: unknown[]): Promise<R[]> {
    return managerOf(unit).query(sql, parameters);
  }
}

/** The row's creation time as its key carries it: microseconds on PostgreSQL, the stored text on SQLite. */
const KEY_AT: Record<DatabaseDialect, string> = {
  postgres: `(EXTRACT(EPOCH FROM "r"."created_at") * 1000000)::bigint AS "key_at"`,
  sqlite: `"r"."created_at" AS "key_at"`,
};

function cappedValue(count: number | string, cap: number): number | null {
  const value = Number(count);
  return value > cap ? null : value;
}

/** Parameter `n` (from 1) of a statement whose parameters each appear once, in order. */
function placeholder(dialect: DatabaseDialect, n: number): string {
  return dialect === 'postgres' ? `$${n}` : '?';
}

/**
 * The WHERE clause of a filter, its parameters appended to `parameters` and numbered on from them (each
 * placeholder appears once, in order, as SQLite's `?` need). `has_documents` compares the maintained
 * `document_count` with a literal: the partial indexes' own predicates, which the planners match textually.
 */
function whereOf(
  filter: RegistrationFilter,
  dialect: DatabaseDialect,
  parameters: unknown[] = [],
): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const equal = (column: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined) {
      parameters.push(value);
      conditions.push(`"r"."${column}" = ${placeholder(dialect, parameters.length)}`);
    }
  };
  equal('status', filter.status);
  equal('corridor', filter.corridor);
  equal('settlement_path', filter.settlementPath);
  equal('partner_slug', filter.partnerSlug);
  if (filter.hasDocuments !== null && filter.hasDocuments !== undefined) {
    conditions.push(filter.hasDocuments ? '"r"."document_count" > 0' : '"r"."document_count" = 0');
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}
