import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateCoreTables1795315934919 implements MigrationInterface {
  name = 'CreateCoreTables1795315934919';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "registrations" ("id" SERIAL NOT NULL, "reference" character varying(10) NOT NULL, "full_name" character varying(200) NOT NULL, "email" character varying(320) NOT NULL, "company" character varying(200), "phone" character varying(50), "legal_entity_name" character varying(200), "business_number" character varying(50), "rpaa_target_date" character varying(50), "incident_contact_email" character varying(320), "consent_accepted" boolean NOT NULL DEFAULT false, "corridor" character varying(20), "settlement_path" character varying(32) NOT NULL, "client_role" character varying(16) NOT NULL, "fintrac_msb" boolean, "registration_type" character varying(16) NOT NULL, "notes" character varying(2000), "messaging_user_id" bigint, "messaging_username" character varying(100), "partner_slug" character varying(64), "status" character varying(16) NOT NULL, "status_note" character varying(2000), "lifecycle" character varying(16) NOT NULL, "lifecycle_before_close" character varying(16), "template_id" character varying(32) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_6013e724d7b22929da9cd7282d1" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_registrations_reference" ON "registrations"  ("reference") `);
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_partner_created_at" ON "registrations"  ("partner_slug", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_status_created_at" ON "registrations"  ("status", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_registrations_created_at" ON "registrations"  ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "checklist_items" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "item_id" character varying(64) NOT NULL, "label" character varying(200) NOT NULL, "category" character varying(64) NOT NULL, "required" boolean NOT NULL, "done" boolean NOT NULL DEFAULT false, "done_at" TIMESTAMP WITH TIME ZONE, "done_by" character varying(32), "position" integer NOT NULL, CONSTRAINT "PK_bae00945a1d4789bd648e583e29" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_checklist_items_registration_item" ON "checklist_items"  ("registration_id", "item_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("id" SERIAL NOT NULL, "scope" character varying(32) NOT NULL, "key" character varying(255) NOT NULL, "request_hash" character varying(64) NOT NULL, "response" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_8ad20779ad0411107a56e53d0f6" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_idempotency_keys_scope_key" ON "idempotency_keys"  ("scope", "key") `,
    );
    await queryRunner.query(
      `CREATE TABLE "program_events" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL, "event_type" character varying(64) NOT NULL, "source" character varying(32) NOT NULL, "instruction_id" integer, "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "prev_hash" character varying(64) NOT NULL, "hash" character varying(64) NOT NULL, CONSTRAINT "PK_cb53a77b5f8880d9c5b5dfeb5cb" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_program_events_registration_id" ON "program_events"  ("registration_id", "id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_program_events_registration_seq" ON "program_events"  ("registration_id", "seq") `,
    );
    await queryRunner.query(
      `ALTER TABLE "checklist_items" ADD CONSTRAINT "fk_checklist_items_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "program_events" ADD CONSTRAINT "fk_program_events_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "program_events" DROP CONSTRAINT "fk_program_events_registration"`);
    await queryRunner.query(`ALTER TABLE "checklist_items" DROP CONSTRAINT "fk_checklist_items_registration"`);
    await queryRunner.query(`DROP INDEX "public"."uq_program_events_registration_seq"`);
    await queryRunner.query(`DROP INDEX "public"."idx_program_events_registration_id"`);
    await queryRunner.query(`DROP TABLE "program_events"`);
    await queryRunner.query(`DROP INDEX "public"."uq_idempotency_keys_scope_key"`);
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`DROP INDEX "public"."uq_checklist_items_registration_item"`);
    await queryRunner.query(`DROP TABLE "checklist_items"`);
    await queryRunner.query(`DROP INDEX "public"."idx_registrations_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."idx_registrations_status_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."idx_registrations_partner_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_registrations_reference"`);
    await queryRunner.query(`DROP TABLE "registrations"`);
  }
}
