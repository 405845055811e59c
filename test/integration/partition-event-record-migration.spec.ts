import { DataSource } from 'typeorm';
import { testDialect } from '../support/dialect';
import { insertProgram, MigrationDatabase, openMigrationDatabase } from '../support/migration-database';

const MIGRATION = 'PartitionEventRecord1795801700000';
const EVENT_COLUMNS = ['registration_id', 'seq', 'event_type', 'source', 'payload', 'created_at', 'prev_hash', 'hash'];
const DELIVERY_COLUMNS = [
  'endpoint_id',
  'event_id',
  'webhook_id',
  'event_type',
  'body',
  'status',
  'attempt_count',
  'round_attempts',
  'created_at',
  'updated_at',
];
const hashOf = (n: number) => n.toString(16).padStart(64, '0');
const onPostgres = testDialect === 'postgres';

/** The first instant (UTC) of the month `months` after this one, plus `days`. */
function monthStart(months: number, days = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1 + days));
}

/** This year (UTC): the first partition holds everything before next year. */
const YEAR = new Date().getUTCFullYear();

/** Rows dated ahead (a clock that ran ahead): an event in the year after next, an attempt next year. */
const EVENT_AHEAD_AT = new Date(Date.UTC(YEAR + 2, 2, 4));
const ATTEMPT_AHEAD_AT = new Date(Date.UTC(YEAR + 1, 1, 10));

/** `months_ahead` for pws_extend_partitions that reaches into `year` (UTC) and no further. */
function monthsAheadInto(year: number): number {
  return (year - YEAR) * 12 - new Date().getUTCMonth();
}

/**
 * Issue 21's partitioned event record. On both dialects: the chain head each program's events must extend (guarding
 * the chain more strictly than the unique (registration_id, seq) did) and the event time beside each delivery. On
 * PostgreSQL: `program_events` and `webhook_attempts` partitioned by month, the existing rows attached in place as
 * the first partition, the append-only guards on every partition, months attached ahead by `pws_extend_partitions`.
 */
