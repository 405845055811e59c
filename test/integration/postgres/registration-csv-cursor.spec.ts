import { once } from 'node:events';
import { Readable } from 'node:stream';
import { Client, Pool } from 'pg';
import { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { CSV_PAGE_SIZE, ExportScope, RegistrationCsvExporter } from '../../../src/partners/registration-csv.exporter';
import { insertBulkRegistrations } from '../../factories/bulk-registrations.factory';
import { parseCsv } from '../../support/csv-parser';
import { startTestApp, TestApp } from '../../support/test-app';

const ROWS = 2 * CSV_PAGE_SIZE + 7;

async function readAll(stream: Readable): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) {
    parts.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(parts).toString('utf8');
}

/** Reads the first chunk only, leaving the export mid-way (its next batch already asked for). */
async function firstChunk(stream: Readable): Promise<string> {
  await once(stream, 'readable');
  return String(stream.read());
}

async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) {
      throw new Error(`still not true after 5 s: ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(RegistrationCsvExporter.name, () => {
  let app: TestApp;
  let exporter: RegistrationCsvExporter;
  let pool: Pool;
  let references: string[];
  // Destroyed after each test, so that a failed assertion cannot leave a connection checked out.
  const opened: Readable[] = [];

  async function exportOf(scope: ExportScope, paged = false): Promise<Readable> {
    const stream = paged ? await exporter.pagedStream(scope) : await exporter.stream(scope);
    opened.push(stream);
    return stream;
  }

  const checkedOut = () => pool.totalCount - pool.idleCount;

  async function transactionsOpen(): Promise<number> {
    const client = new Client({ connectionString: app.scratchUrl });
    await client.connect();
    try {
      const result = await client.query<{ count: string }>(
        `SELECT COUNT(*) AS count FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`,
      );
      return Number(result.rows[0].count);
    } finally {
      await client.end();
    }
  }

  async function connectionReturned(): Promise<void> {
    await eventually(() => checkedOut() === 0, 'every pooled connection idle');
    await eventually(async () => (await transactionsOpen()) === 0, 'no transaction left open');
  }

  beforeAll(async () => {
    app = await startTestApp();
    exporter = app.app.get(RegistrationCsvExporter);
    pool = (app.dataSource.driver as PostgresDriver).master as Pool;
    references = await insertBulkRegistrations(app.scratchUrl as string, { count: ROWS, partnerEvery: 2 });
  });

  afterEach(() => {
    opened.splice(0).forEach((stream) => stream.destroy());
  });

  afterAll(async () => {
    await app.close();
  });

  it('should write the bytes of the keyset pages, every row in id order, across several cursor batches', async () => {
    const csv = await readAll(await exportOf({ everyone: true }));
    expect(csv).toBe(await readAll(await exportOf({ everyone: true }, true)));
    const rows = parseCsv(csv).slice(1);
    expect(rows.map((row) => row[0])).toEqual(references);
    expect(rows[1]).toEqual([
      references[1],
      'pending',
      'created',
      'program',
      'individual',
      '\'+1 555, "quoted" 1',
      'bulk1@example.com',
      'Company, "1"',
      '',
      '',
      'fiat',
      'other-bank',
      expect.stringMatching(/^\d$/),
      expect.stringMatching(/^[04]$/),
      expect.stringMatching(/^[02]$/),
      expect.stringMatching(/^[01]$/),
      '2026-01-02T03:04:06.679Z',
      '2026-03-04T05:06:07.001Z',
    ]);
    await connectionReturned();
  });

  it("should write one partner's rows only, as the keyset pages do", async () => {
    const csv = await readAll(await exportOf({ partnerSlug: 'bulk-bank' }));
    expect(csv).toBe(await readAll(await exportOf({ partnerSlug: 'bulk-bank' }, true)));
    const rows = parseCsv(csv).slice(1);
    expect(rows.map((row) => row[0])).toEqual(references.filter((_, index) => index % 2 === 0));
    expect(rows.length).toBeGreaterThan(CSV_PAGE_SIZE);
  });

  it('should read one snapshot: a registration committed after the export started is not in it', async () => {
    const stream = await exportOf({ everyone: true });
    try {
      const late = await insertBulkRegistrations(app.scratchUrl as string, {
        count: 1,
        partnerSlug: 'late-bank',
        prefix: 'LAT',
      });
      const csv = await readAll(stream);
      expect(
        parseCsv(csv)
          .slice(1)
          .map((row) => row[0]),
      ).toEqual(references);
      expect(await readAll(await exportOf({ partnerSlug: 'late-bank' }))).toContain(late[0]);
    } finally {
      const lateIds = `SELECT id FROM registrations WHERE partner_slug = 'late-bank'`;
      for (const table of ['checklist_items', 'documents', 'instructions']) {
        await app.dataSource.query(`DELETE FROM ${table} WHERE registration_id IN (${lateIds})`);
      }
      await app.dataSource.query(`DELETE FROM registrations WHERE partner_slug = 'late-bank'`);
    }
  });

  it('should give the connection back and roll back when the stream is destroyed mid-way', async () => {
    const stream = await exportOf({ everyone: true });
    expect(await firstChunk(stream)).toContain(references[0]);
    expect(checkedOut()).toBe(1);
    stream.destroy();
    await connectionReturned();
    expect(parseCsv(await readAll(await exportOf({ everyone: true }))).length).toBe(ROWS + 1);
  });

  it('should give the connection back when the stream is destroyed before its first read', async () => {
    const stream = await exportOf({ partnerSlug: 'bulk-bank' });
    expect(checkedOut()).toBe(1);
    stream.destroy();
    await connectionReturned();
  });

  it('should fall back to keyset pages while cursor exports hold their quarter of the pool', async () => {
    const held = [await exportOf({ everyone: true }), await exportOf({ everyone: true })];
    expect(checkedOut()).toBe(2);
    const paged = await exportOf({ everyone: true });
    // Between pages a keyset export holds no connection: the cursor exports still hold theirs only.
    expect(checkedOut()).toBe(2);
    const csv = await readAll(paged);
    expect(csv).toBe(await readAll(held[0]));
    held[1].destroy();
    await connectionReturned();
    expect(checkedOut()).toBe(0);
    const again = await exportOf({ everyone: true });
    expect(checkedOut()).toBe(1);
    expect(await readAll(again)).toBe(csv);
  });
});
