import { Injectable, OnModuleInit } from '@nestjs/common';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { EventAppendHooks } from '../../program-events/event-append-hooks';
import type { ProgramEvent } from '../../program-events/program-event.entity';
import type { ProgramRef } from '../../program-events/program-events.service';
import { DeliveryScheduler } from './delivery-scheduler';
import { newWebhookId, webhookBody } from './webhook-body';
import { NewDelivery, WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/**
 * The transactional outbox: in the event's own transaction, one delivery row per active endpoint of the
 * program, with the body bytes fixed now. Scheduling happens only after the commit (never network I/O
 * inside a transaction); if it is lost, the sweeper finds the row anyway.
 */
@Injectable()
export class OutboxWriter implements OnModuleInit {
  constructor(
    private readonly db: TransactionRunner,
    private readonly hooks: EventAppendHooks,
    private readonly scheduler: DeliveryScheduler,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  onModuleInit(): void {
    this.hooks.register((unit, program, event) => this.write(unit, program, event));
  }

  async write(unit: UnitOfWork, program: ProgramRef, event: ProgramEvent): Promise<void> {
    const endpointIds = await this.endpoints.activeIdsOf(unit, program.id);
    if (endpointIds.length === 0) {
      return;
    }
    const body = webhookBody(event, program.reference);
    const ids: number[] = [];
    for (const endpointId of endpointIds) {
      ids.push(await this.deliveries.insert(unit, newDelivery(endpointId, event, body, event.createdAt)));
    }
    this.db.afterCommit(unit, () => this.scheduler.schedule(ids));
  }
}

function newDelivery(endpointId: number, event: ProgramEvent, body: string, now: Date): NewDelivery {
  return {
    endpointId,
    eventId: event.id,
    webhookId: newWebhookId(),
    eventType: event.eventType,
    body,
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
