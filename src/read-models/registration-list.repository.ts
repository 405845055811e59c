import { Injectable } from '@nestjs/common';
import { InjectDialect, DatabaseDialect } from '../database/dialect';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { Registration } from '../registrations/registration.entity';
import { figuresFromRow, figuresSelectList, ProgramFigures, programFiguresTable } from './program-figures.sql';

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
}

const DOCUMENTS_EXIST = 'EXISTS (SELECT 1 FROM "documents" "d" WHERE "d"."registration_id" = "r"."id")';
const NEWEST_FIRST = 'ORDER BY "r"."created_at" DESC, "r"."id" DESC';

/**
 * Registrations listed newest first with their program figures (admin list, console table, partner list), and the
 * counts over the same filters. The page is cut first and the figures joined to its rows only. Statements go
 * through TypeORM's query runner (not prepared LeanSql statements: up to 32 filter combinations, none hot);
 * LeanSql only hydrates the registration columns by the entity's rules.
 */
@Injectable()
export class RegistrationListRepository {
  private readonly pageSelect: string;
  private readonly figuresJoin: string;

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {
    this.pageSelect = `SELECT ${lean.selectListOf(Registration, 'r')}, ${figuresSelectList('f')}`;
    this.figuresJoin = `JOIN ${programFiguresTable(dialect)} "f" ON "f"."registration_id" = "r"."id"`;
  }

  async page(
    unit: UnitOfWork,
    filter: RegistrationFilter,
    window: { limit: number; offset: number },
  ): Promise<RegistrationWithFigures[]> {
    const { where, parameters } = whereOf(filter, this.dialect);
    const limit = placeholder(this.dialect, parameters.length + 1);
    const offset = placeholder(this.dialect, parameters.length + 2);
    const rows = await this.query(
      unit,
      `${this.pageSelect}
       FROM (SELECT * FROM "registrations" "r" ${where} ${NEWEST_FIRST} LIMIT ${limit} OFFSET ${offset}) "r"
       ${this.figuresJoin}
       ${NEWEST_FIRST}`,
      [...parameters, window.limit, window.offset],
    );
    return rows.map((row) => ({
      registration: this.lean.hydrateAliased(Registration, row, 'r') as Registration,
      figures: figuresFromRow(row, 'f'),
    }));
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

  /** Registrations per status under the filter; statuses without any are absent. */
  async countsByStatus(unit: UnitOfWork, filter: RegistrationFilter): Promise<Map<string, number>> {
    const { where, parameters } = whereOf(filter, this.dialect);
    const rows = await this.query<{ status: string; count: number | string }>(
      unit,
      `SELECT "r"."status" AS "status", COUNT(*) AS "count" FROM "registrations" "r" ${where} GROUP BY "r"."status"`,
      parameters,
    );
    return new Map(rows.map((row) => [row.status, Number(row.count)]));
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

  private query<R = Record<string, unknown>>(unit: UnitOfWork, sql: string, parameters: unknown[]): Promise<R[]> {
    return managerOf(unit).query(sql, parameters);
  }
}

/** Parameter `n` (from 1) of a statement whose parameters each appear once, in order. */
function placeholder(dialect: DatabaseDialect, n: number): string {
  return dialect === 'postgres' ? `$${n}` : '?';
}

/** The WHERE clause of a filter, its parameters numbered from 1. */
function whereOf(filter: RegistrationFilter, dialect: DatabaseDialect): { where: string; parameters: unknown[] } {
  const conditions: string[] = [];
  const parameters: unknown[] = [];
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
    conditions.push(filter.hasDocuments ? DOCUMENTS_EXIST : `NOT ${DOCUMENTS_EXIST}`);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', parameters };
}
