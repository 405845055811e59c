import { get } from 'node:http';
import { CSV_PAGE_SIZE } from '../../../src/partners/registration-csv.exporter';
import { insertBulkRegistrations } from '../../factories/bulk-registrations.factory';
import { ADMIN_HEADERS } from '../../factories/instruction-actors.factory';
import { parseCsv } from '../../support/csv-parser';
import { PoolWatch } from '../../support/pool-watch';
import { TcpProxy } from '../../support/tcp-proxy';
import { startTestApp, TestApp } from '../../support/test-app';

const ROWS = 3 * CSV_PAGE_SIZE;
// Each cursor batch is a round trip: with this delay on the link a download is still running when its first bytes land.
const LINK_LATENCY_MS = 150;

interface Download {
  /** Whether the export still held its database connection when the first bytes arrived. */
  heldAtFirstBytes: boolean;
  complete: boolean;
}

describe('CSV export faults (PostgreSQL link through a TCP proxy)', () => {
  let proxy: TcpProxy;
  let app: TestApp;
  let pool: PoolWatch;

  /** Starts the admin CSV download and, at its first bytes, runs `atFirstBytes`; resolves once the response is over. */
  function download(atFirstBytes: (abort: () => void) => void): Promise<Download> {
    return new Promise((resolve, reject) => {
      const request = get(`${app.url}/api/admin/export.csv`, { headers: ADMIN_HEADERS }, (response) => {
        let heldAtFirstBytes = false;
        response.once('data', () => {
          heldAtFirstBytes = pool.checkedOut() === 1;
          atFirstBytes(() => request.destroy());
        });
        response.on('data', () => undefined);
        response.on('end', () => resolve({ heldAtFirstBytes, complete: true }));
        response.on('close', () => resolve({ heldAtFirstBytes, complete: response.complete }));
      });
      request.on('error', () => undefined);
      request.on('close', () => setImmediate(() => reject(new Error('no response'))));
    });
  }

  async function fullExportRows(): Promise<number> {
    const response = await app.http.get('/api/admin/export.csv').set(ADMIN_HEADERS).expect(200);
    return parseCsv(response.text).length - 1;
  }

  beforeAll(async () => {
    const server = new URL(process.env.TEST_DATABASE_URL as string);
    proxy = await TcpProxy.start(server.hostname, Number(server.port || 5432));
    app = await startTestApp({
      listen: true,
      // No delivery sweeper nor tally fold in the background: the export is the only one to check a connection out.
      env: { WEBHOOK_WORKER_IN_PROCESS: 'false', TALLY_FOLD_MS: '0' },
      databaseUrl: (scratchUrl) => {
        const url = new URL(scratchUrl);
        url.hostname = '127.0.0.1';
        url.port = String(proxy.port);
        return url.toString();
      },
    });
    pool = new PoolWatch(app);
    await insertBulkRegistrations(app.scratchUrl as string, { count: ROWS });
  });

  afterEach(() => {
    proxy.setLatency(0);
    proxy.restore();
  });

  afterAll(async () => {
    await app.close();
    await proxy.stop();
  });

  it('should give the connection back when the client leaves mid-download, and serve the next one', async () => {
    proxy.setLatency(LINK_LATENCY_MS);
    const outcome = await download((abort) => abort());
    expect(outcome).toEqual({ heldAtFirstBytes: true, complete: false });
    await pool.allReturned();
    proxy.setLatency(0);
    expect(await fullExportRows()).toBe(ROWS);
    await pool.allReturned();
  });

  it('should cut the download, not end it, when the database link is lost mid-export, and recover', async () => {
    proxy.setLatency(LINK_LATENCY_MS);
    const outcome = await download(() => proxy.cut());
    expect(outcome).toEqual({ heldAtFirstBytes: true, complete: false });
    proxy.restore();
    proxy.setLatency(0);
    await pool.allReturned();
    expect(await fullExportRows()).toBe(ROWS);
  });

  it('should answer 503, not a cut file, when the database is unreachable as the export starts', async () => {
    proxy.cut();
    const response = await app.http.get('/api/admin/export.csv').set(ADMIN_HEADERS).expect(503);
    expect(response.headers['content-type']).not.toMatch(/text\/csv/);
    proxy.restore();
    await pool.allReturned();
    expect(await fullExportRows()).toBe(ROWS);
  });
});
