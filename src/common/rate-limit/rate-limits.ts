import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimitConfig } from '../../config/app-config';
import { ServiceMetrics } from '../../observability/metrics/service-metrics';
import { normaliseReference } from '../../registrations/reference';
import { RateLimitedError } from '../errors/domain-errors';
import { RATE_WINDOW_MS, RateWindow, RateWindows, giveBackSlot, takeSlot } from './rate-windows';
import { clientKey } from './client-key';
import { RouteLimitClass } from './route-limit-class';

export const RATE_LIMIT_CONFIG = Symbol('RATE_LIMIT_CONFIG');

const MISS_SLOT = Symbol('miss-slot');

/** The budgets, as `pws_rate_limit_rejections_total` names the one that refused a request. */
export type LimiterName = 'intake' | 'read' | 'miss' | 'anonymous_write' | 'program_write';
type ResponseHoldingMiss = Response & { [MISS_SLOT]?: RateWindow };

/**
 * The per-process counters behind the API limits (decisions §7, §12): per client address an intake budget, a read
 * budget for every other public route and a miss budget (404s on routes keyed by a program reference); for
 * anonymous writes a budget per client and one per program. Every slot a request needs is checked and taken in
 * one synchronous step before it is served, so concurrent requests cannot overrun a limit.
 */
@Injectable()
export class RateLimits implements OnModuleDestroy {
  private readonly intake: RateWindows;
  private readonly reads: RateWindows;
  private readonly misses: RateWindows;
  private readonly clientWrites: RateWindows;
  private readonly programWrites: RateWindows;
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    @Inject(RATE_LIMIT_CONFIG) config: RateLimitConfig,
    private readonly metrics: ServiceMetrics,
  ) {
    this.intake = new RateWindows(config.intakePerMinute);
    this.reads = new RateWindows(config.readPerMinute);
    this.misses = new RateWindows(config.missPerMinute);
    this.clientWrites = new RateWindows(config.anonymousWritePerMinute);
    this.programWrites = new RateWindows(config.programWritePerMinute);
    this.sweeper = setInterval(() => this.forgetEnded(), RATE_WINDOW_MS);
    this.sweeper.unref();
  }

  /** Takes the request's slots, or throws RateLimitedError (nothing taken) when any of them is exhausted. */
  admit(request: Request, response: Response, route: RouteLimitClass, anonymous: boolean): void {
    const now = Date.now();
    const client = clientKey(request.ip);
    const budget = route.intake ? this.intake : this.reads;
    const budgetWindow = budget.current(client, now);
    const refusal = new Refusal();
    refusal.consider(budget.retryAfterSeconds(budgetWindow, now), route.intake ? 'intake' : 'read');

    const reference = programReferenceOf(request, route);
    let missWindow: RateWindow | undefined;
    if (reference !== undefined) {
      missWindow = this.misses.current(client, now);
      refusal.consider(this.misses.retryAfterSeconds(missWindow, now), 'miss');
    }

    let clientWriteWindow: RateWindow | undefined;
    let programWriteWindow: RateWindow | undefined;
    if (anonymous && route.openWrite && reference !== undefined) {
      clientWriteWindow = this.clientWrites.current(client, now);
      refusal.consider(this.clientWrites.retryAfterSeconds(clientWriteWindow, now), 'anonymous_write');
      // References match case-insensitively, so the program's budget is keyed by its canonical spelling.
      const program = normaliseReference(reference);
      if (program !== undefined) {
        programWriteWindow = this.programWrites.current(program, now);
        refusal.consider(this.programWrites.retryAfterSeconds(programWriteWindow, now), 'program_write');
      }
    }

    if (refusal.limiter !== undefined) {
      this.refuse(refusal.limiter, refusal.retryAfter);
    }
    takeSlot(budgetWindow);
    if (clientWriteWindow) {
      takeSlot(clientWriteWindow);
    }
    if (programWriteWindow) {
      takeSlot(programWriteWindow);
    }
    if (missWindow) {
      takeSlot(missWindow);
      (response as ResponseHoldingMiss)[MISS_SLOT] = missWindow;
      response.on('close', settleMiss);
    }
  }

  /**
   * Before a body is read (routing, and so the guard, comes after the body parsers): a client whose read budget is
   * spent is refused without reading or parsing what it sends.
   */
  refuseSpentReader(request: Request): void {
    const now = Date.now();
    const window = this.reads.current(clientKey(request.ip), now);
    const retryAfter = this.reads.retryAfterSeconds(window, now);
    if (retryAfter > 0) {
      this.refuse('read', retryAfter);
    }
  }

  /** A request refused before routing (a body that could not be read) still costs its client one read. */
  countUnroutedRefusal(request: Request): void {
    const now = Date.now();
    const window = this.reads.current(clientKey(request.ip), now);
    if (this.reads.retryAfterSeconds(window, now) === 0) {
      takeSlot(window);
    }
  }

  private refuse(limiter: LimiterName, retryAfter: number): never {
    this.metrics.rateLimitRejections.inc({ limiter });
    throw new RateLimitedError(retryAfter);
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  private forgetEnded(): void {
    const now = Date.now();
    for (const windows of [this.intake, this.reads, this.misses, this.clientWrites, this.programWrites]) {
      windows.forgetEnded(now);
    }
  }
}

/** The longest wait among a request's spent budgets, and the budget it comes from (the first of equal waits). */
class Refusal {
  retryAfter = 0;
  limiter: LimiterName | undefined;

  consider(retryAfter: number, limiter: LimiterName): void {
    if (retryAfter > this.retryAfter) {
      this.retryAfter = retryAfter;
      this.limiter = limiter;
    }
  }
}

/** The miss slot was reserved up front; only a 404 keeps it (an abandoned request never saw its answer). */
function settleMiss(this: ResponseHoldingMiss): void {
  const window = this[MISS_SLOT];
  if (window !== undefined && this.statusCode !== 404) {
    giveBackSlot(window);
  }
  this[MISS_SLOT] = undefined;
}

/** The program reference the request is keyed by: the `:reference` parameter, or the body field of an open create. */
function programReferenceOf(request: Request, route: RouteLimitClass): string | undefined {
  if (route.referenceIn === 'param') {
    const param: unknown = request.params.reference;
    return typeof param === 'string' ? param : undefined;
  }
  if (route.referenceIn === 'body') {
    const body: unknown = request.body;
    const field: unknown =
      typeof body === 'object' && body !== null ? (body as { reference?: unknown }).reference : undefined;
    return typeof field === 'string' ? field : undefined;
  }
  return undefined;
}
