import { context, Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { contextOfTraceparent } from '../../observability/tracing/trace-context';
import { tracingEnabled } from '../../observability/tracing/tracing-switch';
import type { ClaimedDelivery } from './webhook-deliveries.repository';
import type { SendOutcome } from './webhook-sender';

const tracer = trace.getTracer('program-workflow-service/webhooks');

/**
 * Runs one attempt of a claimed delivery (POST, then record) in a `webhook.deliver` span whose parent is the span
 * that wrote the outbox row (its stored `traceparent`): the request that caused the event, the queue job and the
 * POST — whose client span is a child here, so the receiver's `traceparent` names this trace — form one trace. The
 * parent is only known once the claim has read the row: the span starts when the claim started, and a
 * `webhook.claim` child stands for the claim with its own times. With tracing off, just runs `attempt`.
 */
export async function inDeliverySpan<T>(
  claim: ClaimedDelivery,
  claimTimes: { startedAt: Date; endedAt: Date },
  attempt: () => Promise<T>,
): Promise<T> {
  if (!tracingEnabled()) {
    return attempt();
  }
  const parent = contextOfTraceparent(claim.delivery.traceparent);
  const span = tracer.startSpan(
    'webhook.deliver',
    {
      kind: SpanKind.CONSUMER,
      startTime: claimTimes.startedAt,
      attributes: {
        'webhook.delivery_id': claim.delivery.id,
        'webhook.id': claim.delivery.webhookId,
        'webhook.endpoint_id': claim.endpoint.id,
        'webhook.attempt': claim.attempt,
        'webhook.probe': claim.probe,
      },
    },
    parent,
  );
  const inSpan = trace.setSpan(parent, span);
  tracer.startSpan('webhook.claim', { startTime: claimTimes.startedAt }, inSpan).end(claimTimes.endedAt);
  try {
    return await context.with(inSpan, attempt);
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
    throw error;
  } finally {
    span.end();
  }
}

/** Notes the attempt's outcome on the active `webhook.deliver` span: an answer other than 2xx marks it failed. */
export function noteAttemptOutcome(outcome: SendOutcome, retryAt: Date | null): void {
  if (!tracingEnabled()) {
    return;
  }
  const span: Span | undefined = trace.getActiveSpan();
  if (!span) {
    return;
  }
  if (outcome.statusCode !== null) {
    span.setAttribute('http.response.status_code', outcome.statusCode);
  }
  if (retryAt) {
    span.setAttribute('webhook.retry_at', retryAt.toISOString());
  }
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  if (!delivered) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: outcome.error ?? `HTTP ${outcome.statusCode}` });
  }
}
