import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateHandoffTables1795316141750 implements MigrationInterface {
  name = 'CreateHandoffTables1795316141750';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "instructions" ("id" SERIAL NOT NULL, "instruction_ref" character varying(10) NOT NULL, "registration_id" integer NOT NULL, "provider" character varying(32) NOT NULL, "action" character varying(64) NOT NULL, "external_id" character varying(128), "status" character varying(16) NOT NULL, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_1695991f6159e4ae33b136a67ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_instructions_instruction_ref" ON "instructions"  ("instruction_ref") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_instructions_registration_id" ON "instructions"  ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "operator_api_keys" ("id" SERIAL NOT NULL, "slug" character varying(64) NOT NULL, "current_slug" character varying(64), "key_id" character varying(32) NOT NULL, "secret_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "rotated_at" TIMESTAMP WITH TIME ZONE, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_8b00c7ae8383c2b6548ccc21779" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_operator_api_keys_current_slug" ON "operator_api_keys"  ("current_slug") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_operator_api_keys_key_id" ON "operator_api_keys"  ("key_id") `);
    await queryRunner.query(`CREATE INDEX "idx_operator_api_keys_slug" ON "operator_api_keys"  ("slug", "id") `);
    await queryRunner.query(
      `ALTER TABLE "instructions" ADD CONSTRAINT "fk_instructions_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "instructions" DROP CONSTRAINT "fk_instructions_registration"`);
    await queryRunner.query(`DROP INDEX "public"."idx_operator_api_keys_slug"`);
    await queryRunner.query(`DROP INDEX "public"."uq_operator_api_keys_key_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_operator_api_keys_current_slug"`);
    await queryRunner.query(`DROP TABLE "operator_api_keys"`);
    await queryRunner.query(`DROP INDEX "public"."idx_instructions_registration_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_instructions_instruction_ref"`);
    await queryRunner.query(`DROP TABLE "instructions"`);
  }
}
