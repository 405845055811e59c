import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { LeanSql } from '../../database/lean-sql';
import { TransactionRunner } from '../../database/transaction-runner';
import { EventAppendHooks } from '../../program-events/event-append-hooks';
import { ProgramEvent } from '../../program-events/program-event.entity';
import type { ProgramRef } from '../../program-events/program-events.service';
import { DeliveryScheduler } from './delivery-scheduler';
import { newWebhookId, webhookBody } from './webhook-body';
import { WebhookDelivery } from './webhook-delivery.entity';

/**
 * The transactional outbox: in the event's own transaction, one delivery row per active endpoint of the
 * program, with the body bytes fixed now. Scheduling happens only after the commit (never network I/O
 * inside a transaction); if it is lost, the sweeper finds the row anyway.
 */
@Injectable()
export class OutboxWriter implements OnModuleInit {
  private readonly activeEndpointsSql: string;

  constructor(
    private readonly db: TransactionRunner,
    private readonly hooks: EventAppendHooks,
    private readonly scheduler: DeliveryScheduler,
    private readonly lean: LeanSql,
  ) {
    // Runs for every event of every program: a prepared-once statement, not the query builder.
    this.activeEndpointsSql =
      'SELECT "id" FROM "webhook_endpoints" WHERE "registration_id" = $1 AND "active" = TRUE ORDER BY "id"';
  }

  onModuleInit(): void {
    this.hooks.register((manager, program, event) => this.write(manager, program, event));
  }

  async write(manager: EntityManager, program: ProgramRef, event: ProgramEvent): Promise<void> {
    const endpoints = await this.lean.run<{ id: number | string }>(manager, this.activeEndpointsSql, [program.id]);
    if (endpoints.length === 0) {
      return;
    }
    const body = webhookBody(event, program.reference);
    const ids: number[] = [];
    for (const endpoint of endpoints) {
      const row = { ...newDelivery(event, body, event.createdAt), endpointId: Number(endpoint.id) };
      ids.push(await this.lean.insert(manager, WebhookDelivery, row));
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
