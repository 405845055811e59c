import { Injectable } from '@nestjs/common';
import { EntityManager, In, IsNull } from 'typeorm';
import { NotFoundError } from '../../common/errors/domain-errors';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { TransactionRunner } from '../../database/transaction-runner';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import { Registration } from '../../registrations/registration.entity';
import { cancelled } from './delivery-claims';
import {
  OperatorWebhook,
  OperatorWebhookCreate,
  OperatorWebhookDetail,
  OperatorWebhookList,
} from './dto/operator-webhook.dto';
import { SsrfGuard } from './ssrf-guard';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { assertAcceptableWebhookUrl, assertUsableSecret } from './webhook-url';
import { toOperatorWebhook, toOperatorWebhookDetail } from './webhook.mapper';

/** Operator webhook endpoints: registration (with the URL policy), listing and removal. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly guard: SsrfGuard,
  ) {}

  async create(input: OperatorWebhookCreate): Promise<OperatorWebhook> {
    assertUsableSecret(input.secret);
    // Outside the transaction: the pre-check may resolve a host name.
    await assertAcceptableWebhookUrl(input.url, this.guard);
    return this.db.write(async (manager) => {
      const program = await this.programs.find(manager, input.reference);
      const endpoint = manager.create(WebhookEndpoint, {
        registrationId: program.id,
        url: input.url,
        secret: input.secret ?? null,
        active: true,
        createdAt: new Date(),
        disabledAt: null,
        disabledReason: null,
        deletedAt: null,
      });
      const inserted = await manager.insert(WebhookEndpoint, endpoint);
      endpoint.id = inserted.identifiers[0].id as number;
      return toOperatorWebhook(endpoint, program.reference);
    });
  }

  list(reference: string | null): Promise<OperatorWebhookList> {
    return this.db.read(async (manager) => {
      const program = reference ? await this.programs.find(manager, reference) : undefined;
      const endpoints = await manager.find(WebhookEndpoint, {
        where: { deletedAt: IsNull(), ...(program ? { registrationId: program.id } : {}) },
        order: { id: 'ASC' },
      });
      const references = await referencesOf(manager, endpoints);
      const webhooks = endpoints.map((endpoint) =>
        toOperatorWebhookDetail(endpoint, references.get(endpoint.registrationId) ?? ''),
      );
      return { count: webhooks.length, webhooks };
    });
  }

  /** Soft delete: no more deliveries (pending ones are cancelled), the history stays readable. */
  remove(id: number): Promise<OperatorWebhookDetail> {
    return this.db.write(async (manager) => {
      const endpoint = await manager.findOne(WebhookEndpoint, { where: { id, deletedAt: IsNull() } });
      if (!endpoint) {
        throw webhookNotFound();
      }
      const now = new Date();
      Object.assign(endpoint, { active: false, deletedAt: now });
      await manager.update(WebhookEndpoint, { id }, { active: false, deletedAt: now });
      await manager.update(WebhookDelivery, { endpointId: id, status: 'pending' }, cancelled(now));
      const references = await referencesOf(manager, [endpoint]);
      return toOperatorWebhookDetail(endpoint, references.get(endpoint.registrationId) ?? '');
    });
  }
}

export function webhookNotFound(): NotFoundError {
  return new NotFoundError('Webhook not found', OutboundWebhookErrorCode.WebhookNotFound);
}

async function referencesOf(manager: EntityManager, endpoints: WebhookEndpoint[]): Promise<Map<number, string>> {
  const ids = [...new Set(endpoints.map((endpoint) => endpoint.registrationId))];
  if (ids.length === 0) {
    return new Map();
  }
  const programs = await manager.find(Registration, { select: { id: true, reference: true }, where: { id: In(ids) } });
  return new Map(programs.map((program) => [program.id, program.reference]));
}
