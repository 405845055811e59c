import { Injectable } from '@nestjs/common';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { figuresFromRow, figuresSelectList, ProgramFigures, programFiguresTable } from './program-figures.sql';

/** The figures of one program (checklist completion, document and handoff-record counts). */
@Injectable()
export class ProgramFiguresRepository {
  private readonly figuresSql: string;

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() dialect: DatabaseDialect,
  ) {
    this.figuresSql = `SELECT ${figuresSelectList('f')} FROM ${programFiguresTable(dialect)} "f" WHERE "f"."registration_id" = $1`;
  }

  /** The program's figures; null when no registration has that id. */
  async of(unit: UnitOfWork, programId: number): Promise<ProgramFigures | null> {
    const [row] = await this.lean.run(managerOf(unit), this.figuresSql, [programId]);
    return row ? figuresFromRow(row, 'f') : null;
  }
}
