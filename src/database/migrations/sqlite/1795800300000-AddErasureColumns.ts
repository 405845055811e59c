import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a program's personal data (and its documents' bytes) were erased after retention ended. ADD COLUMN only:
 * `documents.content` stays NOT NULL (erased bytes are an empty blob), since relaxing it would rebuild the table.
 * `status_approvals.action`: what a four-eyes request asks for (a status move, as every request before, or an erasure).
 */
export class AddErasureColumns1795800300000 implements MigrationInterface {
  name = 'AddErasureColumns1795800300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registrations" ADD COLUMN "erased_at" datetime`);
    await queryRunner.query(`ALTER TABLE "documents" ADD COLUMN "erased_at" datetime`);
    await queryRunner.query(
      `ALTER TABLE "status_approvals" ADD COLUMN "action" varchar(16) NOT NULL DEFAULT 'status_move'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "status_approvals" DROP COLUMN "action"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP COLUMN "erased_at"`);
    await queryRunner.query(`ALTER TABLE "registrations" DROP COLUMN "erased_at"`);
  }
}
