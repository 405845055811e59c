import { once } from 'node:events';
import { Readable } from 'node:stream';
import { CSV_PAGE_SIZE, ExportScope, RegistrationCsvExporter } from '../../../src/partners/registration-csv.exporter';
import { insertBulkRegistrations } from '../../factories/bulk-registrations.factory';
import { parseCsv } from '../../support/csv-parser';
import { PoolWatch } from '../../support/pool-watch';
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

describe(RegistrationCsvExporter.name, () => {
  let app: TestApp;
  let exporter: RegistrationCsvExporter;
  let pool: PoolWatch;
  let references: string[];
  // Destroyed after each test, so that a failed assertion cannot leave a connection checked out.
  const opened: Readable[] = [];

  async function exportOf(scope: ExportScope, paged = false): Promise<Readable> {
    const stream = paged ? await exporter.pagedStream(scope) : await exporter.stream(scope);
    opened.push(stream);
    return stream;
  }

  beforeAll(async () => {
    // No tally fold in the background: the export's cursor is the only connection checked out.
    app = await startTestApp({ env: { TALLY_FOLD_MS: '0' } });
    exporter = app.app.get(RegistrationCsvExporter);
    pool = new PoolWatch(app);
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
    await pool.allReturned();
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
    expect(pool.checkedOut()).toBe(1);
    stream.destroy();
    await pool.allReturned();
    expect(parseCsv(await readAll(await exportOf({ everyone: true }))).length).toBe(ROWS + 1);
  });

  it('should give the connection back when the stream is destroyed before its first read', async () => {
    const stream = await exportOf({ partnerSlug: 'bulk-bank' });
    expect(pool.checkedOut()).toBe(1);
    stream.destroy();
    await pool.allReturned();
  });

  it('should fall back to keyset pages while cursor exports hold their quarter of the pool', async () => {
    const held = [await exportOf({ everyone: true }), await exportOf({ everyone: true })];
    expect(pool.checkedOut()).toBe(2);
    const paged = await exportOf({ everyone: true });
    // Between pages a keyset export holds no connection: the cursor exports still hold theirs only.
    expect(pool.checkedOut()).toBe(2);
    const csv = await readAll(paged);
    expect(csv).toBe(await readAll(held[0]));
    held[1].destroy();
    await pool.allReturned();
    expect(pool.checkedOut()).toBe(0);
    const again = await exportOf({ everyone: true });
    expect(pool.checkedOut()).toBe(1);
    expect(await readAll(again)).toBe(csv);
  });
});
