import { Injectable } from '@nestjs/common';
import { PoolClient } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { DatabaseDialect, InjectDialect } from '../database/dialect';
import { LeanSql } from '../database/lean-sql';
import { managerOf, UnitOfWork } from '../database/unit-of-work';
import { programFiguresTable } from './program-figures.sql';
import { REGISTRATION_CSV_PROJECTION } from './registration-csv.columns';
import { SnapshotCursor } from './snapshot-cursor';

/** Which registrations an export covers: one partner's (partner token, or the admin `partner` filter) or all. */
export type ExportScope = { partnerSlug: string } | { everyone: true };

/** One keyset-page row: the registration id, then each CSV column by its name (values as the driver gives them). */
export type ExportRow = Record<string, unknown> & { id: number | string };

/** A cursor's rows: each one PostgreSQL's text output of the CSV columns, in order (see REGISTRATION_CSV_COLUMNS). */
export interface ExportCursor {
  read(count: number): Promise<Array<Array<string | null>>>;
  close(): Promise<void>;
}

// JIT compiles for a whole-table plan's total cost, about a third of a second, though rows stream out anyway.
// Timestamps come out as text in UTC, for the formatter's Date-free rewrite to ISO.
const CURSOR_SESSION = `SET LOCAL TIME ZONE 'UTC'; SET LOCAL jit = off`;

/**
 * The registrations export's reads: keyset pages by id (short reads, no connection held between pages) on either
 * dialect, and on PostgreSQL one server-side cursor in a read-only snapshot on a connection of its own.
 */
@Injectable()
export class RegistrationExportRepository {
  private readonly cursorSelect: string;
  private readonly pageSelect: string;
  private readonly postgres: boolean;

  constructor(
    private readonly lean: LeanSql,
    @InjectDialect() dialect: DatabaseDialect,
  ) {
    const from = `FROM "registrations" "r" JOIN ${programFiguresTable(dialect)} "f" ON "f"."registration_id" = "r"."id"`;
    this.cursorSelect = `SELECT ${REGISTRATION_CSV_PROJECTION} ${from}`;
    this.pageSelect = `SELECT "r"."id" AS "id", ${REGISTRATION_CSV_PROJECTION} ${from}`;
    this.postgres = dialect === 'postgres';
  }

  /**
   * Up to `size` rows of the scope with an id above `afterId`, ascending id. The size is written into the
   * statement (a constant per caller): PostgreSQL plans a literal LIMIT, not a guess at a parameter.
   */
  page(unit: UnitOfWork, scope: ExportScope, afterId: number, size: number): Promise<ExportRow[]> {
    const limit = `ORDER BY "r"."id" LIMIT ${Math.trunc(size)}`;
    return 'partnerSlug' in scope
      ? this.lean.run<ExportRow>(
          managerOf(unit),
          `${this.pageSelect} WHERE "r"."id" > $1 AND "r"."partner_slug" = $2 ${limit}`,
          [afterId, scope.partnerSlug],
        )
      : this.lean.run<ExportRow>(managerOf(unit), `${this.pageSelect} WHERE "r"."id" > $1 ${limit}`, [afterId]);
  }

  /** Whether `openCursor` can serve (PostgreSQL only). */
  get cursorAvailable(): boolean {
    return this.postgres;
  }

  /**
   * The scope's rows in id order from a cursor in its own REPEATABLE READ READ ONLY transaction, on a pooled
   * connection of the unit's database (the primary, or the read replica under `readMayLag`) held until `close`:
   * its own transaction, which is why the unit lends it only its pool. The connection comes from
   * `PostgresDriver.obtainMasterConnection`, the driver's public method TypeORM's own query runners use; its
   * release callback (pg-pool's) destroys a connection released with an error.
   */
  async openCursor(unit: UnitOfWork, scope: ExportScope): Promise<ExportCursor> {
    if (!this.postgres) {
      throw new Error('Export cursors need PostgreSQL');
    }
    const driver = managerOf(unit).dataSource.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [PoolClient, (broken?: Error) => void];
    const lease = { client, release };
    return 'partnerSlug' in scope
      ? SnapshotCursor.open(
          lease,
          `${this.cursorSelect} WHERE "r"."partner_slug" = $1 ORDER BY "r"."id"`,
          [scope.partnerSlug],
          CURSOR_SESSION,
        )
      : SnapshotCursor.open(lease, `${this.cursorSelect} ORDER BY "r"."id"`, [], CURSOR_SESSION);
  }
}
