import { MigrationInterface, QueryRunner } from 'typeorm';

const APPEND_ONLY = ['audit_log_leaves', 'audit_tree_nodes', 'audit_checkpoints'];

/**
 * The Merkle log of program heads and its signed checkpoints. Leaves, tree nodes and checkpoints are append-only
 * like the event record (the database refuses UPDATE and DELETE; SQLite has no TRUNCATE); program heads are the
 * log's cursor, guarded too: never deleted, and moved only forward (a higher seq at a later leaf).
 * The created_at index lets a checkpoint run find the programs that moved since the previous one; the one row of
 * audit_log_scan_state is where the scans stopped (the window's start, the last full sweep, an unfinished sweep).
 * A later migration that rebuilds one of these tables must create its triggers again.
 */
export class CreateAuditCheckpoints1795800100000 implements MigrationInterface {
  name = 'CreateAuditCheckpoints1795800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log_leaves" ("leaf_index" integer NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL, "head_hash" varchar(64) NOT NULL, "leaf_hash" varchar(64) NOT NULL, CONSTRAINT "pk_audit_log_leaves" PRIMARY KEY ("leaf_index"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_audit_log_leaves_registration_seq" ON "audit_log_leaves" ("registration_id", "seq") `,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_tree_nodes" ("level" integer NOT NULL, "index" integer NOT NULL, "hash" varchar(64) NOT NULL, CONSTRAINT "pk_audit_tree_nodes" PRIMARY KEY ("level", "index"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_program_heads" ("registration_id" integer NOT NULL, "seq" integer NOT NULL, "head_hash" varchar(64) NOT NULL, "leaf_index" integer NOT NULL, CONSTRAINT "pk_audit_program_heads" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_checkpoints" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "tree_size" integer NOT NULL, "root_hash" varchar(64) NOT NULL, "issued_at" datetime NOT NULL, "kid" varchar(16) NOT NULL, "signature" varchar(128) NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_audit_checkpoints_tree_size" ON "audit_checkpoints" ("tree_size") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_audit_checkpoints_issued_at" ON "audit_checkpoints" ("issued_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "audit_log_scan_state" ("id" integer NOT NULL, "scanned_until" datetime, "swept_at" datetime, "sweep_after_id" integer, "sweep_started_at" datetime, CONSTRAINT "pk_audit_log_scan_state" PRIMARY KEY ("id"), CONSTRAINT "chk_audit_log_scan_state_one_row" CHECK ("id" = 1))`,
    );
    await queryRunner.query(`CREATE INDEX "idx_program_events_created_at" ON "program_events" ("created_at") `);
    await queryRunner.query(
      `CREATE TRIGGER audit_program_heads_forward_only BEFORE UPDATE ON "audit_program_heads"
       WHEN NOT (NEW.registration_id = OLD.registration_id AND NEW.seq > OLD.seq AND NEW.leaf_index > OLD.leaf_index)
       BEGIN SELECT RAISE(ABORT, 'audit_program_heads only moves forward: UPDATE refused'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_program_heads_no_delete BEFORE DELETE ON "audit_program_heads"
       BEGIN SELECT RAISE(ABORT, 'audit_program_heads only moves forward: DELETE refused'); END`,
    );
    for (const table of APPEND_ONLY) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_update BEFORE UPDATE ON "${table}"
         BEGIN SELECT RAISE(ABORT, '${table} is append-only: UPDATE refused'); END`,
      );
      await queryRunner.query(
        `CREATE TRIGGER ${table}_no_delete BEFORE DELETE ON "${table}"
         BEGIN SELECT RAISE(ABORT, '${table} is append-only: DELETE refused'); END`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...APPEND_ONLY].reverse()) {
      await queryRunner.query(`DROP TRIGGER ${table}_no_delete`);
      await queryRunner.query(`DROP TRIGGER ${table}_no_update`);
    }
    await queryRunner.query(`DROP TRIGGER audit_program_heads_no_delete`);
    await queryRunner.query(`DROP TRIGGER audit_program_heads_forward_only`);
    await queryRunner.query(`DROP INDEX "idx_program_events_created_at"`);
    await queryRunner.query(`DROP INDEX "idx_audit_checkpoints_issued_at"`);
    await queryRunner.query(`DROP INDEX "uq_audit_checkpoints_tree_size"`);
    await queryRunner.query(`DROP TABLE "audit_log_scan_state"`);
    await queryRunner.query(`DROP TABLE "audit_checkpoints"`);
    await queryRunner.query(`DROP TABLE "audit_program_heads"`);
    await queryRunner.query(`DROP TABLE "audit_tree_nodes"`);
    await queryRunner.query(`DROP INDEX "idx_audit_log_leaves_registration_seq"`);
    await queryRunner.query(`DROP TABLE "audit_log_leaves"`);
  }
}
