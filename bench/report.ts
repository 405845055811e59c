import { ObservabilityCost } from './observability';
import { CsvResult } from './csv-export';
import { EXPORTS_PER_BUILD, ExportStreamResult } from './export-stream';
import { Dialect } from './databases';
import { LoadResult } from './load';
import { DrainResult, LatencyResult } from './webhook-drain';
import { FailingDrainResult, FanOutResult } from './webhook-fanout';

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
  fanOut?: FanOutResult;
  failingDrains: FailingDrainResult[];
  observability?: ObservabilityCost;
  exportStream?: ExportStreamResult;
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

  fanOut(dialect: Dialect, result: FanOutResult): void {
    process.stdout.write(
      `  webhook fan-out: ${result.events} events × ${result.endpoints} endpoints = ${result.deliveries} deliveries at ${result.deliveriesPerSecond}/s\n`,
    );
    for (const intake of [result.intakeWithout, result.intakeWith]) {
      if (intake) {
        process.stdout.write(
          `  ${intake.name}: ${intake.reqPerSec} req/s, p50 ${intake.p50Ms} ms, p99 ${intake.p99Ms} ms\n`,
        );
      }
    }
    this.of(dialect).fanOut = result;
  }

  failingDrain(dialect: Dialect, result: FailingDrainResult): void {
    process.stdout.write(
      `  webhook drain, 1 endpoint ${ANSWER_OF[result.answer]}: ${result.deliveries} healthy deliveries at ` +
        `${result.deliveriesPerSecond}/s; failing endpoint got ${result.failingAttempts} requests, breaker ` +
        `${result.breakerState} (${result.breakerTrips} trips)\n`,
    );
    this.of(dialect).failingDrains.push(result);
  }

  observability(dialect: Dialect, result: ObservabilityCost): void {
    for (const variant of result.variants) {
      for (const load of [variant.statusRead, variant.intake]) {
        process.stdout.write(`  ${variant.name}, ${load.name}: ${load.reqPerSec} req/s, p99 ${load.p99Ms} ms\n`);
      }
    }
    this.of(dialect).observability = result;
  }

  exportStream(dialect: Dialect, result: ExportStreamResult): void {
    for (const build of result.builds) {
      process.stdout.write(
        `  audit.json of ${result.events} events, ${build.build}: ${build.seconds} s, RSS +${build.rssGrowthMb} MB ` +
          `(+${build.rssGrowthWithProbesMb} MB with the probe; probing alone +${build.probesAloneRssGrowthMb} MB), ` +
          `/health/live worst ${build.worstProbeMs} ms (median ${build.medianProbeMs} ms, idle worst ${result.idleWorstProbeMs} ms); ` +
          `its console page ${build.consolePageSeconds} s\n`,
      );
    }
    this.of(dialect).exportStream = result;
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
      rows.push(...webhookEndpointRows(dialect, results));
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
      if (results.observability) {
        rows.push(...observabilityRows(dialect, results.observability));
      }
      if (results.exportStream) {
        rows.push(...exportStreamRows(dialect, results.exportStream));
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
      results = { loads: [], failingDrains: [] };
      this.results.set(dialect, results);
    }
    return results;
  }
}

const ANSWER_OF: Record<FailingDrainResult['answer'], string> = {
  ok: 'answering 200',
  fail: 'answering 500',
  hang: 'never answering',
};

