import { MigrationInterface, QueryRunner } from 'typeorm';

const DELTA = `INSERT INTO "tally_deltas" ("measure", "partner_slug", "status", "delta")`;
const PARTNER = (row: 'NEW' | 'OLD') => `COALESCE(${row}."partner_slug", '')`;
const DAY = (row: 'NEW' | 'OLD') => `substr(${row}."created_at", 1, 10)`;
const DONE = (row: 'NEW' | 'OLD') => `CAST(${row}."checklist_done" AS TEXT)`;

/** The registration triggers of AddTallies, as this migration leaves them: the dashboard's measures beside. */
const REGISTRATION_TRIGGERS: Record<string, string> = {
  registrations_tally_added: `AFTER INSERT ON "registrations" BEGIN
      ${DELTA} VALUES ('registrations', ${PARTNER('NEW')}, NEW."status", 1),
        ('intake_days', ${PARTNER('NEW')}, ${DAY('NEW')}, 1),
        ('checklist_done', ${PARTNER('NEW')}, ${DONE('NEW')}, 1);
    END`,
  registrations_tally_removed: `AFTER DELETE ON "registrations" BEGIN
      ${DELTA} VALUES ('registrations', ${PARTNER('OLD')}, OLD."status", -1),
        ('intake_days', ${PARTNER('OLD')}, ${DAY('OLD')}, -1),
        ('checklist_done', ${PARTNER('OLD')}, ${DONE('OLD')}, -1);
    END`,
  registrations_tally_moved: `AFTER UPDATE OF "status", "partner_slug" ON "registrations"
    WHEN OLD."status" IS NOT NEW."status" OR OLD."partner_slug" IS NOT NEW."partner_slug" BEGIN
      ${DELTA} VALUES ('registrations', ${PARTNER('OLD')}, OLD."status", -1),
        ('registrations', ${PARTNER('NEW')}, NEW."status", 1);
      ${DELTA} SELECT 'approvals', ${PARTNER('NEW')}, '', 1
        WHERE NEW."status" = 'approved' AND OLD."status" IS NOT 'approved';
      ${DELTA} SELECT 'approval_seconds', ${PARTNER('NEW')}, '',
          MAX(0, CAST(ROUND((julianday(NEW."updated_at") - julianday(NEW."created_at")) * 86400) AS INTEGER))
        WHERE NEW."status" = 'approved' AND OLD."status" IS NOT 'approved';
      ${DELTA} SELECT 'intake_days', ${PARTNER('OLD')}, ${DAY('OLD')}, -1 WHERE OLD."partner_slug" IS NOT NEW."partner_slug"
        UNION ALL SELECT 'intake_days', ${PARTNER('NEW')}, ${DAY('NEW')}, 1 WHERE OLD."partner_slug" IS NOT NEW."partner_slug";
      ${DELTA} SELECT 'instructions', ${PARTNER('OLD')}, "status", -COUNT(*) FROM "instructions"
        WHERE "registration_id" = OLD."id" AND OLD."partner_slug" IS NOT NEW."partner_slug" GROUP BY "status";
      ${DELTA} SELECT 'instructions', ${PARTNER('NEW')}, "status", COUNT(*) FROM "instructions"
        WHERE "registration_id" = NEW."id" AND OLD."partner_slug" IS NOT NEW."partner_slug" GROUP BY "status";
    END`,
  registrations_tally_checklist: `AFTER UPDATE OF "checklist_done", "partner_slug" ON "registrations"
    WHEN OLD."checklist_done" IS NOT NEW."checklist_done" OR OLD."partner_slug" IS NOT NEW."partner_slug" BEGIN
      ${DELTA} VALUES ('checklist_done', ${PARTNER('OLD')}, ${DONE('OLD')}, -1),
        ('checklist_done', ${PARTNER('NEW')}, ${DONE('NEW')}, 1);
    END`,
};

const DELIVERY_TRIGGERS: Record<string, string> = {
  webhook_deliveries_tally_added: `AFTER INSERT ON "webhook_deliveries" BEGIN
      ${DELTA} VALUES ('deliveries', '', NEW."status", 1);
    END`,
  webhook_deliveries_tally_removed: `AFTER DELETE ON "webhook_deliveries" BEGIN
      ${DELTA} VALUES ('deliveries', '', OLD."status", -1);
    END`,
  webhook_deliveries_tally_moved: `AFTER UPDATE OF "status" ON "webhook_deliveries"
    WHEN OLD."status" IS NOT NEW."status" BEGIN
      ${DELTA} VALUES ('deliveries', '', OLD."status", -1), ('deliveries', '', NEW."status", 1);
    END`,
};

