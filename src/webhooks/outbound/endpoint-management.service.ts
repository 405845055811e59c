import { Inject, Injectable } from '@nestjs/common';
import { Actor } from '../../common/auth/actor';
import { ConflictError, NotFoundError } from '../../common/errors/domain-errors';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { OperatorAuditAction } from '../../operators/audit-log/operator-audit-actions';
import { OperatorAuditLog } from '../../operators/audit-log/operator-audit-log.service';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import {
  EndpointTestSent,
  OperatorEndpointCreate,
  OperatorEndpointPatch,
  SecretRotation,
  WebhookEndpointList,
  WebhookEndpointOut,
  WebhookEndpointWithSecret,
} from './dto/webhook-endpoint.dto';
import { assertEventTypes, assertOneScope, assertTimeout, newEndpointSecret } from './endpoint-settings';
import { WebhookDeliveryList, WebhookDeliveryListQuery, WebhookDeliveryView } from './dto/webhook-delivery.dto';
import { DeliveryFilter, DeliveryWindow } from './delivery-paging';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { DeliveryListing, WebhookDeliveriesService } from './webhook-deliveries.service';
import { OutboxWriter } from './outbox-writer';
import { SsrfGuard } from './ssrf-guard';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { toWebhookEndpointOut } from './webhook-endpoint.mapper';
import { EndpointChanges, WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { assertAcceptableWebhookUrl, assertUsableSecret } from './webhook-url';

/** Who manages endpoints: an operator (every endpoint), or a partner (its own, always scoped to its programs). */
export type EndpointManager =
  { kind: 'operator'; actor: Actor } | { kind: 'partner'; partnerSlug: string; actor: Actor };

/** What a partner may send: no program filter and no partner of its choosing (its own is implied). */
export type EndpointInput = Omit<OperatorEndpointCreate, 'reference' | 'partner_slug'> &
  Partial<Pick<OperatorEndpointCreate, 'reference' | 'partner_slug'>>;
export type EndpointPatchInput = Omit<OperatorEndpointPatch, 'reference' | 'partner_slug'> &
  Partial<Pick<OperatorEndpointPatch, 'reference' | 'partner_slug'>>;

/**
 * Webhook endpoints of every scope, managed by their owner: creation with the URL and secret policy, changes,
 * soft deletion, secret rotation with an overlap, and test deliveries. Every change is in the operator log.
 */
@Injectable()
export class EndpointManagementService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly guard: SsrfGuard,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
    private readonly outbox: OutboxWriter,
    private readonly auditLog: OperatorAuditLog,
    private readonly deliveryReads: WebhookDeliveriesService,
  ) {}

  async create(manager: EndpointManager, input: EndpointInput): Promise<WebhookEndpointWithSecret> {
    const owner = manager.kind;
    assertOneScope(input.reference, input.partner_slug);
    assertEventTypes(input.event_types, owner);
    assertTimeout(input.timeout_ms, this.config.webhook.timeoutMs);
    assertUsableSecret(input.secret ?? null);
    // Outside the transaction: the pre-check may resolve a host name.
    await assertAcceptableWebhookUrl(input.url, this.guard);
    const generated = input.secret === undefined ? newEndpointSecret() : undefined;
    return this.db.write(async (unit) => {
      const program = input.reference ? await this.programs.find(unit, input.reference) : null;
      const now = new Date();
      const endpoint = await this.endpoints.insert(unit, {
        registrationId: program?.id ?? null,
        owner,
        partnerSlug: manager.kind === 'partner' ? manager.partnerSlug : (input.partner_slug ?? null),
        url: input.url,
        description: input.description ?? null,
        eventTypes: input.event_types ?? null,
        rateLimitPerS: input.rate_limit_per_s ?? null,
        timeoutMs: input.timeout_ms ?? null,
        secret: generated ?? input.secret ?? null,
        createdAt: now,
      });
      await this.record(unit, manager, 'webhook_endpoint.created', endpoint, now);
      const out = toWebhookEndpointOut(endpoint, program?.reference ?? null);
      return generated === undefined ? out : { ...out, secret: generated };
    });
  }

  list(manager: EndpointManager): Promise<WebhookEndpointList> {
    return this.db.read(async (unit) => {
      const found = await this.endpoints.listNotDeleted(
        unit,
        manager.kind === 'partner' ? { owner: 'partner', partnerSlug: manager.partnerSlug } : {},
      );
      const references = await this.referencesOf(unit, found);
      const endpoints = found.map((endpoint) => this.out(endpoint, references));
      return { count: endpoints.length, endpoints };
    });
  }

  get(manager: EndpointManager, id: number): Promise<WebhookEndpointOut> {
    return this.db.read(async (unit) => this.view(unit, await this.managed(unit, manager, id)));
  }

  async update(manager: EndpointManager, id: number, patch: EndpointPatchInput): Promise<WebhookEndpointOut> {
    const current = await this.db.read((unit) => this.managed(unit, manager, id));
    const program = patch.reference === undefined ? current.registrationId !== null : patch.reference !== null;
    assertOneScope(
      program ? 'program' : null,
      patch.partner_slug === undefined ? current.partnerSlug : patch.partner_slug,
    );
    assertEventTypes(patch.event_types, current.owner);
    assertTimeout(patch.timeout_ms, this.config.webhook.timeoutMs);
    if (patch.secret !== undefined) {
      assertUsableSecret(patch.secret);
    }
    if (patch.url !== undefined) {
      await assertAcceptableWebhookUrl(patch.url, this.guard);
    }
    return this.db.write(async (unit) => {
      const endpoint = await this.managed(unit, manager, id);
      const now = new Date();
      const changes = await this.changesOf(unit, endpoint, patch, now);
      if (Object.keys(changes).length > 0) {
        await this.endpoints.update(unit, id, changes);
        Object.assign(endpoint, changes);
        if (changes.active === false) {
          await this.deliveries.cancelPendingOf(unit, id, now);
        }
        await this.record(unit, manager, 'webhook_endpoint.updated', endpoint, now, Object.keys(changes));
      }
      return this.view(unit, endpoint);
    });
  }

  /** Soft delete: no more deliveries (pending ones are cancelled), the history stays readable. */
  remove(manager: EndpointManager, id: number): Promise<WebhookEndpointOut> {
    return this.db.write(async (unit) => {
      const endpoint = await this.managed(unit, manager, id);
      const now = new Date();
      await this.endpoints.markDeleted(unit, id, now);
      Object.assign(endpoint, { active: false, deletedAt: now });
      await this.deliveries.cancelPendingOf(unit, id, now);
      await this.record(unit, manager, 'webhook_endpoint.deleted', endpoint, now);
      return this.view(unit, endpoint);
    });
  }

  /** A new secret signs from now on; the previous one also signs until the grace period ends. */
  rotateSecret(manager: EndpointManager, id: number): Promise<SecretRotation> {
    return this.db.write(async (unit) => {
      const endpoint = await this.managed(unit, manager, id);
      const now = new Date();
      const secret = newEndpointSecret();
      const until = new Date(now.getTime() + this.config.webhook.secretRotationGraceMs);
      const changes: EndpointChanges = {
        secret,
        previousSecret: endpoint.secret,
        previousSecretExpiresAt: endpoint.secret ? until : null,
      };
      await this.endpoints.update(unit, id, changes);
      Object.assign(endpoint, changes);
      await this.record(unit, manager, 'webhook_endpoint.secret_rotated', endpoint, now);
      return { endpoint: await this.view(unit, endpoint), secret, previous_secret_expires_at: until.toISOString() };
    });
  }

  /** A `webhook.test` delivery through the same path as every other, logged like them. */
  sendTest(manager: EndpointManager, id: number): Promise<EndpointTestSent> {
    return this.db.write(async (unit) => {
      const endpoint = await this.managed(unit, manager, id);
      if (!endpoint.active) {
        throw inactive();
      }
      const data = { endpoint_id: id, message: 'A test delivery: the endpoint is reachable and verifies signatures.' };
      const notice = { type: 'webhook.test' as const, data, actorType: manager.actor.type, at: new Date() };
      const [deliveryId] = await this.outbox.send(unit, id, notice);
      const delivery = await this.deliveries.find(unit, deliveryId);
      return { delivery_id: deliveryId, webhook_id: delivery?.webhookId ?? '' };
    });
  }

  /** One page of the endpoint's deliveries with their attempts, newest first (also once it is deleted). */
  deliveriesOf(manager: EndpointManager, id: number, query: WebhookDeliveryListQuery): Promise<WebhookDeliveryList> {
    return this.deliveryReads.listOf(id, query, (unit) => this.visible(unit, manager, id));
  }

  /** The console's page of the endpoint's deliveries, with the cursors of both neighbours. */
  browseDeliveries(
    manager: EndpointManager,
    id: number,
    filter: DeliveryFilter,
    window: DeliveryWindow,
    limit: number,
  ): Promise<DeliveryListing> {
    return this.deliveryReads.browse(id, filter, window, limit, (unit) => this.visible(unit, manager, id));
  }

  /**
   * Sends one of the endpoint's deliveries again (same webhook-id, same body): 404 when `manager` may not see the
   * endpoint or the delivery is another endpoint's; 409 when the endpoint is paused, disabled or deleted.
   */
  redeliver(manager: EndpointManager, id: number, deliveryId: number): Promise<WebhookDeliveryView> {
    return this.deliveryReads.redeliver(deliveryId, {
      endpointId: id,
      check: (unit) => this.visible(unit, manager, id),
    });
  }

  /** The endpoint if `manager` may manage it and it is not deleted; 404 otherwise (a partner never learns of others'). */
  async managed(unit: UnitOfWork, manager: EndpointManager, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.findNotDeleted(unit, id);
    if (!endpoint || !mayManage(manager, endpoint)) {
      throw endpointNotFound();
    }
    return endpoint;
  }

  /** Like `managed`, but a deleted endpoint too: its deliveries stay readable. */
  async visible(unit: UnitOfWork, manager: EndpointManager, id: number): Promise<WebhookEndpoint> {
    const endpoint = await this.endpoints.find(unit, id);
    if (!endpoint || !mayManage(manager, endpoint)) {
      throw endpointNotFound();
    }
    return endpoint;
  }

  private async changesOf(
    unit: UnitOfWork,
    endpoint: WebhookEndpoint,
    patch: EndpointPatchInput,
    now: Date,
  ): Promise<EndpointChanges> {
    const changes: EndpointChanges = {};
    const settable = {
      url: patch.url,
      description: patch.description,
      eventTypes: patch.event_types,
      rateLimitPerS: patch.rate_limit_per_s,
      timeoutMs: patch.timeout_ms,
      partnerSlug: endpoint.owner === 'partner' ? undefined : patch.partner_slug,
    };
    for (const [key, value] of Object.entries(settable)) {
      if (value !== undefined) {
        Object.assign(changes, { [key]: value });
      }
    }
    if (patch.secret !== undefined) {
      Object.assign(changes, { secret: patch.secret, previousSecret: null, previousSecretExpiresAt: null });
    }
    if (patch.reference !== undefined && endpoint.owner === 'operator') {
      changes.registrationId = patch.reference === null ? null : (await this.programs.find(unit, patch.reference)).id;
    }
    if (patch.active === false && endpoint.active) {
      changes.active = false;
    }
    if (patch.active === true && !endpoint.active) {
      // Resumed by its owner, also after the service disabled it: the breaker starts over, closed.
      Object.assign(changes, {
        active: true,
        disabledAt: null,
        disabledReason: null,
        breakerState: 'closed',
        breakerOpenUntil: null,
        breakerProbeDeliveryId: null,
        breakerProbeUntil: null,
        breakerTrips: 0,
        breakerClosedAt: now,
      } satisfies EndpointChanges);
    }
    return changes;
  }

  private async record(
    unit: UnitOfWork,
    manager: EndpointManager,
    action: OperatorAuditAction,
    endpoint: WebhookEndpoint,
    now: Date,
    fields?: string[],
  ): Promise<void> {
    const detail = {
      endpoint_id: endpoint.id,
      owner: endpoint.owner,
      partner_slug: endpoint.partnerSlug,
      ...(fields ? { changed: fields.filter((field) => !field.startsWith('breaker')) } : {}),
    };
    await this.auditLog.record(unit, { action, actor: manager.actor, detail }, now);
  }

  private async view(unit: UnitOfWork, endpoint: WebhookEndpoint): Promise<WebhookEndpointOut> {
    return this.out(endpoint, await this.referencesOf(unit, [endpoint]));
  }

  private out(endpoint: WebhookEndpoint, references: Map<number, string>): WebhookEndpointOut {
    const reference = endpoint.registrationId === null ? null : (references.get(endpoint.registrationId) ?? null);
    return toWebhookEndpointOut(endpoint, reference);
  }

  private referencesOf(unit: UnitOfWork, endpoints: WebhookEndpoint[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(endpoints.flatMap((endpoint) => (endpoint.registrationId === null ? [] : [endpoint.registrationId]))),
    ];
    return ids.length === 0 ? Promise.resolve(new Map<number, string>()) : this.programs.referencesByIds(unit, ids);
  }
}

function mayManage(manager: EndpointManager, endpoint: WebhookEndpoint): boolean {
  return manager.kind === 'operator' || (endpoint.owner === 'partner' && endpoint.partnerSlug === manager.partnerSlug);
}

export function endpointNotFound(): NotFoundError {
  return new NotFoundError('Webhook endpoint not found', OutboundWebhookErrorCode.WebhookEndpointNotFound);
}

function inactive(): ConflictError {
  return new ConflictError(
    'The endpoint is not active: resume it (PATCH active: true) before sending a test',
    OutboundWebhookErrorCode.WebhookInactive,
  );
}
