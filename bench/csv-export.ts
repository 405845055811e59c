import { CSV_PARTNER } from './seed';
import { BENCH_ADMIN_TOKEN, ServiceProcess, rssBytes, withPeakRss } from './service-process';

export interface CsvResult {
  rows: number;
  seconds: number;
  rowsPerSec: number;
  rssGrowthMb: number;
  route: string;
}

/** Downloads the registrations CSV, counting rows as they stream, and samples the service's RSS. */
export async function measureCsvExport(service: ServiceProcess): Promise<CsvResult> {
  const { path, headers } = await exportRoute(service);
  const baseline = rssBytes(service.pid);
  const started = performance.now();
  const { result: rows, peakBytes } = await withPeakRss(service.pid, async () => {
    const response = await fetch(`${service.url}${path}`, { headers });
    if (!response.ok || !response.body) {
      throw new Error(`CSV export answered ${response.status}`);
    }
    let lines = 0;
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        break;
      }
      for (const byte of value) {
        if (byte === 0x0a) {
          lines++;
        }
      }
    }
    return lines - 1;
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    rows,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSec: Math.round(rows / seconds),
    rssGrowthMb: Math.round(((peakBytes - baseline) / 1048576) * 10) / 10,
    route: path,
  };
}

async function exportRoute(service: ServiceProcess): Promise<{ path: string; headers: Record<string, string> }> {
  const probe = await fetch(`${service.url}/api/admin/export.csv?partner=no-such-partner`, {
    headers: { 'x-admin-token': BENCH_ADMIN_TOKEN },
  });
  await probe.arrayBuffer();
  if (probe.ok) {
    return { path: '/api/admin/export.csv', headers: { 'x-admin-token': BENCH_ADMIN_TOKEN } };
  }
  const issued = await fetch(`${service.url}/api/operator/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': BENCH_ADMIN_TOKEN },
    body: JSON.stringify({ slug: CSV_PARTNER }),
  });
  const { api_key: apiKey } = (await issued.json()) as { api_key: string };
  return { path: '/api/partner/export.csv', headers: { 'x-partner-token': apiKey } };
}
