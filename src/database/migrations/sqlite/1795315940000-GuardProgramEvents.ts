import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The program event record is append-only: the database itself refuses UPDATE and DELETE (SQLite has no
 * TRUNCATE; `DELETE FROM` without a WHERE clause fires the delete trigger too).
 * A later migration that rebuilds this table must create these triggers again.
 */
export class GuardProgramEvents1795315940000 implements MigrationInterface {
  name = 'GuardProgramEvents1795315940000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_update BEFORE UPDATE ON "program_events"
       BEGIN SELECT RAISE(ABORT, 'program_events is append-only: UPDATE refused'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_delete BEFORE DELETE ON "program_events"
       BEGIN SELECT RAISE(ABORT, 'program_events is append-only: DELETE refused'); END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER program_events_no_delete`);
    await queryRunner.query(`DROP TRIGGER program_events_no_update`);
  }
}
