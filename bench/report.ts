import { CsvResult } from './csv-export';
import { Dialect } from './databases';
import { LoadResult } from './load';
import { DrainResult, LatencyResult } from './webhook-drain';

export interface LimitResult {
  opsPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

interface DialectResults {
  process?: { startupMs: number; idleRssMb: number };
  loads: LoadResult[];
  limits?: Record<string, LimitResult>;
  csv?: CsvResult;
  drain?: DrainResult;
  latency?: LatencyResult;
}

interface Row {
  dialect: Dialect;
  measure: string;
  value: string;
  reference: string;
  ratio: string;
  target: string;
  verdict: 'PASS' | 'MISS' | 'info';
  /** How far a missed target is, where it can be said in the measure's own unit. */
  shortBy?: string;
}

const LIMIT_OF: Record<string, string> = {
  'status read': 'status_read',
  'events page': 'events_page',
  'intake @10': 'intake',
  'checklist patch': 'checklist_patch',
};

/** Collects every measurement of one run and turns it into the table and JSON of the README. */
export class BenchReport {
  private readonly results = new Map<Dialect, DialectResults>();

  process(dialect: Dialect, figures: { startupMs: number; idleRssMb: number }): void {
    this.of(dialect).process = figures;
  }

  load(dialect: Dialect, result: LoadResult): void {
    process.stdout.write(
      `  ${result.name}: ${result.reqPerSec} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms\n`,
    );
    this.of(dialect).loads.push(result);
  }

  limits(dialect: Dialect, limits: Record<string, LimitResult>): void {
    this.of(dialect).limits = limits;
  }

  csv(dialect: Dialect, result: CsvResult): void {
    process.stdout.write(`  CSV: ${result.rows} rows at ${result.rowsPerSec} rows/s, RSS +${result.rssGrowthMb} MB\n`);
    this.of(dialect).csv = result;
  }

  drain(dialect: Dialect, result: DrainResult): void {
    process.stdout.write(`  webhook drain: ${result.deliveries} deliveries at ${result.deliveriesPerSecond}/s\n`);
    this.of(dialect).drain = result;
  }

  webhookLatency(dialect: Dialect, result: LatencyResult): void {
    process.stdout.write(`  event-to-delivery (idle): p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms\n`);
    this.of(dialect).latency = result;
  }

  rows(): Row[] {
    const rows: Row[] = [];
    for (const [dialect, results] of this.results) {
      const empty = results.loads.find((load) => load.name.startsWith('empty route'));
      for (const load of results.loads) {
        rows.push(this.loadRow(dialect, load, empty, results.limits));
      }
      if (results.process) {
        rows.push(
          row(
            dialect,
            'start-up to first answer',
            `${results.process.startupMs} ms`,
            '',
            '',
            '≤ 2000 ms',
            results.process.startupMs <= 2000,
          ),
        );
        rows.push(
          row(
            dialect,
            'idle RSS',
            `${results.process.idleRssMb} MB`,
            '',
            '',
            '≤ 200 MB',
            results.process.idleRssMb <= 200,
          ),
        );
      }
      if (results.drain) {
        const drain = results.drain;
        rows.push(
          row(
            dialect,
            `webhook drain (${drain.deliveries} deliveries, separate worker)`,
            `${drain.deliveriesPerSecond} deliveries/s`,
            '',
            '',
            '≥ 300 deliveries/s',
            drain.deliveriesPerSecond >= 300,
          ),
        );
      }
      if (results.latency) {
        const latency = results.latency;
        rows.push(
          row(
            dialect,
            'event-to-delivery, idle queue',
            `p50 ${latency.p50Ms} ms, p99 ${latency.p99Ms} ms`,
            '',
            '',
            'p50 ≤ 100 ms',
            latency.p50Ms <= 100,
          ),
        );
      }
      if (results.csv) {
        const csv = results.csv;
        rows.push(
          row(
            dialect,
            `CSV export ${csv.rows} rows`,
            `${csv.rowsPerSec} rows/s`,
            '',
            '',
            '≥ 50000 rows/s',
            csv.rowsPerSec >= 50000,
          ),
        );
        rows.push(
          row(dialect, 'CSV export peak RSS growth', `${csv.rssGrowthMb} MB`, '', '', '< 64 MB', csv.rssGrowthMb < 64),
        );
      }
    }
    return rows;
  }

