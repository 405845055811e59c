import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '../database/transaction-runner';
import { UnitOfWork } from '../database/unit-of-work';
import { ServiceMetrics } from '../observability/metrics/service-metrics';

/**
 * What became of a four-eyes request, as `pws_approval_requests_total` counts it: opened, confirmed by a second
 * operator, rejected by one, withdrawn (rejected by its own requester), or stale (a newer request replaced it, or
 * the program or its requester moved on).
 */
export type ApprovalOutcome = 'requested' | 'confirmed' | 'rejected' | 'withdrawn' | 'stale';

/** Counts requests' outcomes once the unit of work that wrote them has committed (never when it rolls back). */
@Injectable()
export class ApprovalMetrics {
  constructor(
    private readonly db: TransactionRunner,
    private readonly metrics: ServiceMetrics,
  ) {}

  onCommit(unit: UnitOfWork, outcome: ApprovalOutcome, requests = 1): void {
    if (requests > 0) {
      this.db.afterCommit(unit, () => this.metrics.approvalRequests.inc({ outcome }, requests));
    }
  }
}
