import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateConsoleSessionRevocations1795484639665 implements MigrationInterface {
  name = 'CreateConsoleSessionRevocations1795484639665';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "console_session_revocations" ("session_id" varchar(64) PRIMARY KEY NOT NULL, "expires_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_console_session_revocations_expires_at" ON "console_session_revocations" ("expires_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_console_session_revocations_expires_at"`);
    await queryRunner.query(`DROP TABLE "console_session_revocations"`);
  }
}
