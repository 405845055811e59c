import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { DeliveryClaims } from './delivery-claims';
import { DeliveryRecorder } from './delivery-recorder';
import { webhookHeaders } from './webhook-signature';
import { WebhookSender } from './webhook-sender';

/** One step of one delivery: claim it, POST it (outside any transaction), record the outcome. */
@Injectable()
export class DeliveryProcessor {
  private readonly inFlight = new Set<number>();
  private readonly log: Logger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly claims: DeliveryClaims,
    private readonly recorder: DeliveryRecorder,
    private readonly sender: WebhookSender,
  ) {
    this.log = logger.child({ component: 'webhook-delivery' });
  }

  /** Returns when the delivery should be offered again (retry or not yet due), or null when there is nothing to do. */
  async process(deliveryId: number): Promise<Date | null> {
    const result = await this.claims.claim(deliveryId);
    if (result.kind === 'not-due') {
      return result.at;
    }
    if (result.kind === 'nothing') {
      return null;
    }
    const { delivery, endpoint, attempt } = result.claim;
    this.inFlight.add(delivery.id);
    try {
      const attemptedAt = new Date();
      const outcome = await this.sender.send({
        url: endpoint.url,
        body: delivery.body,
        headers: webhookHeaders(endpoint.secret, delivery.webhookId, delivery.body, attemptedAt),
        timeoutMs: this.config.webhook.timeoutMs,
      });
      const next = await this.recorder.record(result.claim, this.claims.owner, outcome, attemptedAt);
      // Ids only: the URL may carry a token of the operator's, and the secret never leaves the row.
      this.log.info(
        {
          delivery_id: delivery.id,
          endpoint_id: endpoint.id,
          webhook_id: delivery.webhookId,
          attempt,
          status_code: outcome.statusCode,
          error: outcome.error,
          duration_ms: outcome.durationMs,
          retry_at: next ? next.toISOString() : null,
        },
        'webhook attempt',
      );
      return next;
    } finally {
      this.inFlight.delete(delivery.id);
    }
  }

  /** Deliveries between claim and record right now (released at shutdown if they cannot finish). */
  pending(): number[] {
    return [...this.inFlight];
  }

  /** Shutdown: gives back claims still held, so another instance may send them at once. */
  release(): Promise<void> {
    return this.claims.release(this.pending());
  }
}
