import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Endpoints beyond one program (operator-wide, one partner's programs), with filters, limits, rotation overlap and
 * a circuit breaker; deliveries that announce no program event; each attempt names its endpoint (filled from its
 * delivery for the attempts already logged). SQLite relaxes NOT NULL only by rebuilding the tables.
 */
export class ExtendWebhookEndpoints1795800400000 implements MigrationInterface {
  name = 'ExtendWebhookEndpoints1795800400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime, CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "program_events" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "fk_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_deliveries" RENAME TO "webhook_deliveries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime, CONSTRAINT "fk_webhook_endpoints_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at" FROM "webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoints" RENAME TO "webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_attempts_delivery_number"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_attempts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "delivery_id" integer NOT NULL, "number" integer NOT NULL, "attempted_at" datetime NOT NULL, "status_code" integer, "error" varchar(300), "duration_ms" integer NOT NULL, "endpoint_id" integer NOT NULL, CONSTRAINT "fk_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_attempts"("id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms", "endpoint_id") SELECT "a"."id", "a"."delivery_id", "a"."number", "a"."attempted_at", "a"."status_code", "a"."error", "a"."duration_ms", "d"."endpoint_id" FROM "webhook_attempts" AS "a" JOIN "webhook_deliveries" AS "d" ON "d"."id" = "a"."delivery_id"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_attempts" RENAME TO "webhook_attempts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts" ("delivery_id", "number") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at" FROM "webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoints" RENAME TO "webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at" FROM "webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoints" RENAME TO "webhook_endpoints"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_deliveries" RENAME TO "webhook_deliveries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_deliveries" RENAME TO "webhook_deliveries"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_owner" ON "webhook_endpoints" ("owner", "partner_slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_attempts_endpoint_time" ON "webhook_attempts" ("endpoint_id", "attempted_at") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_owner"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime, CONSTRAINT "fk_webhook_endpoints_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at" FROM "webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_endpoints" RENAME TO "webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_owner" ON "webhook_endpoints" ("owner", "partner_slug") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime, CONSTRAINT "fk_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "program_events" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_deliveries" RENAME TO "webhook_deliveries"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_attempts_delivery_number"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_attempts_endpoint_time"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_webhook_attempts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "delivery_id" integer NOT NULL, "number" integer NOT NULL, "attempted_at" datetime NOT NULL, "status_code" integer, "error" varchar(300), "duration_ms" integer NOT NULL, "endpoint_id" integer NOT NULL, CONSTRAINT "fk_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "fk_webhook_attempts_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_webhook_attempts"("id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms", "endpoint_id") SELECT "id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms", "endpoint_id" FROM "webhook_attempts"`,
    );
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`ALTER TABLE "temporary_webhook_attempts" RENAME TO "webhook_attempts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts" ("delivery_id", "number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_attempts_endpoint_time" ON "webhook_attempts" ("endpoint_id", "attempted_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_webhook_attempts_endpoint_time"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_attempts_delivery_number"`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" RENAME TO "temporary_webhook_attempts"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_attempts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "delivery_id" integer NOT NULL, "number" integer NOT NULL, "attempted_at" datetime NOT NULL, "status_code" integer, "error" varchar(300), "duration_ms" integer NOT NULL, "endpoint_id" integer NOT NULL, CONSTRAINT "fk_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_attempts"("id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms", "endpoint_id") SELECT "id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms", "endpoint_id" FROM "temporary_webhook_attempts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_attempts"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_attempts_endpoint_time" ON "webhook_attempts" ("endpoint_id", "attempted_at") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts" ("delivery_id", "number") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" RENAME TO "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "temporary_webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_owner"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" RENAME TO "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at" FROM "temporary_webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_owner" ON "webhook_endpoints" ("owner", "partner_slug") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_attempts_endpoint_time"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_owner"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" RENAME TO "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "temporary_webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" RENAME TO "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime, CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "program_events" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "temporary_webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" RENAME TO "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at" FROM "temporary_webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" RENAME TO "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, "owner" varchar(16) NOT NULL DEFAULT ('operator'), "partner_slug" varchar(64), "description" varchar(500), "event_types" jsonb, "rate_limit_per_s" integer, "timeout_ms" integer, "previous_secret" varchar(128), "previous_secret_expires_at" datetime, "breaker_state" varchar(16) NOT NULL DEFAULT ('closed'), "breaker_open_until" datetime, "breaker_probe_delivery_id" integer, "breaker_probe_until" datetime, "breaker_trips" integer NOT NULL DEFAULT (0), "breaker_closed_at" datetime, CONSTRAINT "fk_webhook_endpoints_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at", "owner", "partner_slug", "description", "event_types", "rate_limit_per_s", "timeout_ms", "previous_secret", "previous_secret_expires_at", "breaker_state", "breaker_open_until", "breaker_probe_delivery_id", "breaker_probe_until", "breaker_trips", "breaker_closed_at" FROM "temporary_webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_attempts_delivery_number"`);
    await queryRunner.query(`ALTER TABLE "webhook_attempts" RENAME TO "temporary_webhook_attempts"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_attempts" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "delivery_id" integer NOT NULL, "number" integer NOT NULL, "attempted_at" datetime NOT NULL, "status_code" integer, "error" varchar(300), "duration_ms" integer NOT NULL, CONSTRAINT "fk_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_attempts"("id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms") SELECT "id", "delivery_id", "number", "attempted_at", "status_code", "error", "duration_ms" FROM "temporary_webhook_attempts"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_attempts"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts" ("delivery_id", "number") `,
    );
    await queryRunner.query(`DROP INDEX "idx_webhook_endpoints_registration_active"`);
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" RENAME TO "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "url" varchar(500) NOT NULL, "secret" varchar(128), "active" boolean NOT NULL, "created_at" datetime NOT NULL, "disabled_at" datetime, "disabled_reason" varchar(200), "deleted_at" datetime, CONSTRAINT "fk_webhook_endpoints_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_endpoints"("id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at") SELECT "id", "registration_id", "url", "secret", "active", "created_at", "disabled_at", "disabled_reason", "deleted_at" FROM "temporary_webhook_endpoints"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_endpoints"`);
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_endpoints_registration_active" ON "webhook_endpoints" ("registration_id", "active") `,
    );
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_webhook_id"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_due"`);
    await queryRunner.query(`DROP INDEX "idx_webhook_deliveries_endpoint"`);
    await queryRunner.query(`DROP INDEX "uq_webhook_deliveries_endpoint_event"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" RENAME TO "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "endpoint_id" integer NOT NULL, "event_id" integer NOT NULL, "webhook_id" varchar(64) NOT NULL, "event_type" varchar(64) NOT NULL, "body" text NOT NULL, "status" varchar(16) NOT NULL, "attempt_count" integer NOT NULL, "round_attempts" integer NOT NULL, "next_attempt_at" datetime, "lease_until" datetime, "lease_owner" varchar(64), "last_status_code" integer, "last_error" varchar(300), "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "delivered_at" datetime, CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id") REFERENCES "program_events" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "fk_webhook_deliveries_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "webhook_deliveries"("id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at") SELECT "id", "endpoint_id", "event_id", "webhook_id", "event_type", "body", "status", "attempt_count", "round_attempts", "next_attempt_at", "lease_until", "lease_owner", "last_status_code", "last_error", "created_at", "updated_at", "delivered_at" FROM "temporary_webhook_deliveries"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_webhook_deliveries"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_webhook_id" ON "webhook_deliveries" ("webhook_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_due" ON "webhook_deliveries" ("status", "next_attempt_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_deliveries_endpoint_event" ON "webhook_deliveries" ("endpoint_id", "event_id") `,
    );
  }
}
