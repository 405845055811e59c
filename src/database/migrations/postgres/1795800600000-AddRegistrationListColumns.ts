import { MigrationInterface, QueryRunner } from 'typeorm';

const OLD_INDEXES = [
  'idx_registrations_created_at',
  'idx_registrations_status_created_at',
  'idx_registrations_partner_created_at',
  'idx_registrations_corridor_created_at',
  'idx_registrations_settlement_created_at',
];

/**
 * Keyset lists over registrations: the figure columns the lists filter on (`document_count`, `checklist_done`, kept
 * by the writes from now on and backfilled here), and an index per filter ending in the order `(created_at, id)`.
 * The old indexes go first so that the backfill does not maintain them. On a large book the backfill rewrites every
 * row with a done checklist item and the indexes are built while the table is locked for writes: run it in a
 * maintenance window (about a minute per million registrations on the bench machine).
 */
export class AddRegistrationListColumns1795800600000 implements MigrationInterface {
  name = 'AddRegistrationListColumns1795800600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "registrations" ADD "document_count" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`ALTER TABLE "registrations" ADD "checklist_done" integer NOT NULL DEFAULT 0`);
    for (const name of OLD_INDEXES) {
      await queryRunner.query(`DROP INDEX "public"."${name}"`);
    }
    await queryRunner.query(
      `UPDATE "registrations" "r" SET "document_count" = "d"."count"
       FROM (SELECT "registration_id", COUNT(*) AS "count" FROM "documents" GROUP BY "registration_id") "d"
       WHERE "d"."registration_id" = "r"."id"`,
    );
    await queryRunner.query(
      `UPDATE "registrations" "r" SET "checklist_done" = "c"."count"
       FROM (SELECT "registration_id", COUNT(*) AS "count" FROM "checklist_items" WHERE "done"
             GROUP BY "registration_id") "c"
       WHERE "c"."registration_id" = "r"."id"`,
    );
    await queryRunner.query(`CREATE INDEX "idx_registrations_keyset" ON "registrations" ("created_at", "id") `);
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_status_keyset" ON "registrations" ("status", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_partner_keyset" ON "registrations" ("partner_slug", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_corridor_keyset" ON "registrations" ("corridor", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_settlement_keyset" ON "registrations" ("settlement_path", "created_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_with_documents_keyset" ON "registrations" ("created_at", "id") WHERE "document_count" > 0`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_without_documents_keyset" ON "registrations" ("created_at", "id") WHERE "document_count" = 0`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const suffix of ['without_documents', 'with_documents', 'settlement', 'corridor', 'partner', 'status']) {
      await queryRunner.query(`DROP INDEX "public"."idx_registrations_${suffix}_keyset"`);
    }
    await queryRunner.query(`DROP INDEX "public"."idx_registrations_keyset"`);
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_settlement_created_at" ON "registrations" ("settlement_path", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_corridor_created_at" ON "registrations" ("corridor", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_partner_created_at" ON "registrations" ("partner_slug", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_registrations_status_created_at" ON "registrations" ("status", "created_at") `,
    );
    await queryRunner.query(`CREATE INDEX "idx_registrations_created_at" ON "registrations" ("created_at") `);
    await queryRunner.query(`ALTER TABLE "registrations" DROP COLUMN "checklist_done"`);
    await queryRunner.query(`ALTER TABLE "registrations" DROP COLUMN "document_count"`);
  }
}
