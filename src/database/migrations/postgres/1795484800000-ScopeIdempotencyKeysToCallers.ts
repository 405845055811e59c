import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency keys get the caller's namespace (decisions §1.7). Rows written before it are put in the
 * namespace `legacy`, which no caller has: their sender is unknown, so they are never replayed to anyone.
 */
export class ScopeIdempotencyKeysToCallers1795484800000 implements MigrationInterface {
  name = 'ScopeIdempotencyKeysToCallers1795484800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "idempotency_keys" ADD "namespace" character varying(80) NOT NULL DEFAULT 'legacy'`,
    );
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ALTER COLUMN "namespace" DROP DEFAULT`);
    await queryRunner.query(`DROP INDEX "public"."uq_idempotency_keys_scope_key"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_idempotency_keys_namespace_scope_key" ON "idempotency_keys"  ("namespace", "scope", "key") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."uq_idempotency_keys_namespace_scope_key"`);
    // Global keys again: of the callers that used one key, only the newest row is kept.
    await queryRunner.query(
      `DELETE FROM "idempotency_keys" WHERE "id" NOT IN (SELECT MAX("id") FROM "idempotency_keys" GROUP BY "scope", "key")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_idempotency_keys_scope_key" ON "idempotency_keys"  ("scope", "key") `,
    );
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "namespace"`);
  }
}
