import { TransactionRunner } from '../../src/database/transaction-runner';
import { Tallies } from '../../src/tallies/tallies.service';
import { TallyCounts } from '../../src/tallies/tallies.repository';
import { ADMIN_HEADERS } from '../factories/instruction-actors.factory';
import { createInstruction } from '../factories/instruction.factory';
import { moveProgram, registerProgram } from '../factories/registration.factory';
import { testDialect } from '../support/dialect';
import { startTestApp, TestApp } from '../support/test-app';

/** The same figures counted the slow way, from the rows themselves (approvals: no program here leaves `approved`). */
async function countedFromRows(app: TestApp, partnerSlug: string | null): Promise<TallyCounts> {
  const partner = partnerSlug === null ? '' : `WHERE "r"."partner_slug" = '${partnerSlug}'`;
  const approved = `${partner === '' ? 'WHERE' : `${partner} AND`} "r"."status" = 'approved'`;
  const day =
    testDialect === 'postgres'
      ? `to_char("r"."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')`
      : `substr("r"."created_at", 1, 10)`;
  const seconds =
    testDialect === 'postgres'
      ? `GREATEST(0, EXTRACT(EPOCH FROM "r"."updated_at" - "r"."created_at"))::integer`
      : `MAX(0, CAST(ROUND((julianday("r"."updated_at") - julianday("r"."created_at")) * 86400) AS INTEGER))`;
  const perStatus = async (sql: string) =>
    new Map(
      (await app.dataSource.query<Array<{ status: string; count: number | string }>>(sql))
        .map((row) => [String(row.status), Number(row.count)] as const)
        .filter(([, count]) => count !== 0),
    );
  const everything = partnerSlug === null;
  return new Map([
    [
      'registrations',
      await perStatus(
        `SELECT "r"."status", COUNT(*) AS "count" FROM "registrations" "r" ${partner} GROUP BY "r"."status"`,
      ),
    ],
    [
      'instructions',
      await perStatus(
        `SELECT "i"."status", COUNT(*) AS "count" FROM "instructions" "i"
         JOIN "registrations" "r" ON "r"."id" = "i"."registration_id" ${partner} GROUP BY "i"."status"`,
      ),
    ],
    [
      'events',
      everything ? await perStatus(`SELECT '' AS "status", COUNT(*) AS "count" FROM "program_events"`) : new Map(),
    ],
    [
      'intake_days',
      await perStatus(`SELECT ${day} AS "status", COUNT(*) AS "count" FROM "registrations" "r" ${partner} GROUP BY 1`),
    ],
    [
      'checklist_done',
      await perStatus(
        `SELECT "r"."checklist_done" AS "status", COUNT(*) AS "count" FROM "registrations" "r" ${partner} GROUP BY 1`,
      ),
    ],
    ['approvals', await perStatus(`SELECT '' AS "status", COUNT(*) AS "count" FROM "registrations" "r" ${approved}`)],
    [
      'approval_seconds',
      await perStatus(`SELECT '' AS "status", SUM(${seconds}) AS "count" FROM "registrations" "r" ${approved}`),
    ],
    [
      'deliveries',
      everything
        ? await perStatus(`SELECT "status", COUNT(*) AS "count" FROM "webhook_deliveries" GROUP BY "status"`)
        : new Map(),
    ],
  ]);
}

/** Tallies without the statuses whose count came back to zero (a folded row stays, at 0). */
function nonZero(counts: TallyCounts): TallyCounts {
  return new Map(
    [...counts].map(([measure, perStatus]) => [measure, new Map([...perStatus].filter(([, count]) => count !== 0))]),
  );
}

async function deltaRows(app: TestApp): Promise<number> {
  const [row] = await app.dataSource.query<Array<{ count: number | string }>>(
    'SELECT COUNT(*) AS "count" FROM "tally_deltas"',
  );
  return Number(row.count);
}

