import { Injectable } from '@nestjs/common';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { LeanSql, PLANNED_FOR_ITS_VALUES } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { Registration } from '../registrations/registration.entity';

/** The fields a search matches by prefix, each with its index (migration AddSearchIndexes). */
export const SEARCH_FIELDS = ['reference', 'email', 'name', 'company', 'entity'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

const COLUMN: Record<SearchField, string> = {
  reference: 'reference',
  email: 'email',
  name: 'full_name',
  company: 'company',
  entity: 'legal_entity_name',
};

const SHOWN = [
  'id',
  'reference',
  'fullName',
  'email',
  'company',
  'legalEntityName',
  'status',
  'partnerSlug',
  'createdAt',
] as const;
export type SearchedRegistration = Pick<Registration, (typeof SHOWN)[number]>;

export interface SearchHit {
  registration: SearchedRegistration;
  field: SearchField;
}

/** Past every character a prefix can be followed by, in byte order: `prefix <= value < prefix + U+10FFFF`. */
const PAST_PREFIX = '\u{10FFFF}';

/**
 * Registrations whose field starts with a prefix, case-insensitively, read as a range of the field's index on its
 * lowered value in byte order: a few index entries per field, whatever the size of the book. PostgreSQL lowers
 * every letter; SQLite's `lower` folds ASCII only, so there the prefix is folded the same way (an accented capital
 * matches itself only).
 */
@Injectable()
export class RegistrationSearchRepository {
  private readonly statements = new Map<string, string>();

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() private readonly dialect: DatabaseDialect,
  ) {}

  /** Up to `perField` registrations per field, each field's in the order of its lowered value, then id. */
  async byPrefix(
    unit: UnitOfWork,
    prefixes: Partial<Record<SearchField, string>>,
    perField: number,
  ): Promise<SearchHit[]> {
    const fields = SEARCH_FIELDS.filter((field) => prefixes[field] !== undefined);
    if (fields.length === 0) {
      return [];
    }
    const parameters = fields.flatMap((field) => {
      const folded = this.folded(prefixes[field] as string);
      return [folded, `${folded}${PAST_PREFIX}`];
    });
    const rows = await this.lean.run<Record<string, unknown>>(managerOf(unit), this.statementFor(fields), [
      ...parameters,
      perField,
    ]);
    return rows.map((row) => ({
      field: row.matched as SearchField,
      registration: this.lean.hydrateAliased(Registration, row, 'r', [...SHOWN]) as SearchedRegistration,
    }));
  }

  private folded(prefix: string): string {
    return this.dialect === 'postgres' ? prefix.toLowerCase() : prefix.replace(/[A-Z]+/g, (run) => run.toLowerCase());
  }

  /**
   * One statement for the fields asked: each field's range read on its own index, then appended. Planned for its
   * values every time (PLANNED_FOR_ITS_VALUES), like every list: a range's width is what its plan depends on.
   */
  private statementFor(fields: SearchField[]): string {
    const key = fields.join(',');
    let statement = this.statements.get(key);
    if (statement === undefined) {
      const limit = `$${fields.length * 2 + 1}`;
      const select = this.lean.selectListOf(Registration, 'r', [...SHOWN]);
      statement = `${PLANNED_FOR_ITS_VALUES}${fields
        .map((field, index) => {
          const value =
            this.dialect === 'postgres' ? `lower("r"."${COLUMN[field]}") COLLATE "C"` : `lower("r"."${COLUMN[field]}")`;
          return `SELECT * FROM (SELECT '${field}' AS "matched", ${select} FROM "registrations" "r"
            WHERE ${value} >= $${index * 2 + 1} AND ${value} < $${index * 2 + 2}
            ORDER BY ${value}, "r"."id" LIMIT ${limit}) "${field}_hits"`;
        })
        .join(' UNION ALL ')}`;
      this.statements.set(key, statement);
    }
    return statement;
  }
}
