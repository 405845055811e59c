import { MigrationInterface, QueryRunner } from 'typeorm';

const APPEND_ONLY = ['audit_log_leaves', 'audit_tree_nodes', 'audit_checkpoints'];

/**
 * The Merkle log of program heads and its signed checkpoints. Leaves, tree nodes and checkpoints are append-only
 * like the event record (the database refuses UPDATE, DELETE and TRUNCATE); program heads are the log's cursor,
 * guarded too: never deleted, and moved only forward (a higher seq at a later leaf).
 * The created_at index lets a checkpoint run find the programs that moved since the previous one; the one row of
 * audit_log_scan_state is where the scans stopped (the window's start, the last full sweep, an unfinished sweep).
 */
export class CreateAuditCheckpoints1795800100000 implements MigrationInterface {
  name = 'CreateAuditCheckpoints1795800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log_leaves" ("leaf_index" integer NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL, "head_hash" character varying(64) NOT NULL, "leaf_hash" character varying(64) NOT NULL, CONSTRAINT "pk_audit_log_leaves" PRIMARY KEY ("leaf_index"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_audit_log_leaves_registration_seq" ON "audit_log_leaves" ("registration_id", "seq") `,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_tree_nodes" ("level" integer NOT NULL, "index" integer NOT NULL, "hash" character varying(64) NOT NULL, CONSTRAINT "pk_audit_tree_nodes" PRIMARY KEY ("level", "index"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_program_heads" ("registration_id" integer NOT NULL, "seq" integer NOT NULL, "head_hash" character varying(64) NOT NULL, "leaf_index" integer NOT NULL, CONSTRAINT "pk_audit_program_heads" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_checkpoints" ("id" SERIAL NOT NULL, "tree_size" integer NOT NULL, "root_hash" character varying(64) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "kid" character varying(16) NOT NULL, "signature" character varying(128) NOT NULL, CONSTRAINT "pk_audit_checkpoints" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_audit_checkpoints_tree_size" ON "audit_checkpoints" ("tree_size") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_audit_checkpoints_issued_at" ON "audit_checkpoints" ("issued_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log_scan_state" ("id" integer NOT NULL, "scanned_until" TIMESTAMP WITH TIME ZONE, "swept_at" TIMESTAMP WITH TIME ZONE, "sweep_after_id" integer, "sweep_started_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "pk_audit_log_scan_state" PRIMARY KEY ("id"), CONSTRAINT "chk_audit_log_scan_state_one_row" CHECK ("id" = 1))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_program_events_created_at" ON "program_events" ("created_at") `);
    await queryRunner.query(
      `CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION audit_program_heads_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' THEN
           IF NEW.registration_id = OLD.registration_id AND NEW.seq > OLD.seq AND NEW.leaf_index > OLD.leaf_index THEN
             RETURN NEW;
           END IF;
         END IF;
         RAISE EXCEPTION 'audit_program_heads only moves forward: % refused', TG_OP
           USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_program_heads_forward_only BEFORE UPDATE OR DELETE ON "audit_program_heads"
       FOR EACH ROW EXECUTE FUNCTION audit_program_heads_forward_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_program_heads_no_truncate BEFORE TRUNCATE ON "audit_program_heads"
       FOR EACH STATEMENT EXECUTE FUNCTION audit_program_heads_forward_only()`,
    );
    for (const table of APPEND_ONLY) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_update_delete BEFORE UPDATE OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON "${table}"
         FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...APPEND_ONLY].reverse()) {
      await queryRunner.query(`DROP TRIGGER ${table}_no_truncate ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER ${table}_no_update_delete ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION audit_log_append_only()`);
    await queryRunner.query(`DROP TRIGGER audit_program_heads_no_truncate ON "audit_program_heads"`);
    await queryRunner.query(`DROP TRIGGER audit_program_heads_forward_only ON "audit_program_heads"`);
    await queryRunner.query(`DROP FUNCTION audit_program_heads_forward_only()`);
    await queryRunner.query(`DROP INDEX "public"."idx_program_events_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."idx_audit_checkpoints_issued_at"`);
    await queryRunner.query(`DROP INDEX "public"."uq_audit_checkpoints_tree_size"`);
    await queryRunner.query(`DROP TABLE "audit_log_scan_state"`);
    await queryRunner.query(`DROP TABLE "audit_checkpoints"`);
    await queryRunner.query(`DROP TABLE "audit_program_heads"`);
    await queryRunner.query(`DROP TABLE "audit_tree_nodes"`);
    await queryRunner.query(`DROP INDEX "public"."idx_audit_log_leaves_registration_seq"`);
    await queryRunner.query(`DROP TABLE "audit_log_leaves"`);
  }
}
