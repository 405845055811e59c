import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Operator accounts, personal tokens, the operator security log (append-only like the event record: the database
 * refuses UPDATE and DELETE), four-eyes approvals, and the actor of each program event. Written by hand: the
 * generated form rebuilt `program_events` (copying every event and dropping its append-only triggers) to add one
 * nullable column, which ALTER TABLE does in place.
 */
export class CreateOperatorsAndApprovals1795687314125 implements MigrationInterface {
  name = 'CreateOperatorsAndApprovals1795687314125';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "operators" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "display_name" varchar(128) NOT NULL, "role" varchar(16) NOT NULL, "active" boolean NOT NULL, "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL, "sessions_valid_after" datetime)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_operators_email" ON "operators" ("email") `);
    await queryRunner.query(
      `CREATE TABLE "operator_tokens" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "operator_id" integer NOT NULL, "name" varchar(64) NOT NULL, "token_id" varchar(32) NOT NULL, "secret_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL, "expires_at" datetime, "revoked_at" datetime, "last_used_at" datetime, CONSTRAINT "fk_operator_tokens_operator" FOREIGN KEY ("operator_id") REFERENCES "operators" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_operator_tokens_token_id" ON "operator_tokens" ("token_id") `);
    await queryRunner.query(
      `CREATE INDEX "idx_operator_tokens_operator_id" ON "operator_tokens" ("operator_id", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "operator_audit_log" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "occurred_at" datetime NOT NULL, "action" varchar(48) NOT NULL, "actor" jsonb, "subject_operator_id" integer, "detail" jsonb NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TRIGGER operator_audit_log_no_update BEFORE UPDATE ON "operator_audit_log"
       BEGIN SELECT RAISE(ABORT, 'operator_audit_log is append-only: UPDATE refused'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER operator_audit_log_no_delete BEFORE DELETE ON "operator_audit_log"
       BEGIN SELECT RAISE(ABORT, 'operator_audit_log is append-only: DELETE refused'); END`,
    );
    await queryRunner.query(
      `CREATE TABLE "status_approvals" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "registration_id" integer NOT NULL, "from_status" varchar(32) NOT NULL, "to_status" varchar(32) NOT NULL, "note" text, "state" varchar(16) NOT NULL, "requested_by" jsonb NOT NULL, "requested_at" datetime NOT NULL, "decided_by" jsonb, "decided_at" datetime, "reason" text, CONSTRAINT "fk_status_approvals_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_status_approvals_registration_id" ON "status_approvals" ("registration_id", "id") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_status_approvals_state" ON "status_approvals" ("state", "id") `);
    await queryRunner.query(`ALTER TABLE "program_events" ADD COLUMN "actor" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "program_events" DROP COLUMN "actor"`);
    await queryRunner.query(`DROP TABLE "status_approvals"`);
    await queryRunner.query(`DROP TRIGGER operator_audit_log_no_delete`);
    await queryRunner.query(`DROP TRIGGER operator_audit_log_no_update`);
    await queryRunner.query(`DROP TABLE "operator_audit_log"`);
    await queryRunner.query(`DROP TABLE "operator_tokens"`);
    await queryRunner.query(`DROP TABLE "operators"`);
  }
}
