import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner';
import { INSTRUCTION_STATUSES } from '../../instructions/instruction-status';
import { APPLICATION_STATUSES } from '../../registrations/registration.enums';
import { Tallies } from '../../tallies/tallies.service';
import { WebhookDeliveriesService } from '../../webhooks/outbound/webhook-deliveries.service';
import { DELIVERY_STATUSES } from '../../webhooks/outbound/delivery-status';

/** Days of intake the dashboard shows, today (UTC) included. */
export const INTAKE_DAYS = 30;

export interface Counted {
  label: string;
  value: number;
}

export interface DashboardFigures {
  programs: number;
  byStatus: Counted[];
  /** Oldest day first, every day present (0 when none came in). */
  intakeByDay: Counted[];
  approvals: { count: number; averageSeconds: number | null };
  /** Programs per number of checklist items done, fewest first. */
  checklistDone: Counted[];
  handoffsByStatus: Counted[];
  deliveries: {
    byStatus: Counted[];
    /** delivered ÷ (delivered + failed); null before any delivery ended. */
    successRate: number | null;
    pending: number;
    oldestPendingSeconds: number | null;
  };
  at: Date;
}

/**
 * The state of the book at a glance, from the maintained tallies (a few rows per partner, status and day, whatever
 * the size of the book) and the outbox's pending summary (an index read): never a scan of the programs.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly tallies: Tallies,
    private readonly deliveries: WebhookDeliveriesService,
  ) {}

  async figures(now = new Date()): Promise<DashboardFigures> {
    const counts = await this.db.read((unit) => this.tallies.counts(unit, null));
    const outbox = await this.deliveries.outboxSummary();
    const of = (measure: Parameters<typeof counts.get>[0]) => counts.get(measure) ?? new Map<string, number>();
    const listed = (measure: Parameters<typeof counts.get>[0], statuses: readonly string[]) =>
      statuses.map((status) => ({ label: status, value: of(measure).get(status) ?? 0 }));
    const byStatus = listed('registrations', APPLICATION_STATUSES);
    const approvals = of('approvals').get('') ?? 0;
    const deliveriesByStatus = listed('deliveries', DELIVERY_STATUSES);
    const delivered = of('deliveries').get('delivered') ?? 0;
    const ended = delivered + (of('deliveries').get('failed') ?? 0);
    return {
      programs: sum(of('registrations')),
      byStatus,
      intakeByDay: lastDays(now, INTAKE_DAYS).map((day) => ({ label: day, value: of('intake_days').get(day) ?? 0 })),
      approvals: {
        count: approvals,
        averageSeconds: approvals > 0 ? Math.round((of('approval_seconds').get('') ?? 0) / approvals) : null,
      },
      checklistDone: [...of('checklist_done')]
        .filter(([, count]) => count > 0)
        .map(([done, count]) => ({ label: done, value: count }))
        .sort((a, b) => Number(a.label) - Number(b.label)),
      handoffsByStatus: listed('instructions', INSTRUCTION_STATUSES),
      deliveries: {
        byStatus: deliveriesByStatus,
        successRate: ended > 0 ? delivered / ended : null,
        pending: outbox.pending,
        oldestPendingSeconds: outbox.oldest
          ? Math.max(0, Math.round((now.getTime() - outbox.oldest.getTime()) / 1000))
          : null,
      },
      at: now,
    };
  }
}

function sum(counts: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const count of counts.values()) {
    total += count;
  }
  return total;
}

/** The `count` UTC days up to `now`'s, oldest first, as the tallies name them (YYYY-MM-DD). */
function lastDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}
