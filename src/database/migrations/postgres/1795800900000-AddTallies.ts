import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Maintained counts (TalliesRepository): programs and handoff records per partner and status, events in all. The
 * database keeps them: row triggers append a delta to `tally_deltas` in the writing transaction, so no write path can
 * forget one and a rollback takes it back; appending never waits on another writer, as an UPDATE of a shared counter
 * row would. The service folds the deltas into `tallies` every second. The triggers are created before the backfill:
 * creating them locks the three tables against writes until this migration commits, so nothing is counted twice or
 * missed. The backfill reads each table once (about a second per million rows on the bench machine).
 */
export class AddTallies1795800900000 implements MigrationInterface {
  name = 'AddTallies1795800900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tallies" ("measure" character varying(32) NOT NULL, "partner_slug" character varying(64) NOT NULL, "status" character varying(32) NOT NULL, "value" bigint NOT NULL, CONSTRAINT "PK_c6dc1a70084d37b981ad5a1017b" PRIMARY KEY ("measure", "partner_slug", "status"))`,
    );
    // No key: rows are only ever appended, read in sums and deleted all together by the fold.
    await queryRunner.query(
      `CREATE TABLE "tally_deltas" ("measure" character varying(32) NOT NULL, "partner_slug" character varying(64) NOT NULL, "status" character varying(32) NOT NULL, "delta" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "tally_registration_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' THEN
           INSERT INTO "tally_deltas" VALUES ('registrations', COALESCE(OLD."partner_slug", ''), OLD."status", -1);
         END IF;
         IF TG_OP <> 'DELETE' THEN
           INSERT INTO "tally_deltas" VALUES ('registrations', COALESCE(NEW."partner_slug", ''), NEW."status", 1);
         END IF;
         IF TG_OP = 'UPDATE' AND OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug" THEN
           -- The program's handoff records count under its partner: they move with it.
           INSERT INTO "tally_deltas"
             SELECT 'instructions', COALESCE(OLD."partner_slug", ''), "status", -COUNT(*)
               FROM "instructions" WHERE "registration_id" = OLD."id" GROUP BY "status"
             UNION ALL
             SELECT 'instructions', COALESCE(NEW."partner_slug", ''), "status", COUNT(*)
               FROM "instructions" WHERE "registration_id" = NEW."id" GROUP BY "status";
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "tally_instruction_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' THEN
           INSERT INTO "tally_deltas"
             SELECT 'instructions', COALESCE("partner_slug", ''), OLD."status", -1
               FROM "registrations" WHERE "id" = OLD."registration_id";
         END IF;
         IF TG_OP <> 'DELETE' THEN
           INSERT INTO "tally_deltas"
             SELECT 'instructions', COALESCE("partner_slug", ''), NEW."status", 1
               FROM "registrations" WHERE "id" = NEW."registration_id";
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "tally_event_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         INSERT INTO "tally_deltas" VALUES ('events', '', '', 1);
         RETURN NULL;
       END $$`,
    );
    for (const table of ['registrations', 'instructions']) {
      const change = table === 'registrations' ? 'tally_registration_change' : 'tally_instruction_change';
      const moved =
        table === 'registrations'
          ? `OLD."status" IS DISTINCT FROM NEW."status" OR OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug"`
          : `OLD."status" IS DISTINCT FROM NEW."status" OR OLD."registration_id" IS DISTINCT FROM NEW."registration_id"`;
      const columns = table === 'registrations' ? `"status", "partner_slug"` : `"status", "registration_id"`;
      await queryRunner.query(
        `CREATE TRIGGER "${table}_tally_added_removed" AFTER INSERT OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION "${change}"()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_tally_moved" AFTER UPDATE OF ${columns} ON "${table}"
         FOR EACH ROW WHEN (${moved}) EXECUTE FUNCTION "${change}"()`,
      );
    }
    await queryRunner.query(
      `CREATE TRIGGER "program_events_tally_added" AFTER INSERT ON "program_events"
       FOR EACH ROW EXECUTE FUNCTION "tally_event_insert"()`,
    );
    await queryRunner.query(
      `INSERT INTO "tallies" ("measure", "partner_slug", "status", "value")
       SELECT 'registrations', COALESCE("partner_slug", ''), "status", COUNT(*) FROM "registrations" GROUP BY 2, 3`,
    );
    await queryRunner.query(
      `INSERT INTO "tallies" ("measure", "partner_slug", "status", "value")
       SELECT 'instructions', COALESCE("r"."partner_slug", ''), "i"."status", COUNT(*)
         FROM "instructions" "i" JOIN "registrations" "r" ON "r"."id" = "i"."registration_id" GROUP BY 2, 3`,
    );
    await queryRunner.query(
      `INSERT INTO "tallies" ("measure", "partner_slug", "status", "value")
       SELECT 'events', '', '', COUNT(*) FROM "program_events"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "program_events_tally_added" ON "program_events"`);
    for (const table of ['instructions', 'registrations']) {
      await queryRunner.query(`DROP TRIGGER "${table}_tally_moved" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_tally_added_removed" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "tally_event_insert"()`);
    await queryRunner.query(`DROP FUNCTION "tally_instruction_change"()`);
    await queryRunner.query(`DROP FUNCTION "tally_registration_change"()`);
    await queryRunner.query(`DROP TABLE "tally_deltas"`);
    await queryRunner.query(`DROP TABLE "tallies"`);
  }
}
