import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Ed25519 keys that sign audit checkpoints and bundle heads. A key is never deleted; only its `not_after` is ever
 * set, once, and a retired key's private part may be dropped (set to NULL): the database refuses anything else, so a
 * published validity cannot be rewritten.
 */
export class CreateAuditSigningKeys1795800000000 implements MigrationInterface {
  name = 'CreateAuditSigningKeys1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_signing_keys" ("kid" character varying(16) NOT NULL, "public_key" text NOT NULL, "private_key" text, "not_before" TIMESTAMP WITH TIME ZONE NOT NULL, "not_after" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_a79a2f3b79ed1d18dfd7d801fe0" PRIMARY KEY ("kid"))`,
    );
    await queryRunner.query(
      `CREATE FUNCTION audit_signing_keys_retire_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'UPDATE' AND NEW.kid = OLD.kid AND NEW.public_key = OLD.public_key
            AND NEW.not_before = OLD.not_before
            AND (NEW.private_key IS NOT DISTINCT FROM OLD.private_key OR NEW.private_key IS NULL)
            AND ((OLD.not_after IS NULL AND NEW.not_after IS NOT NULL)
                 OR (OLD.not_after IS NOT NULL AND NEW.not_after = OLD.not_after
                     AND OLD.private_key IS NOT NULL AND NEW.private_key IS NULL)) THEN
           RETURN NEW;
         END IF;
         RAISE EXCEPTION 'audit_signing_keys: only retiring a current key is allowed, % refused', TG_OP
           USING ERRCODE = 'insufficient_privilege';
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_signing_keys_no_rewrite BEFORE UPDATE OR DELETE ON "audit_signing_keys"
       FOR EACH ROW EXECUTE FUNCTION audit_signing_keys_retire_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_signing_keys_no_truncate BEFORE TRUNCATE ON "audit_signing_keys"
       FOR EACH STATEMENT EXECUTE FUNCTION audit_signing_keys_retire_only()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_signing_keys_no_truncate ON "audit_signing_keys"`);
    await queryRunner.query(`DROP TRIGGER audit_signing_keys_no_rewrite ON "audit_signing_keys"`);
    await queryRunner.query(`DROP FUNCTION audit_signing_keys_retire_only()`);
    await queryRunner.query(`DROP TABLE "audit_signing_keys"`);
  }
}
