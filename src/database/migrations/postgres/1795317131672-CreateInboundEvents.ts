import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateInboundEvents1795317131672 implements MigrationInterface {
  name = 'CreateInboundEvents1795317131672';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "inbound_events" ("id" SERIAL NOT NULL, "provider" character varying(32) NOT NULL, "event_id" character varying(255) NOT NULL, "outcome" character varying(16) NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_b76e26fa0121da742b191b7ded0" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_inbound_events_provider_event_id" ON "inbound_events"  ("provider", "event_id") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_instructions_external_id" ON "instructions"  ("external_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."idx_instructions_external_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_inbound_events_provider_event_id"`);
    await queryRunner.query(`DROP TABLE "inbound_events"`);
  }
}
