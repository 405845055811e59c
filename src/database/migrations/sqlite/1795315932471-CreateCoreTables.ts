import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCoreTables1795315932471 implements MigrationInterface {
  name = 'CreateCoreTables1795315932471';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "registrations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "reference" varchar(10) NOT NULL, "full_name" varchar(200) NOT NULL, "email" varchar(320) NOT NULL, "company" varchar(200), "phone" varchar(50), "legal_entity_name" varchar(200), "business_number" varchar(50), "rpaa_target_date" varchar(50), "incident_contact_email" varchar(320), "consent_accepted" boolean NOT NULL DEFAULT (0), "corridor" varchar(20), "settlement_path" varchar(32) NOT NULL, "client_role" varchar(16) NOT NULL, "fintrac_msb" boolean, "registration_type" varchar(16) NOT NULL, "notes" varchar(2000), "messaging_user_id" bigint, "messaging_username" varchar(100), "partner_slug" varchar(64), "status" varchar(16) NOT NULL, "status_note" varchar(2000), "lifecycle" varchar(16) NOT NULL, "lifecycle_before_close" varchar(16), "template_id" varchar(32) NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_registrations_reference" ON "registrations" ("reference") `);
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_partner_created_at" ON "registrations" ("partner_slug", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_status_created_at" ON "registrations" ("status", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_registrations_created_at" ON "registrations" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "checklist_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "item_id" varchar(64) NOT NULL, "label" varchar(200) NOT NULL, "category" varchar(64) NOT NULL, "required" boolean NOT NULL, "done" boolean NOT NULL DEFAULT (0), "done_at" datetime, "done_by" varchar(32), "position" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_checklist_items_registration_item" ON "checklist_items" ("registration_id", "item_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "scope" varchar(32) NOT NULL, "key" varchar(255) NOT NULL, "request_hash" varchar(64) NOT NULL, "response" jsonb NOT NULL, "created_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_idempotency_keys_scope_key" ON "idempotency_keys" ("scope", "key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "program_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL, "event_type" varchar(64) NOT NULL, "source" varchar(32) NOT NULL, "instruction_id" integer, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "prev_hash" varchar(64) NOT NULL, "hash" varchar(64) NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_program_events_registration_id" ON "program_events" ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_program_events_registration_seq" ON "program_events" ("registration_id", "seq") `,
    );
    await queryRunner.query(`DROP INDEX "uq_checklist_items_registration_item"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_checklist_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "item_id" varchar(64) NOT NULL, "label" varchar(200) NOT NULL, "category" varchar(64) NOT NULL, "required" boolean NOT NULL, "done" boolean NOT NULL DEFAULT (0), "done_at" datetime, "done_by" varchar(32), "position" integer NOT NULL, CONSTRAINT "fk_checklist_items_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_checklist_items"("id", "registration_id", "item_id", "label", "category", "required", "done", "done_at", "done_by", "position") SELECT "id", "registration_id", "item_id", "label", "category", "required", "done", "done_at", "done_by", "position" FROM "checklist_items"`,
    );
    await queryRunner.query(`DROP TABLE "checklist_items"`);
    await queryRunner.query(`ALTER TABLE "temporary_checklist_items" RENAME TO "checklist_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_checklist_items_registration_item" ON "checklist_items" ("registration_id", "item_id") `,
    );
    await queryRunner.query(`DROP INDEX "idx_program_events_registration_id"`);
    await queryRunner.query(`DROP INDEX "uq_program_events_registration_seq"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_program_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL, "event_type" varchar(64) NOT NULL, "source" varchar(32) NOT NULL, "instruction_id" integer, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "prev_hash" varchar(64) NOT NULL, "hash" varchar(64) NOT NULL, CONSTRAINT "fk_program_events_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_program_events"("id", "registration_id", "seq", "event_type", "source", "instruction_id", "payload", "created_at", "prev_hash", "hash") SELECT "id", "registration_id", "seq", "event_type", "source", "instruction_id", "payload", "created_at", "prev_hash", "hash" FROM "program_events"`,
    );
    await queryRunner.query(`DROP TABLE "program_events"`);
    await queryRunner.query(`ALTER TABLE "temporary_program_events" RENAME TO "program_events"`);
    await queryRunner.query(
      `CREATE INDEX "idx_program_events_registration_id" ON "program_events" ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_program_events_registration_seq" ON "program_events" ("registration_id", "seq") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_program_events_registration_seq"`);
    await queryRunner.query(`DROP INDEX "idx_program_events_registration_id"`);
    await queryRunner.query(`ALTER TABLE "program_events" RENAME TO "temporary_program_events"`);
    await queryRunner.query(
      `CREATE TABLE "program_events" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL, "event_type" varchar(64) NOT NULL, "source" varchar(32) NOT NULL, "instruction_id" integer, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "prev_hash" varchar(64) NOT NULL, "hash" varchar(64) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "program_events"("id", "registration_id", "seq", "event_type", "source", "instruction_id", "payload", "created_at", "prev_hash", "hash") SELECT "id", "registration_id", "seq", "event_type", "source", "instruction_id", "payload", "created_at", "prev_hash", "hash" FROM "temporary_program_events"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_program_events"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_program_events_registration_seq" ON "program_events" ("registration_id", "seq") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_program_events_registration_id" ON "program_events" ("registration_id", "id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_checklist_items_registration_item"`);
    await queryRunner.query(`ALTER TABLE "checklist_items" RENAME TO "temporary_checklist_items"`);
    await queryRunner.query(
      `CREATE TABLE "checklist_items" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "item_id" varchar(64) NOT NULL, "label" varchar(200) NOT NULL, "category" varchar(64) NOT NULL, "required" boolean NOT NULL, "done" boolean NOT NULL DEFAULT (0), "done_at" datetime, "done_by" varchar(32), "position" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "checklist_items"("id", "registration_id", "item_id", "label", "category", "required", "done", "done_at", "done_by", "position") SELECT "id", "registration_id", "item_id", "label", "category", "required", "done", "done_at", "done_by", "position" FROM "temporary_checklist_items"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_checklist_items"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_checklist_items_registration_item" ON "checklist_items" ("registration_id", "item_id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_program_events_registration_seq"`);
    await queryRunner.query(`DROP INDEX "idx_program_events_registration_id"`);
    await queryRunner.query(`DROP TABLE "program_events"`);
    await queryRunner.query(`DROP INDEX "uq_idempotency_keys_scope_key"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "uq_checklist_items_registration_item"`);
    await queryRunner.query(`DROP TABLE "checklist_items"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_created_at"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_status_created_at"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_partner_created_at"`);
    await queryRunner.query(`DROP INDEX "uq_registrations_reference"`);
    await queryRunner.query(`DROP TABLE "registrations"`);
  }
}
