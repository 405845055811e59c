import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * References of up to 12 digits (REFERENCE_DIGITS): `PRG-` / `INS-` + 12 digits is 16 characters. Widening a
 * varchar rewrites neither the table nor its indexes. The index on (length, reference) lets the walk that finds the
 * next free reference, and the readiness count, read only the references of one length (a plain range of the unique
 * index interleaves every length: `PRG-1234567` sorts between `PRG-123456` and `PRG-123457`). Building it blocks
 * writes to the table meanwhile (about 6 s per million rows measured): a large table can have it built beforehand
 * with CREATE INDEX CONCURRENTLY under the same name, which this migration then keeps.
 */
export class WidenReferences1795800800000 implements MigrationInterface {
  name = 'WidenReferences1795800800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registrations" ALTER COLUMN "reference" TYPE character varying(16)`);
    await queryRunner.query(`ALTER TABLE "instructions" ALTER COLUMN "instruction_ref" TYPE character varying(16)`);
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_registrations_reference_length" ON "registrations" (length("reference"), "reference")`,
    );
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "idx_instructions_instruction_ref_length" ON "instructions" (length("instruction_ref"), "instruction_ref")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "idx_instructions_instruction_ref_length"`);
    await queryRunner.query(`DROP INDEX "idx_registrations_reference_length"`);
    await queryRunner.query(`ALTER TABLE "instructions" ALTER COLUMN "instruction_ref" TYPE character varying(10)`);
    await queryRunner.query(`ALTER TABLE "registrations" ALTER COLUMN "reference" TYPE character varying(10)`);
  }
}
