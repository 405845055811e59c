import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { APP_LOGGER } from '../../common/logging/logging.module';
import { outsideAnyTrace } from '../../observability/tracing/trace-context';
import { ClaimedDelivery, DeliveryClaims } from './delivery-claims';
import { DeliveryRecorder } from './delivery-recorder';
import { inDeliverySpan, noteAttemptOutcome } from './delivery-span';
import { EndpointThrottle } from './endpoint-throttle';
import { signingSecrets, webhookHeaders } from './webhook-signature';
import { WebhookSender } from './webhook-sender';

const MAX_HELD_BACK = 100_000;

/**
 * One step of one delivery: claim it, POST it (outside any transaction), record the outcome. A claim for an endpoint
 * already at its share of this process's sends, or over its rate limit, is given back unsent and offered again later.
 */
@Injectable()
export class DeliveryProcessor {
  private readonly inFlight = new Set<number>();
  private readonly throttle: EndpointThrottle;
  /** Deliveries given back unsent, with their endpoint: re-offered while it is still busy, they wait without a claim. */
  private readonly heldBack = new Map<number, Pick<ClaimedDelivery['endpoint'], 'id' | 'rateLimitPerS'>>();
  private readonly log: Logger;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_LOGGER) logger: Logger,
    private readonly claims: DeliveryClaims,
    private readonly recorder: DeliveryRecorder,
    private readonly sender: WebhookSender,
  ) {
    this.log = logger.child({ component: 'webhook-delivery' });
    this.throttle = new EndpointThrottle(config.webhook.endpointConcurrency);
  }

  /** Returns when the delivery should be offered again (retry or not yet due), or null when there is nothing to do. */
  process(deliveryId: number): Promise<Date | null> {
    // Whoever offers the delivery (a request's commit, the previous delivery, the sweeper), its attempt continues
    // the trace stored on the row, never the caller's.
    return outsideAnyTrace(() => this.step(deliveryId));
  }

  private async step(deliveryId: number): Promise<Date | null> {
    const held = this.heldBack.get(deliveryId);
    if (held) {
      const retryAt = this.throttle.retryAt(held.id, held.rateLimitPerS, Date.now());
      if (retryAt !== null) {
        return new Date(retryAt);
      }
      this.heldBack.delete(deliveryId);
    }
    const claimStartedAt = new Date();
    const result = await this.claims.claim(deliveryId);
    const claimEndedAt = new Date();
    if (result.kind === 'not-due') {
      return result.at;
    }
    if (result.kind === 'nothing') {
      return null;
    }
    const { delivery, endpoint } = result.claim;
    const slot = this.throttle.acquire(endpoint.id, endpoint.rateLimitPerS, Date.now());
    if (!slot.ok) {
      await this.claims.giveBack(result.claim);
      this.holdBack(delivery.id, endpoint);
      return new Date(slot.retryAt);
    }
    this.inFlight.add(delivery.id);
    try {
      const claimTimes = { startedAt: claimStartedAt, endedAt: claimEndedAt };
      return await inDeliverySpan(result.claim, claimTimes, () => this.attempt(result.claim));
    } finally {
      this.inFlight.delete(delivery.id);
      this.throttle.release(endpoint.id);
    }
  }

  /** POSTs the claimed attempt and records its outcome; answers when the delivery is due again, or null. */
  private async attempt(claim: ClaimedDelivery): Promise<Date | null> {
    const { delivery, endpoint, attempt } = claim;
    const attemptedAt = new Date();
    const outcome = await this.sender.send({
      url: endpoint.url,
      body: delivery.body,
      headers: webhookHeaders(signingSecrets(endpoint, attemptedAt), delivery.webhookId, delivery.body, attemptedAt),
      // An endpoint may only shorten the deployment's timeout, which also sizes the claim's lease.
      timeoutMs: Math.min(endpoint.timeoutMs ?? this.config.webhook.timeoutMs, this.config.webhook.timeoutMs),
    });
    const next = await this.recorder.record(claim, this.claims.owner, outcome, attemptedAt);
    noteAttemptOutcome(outcome, next);
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
  }

  private holdBack(deliveryId: number, endpoint: ClaimedDelivery['endpoint']): void {
    // A delivery another process sent meanwhile is never offered here again: bound what such entries can cost.
    if (this.heldBack.size >= MAX_HELD_BACK) {
      this.heldBack.clear();
    }
    this.heldBack.set(deliveryId, { id: endpoint.id, rateLimitPerS: endpoint.rateLimitPerS });
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
