import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { EventAppendHooks } from '../../program-events/event-append-hooks';
import type { ProgramEvent } from '../../program-events/program-event.entity';
import type { ProgramRef } from '../../program-events/program-events.service';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import { DeliveryScheduler } from './delivery-scheduler';
import { receivesNotice, receivesProgramEvent } from './endpoint-scope';
import { newWebhookId, Notice, noticeBody, webhookBody } from './webhook-body';
import { NewDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/** Who a notice is for: every owner's endpoints, the operator's, or one partner's. */
export interface NoticeAudience {
  owner: 'operator' | 'partner' | 'everyone';
  partnerSlug?: string | null;
  /** Never to this endpoint (the one the notice is about). */
  exceptEndpointId?: number;
}

/**
 * The transactional outbox: in the event's own transaction, one delivery row per active endpoint that receives the
 * event (its program's, its partner's and the operator-wide ones, as their filters say), with the body bytes fixed
 * now. Scheduling happens only after the commit (never network I/O inside a transaction); if it is lost, the
 * sweeper finds the row anyway.
 */
@Injectable()
export class OutboxWriter implements OnModuleInit {
  constructor(
    private readonly db: TransactionRunner,
    private readonly hooks: EventAppendHooks,
    private readonly scheduler: DeliveryScheduler,
    private readonly programs: ProgramLookupService,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register(
      (unit, program, event) => this.write(unit, program, event),
      (unit) => this.endpoints.anyWithoutProgram(unit),
    );
  }

  async write(unit: UnitOfWork, program: ProgramRef, event: ProgramEvent): Promise<void> {
    const candidates = await this.endpoints.candidatesOf(unit, program.id);
    if (candidates.length === 0) {
      return;
    }
    const partnerSlug = candidates.some((endpoint) => endpoint.partnerSlug !== null)
      ? await this.partnerOf(unit, program)
      : null;
    const subject = { registrationId: program.id, partnerSlug, eventType: event.eventType };
    const targets = candidates.filter((endpoint) => receivesProgramEvent(endpoint, subject));
    if (targets.length === 0) {
      return;
    }
    const body = webhookBody(event, program.reference);
    await this.insertAll(unit, targets, { event, eventType: event.eventType, body, at: event.createdAt });
  }

  /** Writes a notice's deliveries in the caller's transaction: to `audience`'s endpoints that subscribe to its type. */
  async notify(unit: UnitOfWork, notice: Notice, audience: NoticeAudience): Promise<number[]> {
    const targets = (await this.endpoints.withoutProgram(unit)).filter(
      (endpoint) => endpoint.id !== audience.exceptEndpointId && receivesNotice(endpoint, notice.type, audience),
    );
    return this.insertAll(unit, targets, {
      event: null,
      eventType: notice.type,
      body: noticeBody(notice),
      at: notice.at,
    });
  }

  /** A notice to one endpoint whatever its filters (a test delivery). */
  send(unit: UnitOfWork, endpointId: number, notice: Notice): Promise<number[]> {
    const delivery = { event: null, eventType: notice.type, body: noticeBody(notice), at: notice.at };
    return this.insertAll(unit, [{ id: endpointId }], delivery);
  }

  private async insertAll(
    unit: UnitOfWork,
    targets: Array<Pick<WebhookEndpoint, 'id'>>,
    delivery: DeliveryOf,
  ): Promise<number[]> {
    // One statement for all of an event's endpoints (PostgreSQL): the outbox costs a round trip, not one per endpoint.
    const ids = await this.deliveries.insertMissing(
      unit,
      targets.map((endpoint) => newDelivery(endpoint.id, delivery)),
    );
    if (ids.length > 0) {
      this.db.afterCommit(unit, () => this.scheduler.schedule(ids));
    }
    return ids;
  }

  private async partnerOf(unit: UnitOfWork, program: ProgramRef): Promise<string | null> {
    if (program.partnerSlug !== undefined) {
      return program.partnerSlug;
    }
    return (await this.programs.findById(unit, program.id))?.partnerSlug ?? null;
  }
}

/** What a delivery announces: a program event (null for a notice), its type and body, and when it is due. */
interface DeliveryOf {
  event: Pick<ProgramEvent, 'id' | 'createdAt'> | null;
  eventType: string;
  body: string;
  at: Date;
}

function newDelivery(endpointId: number, delivery: DeliveryOf): NewDelivery {
  return {
    endpointId,
    eventId: delivery.event?.id ?? null,
    eventCreatedAt: delivery.event?.createdAt ?? null,
    webhookId: newWebhookId(),
    eventType: delivery.eventType,
    body: delivery.body,
    status: 'pending',
    attemptCount: 0,
    roundAttempts: 0,
    nextAttemptAt: delivery.at,
    leaseUntil: null,
    leaseOwner: null,
    lastStatusCode: null,
    lastError: null,
    createdAt: delivery.at,
    updatedAt: delivery.at,
    deliveredAt: null,
  };
}
