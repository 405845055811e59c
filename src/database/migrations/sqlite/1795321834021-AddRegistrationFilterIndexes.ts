import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddRegistrationFilterIndexes1795321834021 implements MigrationInterface {
  name = 'AddRegistrationFilterIndexes1795321834021';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_settlement_created_at" ON "registrations" ("settlement_path", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_corridor_created_at" ON "registrations" ("corridor", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_registrations_corridor_created_at"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_settlement_created_at"`);
  }
}
