import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateConsoleSessionRevocations1795484644046 implements MigrationInterface {
  name = 'CreateConsoleSessionRevocations1795484644046';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "console_session_revocations" ("session_id" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_b774e850f06292d60f4625a25e8" PRIMARY KEY ("session_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_console_session_revocations_expires_at" ON "console_session_revocations"  ("expires_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_console_session_revocations_expires_at"`);
    await queryRunner.query(`DROP TABLE "console_session_revocations"`);
  }
}
