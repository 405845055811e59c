import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A note changes once, by its erasure: text and salt blanked and erased_at set, nothing else. Neither DELETE nor
 * TRUNCATE: an event's commitment must keep a note to open (or to show erased).
 */
const ERASE_ONLY_FUNCTION = `CREATE FUNCTION program_notes_erase_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'UPDATE' AND OLD."erased_at" IS NULL AND NEW."erased_at" IS NOT NULL
       AND NEW."text" IS NULL AND NEW."salt" IS NULL
       AND NEW."id" = OLD."id" AND NEW."registration_id" = OLD."registration_id"
       AND NEW."commitment" IS NOT DISTINCT FROM OLD."commitment" AND NEW."created_at" = OLD."created_at" THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'program_notes changes only by erasure: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
  END $$`;

/**
 * Operators' free text leaves the hashed event record (issue 18): `program_notes` holds it, new events are
 * hash version 2 and refer to a note by id and commitment. The status notes and rejection reasons events already
 * hold inline (hash version 1) move there too, each row keeping `{"note_id": …}` in its place; their hash still
 * covers the text, which the exports put back (hashedPayloadOf) until it is erased. The append-only guard is
 * lifted for that one UPDATE, inside this migration's transaction, and put back exactly as it was.
 */
export class MoveNotesOutOfEvents1795800200000 implements MigrationInterface {
  name = 'MoveNotesOutOfEvents1795800200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "program_notes" ("id" uuid NOT NULL, "registration_id" integer NOT NULL, "salt" character(64), "text" text, "commitment" character(64), "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "erased_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "pk_program_notes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_program_notes_registration_id" ON "program_notes"  ("registration_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "program_notes" ADD CONSTRAINT "fk_program_notes_registration" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(ERASE_ONLY_FUNCTION);
    await queryRunner.query(
      `CREATE TRIGGER program_notes_erase_only BEFORE UPDATE OR DELETE ON "program_notes"
       FOR EACH ROW EXECUTE FUNCTION program_notes_erase_only()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER program_notes_no_truncate BEFORE TRUNCATE ON "program_notes"
       FOR EACH STATEMENT EXECUTE FUNCTION program_notes_erase_only()`,
    );
    await queryRunner.query(`ALTER TABLE "program_events" ADD "hash_version" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`DROP TRIGGER program_events_no_update_delete ON "program_events"`);
    // `moved` is referenced twice, so it is computed once: each note keeps the one id its event refers to.
    await queryRunner.query(
      `WITH "moved" AS (
         SELECT "e"."id" AS "event_id", "e"."registration_id", "e"."created_at", "f"."field",
                "e"."payload" ->> "f"."field" AS "text", gen_random_uuid() AS "note_id"
         FROM "program_events" "e"
         JOIN (VALUES ('program.status_changed', 'note'), ('program.approval_rejected', 'reason'))
           AS "f"("event_type", "field") ON "f"."event_type" = "e"."event_type"
         WHERE "e"."hash_version" = 1 AND jsonb_typeof("e"."payload" -> "f"."field") = 'string'
       ), "notes" AS (
         INSERT INTO "program_notes" ("id", "registration_id", "salt", "text", "commitment", "created_at", "erased_at")
         SELECT "note_id", "registration_id", NULL, "text", NULL, "created_at", NULL FROM "moved"
       )
       UPDATE "program_events" "e"
       SET "payload" = jsonb_set("e"."payload", ARRAY["m"."field"], jsonb_build_object('note_id', "m"."note_id"::text))
       FROM "moved" "m" WHERE "e"."id" = "m"."event_id"`,
    );
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_update_delete BEFORE UPDATE OR DELETE ON "program_events"
       FOR EACH ROW EXECUTE FUNCTION program_events_append_only()`,
    );
  }

  /**
   * Puts every moved text back inline and drops the table. Refused once anything depends on it: a version-2 event's
   * hash covers its note reference and "hash_version", and an erased legacy note's text cannot come back.
   */
  public async down(queryRunner: QueryRunner): Promise<void> {
    const [{ v2_events, erased_notes }] = (await queryRunner.query(
      `SELECT (SELECT COUNT(*) FROM "program_events" WHERE "hash_version" = 2) AS "v2_events",
              (SELECT COUNT(*) FROM "program_notes" WHERE "erased_at" IS NOT NULL OR "text" IS NULL) AS "erased_notes"`,
    )) as Array<{ v2_events: string; erased_notes: string }>;
    refuseIrreversible(Number(v2_events), Number(erased_notes));
    await queryRunner.query(`DROP TRIGGER program_events_no_update_delete ON "program_events"`);
    await queryRunner.query(
      `UPDATE "program_events" "e"
       SET "payload" = jsonb_set("e"."payload", ARRAY["f"."field"], to_jsonb("n"."text"))
       FROM (VALUES ('program.status_changed', 'note'), ('program.approval_rejected', 'reason'))
         AS "f"("event_type", "field"), "program_notes" "n"
       WHERE "f"."event_type" = "e"."event_type" AND "e"."hash_version" = 1 AND "n"."text" IS NOT NULL
         AND "n"."id"::text = "e"."payload" -> "f"."field" ->> 'note_id'`,
    );
    await queryRunner.query(
      `CREATE TRIGGER program_events_no_update_delete BEFORE UPDATE OR DELETE ON "program_events"
       FOR EACH ROW EXECUTE FUNCTION program_events_append_only()`,
    );
    await queryRunner.query(`ALTER TABLE "program_events" DROP COLUMN "hash_version"`);
    await queryRunner.query(`DROP TRIGGER program_notes_no_truncate ON "program_notes"`);
    await queryRunner.query(`DROP TRIGGER program_notes_erase_only ON "program_notes"`);
    await queryRunner.query(`DROP FUNCTION program_notes_erase_only()`);
    await queryRunner.query(`ALTER TABLE "program_notes" DROP CONSTRAINT "fk_program_notes_registration"`);
    await queryRunner.query(`DROP INDEX "public"."idx_program_notes_registration_id"`);
    await queryRunner.query(`DROP TABLE "program_notes"`);
  }
}

/** Thrown before any change (the migration's transaction is left untouched). */
function refuseIrreversible(v2Events: number, erasedNotes: number): void {
  if (v2Events > 0 || erasedNotes > 0) {
    throw new Error(
      `MoveNotesOutOfEvents cannot be reverted: ${v2Events} program_events rows have hash_version 2 (their hashes ` +
        `cover note references) and ${erasedNotes} program notes are erased (their texts cannot be put back)`,
    );
  }
}
