import { PartitionKeeper } from '../../src/database/partitions/partition-keeper';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { WebhookDeliveriesRepository } from '../../src/webhooks/outbound/webhook-deliveries.repository';
import { WebhookEndpointsRepository } from '../../src/webhooks/outbound/webhook-endpoints.repository';
import { insertChainedEvents } from '../factories/chained-events.factory';
import { registerProgram } from '../factories/registration.factory';
import { endpointValues } from '../factories/webhook-endpoint.factory';
import { testDialect } from '../support/dialect';
import { scrapeMetrics } from '../support/metrics-scrape';
import { startTestApp, TestApp } from '../support/test-app';

interface ReadinessBody {
  checks: Array<{ name: string; ok: boolean; detail: string }>;
}

/** This year (UTC): the first partition holds everything before next year. */
const YEAR = new Date().getUTCFullYear();

/** The months ahead the test app keeps attached: always into next year, whatever this month. */
const MONTHS_AHEAD = 14;

/** The last year the partitions must reach into: the one holding the month MONTHS_AHEAD months from now. */
const LAST_YEAR = new Date(Date.UTC(YEAR, new Date().getUTCMonth() + MONTHS_AHEAD, 1)).getUTCFullYear();

/** Where the partitions end: the first of January after the last year. */
const COVERED_UNTIL = new Date(Date.UTC(LAST_YEAR + 1, 0, 1));

/**
 * The service keeps the yearly partitions of the event record and the attempt log attached PARTITION_MONTHS_AHEAD
 * months ahead on
 * PostgreSQL (issue 21): at start and hourly, reported by readiness and `pws_partitions_covered_until_seconds`.
 * SQLite has no partitions: neither the check nor the figure exists there.
 */
describe('Event record partitions kept ahead (PARTITION_MONTHS_AHEAD)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ env: { PARTITION_MONTHS_AHEAD: String(MONTHS_AHEAD) } });
  });

  afterAll(async () => {
    await app.close();
  });

  if (testDialect === 'postgres') {
    it('should attach at start the years that reach 14 months ahead, beyond the three the migration reached', async () => {
      const rows = await app.dataSource.query<Array<{ parent: string; years: string }>>(
        `SELECT i.inhparent::regclass::text AS parent, COUNT(*) AS years FROM pg_inherits i
         JOIN pg_class c ON c.oid = i.inhrelid WHERE c.relkind = 'r' AND c.relname !~ '_before_'
         GROUP BY 1 ORDER BY 1`,
      );
      expect(rows.map((row) => [row.parent, Number(row.years)])).toEqual([
        ['program_events', LAST_YEAR - YEAR],
        ['webhook_attempts', LAST_YEAR - YEAR],
      ]);
      expect(await app.app.get(PartitionKeeper).coveredUntil()).toEqual(
        new Map([
          ['program_events', COVERED_UNTIL],
          ['webhook_attempts', COVERED_UNTIL],
        ]),
      );
    });

    it('should report how far the partitions reach in readiness and in the metrics', async () => {
      const body = (await app.http.get('/api/readiness').expect(200)).body as ReadinessBody;
      const until = COVERED_UNTIL.toISOString().slice(0, 10);
      expect(body.checks.find((check) => check.name === 'event_partitions')).toEqual({
        name: 'event_partitions',
        ok: true,
        detail: expect.stringContaining(`program_events until ${until}, webhook_attempts until ${until}`) as unknown,
      });
      const samples = await scrapeMetrics(app);
      for (const table of ['program_events', 'webhook_attempts']) {
        expect(samples.get(`pws_partitions_covered_until_seconds{table="${table}"}`)).toBe(
          COVERED_UNTIL.getTime() / 1000,
        );
      }
    });

    it('should take events through a run that attaches nothing new', async () => {
      await app.app.get(PartitionKeeper).extend();
      const program = await registerProgram(app);
      const [{ partition }] = await app.dataSource.query<Array<{ partition: string }>>(
        'SELECT tableoid::regclass::text AS partition FROM program_events WHERE registration_id = $1',
        [program.id],
      );
      // Written now: the first partition holds everything before next month.
      expect(partition).toBe(`program_events_before_${YEAR + 1}`);
    });

    it('should take an event dated into a year it attached, and a delivery referring to it there', async () => {
      const program = await registerProgram(app);
      const at = new Date(Date.UTC(YEAR + 1, 0, 15, 1));
      const [eventId] = await insertChainedEvents(app, program.id, [
        { eventType: 'checklist.item_updated', createdAt: at },
      ]);
      const [{ partition }] = await app.dataSource.query<Array<{ partition: string }>>(
        'SELECT tableoid::regclass::text AS partition FROM program_events WHERE id = $1',
        [eventId],
      );
      expect(partition).toBe(`program_events_${YEAR + 1}`);
      const endpoint = await app.app
        .get(TransactionRunner)
        .write((unit) =>
          app.app.get(WebhookEndpointsRepository).insert(unit, endpointValues({ registrationId: program.id })),
        );
      const delivery = {
        endpointId: endpoint.id,
        eventId,
        webhookId: `msg_partition_${eventId}`,
        eventType: 'checklist.item_updated',
        body: '{}',
        status: 'delivered' as const,
        attemptCount: 1,
        roundAttempts: 1,
        nextAttemptAt: null,
        leaseUntil: null,
        leaseOwner: null,
        lastStatusCode: 200,
        lastError: null,
        createdAt: at,
        updatedAt: at,
        deliveredAt: at,
      };
      const deliveries = app.app.get(WebhookDeliveriesRepository);
      const db = app.app.get(TransactionRunner);
      await expect(
        db.write((unit) => deliveries.insert(unit, { ...delivery, eventCreatedAt: new Date(at.getTime() + 1) })),
      ).rejects.toThrow(/fk_webhook_deliveries_event/);
      const id = await db.write((unit) => deliveries.insert(unit, { ...delivery, eventCreatedAt: at }));
      expect(id).toBeGreaterThan(0);
    });

    it('should give up within seconds while another session holds the table, and attach at the next run', async () => {
      const keeper = app.app.get(PartitionKeeper);
      await app.dataSource.query(`DROP TABLE webhook_attempts_${LAST_YEAR}`);
      const holder = app.dataSource.createQueryRunner();
      await holder.startTransaction();
      try {
        await holder.query('LOCK TABLE webhook_attempts IN ACCESS EXCLUSIVE MODE');
        const started = Date.now();
        await expect(keeper.extend()).rejects.toThrow(/lock timeout/);
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await holder.rollbackTransaction();
        await holder.release();
      }
      await keeper.extend();
      const [{ n }] = await app.dataSource.query<Array<{ n: string }>>(
        `SELECT COUNT(*) AS n FROM pg_class WHERE relname = $1`,
        [`webhook_attempts_${LAST_YEAR}`],
      );
      expect(Number(n)).toBe(1);
    });
  } else {
    it('should have neither a partitions check nor a partitions figure on SQLite', async () => {
      const body = (await app.http.get('/api/readiness').expect(200)).body as ReadinessBody;
      expect(body.checks.map((check) => check.name)).not.toContain('event_partitions');
      expect((await scrapeMetrics(app)).families.has('pws_partitions_covered_until_seconds')).toBe(false);
      expect(await app.app.get(PartitionKeeper).coveredUntil()).toBeNull();
    });
  }
});
