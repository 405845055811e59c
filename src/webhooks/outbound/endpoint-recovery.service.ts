import { Injectable } from '@nestjs/common';
import { OperatorAuditLog } from '../../operators/audit-log/operator-audit-log.service';
import { ConflictError } from '../../common/errors/domain-errors';
import { TransactionRunner, Work } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { EventOfProgram, ProgramEventsService } from '../../program-events/program-events.service';
import { DeliveryScheduler } from './delivery-scheduler';
import { EndpointRecoveryInput, EndpointRecoveryOut, MAX_QUEUED_PER_CALL } from './dto/endpoint-recovery.dto';
import { EndpointManagementService, EndpointManager } from './endpoint-management.service';
import { receivesProgramEvent } from './endpoint-scope';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { newWebhookId, webhookBody } from './webhook-body';
import { NewDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookDeliveryHistoryRepository } from './webhook-delivery-history.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';

/** Rows per transaction: short transactions (SQLite runs one at a time), scheduled as each commits. */
const BATCH = 500;

interface ReplayStep {
  scanned: number;
  lastEventId: number;
  queued: number;
  /** Missing events were left for the next call (this one reached its bound). */
  left: boolean;
}

/**
 * Bulk recovery of an endpoint after an outage. `recover` starts a new round for its failed and pause-cancelled deliveries (the same
 * rows: same webhook-id, same bytes); `replayMissing` writes deliveries of the events its current filters select
 * that it never got one of (created while it was paused, disabled, or did not exist yet). Both are bounded per call
 * and answer `more` when another call would continue; a dry run only counts.
 */