  toJson(): Record<string, unknown> {
    return { generated_at: new Date().toISOString(), results: Object.fromEntries(this.results), table: this.rows() };
  }

  private loadRow(
    dialect: Dialect,
    load: LoadResult,
    empty: LoadResult | undefined,
    limits?: Record<string, LimitResult>,
  ): Row {
    const value = `${load.reqPerSec} req/s, p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms${load.errors + load.non2xx > 0 ? `, ${load.errors} errors, ${load.non2xx} non-2xx` : ''}`;
    const name = load.name.replace(/ \(.*\)/, '');
    const failed = load.errors + load.non2xx > 0;
    if (name === 'status read' || name === 'events page') {
      const target = name === 'status read' ? 0.6 : 0.5;
      const ratio = empty ? load.reqPerSec / empty.reqPerSec : 0;
      const result = row(
        dialect,
        load.name,
        value,
        `${empty?.reqPerSec ?? '?'} req/s empty route`,
        ratio.toFixed(2),
        `≥ ${target} × empty route`,
        !failed && ratio >= target,
      );
      if (empty && ratio < target) {
        const missing = Math.ceil(target * empty.reqPerSec - load.reqPerSec);
        result.shortBy = `${(target - ratio).toFixed(2)} ×, ${missing} req/s`;
      }
      return result;
    }
    const limitKey = LIMIT_OF[name];
    const limit = limitKey ? limits?.[limitKey] : undefined;
    const reference = limit ? `${limit.opsPerSec} ops/s in-process` : '';
    const ratio = limit ? (load.reqPerSec / limit.opsPerSec).toFixed(2) : '';
    if (load.name.startsWith('intake') && dialect === 'postgres') {
      const at50 = load.connections === 50;
      const ok = at50 ? load.p99Ms <= 150 : load.reqPerSec >= 800 && load.p99Ms <= 40;
      return row(
        dialect,
        load.name,
        value,
        reference,
        ratio,
        at50 ? 'p99 ≤ 150 ms' : '≥ 800 req/s, p99 ≤ 40 ms',
        !failed && ok,
      );
    }
    if (load.name.startsWith('empty route')) {
      return {
        dialect,
        measure: load.name,
        value,
        reference: '',
        ratio: '1.00',
        target: 'reference limit',
        verdict: 'info',
      };
    }
    return {
      dialect,
      measure: load.name,
      value,
      reference,
      ratio,
      target: failed ? 'no errors' : '',
      verdict: failed ? 'MISS' : 'info',
    };
  }

  private of(dialect: Dialect): DialectResults {
    let results = this.results.get(dialect);
    if (!results) {
      results = { loads: [] };
      this.results.set(dialect, results);
    }
    return results;
  }
}

function row(
  dialect: Dialect,
  measure: string,
  value: string,
  reference: string,
  ratio: string,
  target: string,
  ok: boolean,
): Row {
  return { dialect, measure, value, reference, ratio, target, verdict: ok ? 'PASS' : 'MISS' };
}

export function printReport(report: BenchReport): string {
  const header =
    '| database | measure | result | reference limit | ratio | target | verdict |\n|---|---|---|---|---|---|---|\n';
  return (
    header +
    report
      .rows()
      .map(
        (r) =>
          `| ${r.dialect} | ${r.measure} | ${r.value} | ${r.reference} | ${r.ratio} | ${r.target} | ${r.verdict}${r.shortBy ? ` (short by ${r.shortBy})` : ''} |`,
      )
      .join('\n') +
    '\n'
  );
}
