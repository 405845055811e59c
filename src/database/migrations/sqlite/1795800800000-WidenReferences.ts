import { MigrationInterface, QueryRunner } from 'typeorm';

export class WidenReferences1795800800000 implements MigrationInterface {
  name = 'WidenReferences1795800800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_registrations_without_documents_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_with_documents_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_settlement_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_corridor_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_partner_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_status_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_keyset"`);
    await queryRunner.query(`DROP INDEX "uq_registrations_reference"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_registrations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "reference" varchar(16) NOT NULL, "full_name" varchar(200) NOT NULL, "email" varchar(320) NOT NULL, "company" varchar(200), "phone" varchar(50), "legal_entity_name" varchar(200), "business_number" varchar(50), "rpaa_target_date" varchar(50), "incident_contact_email" varchar(320), "consent_accepted" boolean NOT NULL DEFAULT (0), "corridor" varchar(20), "settlement_path" varchar(32) NOT NULL, "client_role" varchar(16) NOT NULL, "fintrac_msb" boolean, "registration_type" varchar(16) NOT NULL, "notes" varchar(2000), "messaging_user_id" bigint, "messaging_username" varchar(100), "partner_slug" varchar(64), "status" varchar(16) NOT NULL, "status_note" varchar(2000), "lifecycle" varchar(16) NOT NULL, "lifecycle_before_close" varchar(16), "template_id" varchar(32) NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "erased_at" datetime, "document_count" integer NOT NULL DEFAULT (0), "checklist_done" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_registrations"("id", "reference", "full_name", "email", "company", "phone", "legal_entity_name", "business_number", "rpaa_target_date", "incident_contact_email", "consent_accepted", "corridor", "settlement_path", "client_role", "fintrac_msb", "registration_type", "notes", "messaging_user_id", "messaging_username", "partner_slug", "status", "status_note", "lifecycle", "lifecycle_before_close", "template_id", "created_at", "updated_at", "erased_at", "document_count", "checklist_done") SELECT "id", "reference", "full_name", "email", "company", "phone", "legal_entity_name", "business_number", "rpaa_target_date", "incident_contact_email", "consent_accepted", "corridor", "settlement_path", "client_role", "fintrac_msb", "registration_type", "notes", "messaging_user_id", "messaging_username", "partner_slug", "status", "status_note", "lifecycle", "lifecycle_before_close", "template_id", "created_at", "updated_at", "erased_at", "document_count", "checklist_done" FROM "registrations"`,
    );
    await queryRunner.query(`DROP TABLE "registrations"`);
    await queryRunner.query(`ALTER TABLE "temporary_registrations" RENAME TO "registrations"`);
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_without_documents_keyset" ON "registrations" ("created_at", "id") WHERE "document_count" = 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_with_documents_keyset" ON "registrations" ("created_at", "id") WHERE "document_count" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_settlement_keyset" ON "registrations" ("settlement_path", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_corridor_keyset" ON "registrations" ("corridor", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_partner_keyset" ON "registrations" ("partner_slug", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_status_keyset" ON "registrations" ("status", "created_at", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_registrations_keyset" ON "registrations" ("created_at", "id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_registrations_reference" ON "registrations" ("reference") `);
    await queryRunner.query(`DROP INDEX "idx_instructions_external_id"`);
    await queryRunner.query(`DROP INDEX "idx_instructions_registration_id"`);
    await queryRunner.query(`DROP INDEX "uq_instructions_instruction_ref"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "instruction_ref" varchar(16) NOT NULL, "registration_id" integer NOT NULL, "provider" varchar(32) NOT NULL, "action" varchar(64) NOT NULL, "external_id" varchar(128), "status" varchar(16) NOT NULL, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, CONSTRAINT "fk_instructions_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_instructions"("id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at") SELECT "id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at" FROM "instructions"`,
    );
    await queryRunner.query(`DROP TABLE "instructions"`);
    await queryRunner.query(`ALTER TABLE "temporary_instructions" RENAME TO "instructions"`);
    await queryRunner.query(`CREATE INDEX "idx_instructions_external_id" ON "instructions" ("external_id") `);
    await queryRunner.query(
      `CREATE INDEX "idx_instructions_registration_id" ON "instructions" ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_instructions_instruction_ref" ON "instructions" ("instruction_ref") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_instructions_instruction_ref"`);
    await queryRunner.query(`DROP INDEX "idx_instructions_registration_id"`);
    await queryRunner.query(`DROP INDEX "idx_instructions_external_id"`);
    await queryRunner.query(`ALTER TABLE "instructions" RENAME TO "temporary_instructions"`);
    await queryRunner.query(
      `CREATE TABLE "instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "instruction_ref" varchar(10) NOT NULL, "registration_id" integer NOT NULL, "provider" varchar(32) NOT NULL, "action" varchar(64) NOT NULL, "external_id" varchar(128), "status" varchar(16) NOT NULL, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, CONSTRAINT "fk_instructions_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "instructions"("id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at") SELECT "id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at" FROM "temporary_instructions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_instructions"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_instructions_instruction_ref" ON "instructions" ("instruction_ref") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_instructions_registration_id" ON "instructions" ("registration_id", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_instructions_external_id" ON "instructions" ("external_id") `);
    await queryRunner.query(`DROP INDEX "uq_registrations_reference"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_status_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_partner_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_corridor_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_settlement_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_with_documents_keyset"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_without_documents_keyset"`);
    await queryRunner.query(`ALTER TABLE "registrations" RENAME TO "temporary_registrations"`);
    await queryRunner.query(
      `CREATE TABLE "registrations" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "reference" varchar(10) NOT NULL, "full_name" varchar(200) NOT NULL, "email" varchar(320) NOT NULL, "company" varchar(200), "phone" varchar(50), "legal_entity_name" varchar(200), "business_number" varchar(50), "rpaa_target_date" varchar(50), "incident_contact_email" varchar(320), "consent_accepted" boolean NOT NULL DEFAULT (0), "corridor" varchar(20), "settlement_path" varchar(32) NOT NULL, "client_role" varchar(16) NOT NULL, "fintrac_msb" boolean, "registration_type" varchar(16) NOT NULL, "notes" varchar(2000), "messaging_user_id" bigint, "messaging_username" varchar(100), "partner_slug" varchar(64), "status" varchar(16) NOT NULL, "status_note" varchar(2000), "lifecycle" varchar(16) NOT NULL, "lifecycle_before_close" varchar(16), "template_id" varchar(32) NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "erased_at" datetime, "document_count" integer NOT NULL DEFAULT (0), "checklist_done" integer NOT NULL DEFAULT (0))`,
    );
    await queryRunner.query(
      `INSERT INTO "registrations"("id", "reference", "full_name", "email", "company", "phone", "legal_entity_name", "business_number", "rpaa_target_date", "incident_contact_email", "consent_accepted", "corridor", "settlement_path", "client_role", "fintrac_msb", "registration_type", "notes", "messaging_user_id", "messaging_username", "partner_slug", "status", "status_note", "lifecycle", "lifecycle_before_close", "template_id", "created_at", "updated_at", "erased_at", "document_count", "checklist_done") SELECT "id", "reference", "full_name", "email", "company", "phone", "legal_entity_name", "business_number", "rpaa_target_date", "incident_contact_email", "consent_accepted", "corridor", "settlement_path", "client_role", "fintrac_msb", "registration_type", "notes", "messaging_user_id", "messaging_username", "partner_slug", "status", "status_note", "lifecycle", "lifecycle_before_close", "template_id", "created_at", "updated_at", "erased_at", "document_count", "checklist_done" FROM "temporary_registrations"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_registrations"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_registrations_reference" ON "registrations" ("reference") `);
    await queryRunner.query(`CREATE INDEX "idx_registrations_keyset" ON "registrations" ("created_at", "id") `);
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_status_keyset" ON "registrations" ("status", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_partner_keyset" ON "registrations" ("partner_slug", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_corridor_keyset" ON "registrations" ("corridor", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_settlement_keyset" ON "registrations" ("settlement_path", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_with_documents_keyset" ON "registrations" ("created_at", "id") WHERE "document_count" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_without_documents_keyset" ON "registrations" ("created_at", "id") WHERE "document_count" = 0`,
    );
  }
}
