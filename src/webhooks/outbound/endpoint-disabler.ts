import { Injectable } from '@nestjs/common';
import { SYSTEM_ACTOR } from '../../common/auth/actor';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { ServiceMetrics } from '../../observability/metrics/service-metrics';
import { OperatorAuditLog } from '../../operators/audit-log/operator-audit-log.service';
import { ProgramEventsService } from '../../program-events/program-events.service';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import { OutboxWriter } from './outbox-writer';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

export interface DisableCause {
  reason: string;
  deliveryId: number;
  statusCode: number | null;
  /** Set when the circuit breaker disabled it: its trips in a row. */
  breakerTrips?: number;
}

/**
 * Stops an endpoint by itself (410 Gone, or a breaker that kept tripping), in the caller's transaction: it turns
 * inactive, its other pending deliveries are cancelled, the change is recorded (in the program's record for a
 * program's endpoint, in the operator log otherwise) and `webhook.endpoint_disabled` goes to the owner's other
 * endpoints that subscribe to it.
 */
@Injectable()
export class EndpointDisabler {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly programs: ProgramLookupService,
    private readonly events: ProgramEventsService,
    private readonly outbox: OutboxWriter,
    private readonly auditLog: OperatorAuditLog,
    private readonly db: TransactionRunner,
    private readonly metrics: ServiceMetrics,
  ) {}

  /** False when the endpoint was not active any more (someone else disabled it first). */
  async disable(
    unit: UnitOfWork,
    endpoint: Pick<WebhookEndpoint, 'id' | 'registrationId' | 'owner' | 'partnerSlug'>,
    cause: DisableCause,
    now: Date,
  ): Promise<boolean> {
    if (!(await this.endpoints.disableIfActive(unit, endpoint.id, cause.reason, now))) {
      return false;
    }
    await this.deliveries.cancelPendingOf(unit, endpoint.id, now, cause.deliveryId);
    const reason = cause.breakerTrips === undefined ? 'gone' : 'breaker';
    this.db.afterCommit(unit, () => this.metrics.endpointsDisabled.inc({ reason }));
    const data = {
      endpoint_id: endpoint.id,
      delivery_id: cause.deliveryId,
      reason: cause.reason,
      status_code: cause.statusCode,
      ...(cause.breakerTrips === undefined ? {} : { breaker_trips: cause.breakerTrips }),
    };
    if (endpoint.registrationId !== null) {
      const program = await this.programs.findById(unit, endpoint.registrationId);
      if (!program) {
        throw new Error(`Webhook endpoint ${endpoint.id} belongs to no program`);
      }
      // The endpoint is inactive already, so this event's outbox rows skip it.
      await this.events.append(unit, program, {
        eventType: 'webhook.endpoint_disabled',
        source: 'system',
        actor: SYSTEM_ACTOR,
        payload: data,
      });
      return true;
    }
    await this.auditLog.record(unit, { action: 'webhook_endpoint.disabled', actor: SYSTEM_ACTOR, detail: data }, now);
    await this.outbox.notify(
      unit,
      { type: 'webhook.endpoint_disabled', data, actorType: 'system', at: now },
      { owner: endpoint.owner, partnerSlug: endpoint.partnerSlug, exceptEndpointId: endpoint.id },
    );
    return true;
  }
}
