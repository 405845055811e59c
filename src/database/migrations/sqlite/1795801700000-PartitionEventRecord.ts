import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * SQLite's half of PostgreSQL's PartitionEventRecord: nothing is partitioned here (one file, one writer), but the
 * schema both dialects share moves with it so that one code path serves both.
 * - `program_chain_heads`: one row per program, moved by a BEFORE INSERT trigger that refuses an event unless it
 *   extends the head (seq = head + 1 and prev_hash = the head's hash); every append reads its head there.
 * - `webhook_deliveries.event_created_at`: the announced event's `created_at`, which PostgreSQL's foreign key needs.
 * The unique (registration_id, seq) and (delivery_id, number) indexes stay.
 */
export class PartitionEventRecord1795801700000 implements MigrationInterface {
  name = 'PartitionEventRecord1795801700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "program_chain_heads" ("registration_id" integer PRIMARY KEY NOT NULL, "seq" integer NOT NULL,
        "hash" varchar(64) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "program_chain_heads" ("registration_id", "seq", "hash")
       SELECT "e"."registration_id", "e"."seq", "e"."hash"
       FROM "program_events" "e"
       WHERE "e"."seq" = (SELECT MAX("seq") FROM "program_events" WHERE "registration_id" = "e"."registration_id")`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "program_events_extend_chain" BEFORE INSERT ON "program_events" BEGIN
         SELECT RAISE(ABORT, 'program_events: an event that does not extend its chain is refused')
         WHERE NEW."seq" IS NOT COALESCE((SELECT "seq" FROM "program_chain_heads" WHERE "registration_id" = NEW."registration_id"), 0) + 1
           OR (NEW."seq" > 1 AND NEW."prev_hash" IS NOT (SELECT "hash" FROM "program_chain_heads" WHERE "registration_id" = NEW."registration_id"))
           OR (NEW."seq" = 1 AND NEW."prev_hash" IS NOT '${'0'.repeat(64)}');
         INSERT INTO "program_chain_heads" ("registration_id", "seq", "hash")
           VALUES (NEW."registration_id", NEW."seq", NEW."hash")
           ON CONFLICT ("registration_id") DO UPDATE SET "seq" = excluded."seq", "hash" = excluded."hash";
       END`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD COLUMN "event_created_at" datetime`);
    await queryRunner.query(
      `UPDATE "webhook_deliveries" SET "event_created_at" =
         (SELECT "created_at" FROM "program_events" WHERE "id" = "webhook_deliveries"."event_id")
       WHERE "event_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "event_created_at"`);
    await queryRunner.query(`DROP TRIGGER "program_events_extend_chain"`);
    await queryRunner.query(`DROP TABLE "program_chain_heads"`);
  }
}
