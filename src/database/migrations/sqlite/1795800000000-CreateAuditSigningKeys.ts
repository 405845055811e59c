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
      `CREATE TABLE "audit_signing_keys" ("kid" varchar(16) PRIMARY KEY NOT NULL, "public_key" text NOT NULL, "private_key" text, "not_before" datetime NOT NULL, "not_after" datetime)`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_signing_keys_no_rewrite BEFORE UPDATE ON "audit_signing_keys"
       WHEN NOT (NEW.kid = OLD.kid AND NEW.public_key = OLD.public_key AND NEW.not_before = OLD.not_before
                 AND (NEW.private_key IS OLD.private_key OR NEW.private_key IS NULL)
                 AND ((OLD.not_after IS NULL AND NEW.not_after IS NOT NULL)
                      OR (OLD.not_after IS NOT NULL AND NEW.not_after = OLD.not_after
                          AND OLD.private_key IS NOT NULL AND NEW.private_key IS NULL)))
       BEGIN SELECT RAISE(ABORT, 'audit_signing_keys: only retiring a current key is allowed, UPDATE refused'); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER audit_signing_keys_no_delete BEFORE DELETE ON "audit_signing_keys"
       BEGIN SELECT RAISE(ABORT, 'audit_signing_keys: only retiring a current key is allowed, DELETE refused'); END`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER audit_signing_keys_no_delete`);
    await queryRunner.query(`DROP TRIGGER audit_signing_keys_no_rewrite`);
    await queryRunner.query(`DROP TABLE "audit_signing_keys"`);
  }
}
