import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/errors/domain-errors';
import { TransactionRunner } from '../../database/transaction-runner';
import { UnitOfWork } from '../../database/unit-of-work';
import { ProgramLookupService } from '../../registrations/program-lookup.service';
import {
  OperatorWebhook,
  OperatorWebhookCreate,
  OperatorWebhookDetail,
  OperatorWebhookList,
} from './dto/operator-webhook.dto';
import { OutboundWebhookErrorCode } from './outbound-webhook-error-codes';
import { SsrfGuard } from './ssrf-guard';
import { WebhookDeliveriesRepository } from './webhook-deliveries.repository';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';
import { assertAcceptableWebhookUrl, assertUsableSecret } from './webhook-url';
import { toOperatorWebhook, toOperatorWebhookDetail } from './webhook.mapper';

/** Operator webhook endpoints: registration (with the URL policy), listing and removal. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly db: TransactionRunner,
    private readonly programs: ProgramLookupService,
    private readonly guard: SsrfGuard,
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly deliveries: WebhookDeliveriesRepository,
  ) {}

  async create(input: OperatorWebhookCreate): Promise<OperatorWebhook> {
    assertUsableSecret(input.secret);
    // Outside the transaction: the pre-check may resolve a host name.
    await assertAcceptableWebhookUrl(input.url, this.guard);
    return this.db.write(async (unit) => {
      const program = await this.programs.find(unit, input.reference);
      const endpoint = await this.endpoints.insert(unit, {
        registrationId: program.id,
        owner: 'operator',
        partnerSlug: null,
        url: input.url,
        description: null,
        eventTypes: null,
        rateLimitPerS: null,
        timeoutMs: null,
        secret: input.secret ?? null,
        createdAt: new Date(),
      });
      return toOperatorWebhook(endpoint, program.reference);
    });
  }

  list(reference: string | null): Promise<OperatorWebhookList> {
    return this.db.read(async (unit) => {
      const program = reference ? await this.programs.find(unit, reference) : undefined;
      // The per-program view of the one endpoint model: endpoints with a program filter.
      const endpoints = (
        await this.endpoints.listNotDeleted(unit, program ? { registrationId: program.id } : {})
      ).filter((endpoint) => endpoint.registrationId !== null);
      const references = await this.referencesOf(unit, endpoints);
      const webhooks = endpoints.map((endpoint) =>
        toOperatorWebhookDetail(endpoint, references.get(endpoint.registrationId ?? 0) ?? ''),
      );
      return { count: webhooks.length, webhooks };
    });
  }

  /** Soft delete: no more deliveries (pending ones are cancelled), the history stays readable. */
  remove(id: number): Promise<OperatorWebhookDetail> {
    return this.db.write(async (unit) => {
      const endpoint = await this.endpoints.findNotDeleted(unit, id);
      if (!endpoint || endpoint.registrationId === null) {
        throw webhookNotFound();
      }
      const now = new Date();
      await this.endpoints.markDeleted(unit, id, now);
      Object.assign(endpoint, { active: false, deletedAt: now });
      await this.deliveries.cancelPendingOf(unit, id, now);
      const references = await this.referencesOf(unit, [endpoint]);
      return toOperatorWebhookDetail(endpoint, references.get(endpoint.registrationId ?? 0) ?? '');
    });
  }

  private referencesOf(unit: UnitOfWork, endpoints: WebhookEndpoint[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(endpoints.flatMap((endpoint) => (endpoint.registrationId === null ? [] : [endpoint.registrationId]))),
    ];
    return ids.length === 0 ? Promise.resolve(new Map<number, string>()) : this.programs.referencesByIds(unit, ids);
  }
}

export function webhookNotFound(): NotFoundError {
  return new NotFoundError('Webhook not found', OutboundWebhookErrorCode.WebhookNotFound);
}
