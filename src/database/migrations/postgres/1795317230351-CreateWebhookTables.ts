import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateWebhookTables1795317230351 implements MigrationInterface {
  name = 'CreateWebhookTables1795317230351';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "url" character varying(500) NOT NULL, "secret" character varying(128), "active" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "disabled_at" TIMESTAMP WITH TIME ZONE, "disabled_reason" character varying(200), "deleted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints"  ("registration_id", "active") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" SERIAL NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "webhook_id" character varying(64) NOT NULL, "event_type" character varying(64) NOT NULL, "body" text NOT NULL, "status" character varying(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" TIMESTAMP WITH TIME ZONE, "lease_until" TIMESTAMP WITH TIME ZONE, "lease_owner" character varying(64), "last_status_code" integer, "last_error" character varying(300), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "delivered_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries"  ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries"  ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries"  ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries"  ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_attempts" ("id" SERIAL NOT NULL, "delivery_id" integer NOT NULL, "number" integer NOT NULL, "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "error" character varying(300), "duration_ms" integer NOT NULL, CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts"  ("delivery_id", "number") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "fk_webhook_endpoints_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "program_events"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "fk_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP CONSTRAINT "fk_webhook_attempts_delivery"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_event"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_endpoint"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "fk_webhook_endpoints_registration"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_attempts_delivery_number"`);
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