const DASHBOARD_MEASURES = `('intake_days', 'checklist_done', 'approvals', 'approval_seconds', 'deliveries')`;

/**
 * The console dashboard's figures as tallies (see AddTallies): programs taken in per day (UTC), programs per number of
 * checklist items done, approvals with the seconds each took from intake, and webhook deliveries per status.
 * Approvals before this migration are counted from the programs approved now, timed by their last update.
 * A later migration that rebuilds `registrations` or `webhook_deliveries` must create their triggers again.
 */
export class AddDashboardTallies1795801600000 implements MigrationInterface {
  name = 'AddDashboardTallies1795801600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const name of ['registrations_tally_added', 'registrations_tally_removed', 'registrations_tally_moved']) {
      await queryRunner.query(`DROP TRIGGER "${name}"`);
    }
    for (const [name, body] of Object.entries({ ...REGISTRATION_TRIGGERS, ...DELIVERY_TRIGGERS })) {
      await queryRunner.query(`CREATE TRIGGER "${name}" ${body}`);
    }
    await queryRunner.query(
      `INSERT INTO "tallies" ("measure", "partner_slug", "status", "value")
       SELECT 'intake_days', COALESCE("partner_slug", ''), substr("created_at", 1, 10), COUNT(*)
         FROM "registrations" GROUP BY 2, 3
       UNION ALL
       SELECT 'checklist_done', COALESCE("partner_slug", ''), CAST("checklist_done" AS TEXT), COUNT(*)
         FROM "registrations" GROUP BY 2, 3
       UNION ALL
       SELECT 'approvals', COALESCE("partner_slug", ''), '', COUNT(*)
         FROM "registrations" WHERE "status" = 'approved' GROUP BY 2
       UNION ALL
       SELECT 'approval_seconds', COALESCE("partner_slug", ''), '',
              SUM(MAX(0, CAST(ROUND((julianday("updated_at") - julianday("created_at")) * 86400) AS INTEGER)))
         FROM "registrations" WHERE "status" = 'approved' GROUP BY 2
       UNION ALL
       SELECT 'deliveries', '', "status", COUNT(*) FROM "webhook_deliveries" GROUP BY 3`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of [...Object.keys(DELIVERY_TRIGGERS), ...Object.keys(REGISTRATION_TRIGGERS)].reverse()) {
      await queryRunner.query(`DROP TRIGGER "${name}"`);
    }
    await queryRunner.query(`DELETE FROM "tally_deltas" WHERE "measure" IN ${DASHBOARD_MEASURES}`);
    await queryRunner.query(`DELETE FROM "tallies" WHERE "measure" IN ${DASHBOARD_MEASURES}`);
    await queryRunner.query(
      `CREATE TRIGGER "registrations_tally_added" AFTER INSERT ON "registrations" BEGIN
         ${DELTA} VALUES ('registrations', ${PARTNER('NEW')}, NEW."status", 1);
       END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "registrations_tally_removed" AFTER DELETE ON "registrations" BEGIN
         ${DELTA} VALUES ('registrations', ${PARTNER('OLD')}, OLD."status", -1);
       END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "registrations_tally_moved" AFTER UPDATE OF "status", "partner_slug" ON "registrations"
       WHEN OLD."status" IS NOT NEW."status" OR OLD."partner_slug" IS NOT NEW."partner_slug" BEGIN
         ${DELTA} VALUES ('registrations', ${PARTNER('OLD')}, OLD."status", -1);
         ${DELTA} VALUES ('registrations', ${PARTNER('NEW')}, NEW."status", 1);
         ${DELTA} SELECT 'instructions', ${PARTNER('OLD')}, "status", -COUNT(*) FROM "instructions"
           WHERE "registration_id" = OLD."id" AND OLD."partner_slug" IS NOT NEW."partner_slug" GROUP BY "status";
         ${DELTA} SELECT 'instructions', ${PARTNER('NEW')}, "status", COUNT(*) FROM "instructions"
           WHERE "registration_id" = NEW."id" AND OLD."partner_slug" IS NOT NEW."partner_slug" GROUP BY "status";
       END`,
    );
  }
}
