import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateHandoffTables1795316138951 implements MigrationInterface {
  name = 'CreateHandoffTables1795316138951';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "instruction_ref" varchar(10) NOT NULL, "registration_id" integer NOT NULL, "provider" varchar(32) NOT NULL, "action" varchar(64) NOT NULL, "external_id" varchar(128), "status" varchar(16) NOT NULL, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_instructions_instruction_ref" ON "instructions" ("instruction_ref") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_instructions_registration_id" ON "instructions" ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "operator_api_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "slug" varchar(64) NOT NULL, "current_slug" varchar(64), "key_id" varchar(32) NOT NULL, "secret_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL, "rotated_at" datetime, "expires_at" datetime, "revoked_at" datetime, "last_used_at" datetime)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_operator_api_keys_current_slug" ON "operator_api_keys" ("current_slug") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_operator_api_keys_key_id" ON "operator_api_keys" ("key_id") `);
    await queryRunner.query(`CREATE INDEX "idx_operator_api_keys_slug" ON "operator_api_keys" ("slug", "id") `);
    await queryRunner.query(`DROP INDEX "uq_instructions_instruction_ref"`);
    await queryRunner.query(`DROP INDEX "idx_instructions_registration_id"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "instruction_ref" varchar(10) NOT NULL, "registration_id" integer NOT NULL, "provider" varchar(32) NOT NULL, "action" varchar(64) NOT NULL, "external_id" varchar(128), "status" varchar(16) NOT NULL, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, CONSTRAINT "fk_instructions_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_instructions"("id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at") SELECT "id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at" FROM "instructions"`,
    );
    await queryRunner.query(`DROP TABLE "instructions"`);
    await queryRunner.query(`ALTER TABLE "temporary_instructions" RENAME TO "instructions"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_instructions_instruction_ref" ON "instructions" ("instruction_ref") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_instructions_registration_id" ON "instructions" ("registration_id", "id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_instructions_registration_id"`);
    await queryRunner.query(`DROP INDEX "uq_instructions_instruction_ref"`);
    await queryRunner.query(`ALTER TABLE "instructions" RENAME TO "temporary_instructions"`);
    await queryRunner.query(
      `CREATE TABLE "instructions" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "instruction_ref" varchar(10) NOT NULL, "registration_id" integer NOT NULL, "provider" varchar(32) NOT NULL, "action" varchar(64) NOT NULL, "external_id" varchar(128), "status" varchar(16) NOT NULL, "payload" jsonb NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "instructions"("id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at") SELECT "id", "instruction_ref", "registration_id", "provider", "action", "external_id", "status", "payload", "created_at", "updated_at" FROM "temporary_instructions"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_instructions"`);
    await queryRunner.query(
      `CREATE INDEX "idx_instructions_registration_id" ON "instructions" ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_instructions_instruction_ref" ON "instructions" ("instruction_ref") `,
    );
    await queryRunner.query(`DROP INDEX "idx_operator_api_keys_slug"`);
    await queryRunner.query(`DROP INDEX "uq_operator_api_keys_key_id"`);
    await queryRunner.query(`DROP INDEX "uq_operator_api_keys_current_slug"`);
    await queryRunner.query(`DROP TABLE "operator_api_keys"`);
    await queryRunner.query(`DROP INDEX "idx_instructions_registration_id"`);
    await queryRunner.query(`DROP INDEX "uq_instructions_instruction_ref"`);
    await queryRunner.query(`DROP TABLE "instructions"`);
  }
}
