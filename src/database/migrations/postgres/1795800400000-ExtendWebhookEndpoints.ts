import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Endpoints beyond one program (operator-wide, one partner's programs), with filters, limits, rotation overlap and
 * a circuit breaker; deliveries that announce no program event; each attempt names its endpoint (filled from its
 * delivery for the attempts already logged).
 */
export class ExtendWebhookEndpoints1795800400000 implements MigrationInterface {
  name = 'ExtendWebhookEndpoints1795800400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const endpointColumns = [
      `"owner" character varying(16) NOT NULL DEFAULT 'operator'`,
      `"partner_slug" character varying(64)`,
      `"description" character varying(500)`,
      `"event_types" jsonb`,
      `"rate_limit_per_s" integer`,
      `"timeout_ms" integer`,
      `"previous_secret" character varying(128)`,
      `"previous_secret_expires_at" TIMESTAMP WITH TIME ZONE`,
      `"breaker_state" character varying(16) NOT NULL DEFAULT 'closed'`,
      `"breaker_open_until" TIMESTAMP WITH TIME ZONE`,
      `"breaker_probe_delivery_id" integer`,
      `"breaker_probe_until" TIMESTAMP WITH TIME ZONE`,
      `"breaker_trips" integer NOT NULL DEFAULT '0'`,
      `"breaker_closed_at" TIMESTAMP WITH TIME ZONE`,
    ];
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ${endpointColumns.map((column) => `ADD ${column}`).join(', ')}`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ALTER COLUMN "registration_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "event_id" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD "endpoint_id" integer`);
    await queryRunner.query(
      `UPDATE "webhook_attempts" AS "a" SET "endpoint_id" = "d"."endpoint_id" FROM "webhook_deliveries" AS "d" WHERE "d"."id" = "a"."delivery_id"`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ALTER COLUMN "endpoint_id" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_owner" ON "webhook_endpoints"  ("owner", "partner_slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_attempts_endpoint_time" ON "webhook_attempts"  ("endpoint_id", "attempted_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "fk_webhook_attempts_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP CONSTRAINT "fk_webhook_attempts_endpoint"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_event"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "fk_webhook_endpoints_registration"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_attempts_endpoint_time"`);
    await queryRunner.query(`DROP INDEX "public"."uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(`DROP INDEX "public"."idx_webhook_endpoints_owner"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ALTER COLUMN "event_id" SET NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" USING btree ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "program_events"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ALTER COLUMN "registration_id" SET NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" USING btree ("registration_id", "active") `,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "fk_webhook_endpoints_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP COLUMN "endpoint_id"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "breaker_closed_at"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "breaker_trips"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "breaker_probe_until"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "breaker_probe_delivery_id"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "breaker_open_until"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "breaker_state"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret_expires_at"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "timeout_ms"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "rate_limit_per_s"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "event_types"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "description"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "partner_slug"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" DROP COLUMN "owner"`);
  }
}
