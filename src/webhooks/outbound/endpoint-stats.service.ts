import { Injectable } from '@nestjs/common';
import { pydanticError, RequestValidationError } from '../../common/validation/pydantic-error';
import { TransactionRunner } from '../../database/transaction-runner';
import {
  DEFAULT_STATS_WINDOW_MS,
  EndpointStatsOut,
  EndpointStatsQuery,
  MAX_STATS_WINDOW_DAYS,
} from './dto/endpoint-stats.dto';
import { EndpointManagementService, EndpointManager } from './endpoint-management.service';
import { AttemptCounts, AttemptWindow, WebhookDeliveryHistoryRepository } from './webhook-delivery-history.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { toWebhookEndpointOut } from './webhook-endpoint.mapper';

const MAX_WINDOW_MS = MAX_STATS_WINDOW_DAYS * 24 * 3600 * 1000;

/**
 * An endpoint's attempts over a window, read from `webhook_attempts` by (endpoint_id, attempted_at): counts by
 * outcome and latency percentiles, with the breaker as it is now. Also for a deleted endpoint (its history stays).
 */
@Injectable()
export class EndpointStatsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly management: EndpointManagementService,
    private readonly history: WebhookDeliveryHistoryRepository,
  ) {}

  stats(manager: EndpointManager, id: number, query: EndpointStatsQuery): Promise<EndpointStatsOut> {
    const { since, until } = statsWindow(query, new Date());
    const window: AttemptWindow = { endpointId: id, since, until };
    return this.db.read(async (unit) => {
      const endpoint = await this.management.visible(unit, manager, id);
      const counts = await this.history.attemptCounts(unit, window);
      const percentile = (percent: number) =>
        counts.attempts === 0
          ? Promise.resolve(null)
          : this.history.durationAtRank(unit, window, nearestRank(percent, counts.attempts) - 1);
      const latency = { p50: await percentile(50), p95: await percentile(95) };
      return toEndpointStatsOut(endpoint, window, counts, latency);
    });
  }
}

/**
 * The nearest-rank percentile's 1-based rank among n sorted values: ⌈percent/100 · n⌉ (at least 1), so the answer
 * is always a duration that was measured. Integer arithmetic: no rounding error at exact ranks.
 */
export function nearestRank(percent: number, n: number): number {
  return Math.max(1, Math.ceil((percent * n) / 100));
}

/** [since, until): until defaults to now, since to 24 h before until; since must come first, at most 31 days before. */
function statsWindow(query: EndpointStatsQuery, now: Date): { since: Date; until: Date } {
  const until = query.until === null ? now : new Date(query.until);
  const since = query.since === null ? new Date(until.getTime() - DEFAULT_STATS_WINDOW_MS) : new Date(query.since);
  if (since.getTime() >= until.getTime()) {
    throw refused('must be before until (now when until is absent)', query.since);
  }
  if (until.getTime() - since.getTime() > MAX_WINDOW_MS) {
    throw refused(`must be at most ${MAX_STATS_WINDOW_DAYS} days before until`, query.since);
  }
  return { since, until };
}

function refused(reason: string, input: unknown): RequestValidationError {
  return new RequestValidationError([
    pydanticError({ type: 'value_error', msg: `Value error, ${reason}`, input, ctx: { error: reason } }, [
      'query',
      'since',
    ]),
  ]);
}

function toEndpointStatsOut(
  endpoint: WebhookEndpoint,
  window: AttemptWindow,
  counts: AttemptCounts,
  latency: { p50: number | null; p95: number | null },
): EndpointStatsOut {
  const classified = counts.http4xx + counts.http5xx + counts.timeout + counts.network + counts.refused;
  return {
    endpoint_id: endpoint.id,
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    attempts: counts.attempts,
    successes: counts.successes,
    failures: {
      http_4xx: counts.http4xx,
      http_5xx: counts.http5xx,
      timeout: counts.timeout,
      network: counts.network,
      refused: counts.refused,
      other: counts.attempts - counts.successes - classified,
    },
    latency_ms: latency,
    breaker: toWebhookEndpointOut(endpoint, null).breaker,
  };
}
