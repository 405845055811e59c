import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys get the caller's namespace (decisions §1.7). Rows written before it are put in the
 * namespace `legacy`, which no caller has: their sender is unknown, so they are never replayed to anyone.
 * SQLite cannot add a NOT NULL column without a default, so the table is rebuilt.
 */
export class ScopeIdempotencyKeysToCallers1795484800000 implements MigrationInterface {
  name = 'ScopeIdempotencyKeysToCallers1795484800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_idempotency_keys_scope_key"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_idempotency_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "scope" varchar(32) NOT NULL, "key" varchar(255) NOT NULL, "request_hash" varchar(64) NOT NULL, "response" jsonb NOT NULL, "created_at" datetime NOT NULL, "namespace" varchar(80) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_idempotency_keys"("id", "scope", "key", "request_hash", "response", "created_at", "namespace") SELECT "id", "scope", "key", "request_hash", "response", "created_at", 'legacy' FROM "idempotency_keys"`,
    );
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
    await queryRunner.query(`ALTER TABLE "temporary_idempotency_keys" RENAME TO "idempotency_keys"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_idempotency_keys_namespace_scope_key" ON "idempotency_keys" ("namespace", "scope", "key") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_idempotency_keys_namespace_scope_key"`);
    await queryRunner.query(`ALTER TABLE "idempotency_keys" RENAME TO "temporary_idempotency_keys"`);
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "scope" varchar(32) NOT NULL, "key" varchar(255) NOT NULL, "request_hash" varchar(64) NOT NULL, "response" jsonb NOT NULL, "created_at" datetime NOT NULL)`,
    );
    // Global keys again: of the callers that used one key, only the newest row is kept.
    await queryRunner.query(
      `INSERT INTO "idempotency_keys"("id", "scope", "key", "request_hash", "response", "created_at") SELECT "id", "scope", "key", "request_hash", "response", "created_at" FROM "temporary_idempotency_keys" WHERE "id" IN (SELECT MAX("id") FROM "temporary_idempotency_keys" GROUP BY "scope", "key")`,
    );
    await queryRunner.query(`DROP TABLE "temporary_idempotency_keys"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_idempotency_keys_scope_key" ON "idempotency_keys" ("scope", "key") `,
    );
  }
}
