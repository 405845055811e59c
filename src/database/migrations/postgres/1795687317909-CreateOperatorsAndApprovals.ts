import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operator accounts, personal tokens, the operator security log (append-only like the event record: the database
 * refuses UPDATE, DELETE and TRUNCATE), four-eyes approvals, and the actor of each program event.
 */
export class CreateOperatorsAndApprovals1795687317909 implements MigrationInterface {
  name = 'CreateOperatorsAndApprovals1795687317909';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "operators" ("id" SERIAL NOT NULL, "email" character varying(254) NOT NULL, "display_name" character varying(128) NOT NULL, "role" character varying(16) NOT NULL, "active" boolean NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL, "sessions_valid_after" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3d02b3692836893720335a79d1b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_operators_email" ON "operators"  ("email") `);
    await queryRunner.query(
      `CREATE TABLE "operator_tokens" ("id" SERIAL NOT NULL, "operator_id" integer NOT NULL, "name" character varying(64) NOT NULL, "token_id" character varying(32) NOT NULL, "secret_hash" character varying(64) NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f26fbf5aa89efd357c86c7d19db" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_operator_tokens_token_id" ON "operator_tokens"  ("token_id") `);
    await queryRunner.query(
      `CREATE INDEX "idx_operator_tokens_operator_id" ON "operator_tokens"  ("operator_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "operator_audit_log" ("id" SERIAL NOT NULL, "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL, "action" character varying(48) NOT NULL, "actor" jsonb, "subject_operator_id" integer, "detail" jsonb NOT NULL, CONSTRAINT "PK_40e9c3605cc35ca21d8a844e0f8" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "status_approvals" ("id" SERIAL NOT NULL, "registration_id" integer NOT NULL, "from_status" character varying(32) NOT NULL, "to_status" character varying(32) NOT NULL, "note" text, "state" character varying(16) NOT NULL, "requested_by" jsonb NOT NULL, "requested_at" TIMESTAMP WITH TIME ZONE NOT NULL, "decided_by" jsonb, "decided_at" TIMESTAMP WITH TIME ZONE, "reason" text, CONSTRAINT "PK_baf3937b03e6bf440edd4779a61" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_status_approvals_registration_id" ON "status_approvals"  ("registration_id", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_status_approvals_state" ON "status_approvals"  ("state", "id") `);
    await queryRunner.query(`ALTER TABLE "program_events" ADD "actor" jsonb`);
    await queryRunner.query(
      `ALTER TABLE "operator_tokens" ADD CONSTRAINT "fk_operator_tokens_operator" FOREIGN KEY ("operator_id") REFERENCES "operators"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "status_approvals" ADD CONSTRAINT "fk_status_approvals_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE FUNCTION operator_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'operator_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER operator_audit_log_no_update_delete BEFORE UPDATE OR DELETE ON "operator_audit_log"
       FOR EACH ROW EXECUTE FUNCTION operator_audit_log_append_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER operator_audit_log_no_truncate BEFORE TRUNCATE ON "operator_audit_log"
       FOR EACH STATEMENT EXECUTE FUNCTION operator_audit_log_append_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER operator_audit_log_no_truncate ON "operator_audit_log"`);
    await queryRunner.query(`DROP TRIGGER operator_audit_log_no_update_delete ON "operator_audit_log"`);
    await queryRunner.query(`DROP FUNCTION operator_audit_log_append_only()`);
    await queryRunner.query(`ALTER TABLE "status_approvals" DROP CONSTRAINT "fk_status_approvals_registration"`);
    await queryRunner.query(`ALTER TABLE "operator_tokens" DROP CONSTRAINT "fk_operator_tokens_operator"`);
    await queryRunner.query(`ALTER TABLE "program_events" DROP COLUMN "actor"`);
    await queryRunner.query(`DROP INDEX "public"."idx_status_approvals_state"`);
    await queryRunner.query(`DROP INDEX "public"."idx_status_approvals_registration_id"`);
    await queryRunner.query(`DROP TABLE "status_approvals"`);
    await queryRunner.query(`DROP TABLE "operator_audit_log"`);
    await queryRunner.query(`DROP INDEX "public"."idx_operator_tokens_operator_id"`);
    await queryRunner.query(`DROP INDEX "public"."uq_operator_tokens_token_id"`);
    await queryRunner.query(`DROP TABLE "operator_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."uq_operators_email"`);
    await queryRunner.query(`DROP TABLE "operators"`);
  }
}