/** The maintained counts on the real dialect: kept by the database's triggers, exact before and after a fold. */
describe('Tallies (maintained counts)', () => {
  let app: TestApp;
  let db: TransactionRunner;
  let tallies: Tallies;
  const slug = `tally-partner-${Date.now()}`;

  const read = (partnerSlug: string | null) => db.read((unit) => tallies.counts(unit, partnerSlug));

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(TransactionRunner);
    tallies = app.app.get(Tallies);
  });

  afterAll(async () => {
    await app.close();
  });

  it('should count programs, handoff records and events as the rows do, before and after a fold', async () => {
    // An endpoint for every program: each event below is also a webhook delivery.
    await app.http
      .post('/api/operator/endpoints')
      .set(ADMIN_HEADERS)
      .send({ url: 'https://receiver.example/hook', event_types: ['program.status_changed'] })
      .expect(200);
    const ofPartner = await registerProgram(app, { partner_slug: slug });
    await registerProgram(app, { partner_slug: slug });
    const other = await registerProgram(app);
    await app.http
      .patch(`/api/admin/registrations/${ofPartner.reference}`)
      .set(ADMIN_HEADERS)
      .send({ status: 'reviewing' })
      .expect(200);
    const approved = await registerProgram(app, { partner_slug: slug });
    await moveProgram(app, approved.reference, ['reviewing', 'approved']);
    const record = await createInstruction(app, ofPartner.reference, {}, ADMIN_HEADERS);
    await createInstruction(app, ofPartner.reference, {}, ADMIN_HEADERS);
    await createInstruction(app, other.reference, {}, ADMIN_HEADERS);
    await app.http.patch(`/api/instructions/${record.id}`).set(ADMIN_HEADERS).send({ status: 'submitted' }).expect(200);

    expect(await deltaRows(app)).toBeGreaterThan(0);
    expect(nonZero(await read(null))).toEqual(await countedFromRows(app, null));
    const partnerCounts = await read(slug);
    expect(partnerCounts.get('registrations')).toEqual(
      new Map([
        ['pending', 1],
        ['reviewing', 1],
        ['approved', 1],
      ]),
    );
    expect(partnerCounts.get('approvals')).toEqual(new Map([['', 1]]));
    expect((await read(null)).get('deliveries')?.get('pending') ?? 0).toBeGreaterThan(0);
    expect(partnerCounts.get('instructions')).toEqual(
      new Map([
        ['draft', 1],
        ['submitted', 1],
      ]),
    );
    expect(nonZero(partnerCounts)).toEqual(await countedFromRows(app, slug));

    await tallies.fold();
    expect(await deltaRows(app)).toBe(0);
    expect(nonZero(await read(null))).toEqual(await countedFromRows(app, null));
    expect(nonZero(await read(slug))).toEqual(await countedFromRows(app, slug));
  });

  it('should count nothing that a rolled-back transaction wrote', async () => {
    const program = await registerProgram(app);
    await tallies.fold();
    const before = await read(null);

    await expect(
      app.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE "registrations" SET "status" = 'approved' WHERE "id" = ${program.id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    expect(await deltaRows(app)).toBe(0);
    expect(await read(null)).toEqual(before);
  });

  it("should move a program's handoff records with it when its partner changes", async () => {
    const movedTo = `${slug}-moved`;
    const program = await registerProgram(app, { partner_slug: slug });
    await createInstruction(app, program.reference, {}, ADMIN_HEADERS);
    const before = await read(slug);

    await app.dataSource.query(`UPDATE "registrations" SET "partner_slug" = '${movedTo}' WHERE "id" = ${program.id}`);

    expect((await read(movedTo)).get('instructions')).toEqual(new Map([['draft', 1]]));
    expect((await read(movedTo)).get('registrations')).toEqual(new Map([['pending', 1]]));
    expect((await read(slug)).get('instructions')?.get('draft')).toBe(
      (before.get('instructions')?.get('draft') ?? 0) - 1,
    );
    expect(nonZero(await read(slug))).toEqual(await countedFromRows(app, slug));
  });

  it('should stay exact while programs are written and several folds run at once', async () => {
    const writes = Array.from({ length: 24 }, (_, index) =>
      registerProgram(app, { partner_slug: index % 2 === 0 ? slug : null }),
    );
    const folds = Array.from({ length: 6 }, () => tallies.fold());
    await Promise.all([...writes, ...folds]);
    await tallies.fold();

    expect(nonZero(await read(null))).toEqual(await countedFromRows(app, null));
    expect(nonZero(await read(slug))).toEqual(await countedFromRows(app, slug));
  });

  it(`should keep the triggers on ${testDialect} that append the deltas`, async () => {
    const triggers =
      testDialect === 'postgres'
        ? await app.dataSource.query<Array<{ name: string }>>(
            // The triggers as declared: the event record's is also cloned onto each of its monthly partitions.
            `SELECT tgname AS "name" FROM pg_trigger WHERE tgname LIKE '%_tally_%' AND tgparentid = 0 ORDER BY tgname`,
          )
        : await app.dataSource.query<Array<{ name: string }>>(
            `SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_tally_%' ORDER BY name`,
          );
    expect(triggers.map((trigger) => trigger.name)).toEqual(
      testDialect === 'postgres'
        ? [
            'instructions_tally_added_removed',
            'instructions_tally_moved',
            'program_events_tally_added',
            'registrations_tally_added_removed',
            'registrations_tally_moved',
            'webhook_deliveries_tally_added_removed',
            'webhook_deliveries_tally_moved',
          ]
        : [
            'instructions_tally_added',
            'instructions_tally_moved',
            'instructions_tally_removed',
            'program_events_tally_added',
            'registrations_tally_added',
            'registrations_tally_checklist',
            'registrations_tally_moved',
            'registrations_tally_removed',
            'webhook_deliveries_tally_added',
            'webhook_deliveries_tally_moved',
            'webhook_deliveries_tally_removed',
          ],
    );
    if (testDialect === 'postgres') {
      const unguarded = await app.dataSource.query<Array<{ partition: string }>>(
        `SELECT i.inhrelid::regclass::text AS "partition" FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid AND c.relkind = 'r'
         WHERE i.inhparent = 'program_events'::regclass AND NOT EXISTS (
           SELECT 1 FROM pg_trigger t WHERE t.tgrelid = i.inhrelid AND t.tgname = 'program_events_tally_added')`,
      );
      expect(unguarded).toEqual([]);
    }
  });
});