/** Fan-out, intake with and without endpoints, and the drains with one failing endpoint (against their control). */
function webhookEndpointRows(dialect: Dialect, results: DialectResults): Row[] {
  const rows: Row[] = [];
  const fanOut = results.fanOut;
  if (fanOut) {
    rows.push(
      row(
        dialect,
        `webhook fan-out (${fanOut.events} events × ${fanOut.endpoints} endpoints = ${fanOut.deliveries} deliveries, separate worker)`,
        `${fanOut.deliveriesPerSecond} deliveries/s`,
        '',
        '',
        '≥ 300 deliveries/s',
        fanOut.deliveriesPerSecond >= 300,
      ),
    );
    const { intakeWithout: without, intakeWith: withEndpoints } = fanOut;
    if (without && withEndpoints) {
      const failed = withEndpoints.errors + withEndpoints.non2xx > 0;
      rows.push({
        dialect,
        measure: `intake (POST /api/register) @10 with ${fanOut.endpoints} operator-wide endpoints`,
        value: `${withEndpoints.reqPerSec} req/s, p50 ${withEndpoints.p50Ms} ms, p99 ${withEndpoints.p99Ms} ms`,
        reference: `${without.reqPerSec} req/s, p99 ${without.p99Ms} ms with none`,
        ratio: (withEndpoints.reqPerSec / without.reqPerSec).toFixed(2),
        target: failed ? 'no errors' : '',
        verdict: failed ? 'MISS' : 'info',
      });
    }
  }
  const control = results.failingDrains.find((drain) => drain.answer === 'ok');
  for (const drain of results.failingDrains) {
    const isControl = drain === control;
    const compared = control && !isControl;
    const result = row(
      dialect,
      `webhook drain, ${isControl ? `${drain.healthyEndpoints + 1} endpoints all answering 200 (control, ` : `1 of ${drain.healthyEndpoints + 1} endpoints ${ANSWER_OF[drain.answer]} (`}${drain.deliveries} deliveries to ${drain.healthyEndpoints} healthy ones timed)`,
      `${drain.deliveriesPerSecond} deliveries/s${isControl ? '' : `; failing one: ${drain.failingAttempts} requests, breaker ${drain.breakerState}`}`,
      compared ? `${control.deliveriesPerSecond} deliveries/s control` : '',
      compared ? (drain.deliveriesPerSecond / control.deliveriesPerSecond).toFixed(2) : '',
      '≥ 300 deliveries/s',
      drain.deliveriesPerSecond >= 300,
    );
    if (drain.deliveriesPerSecond < 300) {
      result.shortBy = `${300 - drain.deliveriesPerSecond} deliveries/s`;
    }
    rows.push(result);
  }
  return rows;
}

/**
 * audit.json of a long record (issue 21: < 32 MB RSS growth, no other request delayed > 50 ms): this build is held
 * to the targets, an earlier build (the bundle built whole) is shown beside it.
 */
function exportStreamRows(dialect: Dialect, result: ExportStreamResult): Row[] {
  const rows: Row[] = [];
  for (const build of result.builds) {
    const held = build.thisBuild;
    const name = `audit.json of ${result.events} events, ${build.build}${held && !result.sameBundle ? ' (bundle differs from the baseline)' : ''}`;
    const sizeMb = Math.round((build.bytes / 1048576) * 10) / 10;
    const growth = row(
      dialect,
      `${name}: peak RSS growth`,
      `${build.rssGrowthMb} MB (${sizeMb} MB in ${build.seconds} s)`,
      '',
      '',
      held ? '< 32 MB' : '',
      build.rssGrowthMb < 32 && result.sameBundle,
    );
    const delay = row(
      dialect,
      `${name}: worst /health/live answer meanwhile`,
      `${build.worstProbeMs} ms (median ${build.medianProbeMs} ms, ${build.probes} probes)`,
      `${result.idleWorstProbeMs} ms idle`,
      '',
      held ? '≤ 50 ms' : '',
      build.worstProbeMs <= 50,
    );
    const withProbes = row(
      dialect,
      `${name}: peak RSS growth from start once the probed exports ran too`,
      `${build.rssGrowthWithProbesMb} MB`,
      `a fresh service probed alone for ${build.seconds} s: ${build.probesAloneRssGrowthMb} MB`,
      '',
      '',
      true,
    );
    withProbes.verdict = 'info';
    const consolePage = row(
      dialect,
      `console page of that program, ${build.build}: slowest of ${EXPORTS_PER_BUILD} views`,
      `${build.consolePageSeconds} s`,
      '',
      '',
      '',
      true,
    );
    consolePage.verdict = 'info';
    if (!held) {
      growth.verdict = 'info';
      delay.verdict = 'info';
    }
    rows.push(growth, delay, withProbes, consolePage);
  }
  return rows;
}

/**
 * Today's service beside tracing on and a bounded heap growth (their measured costs) and, when given, an earlier build
 * (metrics' cost: ≥ 0.95).
 */
function observabilityRows(dialect: Dialect, cost: ObservabilityCost): Row[] {
  const [current, ...others] = cost.variants;
  const rows: Row[] = [];
  for (const other of others) {
    const baseline = other.kind === 'reference';
    for (const pick of ['statusRead', 'intake'] as const) {
      const [measured, reference] = baseline ? [current[pick], other[pick]] : [other[pick], current[pick]];
      const ratio = measured.reqPerSec / reference.reqPerSec;
      rows.push(
        row(
          dialect,
          `${measured.name}, ${baseline ? `as built vs ${other.name}` : `${other.name} vs as built`} (in turns)`,
          `${measured.reqPerSec} req/s, p99 ${measured.p99Ms} ms`,
          `${reference.reqPerSec} req/s, p99 ${reference.p99Ms} ms`,
          ratio.toFixed(2),
          baseline ? '≥ 0.95' : 'measured',
          baseline ? ratio >= 0.95 : measured.errors + measured.non2xx === 0,
        ),
      );
    }
  }
  return rows;
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
