import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInboundEvents1795317128538 implements MigrationInterface {
  name = 'CreateInboundEvents1795317128538';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inbound_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "provider" varchar(32) NOT NULL, "event_id" varchar(255) NOT NULL, "outcome" varchar(16) NOT NULL, "received_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_inbound_events_provider_event_id" ON "inbound_events" ("provider", "event_id") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_instructions_external_id" ON "instructions" ("external_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_instructions_external_id"`);
    await queryRunner.query(`DROP INDEX "uq_inbound_events_provider_event_id"`);
    await queryRunner.query(`DROP TABLE "inbound_events"`);
  }
}
