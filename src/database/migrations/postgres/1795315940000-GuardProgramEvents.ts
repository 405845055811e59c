import { MigrationInterface, QueryRunner } from 'typeorm';

/** The program event record is append-only: the database itself refuses UPDATE, DELETE and TRUNCATE. */
export class GuardProgramEvents1795315940000 implements MigrationInterface {
  name = 'GuardProgramEvents1795315940000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION program_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'program_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_update_delete BEFORE UPDATE OR DELETE ON "program_events"
       FOR EACH ROW EXECUTE FUNCTION program_events_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_truncate BEFORE TRUNCATE ON "program_events"
       FOR EACH STATEMENT EXECUTE FUNCTION program_events_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER program_events_no_truncate ON "program_events"`);
    await queryRunner.query(`DROP TRIGGER program_events_no_update_delete ON "program_events"`);
    await queryRunner.query(`DROP FUNCTION program_events_append_only()`);
  }
}
