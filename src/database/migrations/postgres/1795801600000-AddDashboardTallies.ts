import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The console dashboard's figures as tallies (see AddTallies): programs taken in per day (UTC), programs per number of
 * checklist items done, approvals with the seconds each took from intake, and webhook deliveries per status. The
 * program's deltas are appended in one statement with the ones AddTallies keeps, so an intake still runs one trigger.
 * Approvals before this migration are counted from the programs approved now, timed by their last update.
 */
export class AddDashboardTallies1795801600000 implements MigrationInterface {
  name = 'AddDashboardTallies1795801600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "tally_registration_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP = 'INSERT' THEN
           INSERT INTO "tally_deltas" VALUES
             ('registrations', COALESCE(NEW."partner_slug", ''), NEW."status", 1),
             ('intake_days', COALESCE(NEW."partner_slug", ''), to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 1),
             ('checklist_done', COALESCE(NEW."partner_slug", ''), NEW."checklist_done"::text, 1);
           RETURN NULL;
         END IF;
         IF TG_OP = 'DELETE' THEN
           INSERT INTO "tally_deltas" VALUES
             ('registrations', COALESCE(OLD."partner_slug", ''), OLD."status", -1),
             ('intake_days', COALESCE(OLD."partner_slug", ''), to_char(OLD."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), -1),
             ('checklist_done', COALESCE(OLD."partner_slug", ''), OLD."checklist_done"::text, -1);
           RETURN NULL;
         END IF;
         INSERT INTO "tally_deltas"
           SELECT * FROM (VALUES
             ('registrations', COALESCE(OLD."partner_slug", ''), OLD."status", -1),
             ('registrations', COALESCE(NEW."partner_slug", ''), NEW."status", 1),
             ('checklist_done', COALESCE(OLD."partner_slug", ''), OLD."checklist_done"::text, -1),
             ('checklist_done', COALESCE(NEW."partner_slug", ''), NEW."checklist_done"::text, 1),
             ('intake_days', COALESCE(OLD."partner_slug", ''), to_char(OLD."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), -1),
             ('intake_days', COALESCE(NEW."partner_slug", ''), to_char(NEW."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), 1),
             ('approvals', COALESCE(NEW."partner_slug", ''), '', 1),
             ('approval_seconds', COALESCE(NEW."partner_slug", ''), '',
               GREATEST(0, EXTRACT(EPOCH FROM NEW."updated_at" - NEW."created_at"))::integer)
           ) AS "change" ("measure", "partner_slug", "status", "delta")
           WHERE CASE "change"."measure"
             WHEN 'registrations' THEN OLD."status" IS DISTINCT FROM NEW."status"
               OR OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug"
             WHEN 'checklist_done' THEN OLD."checklist_done" IS DISTINCT FROM NEW."checklist_done"
               OR OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug"
             WHEN 'intake_days' THEN OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug"
             ELSE NEW."status" = 'approved' AND OLD."status" IS DISTINCT FROM 'approved'
           END;
         IF OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug" THEN
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
    await queryRunner.query(`DROP TRIGGER "registrations_tally_moved" ON "registrations"`);
    await queryRunner.query(
      `CREATE TRIGGER "registrations_tally_moved" AFTER UPDATE OF "status", "partner_slug", "checklist_done"
       ON "registrations" FOR EACH ROW
       WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug"
         OR OLD."checklist_done" IS DISTINCT FROM NEW."checklist_done")
       EXECUTE FUNCTION "tally_registration_change"()`,
    );
    await queryRunner.query(
      `CREATE FUNCTION "tally_delivery_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' THEN
           INSERT INTO "tally_deltas" VALUES ('deliveries', '', OLD."status", -1);
         END IF;
         IF TG_OP <> 'DELETE' THEN
           INSERT INTO "tally_deltas" VALUES ('deliveries', '', NEW."status", 1);
         END IF;
         RETURN NULL;
       END $$`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "webhook_deliveries_tally_added_removed" AFTER INSERT OR DELETE ON "webhook_deliveries"
       FOR EACH ROW EXECUTE FUNCTION "tally_delivery_change"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "webhook_deliveries_tally_moved" AFTER UPDATE OF "status" ON "webhook_deliveries"
       FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "tally_delivery_change"()`,
    );
    await queryRunner.query(
      `INSERT INTO "tallies" ("measure", "partner_slug", "status", "value")
       SELECT 'intake_days', COALESCE("partner_slug", ''), to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD'), COUNT(*)
         FROM "registrations" GROUP BY 2, 3
       UNION ALL
       SELECT 'checklist_done', COALESCE("partner_slug", ''), "checklist_done"::text, COUNT(*)
         FROM "registrations" GROUP BY 2, 3
       UNION ALL
       SELECT 'approvals', COALESCE("partner_slug", ''), '', COUNT(*)
         FROM "registrations" WHERE "status" = 'approved' GROUP BY 2
       UNION ALL
       SELECT 'approval_seconds', COALESCE("partner_slug", ''), '',
              SUM(GREATEST(0, EXTRACT(EPOCH FROM "updated_at" - "created_at"))::bigint)
         FROM "registrations" WHERE "status" = 'approved' GROUP BY 2
       UNION ALL
       SELECT 'deliveries', '', "status", COUNT(*) FROM "webhook_deliveries" GROUP BY 3`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "webhook_deliveries_tally_moved" ON "webhook_deliveries"`);
    await queryRunner.query(`DROP TRIGGER "webhook_deliveries_tally_added_removed" ON "webhook_deliveries"`);
    await queryRunner.query(`DROP FUNCTION "tally_delivery_change"()`);
    await queryRunner.query(
      `DELETE FROM "tally_deltas" WHERE "measure" IN ('intake_days', 'checklist_done', 'approvals', 'approval_seconds', 'deliveries')`,
    );
    await queryRunner.query(
      `DELETE FROM "tallies" WHERE "measure" IN ('intake_days', 'checklist_done', 'approvals', 'approval_seconds', 'deliveries')`,
    );
    await queryRunner.query(`DROP TRIGGER "registrations_tally_moved" ON "registrations"`);
    await queryRunner.query(
      `CREATE TRIGGER "registrations_tally_moved" AFTER UPDATE OF "status", "partner_slug" ON "registrations"
       FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug")
       EXECUTE FUNCTION "tally_registration_change"()`,
    );
    await queryRunner.query(
      `CREATE OR REPLACE FUNCTION "tally_registration_change"() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF TG_OP <> 'INSERT' THEN
           INSERT INTO "tally_deltas" VALUES ('registrations', COALESCE(OLD."partner_slug", ''), OLD."status", -1);
         END IF;
         IF TG_OP <> 'DELETE' THEN
           INSERT INTO "tally_deltas" VALUES ('registrations', COALESCE(NEW."partner_slug", ''), NEW."status", 1);
         END IF;
         IF TG_OP = 'UPDATE' AND OLD."partner_slug" IS DISTINCT FROM NEW."partner_slug" THEN
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
  }
}