@Injectable()
export class EndpointRecoveryService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly scheduler: DeliveryScheduler,
    private readonly management: EndpointManagementService,
    private readonly history: WebhookDeliveryHistoryRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly events: ProgramEventsService,
    private readonly auditLog: OperatorAuditLog,
  ) {}

  async recover(manager: EndpointManager, id: number, input: EndpointRecoveryInput): Promise<EndpointRecoveryOut> {
    return this.logged(manager, id, input, 'webhook_endpoint.recovered', await this.restartFailed(manager, id, input));
  }

  async replayMissing(
    manager: EndpointManager,
    id: number,
    input: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    return this.logged(manager, id, input, 'webhook_endpoint.replayed', await this.insertMissed(manager, id, input));
  }

  /** A real run (not a dry one) is a row of the operator log: who re-sent what, since when, how many. */
  private async logged(
    manager: EndpointManager,
    id: number,
    input: EndpointRecoveryInput,
    action: 'webhook_endpoint.recovered' | 'webhook_endpoint.replayed',
    outcome: EndpointRecoveryOut,
  ): Promise<EndpointRecoveryOut> {
    if (!input.dry_run) {
      const detail = { endpoint_id: id, since: input.since, queued: outcome.queued, more: outcome.more };
      await this.auditLog.recordAlone({ action, actor: manager.actor, detail });
    }
    return outcome;
  }

  private async restartFailed(
    manager: EndpointManager,
    id: number,
    input: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    const since = new Date(input.since);
    const page = (afterId: number, limit: number) => ({ endpointId: id, since, afterId, limit });
    if (input.dry_run) {
      const count = await this.db.read(async (unit) => {
        await this.activeEndpoint(unit, manager, id, true);
        return this.history.countFailed(unit, page(0, MAX_QUEUED_PER_CALL + 1));
      });
      return { queued: Math.min(count, MAX_QUEUED_PER_CALL), dry_run: true, more: count > MAX_QUEUED_PER_CALL };
    }
    let queued = 0;
    let afterId = 0;
    for (let first = true; queued < MAX_QUEUED_PER_CALL; first = false) {
      const limit = Math.min(BATCH, MAX_QUEUED_PER_CALL - queued);
      const restarted = await this.db.write(async (unit) => {
        if (!(await this.activeEndpoint(unit, manager, id, first))) {
          return null;
        }
        const now = new Date();
        const ids = await this.history.restartFailed(unit, page(afterId, limit), now);
        // Offered as due at the restart: a job of its own, never merged with a cancelled delivery's delayed retry.
        this.scheduleAfterCommit(unit, ids, now);
        return ids;
      });
      if (restarted === null) {
        // Paused or deleted meanwhile: what was queued stays queued (pausing cancels it).
        return { queued, dry_run: false, more: false };
      }
      queued += restarted.length;
      if (restarted.length < limit) {
        return { queued, dry_run: false, more: false };
      }
      afterId = restarted[restarted.length - 1];
    }
    const more = (await this.db.read((unit) => this.history.countFailed(unit, page(afterId, 1)))) > 0;
    return { queued, dry_run: false, more };
  }

  private async insertMissed(
    manager: EndpointManager,
    id: number,
    input: EndpointRecoveryInput,
  ): Promise<EndpointRecoveryOut> {
    const since = new Date(input.since);
    const unitFor = <T>(work: Work<T>) => (input.dry_run ? this.db.read(work) : this.db.write(work));
    let queued = 0;
    let afterId = 0;
    for (let first = true; ; first = false) {
      const room = MAX_QUEUED_PER_CALL - queued;
      const step = await unitFor(async (unit) => {
        const endpoint = await this.activeEndpoint(unit, manager, id, first);
        return endpoint ? this.replayStep(unit, endpoint, { since, afterId, room, dryRun: input.dry_run }) : null;
      });
      if (step === null) {
        return { queued, dry_run: input.dry_run, more: false };
      }
      queued += step.queued;
      if (step.left || step.scanned < BATCH) {
        return { queued, dry_run: input.dry_run, more: step.left };
      }
      afterId = step.lastEventId;
    }
  }

  /**
   * One page of events (by id) the endpoint's filters may select, narrowed in the query and then by the same rule
   * the outbox applies; those it has no delivery of get one, up to `room` (with no room left it only looks).
   */
  private async replayStep(
    unit: UnitOfWork,
    endpoint: WebhookEndpoint,
    at: { since: Date; afterId: number; room: number; dryRun: boolean },
  ): Promise<ReplayStep> {
    const page = await this.events.createdSince(unit, {
      since: at.since,
      afterId: at.afterId,
      limit: BATCH,
      registrationId: endpoint.registrationId,
      partnerSlug: endpoint.partnerSlug,
      eventTypes: endpoint.eventTypes,
    });
    const selected = page.filter(({ event, program }) =>
      receivesProgramEvent(endpoint, {
        registrationId: program.id,
        partnerSlug: program.partnerSlug,
        eventType: event.eventType,
      }),
    );
    const had = await this.history.eventsWithDelivery(
      unit,
      endpoint.id,
      selected.map(({ event }) => event.id),
    );
    const missing = selected.filter(({ event }) => !had.has(event.id));
    const taken = missing.slice(0, at.room);
    let queued = taken.length;
    if (!at.dryRun && taken.length > 0) {
      const now = new Date();
      const ids = await this.deliveries.insertMissing(
        unit,
        taken.map((item) => replayed(endpoint.id, item, now)),
      );
      this.scheduleAfterCommit(unit, ids);
      queued = ids.length;
    }
    return {
      scanned: page.length,
      lastEventId: page.length > 0 ? page[page.length - 1].event.id : at.afterId,
      queued,
      left: missing.length > taken.length,
    };
  }

  /**
   * The endpoint if `manager` manages it and it is active. On a call's first step an inactive one is refused (409,
   * nothing changed); on a later step (paused or deleted meanwhile) null: the call stops there.
   */
  private async activeEndpoint(
    unit: UnitOfWork,
    manager: EndpointManager,
    id: number,
    first: boolean,
  ): Promise<WebhookEndpoint | null> {
    const endpoint = first
      ? await this.management.managed(unit, manager, id)
      : await this.management.visible(unit, manager, id);
    if (endpoint.active && endpoint.deletedAt === null) {
      return endpoint;
    }
    if (first) {
      throw new ConflictError(
        'The endpoint is not active: resume it (PATCH active: true) before recovering its deliveries',
        OutboundWebhookErrorCode.WebhookInactive,
      );
    }
    return null;
  }

  private scheduleAfterCommit(unit: UnitOfWork, ids: number[], dueAt?: Date): void {
    if (ids.length > 0) {
      this.db.afterCommit(unit, () => this.scheduler.schedule(ids, dueAt));
    }
  }
}

/** A new delivery of an event the endpoint never got: a new webhook-id, the body the outbox would have written. */
function replayed(endpointId: number, { event, program }: EventOfProgram, now: Date): NewDelivery {
  return {
    endpointId,
    eventId: event.id,
    eventCreatedAt: event.createdAt,
    webhookId: newWebhookId(),
    eventType: event.eventType,
    body: webhookBody(event, program.reference),
    status: 'pending',
    attemptCount: 0,
    roundAttempts: 0,
    nextAttemptAt: now,
    leaseUntil: null,
    leaseOwner: null,
    lastStatusCode: null,
    lastError: null,
    createdAt: now,
    updatedAt: now,
    deliveredAt: null,
  };
}
