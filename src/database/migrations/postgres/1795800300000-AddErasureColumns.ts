import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a program's personal data (and its documents' bytes) were erased after retention ended; and what a four-eyes
 * request asks for (`status_approvals.action`: a status move, as every request before, or an erasure).
 */
export class AddErasureColumns1795800300000 implements MigrationInterface {
  name = 'AddErasureColumns1795800300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registrations" ADD "erased_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "documents" ADD "erased_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "status_approvals" ADD "action" character varying(16) NOT NULL DEFAULT 'status_move'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "status_approvals" DROP COLUMN "action"`);
    await queryRunner.query(`ALTER TABLE "documents" DROP COLUMN "erased_at"`);
    await queryRunner.query(`ALTER TABLE "registrations" DROP COLUMN "erased_at"`);
  }
}
