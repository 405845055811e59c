import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventAppendHooks } from '../../program-events/event-append-hooks';
import { ProgramEvent } from '../../program-events/program-event.entity';
import type { ProgramRef } from '../../program-events/program-events.service';
import { DeliveryScheduler } from './delivery-scheduler';
import { newWebhookId, webhookBody } from './webhook-body';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

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
  ) {}

  onModuleInit(): void {
    this.hooks.register((manager, program, event) => this.write(manager, program, event));
  }

  async write(manager: EntityManager, program: ProgramRef, event: ProgramEvent): Promise<void> {
    const endpoints = await manager.find(WebhookEndpoint, {
      select: { id: true },
      where: { registrationId: program.id, active: true },
      order: { id: 'ASC' },
    });
    if (endpoints.length === 0) {
      return;
    }
    const body = webhookBody(event, program.reference);
    const ids: number[] = [];
    for (const endpoint of endpoints) {
      const row: QueryDeepPartialEntity<WebhookDelivery> = {
        ...newDelivery(event, body, event.createdAt),
        endpointId: endpoint.id,
      };
      const inserted = await manager.insert(WebhookDelivery, row);
      ids.push(inserted.identifiers[0].id as number);
    }
    this.db.afterCommit(manager, () => this.scheduler.schedule(ids));
  }
}

function newDelivery(event: ProgramEvent, body: string, now: Date): Omit<WebhookDelivery, 'id' | 'endpointId'> {
  return {
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