describe(MIGRATION, () => {
  let database: MigrationDatabase;
  let dataSource: DataSource;
  let programId: number;
  let endpointId: number;
  let eventIds: number[];
  let aheadProgramId: number;
  let aheadEventId: number;
  let aheadAttemptId: number;
  const oldAt = new Date('2026-03-01T10:00:00Z');

  const query = <T>(sql: string, values: unknown[] = []) => dataSource.query<T>(sql, values);
  const p = (count: number) => database.placeholders(count);
  const event = (registrationId: number, seq: number, prev: string, hash: string, at = new Date()) =>
    query(`INSERT INTO program_events (${EVENT_COLUMNS.join(', ')}) VALUES (${p(8)})`, [
      registrationId,
      seq,
      'checklist.item_updated',
      'system',
      '{}',
      database.stored(at),
      prev,
      hash,
    ]);
  const head = async (registrationId: number) =>
    (
      await query<Array<{ seq: number | string; hash: string }>>(
        `SELECT seq, hash FROM program_chain_heads WHERE registration_id = ${p(1)}`,
        [registrationId],
      )
    ).map((row) => ({ seq: Number(row.seq), hash: row.hash }));

  beforeAll(async () => {
    database = await openMigrationDatabase();
    ({ dataSource } = database);
    await database.migrateTo(MIGRATION);
    const at = database.stored(oldAt);
    programId = await insertProgram(database, 'PRG-200001', at);
    eventIds = [];
    for (let seq = 1; seq <= 3; seq++) {
      eventIds.push(
        await database.insert('program_events', EVENT_COLUMNS, [
          programId,
          seq,
          'program.created',
          'intake',
          '{}',
          at,
          hashOf(seq - 1),
          hashOf(seq),
        ]),
      );
    }
    endpointId = await database.insert(
      'webhook_endpoints',
      ['registration_id', 'url', 'secret', 'active', 'created_at'],
      [programId, 'https://receiver.example/hook', null, true, at],
    );
    const deliveryId = await database.insert('webhook_deliveries', DELIVERY_COLUMNS, [
      endpointId,
      eventIds[1],
      'msg_old_1',
      'program.created',
      '{}',
      'delivered',
      1,
      1,
      at,
      at,
    ]);
    await database.insert(
      'webhook_attempts',
      ['delivery_id', 'endpoint_id', 'number', 'attempted_at', 'status_code', 'duration_ms'],
      [deliveryId, endpointId, 1, at, 200, 12],
    );
    aheadProgramId = await insertProgram(database, 'PRG-200003', at);
    aheadEventId = 0;
    for (const [seq, eventAt] of [
      [1, oldAt],
      [2, EVENT_AHEAD_AT],
    ] as const) {
      aheadEventId = await database.insert('program_events', EVENT_COLUMNS, [
        aheadProgramId,
        seq,
        'program.created',
        'intake',
        '{}',
        database.stored(eventAt),
        hashOf(seq === 1 ? 0 : 301),
        hashOf(300 + seq),
      ]);
    }
    aheadAttemptId = await database.insert(
      'webhook_attempts',
      ['delivery_id', 'endpoint_id', 'number', 'attempted_at', 'status_code', 'duration_ms'],
      [deliveryId, endpointId, 2, database.stored(ATTEMPT_AHEAD_AT), 200, 10],
    );
    await database.insert('webhook_deliveries', DELIVERY_COLUMNS, [
      endpointId,
      null,
      'msg_old_notice',
      'webhook.test',
      '{}',
      'delivered',
      1,
      1,
      at,
      at,
    ]);
    await database.migrateThrough(MIGRATION);
  });

  afterAll(async () => {
    await database.close();
  });

  it("should start each program's chain head at its last event, and each delivery's event time at its event's", async () => {
    expect(await head(programId)).toEqual([{ seq: 3, hash: hashOf(3) }]);
    expect(await head(aheadProgramId)).toEqual([{ seq: 2, hash: hashOf(302) }]);
    const deliveries = await query<Array<{ webhook_id: string; event_created_at: string | Date | null }>>(
      'SELECT webhook_id, event_created_at FROM webhook_deliveries ORDER BY webhook_id',
    );
    expect(deliveries.map((row) => [row.webhook_id, row.event_created_at && new Date(row.event_created_at)])).toEqual([
      ['msg_old_1', oldAt],
      ['msg_old_notice', null],
    ]);
  });

  it('should take only an event that extends the head, and move the head with it', async () => {
    await expect(event(programId, 4, hashOf(9), hashOf(4))).rejects.toThrow(/extend its chain/);
    await expect(event(programId, 3, hashOf(2), hashOf(33))).rejects.toThrow(/extend its chain/);
    await expect(event(programId, 5, hashOf(3), hashOf(5))).rejects.toThrow(/extend its chain/);
    await expect(event(programId, 1, hashOf(0), hashOf(11))).rejects.toThrow(/extend its chain/);
    expect(await head(programId)).toEqual([{ seq: 3, hash: hashOf(3) }]);

    await event(programId, 4, hashOf(3), hashOf(4));
    expect(await head(programId)).toEqual([{ seq: 4, hash: hashOf(4) }]);

    const second = await insertProgram(database, 'PRG-200002', database.stored(new Date()));
    await expect(event(second, 2, hashOf(1), hashOf(2))).rejects.toThrow(/extend its chain/);
    // A chain starts from the genesis hash.
    await expect(event(second, 1, hashOf(5), hashOf(101))).rejects.toThrow(/extend its chain/);
    const secondAt = new Date();
    await event(second, 1, hashOf(0), hashOf(101), secondAt);
    expect(await head(second)).toEqual([{ seq: 1, hash: hashOf(101) }]);
    // The chain's order is its seq, whatever order the events' times come in (clocks of two writers).
    await event(second, 2, hashOf(101), hashOf(102), new Date(secondAt.getTime() - 60_000));
    await event(second, 3, hashOf(102), hashOf(103), new Date(secondAt.getTime() + 60_000));
    expect(await head(second)).toEqual([{ seq: 3, hash: hashOf(103) }]);
    const [{ n }] = await query<Array<{ n: number | string }>>(
      `SELECT COUNT(*) AS n FROM program_events WHERE registration_id = ${p(1)}`,
      [second],
    );
    expect(Number(n)).toBe(3);
  });

  if (onPostgres) {
    const partitionOf = async (table: string, id: number) =>
      (
        await query<Array<{ partition: string }>>(
          `SELECT tableoid::regclass::text AS partition FROM ${table} WHERE id = $1`,
          [id],
        )
      )[0].partition;
    const partitionsOf = async (table: string) =>
      (
        await query<Array<{ name: string; bound: string }>>(
          `SELECT c.relname AS name, pg_get_expr(c.relpartbound, c.oid) AS bound
           FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY c.relname`,
          [table],
        )
      ).map((row) => row.name);
    const yearName = (table: string, year: number) => `${table}_${year}`;
    const firstPartition = (table: string) => `${table}_before_${YEAR + 1}`;

    it('should partition both tables by range of their time, the rows already there attached in place as the first partition', async () => {
      const kinds = await query<Array<{ relname: string; relkind: string; key: string }>>(
        `SELECT relname, relkind, pg_get_partkeydef(oid) AS key FROM pg_class
         WHERE relname IN ('program_events', 'webhook_attempts') ORDER BY relname`,
      );
      expect(kinds).toEqual([
        { relname: 'program_events', relkind: 'p', key: 'RANGE (created_at)' },
        { relname: 'webhook_attempts', relkind: 'p', key: 'RANGE (attempted_at)' },
      ]);
      expect(await partitionOf('program_events', eventIds[0])).toBe(firstPartition('program_events'));
      const [attempt] = await query<Array<{ id: number }>>('SELECT MIN(id) AS id FROM webhook_attempts');
      expect(await partitionOf('webhook_attempts', attempt.id)).toBe(firstPartition('webhook_attempts'));
      // The rows dated ahead went to their own months, which were attached to take them, without a gap.
      expect(await partitionOf('program_events', aheadEventId)).toBe(yearName('program_events', YEAR + 2));
      expect(await partitionOf('webhook_attempts', aheadAttemptId)).toBe(yearName('webhook_attempts', YEAR + 1));
      // This year's rows go to the first partition; then a partition a year, through the latest row's year.
      expect(await partitionsOf('program_events')).toEqual([
        yearName('program_events', YEAR + 1),
        yearName('program_events', YEAR + 2),
        firstPartition('program_events'),
      ]);
      expect(await partitionsOf('webhook_attempts')).toEqual([
        yearName('webhook_attempts', YEAR + 1),
        firstPartition('webhook_attempts'),
      ]);
    });

    it('should refuse to migrate a table holding rows dated more than 120 months ahead, naming it', async () => {
      await dataSource.undoLastMigration();
      const [{ id }] = await query<Array<{ id: number }>>(
        `INSERT INTO webhook_attempts (delivery_id, endpoint_id, number, attempted_at, status_code, duration_ms)
         SELECT delivery_id, endpoint_id, 99, $1, 200, 1 FROM webhook_attempts LIMIT 1 RETURNING id`,
        [monthStart(121, 2)],
      );
      await expect(database.migrateThrough(MIGRATION)).rejects.toThrow(
        /webhook_attempts holds rows dated up to .*more than 120/,
      );
      await query('DELETE FROM webhook_attempts WHERE id = $1', [id]);
      await database.migrateThrough(MIGRATION);
      expect(await partitionOf('program_events', aheadEventId)).toBe(yearName('program_events', YEAR + 2));
    });

    it('should refuse UPDATE, DELETE and TRUNCATE on the parent and on every partition alike', async () => {
      // A row in the year ahead that has none (row triggers fire per row), extending the chain.
      const [last] = await head(programId);
      await event(programId, last.seq + 1, last.hash, hashOf(1001), new Date(Date.UTC(YEAR + 1, 5, 1)));
      const count = async () =>
        Number((await query<Array<{ n: string }>>('SELECT COUNT(*) AS n FROM program_events'))[0].n);
      const rows = await count();
      const partitions = await partitionsOf('program_events');
      for (const table of ['program_events', ...partitions]) {
        const [{ n }] = await query<Array<{ n: string }>>(`SELECT COUNT(*) AS n FROM ${table}`);
        expect(Number(n)).toBeGreaterThan(0);
        await expect(query(`UPDATE ${table} SET event_type = 'tampered'`)).rejects.toThrow(/append-only/);
        await expect(query(`DELETE FROM ${table}`)).rejects.toThrow(/append-only/);
        // CASCADE: past the deliveries' foreign key, which would refuse a plain TRUNCATE before any trigger ran.
        await expect(query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/append-only/);
      }
      expect(await count()).toBe(rows);
    });

    it('should refer from a delivery to its event by (id, created_at), the two null together', async () => {
      const values = (webhookId: string, eventId: number | null, eventAt: Date | null) => [
        endpointId,
        eventId,
        eventAt,
        webhookId,
        'program.created',
        '{}',
        'pending',
        0,
        0,
        new Date(),
        new Date(),
      ];
      const insert = (webhookId: string, eventId: number | null, eventAt: Date | null) =>
        query(
          `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_created_at, webhook_id, event_type, body, status,
             attempt_count, round_attempts, created_at, updated_at) VALUES (${p(11)})`,
          values(webhookId, eventId, eventAt),
        );
      await expect(insert('msg_wrong_time', eventIds[0], new Date())).rejects.toThrow(/fk_webhook_deliveries_event/);
      await expect(insert('msg_no_time', eventIds[0], null)).rejects.toThrow(/ck_webhook_deliveries_event_time/);
      await expect(insert('msg_no_event', null, oldAt)).rejects.toThrow(/ck_webhook_deliveries_event_time/);
      await insert('msg_right', eventIds[0], oldAt);
    });

    it('should refuse an event dated past the last partition', async () => {
      const [last] = await head(programId);
      const far = new Date(Date.UTC(YEAR + 3, 5, 1));
      await expect(event(programId, last.seq + 1, last.hash, hashOf(77), far)).rejects.toThrow(/no partition/);
    });

    it('should attach months ahead idempotently, also while a long read holds the record, the same bounds from any time zone', async () => {
      const [{ attached }] = await query<Array<{ attached: number }>>(
        `SELECT pws_extend_partitions('program_events', 3) AS attached`,
      );
      expect(attached).toBe(0);

      const reader = dataSource.createQueryRunner();
      const caller = dataSource.createQueryRunner();
      await reader.startTransaction();
      try {
        await reader.query('SELECT COUNT(*) FROM program_events');
        // A session whose settings would misread the bounds as text (IST is ambiguous; DMY swaps day and month).
        await caller.query(`SET lock_timeout = '1s'`);
        await caller.query(`SET TIME ZONE 'Asia/Kolkata'`);
        await caller.query(`SET DateStyle = 'SQL, DMY'`);
        const [extended] = (await caller.query(
          `SELECT pws_extend_partitions('program_events', ${monthsAheadInto(YEAR + 3)}) AS attached`,
        )) as Array<{ attached: number }>;
        expect(extended.attached).toBe(1);
      } finally {
        await reader.rollbackTransaction();
        await reader.release();
        await caller.query('RESET ALL');
        await caller.release();
      }
      const [{ bound }] = await query<Array<{ bound: string }>>(
        `SELECT pg_get_expr(c.relpartbound, c.oid) AS bound FROM pg_class c WHERE c.relname = $1`,
        [yearName('program_events', YEAR + 3)],
      );
      expect(bound).toBe(`FOR VALUES FROM ('${YEAR + 3}-01-01 00:00:00+00') TO ('${YEAR + 4}-01-01 00:00:00+00')`);
      await expect(query(`SELECT pws_extend_partitions('program_events', 121)`)).rejects.toThrow(/0 to 120/);
    });

    it('should attach the same years once when two sessions extend at the same time', async () => {
      const extend = () =>
        query<Array<{ attached: number }>>(
          `SELECT pws_extend_partitions('webhook_attempts', ${monthsAheadInto(YEAR + 3)}) AS attached`,
        );
      const [a, b] = await Promise.all([extend(), extend()]);
      expect([a[0].attached, b[0].attached].sort()).toEqual([0, 2]);
      expect(await partitionsOf('webhook_attempts')).toEqual([
        yearName('webhook_attempts', YEAR + 1),
        yearName('webhook_attempts', YEAR + 2),
        yearName('webhook_attempts', YEAR + 3),
        firstPartition('webhook_attempts'),
      ]);
    });
  }

  it('should put plain tables back on the way down, every row kept, and migrate up again', async () => {
    const count = async (table: string) =>
      Number((await query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
    const headBefore = await head(programId);
    const before = { events: await count('program_events'), attempts: await count('webhook_attempts') };
    await dataSource.undoLastMigration();
    expect({ events: await count('program_events'), attempts: await count('webhook_attempts') }).toEqual(before);
    if (onPostgres) {
      const kinds = await query<Array<{ relkind: string }>>(
        `SELECT relkind FROM pg_class WHERE relname IN ('program_events', 'webhook_attempts')`,
      );
      expect(kinds.map((row) => row.relkind)).toEqual(['r', 'r']);
      await expect(query('DELETE FROM program_events')).rejects.toThrow(/append-only/);
    }
    const [heads] = await query<Array<{ n: number | string }>>(
      onPostgres
        ? `SELECT COUNT(*) AS n FROM pg_class WHERE relname = 'program_chain_heads'`
        : `SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'program_chain_heads'`,
    );
    expect(Number(heads.n)).toBe(0);
    await database.migrateAll();
    expect(await head(programId)).toEqual(headBefore);
  });
});
