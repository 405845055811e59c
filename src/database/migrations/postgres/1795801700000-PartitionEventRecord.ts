import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Range-partitions `program_events` (by `created_at`) and `webhook_attempts` (by `attempted_at`) by calendar year
 * (UTC), so that each year's rows, indexes and vacuum stay the size of a year whatever the size of the record. A year,
 * not a month: every read of one program's events initialises and locks each partition of the table (PostgreSQL 15's
 * generic plans, pruned at run time or not), measured at ~8 µs a partition per statement, so a few partitions for the
 * service's lifetime, not one more each month.
 *
 * Existing rows are not copied: each table becomes the first partition of its new parent, from MINVALUE to the first
 * of next year (UTC), attached in place. The cost on a large table is one scan to validate the bound and one index
 * build for the new primary key (id plus the partition column), under locks taken up front: ACCESS EXCLUSIVE on the
 * two tables and the deliveries, SHARE ROW EXCLUSIVE on registrations and endpoints (their writes wait). Rows dated
 * from next year on (a clock that ran ahead) are moved into their own years; further than 120 months, the
 * migration stops and names the table.
 *
 * What a partitioned table cannot hold, and where it went:
 * - The unique (registration_id, seq) that guarded each chain would have to include `created_at`. The guard is now
 *   `program_chain_heads`: one row per program, moved by a BEFORE INSERT trigger that refuses an event unless it
 *   extends the head (seq = head + 1 and prev_hash = the head's hash; a first event from the genesis hash) —
 *   stronger than uniqueness was, and the head
 *   read by every append is one primary-key lookup whatever the number of partitions. Each partition keeps a unique
 *   (registration_id, seq) of its own.
 * - A foreign key to a partitioned table must name the partition column: `webhook_deliveries` gains
 *   `event_created_at` (the event's `created_at`) and refers to (id, created_at).
 * - The unique (delivery_id, number) of the attempts is kept per partition (a delivery's attempts span hours, not
 *   months); across partitions the number stays unique by construction (a claim is a conditional UPDATE).
 *
 * New years are attached ahead by `pws_extend_partitions(parent, months_ahead)`, which the service calls at start
 * and every hour (a cron job may call it too: it is idempotent and takes an advisory lock). It creates each year as
 * a plain table and attaches it: the parent is locked only against other DDL, but cloning the foreign keys onto the
 * new (empty) year briefly holds writes to the tables they join (registrations, deliveries, endpoints).
 * Row triggers on a parent apply to every partition; a statement trigger does not, so each partition of
 * `program_events` gets its own TRUNCATE guard.
 */
export class PartitionEventRecord1795801700000 implements MigrationInterface {
  name = 'PartitionEventRecord1795801700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Every lock the migration will need, taken first: the foreign keys added later lock registrations and endpoints
    // against writes, and taking that halfway (after the primary key's build) could deadlock with a status move.
    await queryRunner.query(
      `LOCK TABLE "program_events", "webhook_attempts", "webhook_deliveries" IN ACCESS EXCLUSIVE MODE`,
    );
    await queryRunner.query(`LOCK TABLE "registrations", "webhook_endpoints" IN SHARE ROW EXCLUSIVE MODE`);
    await this.addChainHeads(queryRunner);
    await this.pointDeliveriesAtEventTimes(queryRunner);
    await queryRunner.query(EXTEND_PARTITIONS_FUNCTION);

    const events = await this.adoptAsFirstPartition(queryRunner, 'program_events');
    await queryRunner.query(
      `ALTER INDEX "idx_program_events_registration_id" RENAME TO "${events}_registration_id_idx"`,
    );
    await queryRunner.query(`ALTER INDEX "idx_program_events_created_at" RENAME TO "${events}_created_at_idx"`);
    await queryRunner.query(
      `ALTER INDEX "uq_program_events_registration_seq" RENAME TO "${events}_registration_id_seq_idx"`,
    );
    await queryRunner.query(`ALTER TABLE "${events}" DROP CONSTRAINT "PK_cb53a77b5f8880d9c5b5dfeb5cb"`);
    await queryRunner.query(`DROP TRIGGER "program_events_no_update_delete" ON "${events}"`);
    await queryRunner.query(`DROP TRIGGER "program_events_tally_added" ON "${events}"`);
    const eventMonths = await this.setAsideRowsAhead(queryRunner, 'program_events', events, 'created_at');
    await createTable(queryRunner, 'program_events', PROGRAM_EVENTS_COLUMNS, 'created_at');
    await this.attachFirstPartition(queryRunner, 'program_events', events);
    await queryRunner.query(
      `ALTER TABLE "program_events" ADD CONSTRAINT "pk_program_events" PRIMARY KEY ("id", "created_at")`,
    );
    // Before the triggers: these rows are not new (they are counted and chained already).
    await this.putBackRowsAhead(queryRunner, 'program_events', eventMonths);
    await addEventIndexesAndGuards(queryRunner);
    await queryRunner.query(
      `CREATE TRIGGER "program_events_extend_chain" BEFORE INSERT ON "program_events"
       FOR EACH ROW EXECUTE FUNCTION "program_events_extend_chain"()`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_event"
       FOREIGN KEY ("event_id", "event_created_at") REFERENCES "program_events"("id", "created_at")
       ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );

    const attempts = await this.adoptAsFirstPartition(queryRunner, 'webhook_attempts');
    await queryRunner.query(
      `ALTER INDEX "idx_webhook_attempts_endpoint_time" RENAME TO "${attempts}_endpoint_id_attempted_at_idx"`,
    );
    await queryRunner.query(
      `ALTER INDEX "uq_webhook_attempts_delivery_number" RENAME TO "${attempts}_delivery_id_number_idx"`,
    );
    await queryRunner.query(`ALTER TABLE "${attempts}" DROP CONSTRAINT "PK_2de7e7887ad97de459adab62638"`);
    const attemptMonths = await this.setAsideRowsAhead(queryRunner, 'webhook_attempts', attempts, 'attempted_at');
    await createTable(queryRunner, 'webhook_attempts', WEBHOOK_ATTEMPTS_COLUMNS, 'attempted_at');
    await this.attachFirstPartition(queryRunner, 'webhook_attempts', attempts);
    await queryRunner.query(
      `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "pk_webhook_attempts" PRIMARY KEY ("id", "attempted_at")`,
    );
    await this.putBackRowsAhead(queryRunner, 'webhook_attempts', attemptMonths);
    await addAttemptIndexAndKeys(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `LOCK TABLE "program_events", "webhook_attempts", "webhook_deliveries" IN ACCESS EXCLUSIVE MODE`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_event"`);
    await this.unpartition(queryRunner, 'program_events', PROGRAM_EVENTS_COLUMNS);
    await queryRunner.query(
      `ALTER TABLE "program_events" ADD CONSTRAINT "PK_cb53a77b5f8880d9c5b5dfeb5cb" PRIMARY KEY ("id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_program_events_registration_seq" ON "program_events" ("registration_id", "seq")`,
    );
    await addEventIndexesAndGuards(queryRunner);

    await this.unpartition(queryRunner, 'webhook_attempts', WEBHOOK_ATTEMPTS_COLUMNS);
    await queryRunner.query(
      `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_webhook_attempts_delivery_number" ON "webhook_attempts" ("delivery_id", "number")`,
    );
    await addAttemptIndexAndKeys(queryRunner);

    await queryRunner.query(`DROP FUNCTION pws_extend_partitions(regclass, integer)`);
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "fk_webhook_deliveries_event" FOREIGN KEY ("event_id")
       REFERENCES "program_events"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "ck_webhook_deliveries_event_time"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP COLUMN "event_created_at"`);
    await queryRunner.query(`DROP TABLE "program_chain_heads"`);
    await queryRunner.query(`DROP FUNCTION "program_events_extend_chain"()`);
  }

  private async addChainHeads(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "program_chain_heads" ("registration_id" integer NOT NULL, "seq" integer NOT NULL,
        "hash" character varying(64) NOT NULL, CONSTRAINT "pk_program_chain_heads" PRIMARY KEY ("registration_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "program_chain_heads" ("registration_id", "seq", "hash")
       SELECT DISTINCT ON ("registration_id") "registration_id", "seq", "hash" FROM "program_events"
       ORDER BY "registration_id", "seq" DESC`,
    );
    // The head row is locked by the UPDATE until the event's transaction ends: a second writer of the same program
    // waits, then finds the head moved and is refused (the service locks the program first, so it never gets here).
    await queryRunner.query(
      `CREATE FUNCTION "program_events_extend_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
       DECLARE
         extended boolean := false;
       BEGIN
         IF NEW."seq" = 1 THEN
           -- A chain starts from the genesis hash (GENESIS_HASH), once.
           IF NEW."prev_hash" = repeat('0', 64) THEN
             INSERT INTO "program_chain_heads" ("registration_id", "seq", "hash")
               VALUES (NEW."registration_id", 1, NEW."hash")
               ON CONFLICT ("registration_id") DO NOTHING;
             extended := FOUND;
           END IF;
         ELSE
           UPDATE "program_chain_heads"
             SET "seq" = NEW."seq", "hash" = NEW."hash"
             WHERE "registration_id" = NEW."registration_id" AND "seq" = NEW."seq" - 1 AND "hash" = NEW."prev_hash";
           extended := FOUND;
         END IF;
         IF NOT extended THEN
           RAISE EXCEPTION 'program_events: event % of program % does not extend its chain', NEW."seq", NEW."registration_id"
             USING ERRCODE = 'unique_violation';
         END IF;
         RETURN NEW;
       END $$`,
    );
  }

  private async pointDeliveriesAtEventTimes(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "fk_webhook_deliveries_event"`);
    await queryRunner.query(`ALTER TABLE "webhook_deliveries" ADD "event_created_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "webhook_deliveries" AS "d" SET "event_created_at" = "e"."created_at"
       FROM "program_events" AS "e" WHERE "e"."id" = "d"."event_id"`,
    );
    await queryRunner.query(
      `ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "ck_webhook_deliveries_event_time"
       CHECK (("event_id" IS NULL) = ("event_created_at" IS NULL))`,
    );
  }

  /**
   * Renames the table to its first partition's name, `<table>_before_YYYY` for the first of next year (UTC), and
   * answers that name.
   */
  private async adoptAsFirstPartition(queryRunner: QueryRunner, table: string): Promise<string> {
    const [{ name }] = (await queryRunner.query(
      `SELECT $1::text || '_before_' || to_char(date_trunc('year', now() AT TIME ZONE 'UTC') + interval '1 year',
         'YYYY') AS "name"`,
      [table],
    )) as Array<{ name: string }>;
    await queryRunner.query(`ALTER TABLE "${table}" RENAME TO "${name}"`);
    return name;
  }

  /**
   * Moves the rows dated from the first partition's bound on (a clock ahead, or data written so) out of it into a
   * temporary table, so that the first partition can hold everything before next year whatever such rows say;
   * answers how many months ahead the partitions must then reach to take them back (at least 3).
   */
  private async setAsideRowsAhead(
    queryRunner: QueryRunner,
    table: string,
    firstPartition: string,
    column: string,
  ): Promise<number> {
    const bound = `date_trunc('year', now() AT TIME ZONE 'UTC') + interval '1 year'`;
    await queryRunner.query(
      `CREATE TEMPORARY TABLE "${table}_ahead" ON COMMIT DROP AS
       SELECT * FROM "${firstPartition}" WHERE "${column}" AT TIME ZONE 'UTC' >= ${bound}`,
    );
    await queryRunner.query(`DELETE FROM "${firstPartition}" WHERE "${column}" AT TIME ZONE 'UTC' >= ${bound}`);
    const [{ months, latest }] = (await queryRunner.query(
      `SELECT COALESCE(MAX((EXTRACT(YEAR FROM "${column}" AT TIME ZONE 'UTC') - EXTRACT(YEAR FROM now() AT TIME ZONE 'UTC')) * 12
         + EXTRACT(MONTH FROM "${column}" AT TIME ZONE 'UTC') - EXTRACT(MONTH FROM now() AT TIME ZONE 'UTC')), 0)::int AS "months",
         MAX("${column}") AS "latest"
       FROM "${table}_ahead"`,
    )) as Array<{ months: number; latest: Date | null }>;
    if (months > MAX_MONTHS_AHEAD) {
      throw new Error(
        `PartitionEventRecord: ${table} holds rows dated up to ${latest?.toISOString() ?? '?'}, more than ${MAX_MONTHS_AHEAD} ` +
          `months ahead; correct their "${column}" (a clock that ran ahead?) before migrating.`,
      );
    }
    return Math.max(MONTHS_AHEAD_AT_MIGRATION, months);
  }

  /** Attaches the years ahead, then puts back the rows set aside by `setAsideRowsAhead`, each into its year. */
  private async putBackRowsAhead(queryRunner: QueryRunner, table: string, monthsAhead: number): Promise<void> {
    await queryRunner.query(`SELECT pws_extend_partitions($1::regclass, $2)`, [table, monthsAhead]);
    await queryRunner.query(`INSERT INTO "${table}" SELECT * FROM "${table}_ahead"`);
  }

  private async attachFirstPartition(queryRunner: QueryRunner, table: string, partition: string): Promise<void> {
    const year = partition.slice(-4);
    await queryRunner.query(`ALTER SEQUENCE "${table}_id_seq" OWNED BY "${table}"."id"`);
    await queryRunner.query(
      `ALTER TABLE "${table}" ATTACH PARTITION "${partition}" FOR VALUES FROM (MINVALUE) TO ('${year}-01-01 00:00:00+00')`,
    );
  }

  /** Copies every partition's rows into one plain table under the parent's name (down only). */
  private async unpartition(queryRunner: QueryRunner, table: string, columns: string): Promise<void> {
    await queryRunner.query(`ALTER TABLE "${table}" RENAME TO "${table}_partitioned"`);
    await createTable(queryRunner, table, columns);
    await queryRunner.query(`INSERT INTO "${table}" SELECT * FROM "${table}_partitioned"`);
    await queryRunner.query(`ALTER SEQUENCE "${table}_id_seq" OWNED BY "${table}"."id"`);
    // The copy is a new table; the old one's append-only triggers refuse nothing that DROP does.
    await queryRunner.query(`DROP TABLE "${table}_partitioned" CASCADE`);
  }
}

/** The event record's indexes, key and append-only guards, on the partitioned table (up) or the plain one (down). */
async function addEventIndexesAndGuards(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    `CREATE INDEX "idx_program_events_registration_id" ON "program_events" ("registration_id", "id")`,
  );
  await queryRunner.query(`CREATE INDEX "idx_program_events_created_at" ON "program_events" ("created_at")`);
  await queryRunner.query(
    `ALTER TABLE "program_events" ADD CONSTRAINT "fk_program_events_registration" FOREIGN KEY ("registration_id")
     REFERENCES "registrations"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "program_events_no_update_delete" BEFORE UPDATE OR DELETE ON "program_events"
     FOR EACH ROW EXECUTE FUNCTION program_events_append_only()`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "program_events_no_truncate" BEFORE TRUNCATE ON "program_events"
     FOR EACH STATEMENT EXECUTE FUNCTION program_events_append_only()`,
  );
  await queryRunner.query(
    `CREATE TRIGGER "program_events_tally_added" AFTER INSERT ON "program_events"
     FOR EACH ROW EXECUTE FUNCTION "tally_event_insert"()`,
  );
}

/** The attempt log's index and foreign keys, on the partitioned table (up) or the plain one (down). */
async function addAttemptIndexAndKeys(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(
    `CREATE INDEX "idx_webhook_attempts_endpoint_time" ON "webhook_attempts" ("endpoint_id", "attempted_at")`,
  );
  await queryRunner.query(
    `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "fk_webhook_attempts_delivery" FOREIGN KEY ("delivery_id")
     REFERENCES "webhook_deliveries"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
  );
  await queryRunner.query(
    `ALTER TABLE "webhook_attempts" ADD CONSTRAINT "fk_webhook_attempts_endpoint" FOREIGN KEY ("endpoint_id")
     REFERENCES "webhook_endpoints"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
  );
}

/** Months attached ahead by the migration (the service keeps PARTITION_MONTHS_AHEAD from its first start). */
const MONTHS_AHEAD_AT_MIGRATION = 3;

/** `pws_extend_partitions` attaches at most this many months ahead: rows dated further are refused by the migration. */
const MAX_MONTHS_AHEAD = 120;

/**
 * The table under its own name with `columns`, its id drawn from the sequence the old table owned: partitioned by range
 * of `partitionColumn` (up), or plain (down).
 */
async function createTable(
  queryRunner: QueryRunner,
  table: string,
  columns: string,
  partitionColumn?: string,
): Promise<void> {
  const partitioned = partitionColumn === undefined ? '' : ` PARTITION BY RANGE ("${partitionColumn}")`;
  await queryRunner.query(`CREATE TABLE "${table}" (${columns})${partitioned}`);
  await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "id" SET DEFAULT nextval('${table}_id_seq')`);
}

const PROGRAM_EVENTS_COLUMNS = `"id" integer NOT NULL, "registration_id" integer NOT NULL, "seq" integer NOT NULL,
  "event_type" character varying(64) NOT NULL, "source" character varying(32) NOT NULL, "instruction_id" integer,
  "payload" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL, "prev_hash" character varying(64) NOT NULL,
  "hash" character varying(64) NOT NULL, "actor" jsonb, "hash_version" smallint NOT NULL DEFAULT '1'`;

const WEBHOOK_ATTEMPTS_COLUMNS = `"id" integer NOT NULL, "delivery_id" integer NOT NULL, "number" integer NOT NULL,
  "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status_code" integer, "error" character varying(300),
  "duration_ms" integer NOT NULL, "endpoint_id" integer NOT NULL`;

/**
 * Attaches a calendar year (UTC) at a time after the parent's last partition until the month `months_ahead` months
 * from now is covered; answers how many it attached. A last bound that is not the first of a year (none the service
 * makes) is followed by a partition to the next first of January. Bounds are computed in UTC whatever the session.
 */
const EXTEND_PARTITIONS_FUNCTION = `CREATE FUNCTION pws_extend_partitions(parent regclass, months_ahead integer)
  RETURNS integer LANGUAGE plpgsql
  -- The bounds are read back from pg_get_expr, whose text follows the session's TimeZone and DateStyle (an
  -- abbreviation such as IST is ambiguous): fixed here for the call, whoever calls.
  SET "TimeZone" = 'UTC' SET "DateStyle" = 'ISO, YMD'
  AS $$
  DECLARE
    horizon timestamp := date_trunc('month', now() AT TIME ZONE 'UTC') + make_interval(months => months_ahead + 1);
    schema_name text;
    base text;
    covered timestamp;
    upto timestamp;
    part text;
    attached integer := 0;
  BEGIN
    IF months_ahead < 0 OR months_ahead > 120 THEN
      RAISE EXCEPTION 'months_ahead must be 0 to 120, not %', months_ahead USING ERRCODE = 'invalid_parameter_value';
    END IF;
    PERFORM pg_advisory_xact_lock(hashtext('pws_extend_partitions'));
    SELECT n.nspname, c.relname INTO schema_name, base
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = parent;
    SELECT MAX(substring(pg_get_expr(p.relpartbound, p.oid) FROM 'TO \\(''([^'']+)''\\)')::timestamptz AT TIME ZONE 'UTC')
      INTO covered FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhrelid WHERE i.inhparent = parent;
    IF covered IS NULL THEN
      RAISE EXCEPTION '% has no partition with an upper bound to extend from', parent;
    END IF;
    WHILE covered < horizon LOOP
      upto := date_trunc('year', covered) + interval '1 year';
      part := base || '_' || to_char(covered, 'YYYY') || CASE WHEN covered = date_trunc('year', covered) THEN ''
        ELSE to_char(covered, '_MM') END;
      EXECUTE format('CREATE TABLE %I.%I (LIKE %s INCLUDING DEFAULTS)', schema_name, part, parent);
      IF base = 'program_events' THEN
        EXECUTE format('CREATE UNIQUE INDEX ON %I.%I ("registration_id", "seq")', schema_name, part);
        EXECUTE format('CREATE TRIGGER "program_events_no_truncate" BEFORE TRUNCATE ON %I.%I
          FOR EACH STATEMENT EXECUTE FUNCTION program_events_append_only()', schema_name, part);
      ELSIF base = 'webhook_attempts' THEN
        EXECUTE format('CREATE UNIQUE INDEX ON %I.%I ("delivery_id", "number")', schema_name, part);
      END IF;
      EXECUTE format('ALTER TABLE %s ATTACH PARTITION %I.%I FOR VALUES FROM (%L) TO (%L)', parent, schema_name, part,
        covered || '+00', upto || '+00');
      covered := upto;
      attached := attached + 1;
    END LOOP;
    RETURN attached;
  END $$`;
