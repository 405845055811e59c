import { MigrationInterface, QueryRunner } from 'typeorm';

const DELTA = `INSERT INTO "tally_deltas" ("measure", "partner_slug", "status", "delta")`;

/** The trigger bodies, by trigger: each appends the deltas of one kind of row change. */
const TRIGGERS: Record<string, string> = {
  registrations_tally_added: `AFTER INSERT ON "registrations" BEGIN
      ${DELTA} VALUES ('registrations', COALESCE(NEW."partner_slug", ''), NEW."status", 1);
    END`,
  registrations_tally_removed: `AFTER DELETE ON "registrations" BEGIN
      ${DELTA} VALUES ('registrations', COALESCE(OLD."partner_slug", ''), OLD."status", -1);
    END`,
  registrations_tally_moved: `AFTER UPDATE OF "status", "partner_slug" ON "registrations"
    WHEN OLD."status" IS NOT NEW."status" OR OLD."partner_slug" IS NOT NEW."partner_slug" BEGIN
      ${DELTA} VALUES ('registrations', COALESCE(OLD."partner_slug", ''), OLD."status", -1);
      ${DELTA} VALUES ('registrations', COALESCE(NEW."partner_slug", ''), NEW."status", 1);
      ${DELTA} SELECT 'instructions', COALESCE(OLD."partner_slug", ''), "status", -COUNT(*) FROM "instructions"
        WHERE "registration_id" = OLD."id" AND OLD."partner_slug" IS NOT NEW."partner_slug" GROUP BY "status";
      ${DELTA} SELECT 'instructions', COALESCE(NEW."partner_slug", ''), "status", COUNT(*) FROM "instructions"
        WHERE "registration_id" = NEW."id" AND OLD."partner_slug" IS NOT NEW."partner_slug" GROUP BY "status";
    END`,
  instructions_tally_added: `AFTER INSERT ON "instructions" BEGIN
      ${DELTA} SELECT 'instructions', COALESCE("partner_slug", ''), NEW."status", 1 FROM "registrations"
        WHERE "id" = NEW."registration_id";
    END`,
  instructions_tally_removed: `AFTER DELETE ON "instructions" BEGIN
      ${DELTA} SELECT 'instructions', COALESCE("partner_slug", ''), OLD."status", -1 FROM "registrations"
        WHERE "id" = OLD."registration_id";
    END`,
  instructions_tally_moved: `AFTER UPDATE OF "status", "registration_id" ON "instructions"
    WHEN OLD."status" IS NOT NEW."status" OR OLD."registration_id" IS NOT NEW."registration_id" BEGIN
      ${DELTA} SELECT 'instructions', COALESCE("partner_slug", ''), OLD."status", -1 FROM "registrations"
        WHERE "id" = OLD."registration_id";
      ${DELTA} SELECT 'instructions', COALESCE("partner_slug", ''), NEW."status", 1 FROM "registrations"
        WHERE "id" = NEW."registration_id";
    END`,
  program_events_tally_added: `AFTER INSERT ON "program_events" BEGIN
      ${DELTA} VALUES ('events', '', '', 1);
    END`,
};

/**
 * Maintained counts (TalliesRepository): programs and handoff records per partner and status, events in all. The
 * database keeps them: triggers append a delta to `tally_deltas` in the writing transaction, so no write path can
 * forget one and a rollback takes it back; the service folds the deltas into `tallies` every second.
 * A later migration that rebuilds `registrations`, `instructions` or `program_events` must create their triggers
 * again (test/integration/tallies.spec.ts fails otherwise).
 */
export class AddTallies1795800900000 implements MigrationInterface {
  name = 'AddTallies1795800900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tallies" ("measure" varchar(32) NOT NULL, "partner_slug" varchar(64) NOT NULL, "status" varchar(32) NOT NULL, "value" bigint NOT NULL, PRIMARY KEY ("measure", "partner_slug", "status"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "tally_deltas" ("measure" varchar(32) NOT NULL, "partner_slug" varchar(64) NOT NULL, "status" varchar(32) NOT NULL, "delta" integer NOT NULL)`,
    );
    for (const [name, body] of Object.entries(TRIGGERS)) {
      await queryRunner.query(`CREATE TRIGGER "${name}" ${body}`);
    }
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
    for (const name of Object.keys(TRIGGERS).reverse()) {
      await queryRunner.query(`DROP TRIGGER "${name}"`);
    }
    await queryRunner.query(`DROP TABLE "tally_deltas"`);
    await queryRunner.query(`DROP TABLE "tallies"`);
  }
}