/** TALLY_FOLD_MS: how often a process folds; 0 leaves the deltas to other processes (reads stay exact). */
describe('Tally folding by each process', () => {
  /**
   * The deltas left after an intake, and the pending programs counted then. `until` set: polls until the deltas number
   * that, up to `waitMs` (each fold is a write, which on a loaded machine can queue behind SQLite's one writer for
   * seconds); otherwise waits `waitMs` and counts once.
   */
  const deltasAfterIntake = async (foldMs: string, waitMs: number, until?: number) => {
    const app = await startTestApp({ env: { TALLY_FOLD_MS: foldMs } });
    try {
      await registerProgram(app);
      if (until === undefined) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      } else {
        const deadline = Date.now() + waitMs;
        while ((await deltaRows(app)) !== until && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      const tallies = app.app.get(Tallies);
      const counted = await app.app.get(TransactionRunner).read((unit) => tallies.counts(unit, null));
      return { deltas: await deltaRows(app), programs: counted.get('registrations')?.get('pending') };
    } finally {
      await app.close();
    }
  };

  it('should fold within its interval', async () => {
    // With TALLY_FOLD_MS=0 nothing ever folds (next test), so the deltas reaching 0 at all is this process folding.
    expect(await deltasAfterIntake('100', 10_000, 0)).toEqual({ deltas: 0, programs: 1 });
  });

  it('should leave the deltas alone with 0, and still count them', async () => {
    // The program, its day of intake, its checklist bucket and its first event.
    expect(await deltasAfterIntake('0', 1500)).toEqual({ deltas: 4, programs: 1 });
  });
});
