import { context, Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
// The SDK's own context manager (a dependency of @opentelemetry/sdk-node): what NodeSDK registers in the service.
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { ANONYMOUS } from '../../src/common/auth/caller';
import { ChecklistService } from '../../src/checklist/checklist.service';
import { markTracingStarted } from '../../src/observability/tracing/tracing-switch';
import { DeliveryClaims } from '../../src/webhooks/outbound/delivery-claims';
import { DeliveryProcessor } from '../../src/webhooks/outbound/delivery-processor';
import { WebhookDelivery } from '../../src/webhooks/outbound/webhook-delivery.entity';
import { registerProgram } from '../factories/registration.factory';
import { startTestApp, TestApp } from '../support/test-app';
import { registerWebhook } from '../support/webhook-helpers';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The part of the trace that needs no module patching (Jest's module loader bypasses the require hooks the
 * instrumentations use; test/integration/traced-service.spec.ts runs the built service for those): the outbox
 * row keeps the active span's traceparent, and the delivery's `webhook.deliver` span continues it, whoever offers
 * the delivery. Spans are recorded in memory by the tracer provider registered here, as the SDK registers its own.
 */
describe('Delivery trace (in-memory spans)', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const contextManager = new AsyncLocalStorageContextManager();
  const tracer = trace.getTracer('delivery-trace.spec');
  let receiver: WebhookReceiver;
  let app: TestApp;

  beforeAll(async () => {
    context.setGlobalContextManager(contextManager.enable());
    trace.setGlobalTracerProvider(provider);
    // The provider is this file's: the app's shutdown must not stop it.
    markTracingStarted(() => Promise.resolve());
    receiver = await WebhookReceiver.start();
    // No worker: each test offers the delivery itself, from the span it chooses.
    app = await startTestApp({ env: { WEBHOOK_WORKER_IN_PROCESS: 'false', WEBHOOK_RETRY_SCHEDULE_MS: '60000' } });
  });

  afterAll(async () => {
    await app.close();
    await receiver.close();
    await provider.shutdown();
    trace.disable();
    context.disable();
  });

  beforeEach(() => {
    exporter.reset();
    receiver.respondWith(() => ({ status: 200 }));
  });

  /** A program with a webhook; ticking its checklist writes one outbox row, whose id this answers. */
  async function programWithWebhook(): Promise<{ reference: string }> {
    const program = await registerProgram(app, { client_role: 'business' });
    await registerWebhook(app, program.reference, receiver.url());
    return program;
  }

  async function tickChecklist(reference: string): Promise<WebhookDelivery> {
    await app.app.get(ChecklistService).update(reference, 'aml_programme', true, ANONYMOUS);
    const rows = await app.dataSource.getRepository(WebhookDelivery).find({ order: { id: 'DESC' }, take: 1 });
    return rows[0];
  }

  function inSpan<T>(name: string, work: (span: Span) => Promise<T>): Promise<T> {
    return tracer.startActiveSpan(name, async (span) => {
      try {
        return await work(span);
      } finally {
        span.end();
      }
    });
  }

  const finished = (name: string): ReadableSpan[] => exporter.getFinishedSpans().filter((span) => span.name === name);

  function only(name: string): ReadableSpan {
    const spans = finished(name);
    expect(spans).toHaveLength(1);
    return spans[0];
  }

  it("should store the active span's traceparent on the outbox row", async () => {
    const { reference } = await programWithWebhook();

    const { row, request } = await inSpan('test.request', async (span) => ({
      row: await tickChecklist(reference),
      request: span.spanContext(),
    }));

    expect(row.traceparent).toBe(`00-${request.traceId}-${request.spanId}-01`);
  });

  it('should store no traceparent when no span is active', async () => {
    const { reference } = await programWithWebhook();

    const row = await tickChecklist(reference);

    expect(trace.getActiveSpan()).toBeUndefined();
    expect(row.traceparent).toBeNull();
  });

  it('should deliver in a span whose parent is the stored traceparent, whoever offers the delivery', async () => {
    const { reference } = await programWithWebhook();
    const { row, request } = await inSpan('test.request', async (span) => ({
      row: await tickChecklist(reference),
      request: span.spanContext(),
    }));

    const claims = app.app.get(DeliveryClaims);
    const claim = claims.claim.bind(claims);
    const activeAtClaim: Array<Span | undefined> = [];
    jest.spyOn(claims, 'claim').mockImplementation((id) => {
      activeAtClaim.push(trace.getActiveSpan());
      return claim(id);
    });

    // Offered from inside another trace (as a request's commit, or the previous delivery, offers it in-process).
    const offering = await inSpan('test.offering', async (span) => {
      expect(await app.app.get(DeliveryProcessor).process(row.id)).toBeNull();
      return span.spanContext();
    });
    jest.restoreAllMocks();

    await receiver.waitFor(1);
    const deliver = only('webhook.deliver');
    expect(deliver.spanContext().traceId).toBe(request.traceId);
    expect(deliver.parentSpanContext?.spanId).toBe(request.spanId);
    expect(deliver.parentSpanContext?.isRemote).toBe(true);
    expect(deliver.kind).toBe(SpanKind.CONSUMER);
    expect(deliver.attributes).toEqual({
      'webhook.delivery_id': row.id,
      'webhook.id': row.webhookId,
      'webhook.endpoint_id': row.endpointId,
      'webhook.attempt': 1,
      'webhook.probe': false,
      'http.response.status_code': 200,
    });
    expect(deliver.status.code).toBe(SpanStatusCode.UNSET);
    const claimSpan = only('webhook.claim');
    expect(claimSpan.spanContext().traceId).toBe(request.traceId);
    expect(claimSpan.parentSpanContext?.spanId).toBe(deliver.spanContext().spanId);
    expect(deliver.startTime).toEqual(claimSpan.startTime);
    // The claim ran outside the offering trace, and that trace holds only its own span.
    expect(activeAtClaim).toEqual([undefined]);
    const ofOffering = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === offering.traceId);
    expect(ofOffering.map((span) => span.name)).toEqual(['test.offering']);
  });

  it("should log the attempt with the deliver span's trace_id and span_id", async () => {
    const { reference } = await programWithWebhook();
    const row = await inSpan('test.request', () => tickChecklist(reference));

    await app.app.get(DeliveryProcessor).process(row.id);

    const deliver = only('webhook.deliver').spanContext();
    const attempt = app.logs.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'webhook attempt' && line.delivery_id === row.id);
    expect(attempt).toHaveLength(1);
    expect(attempt[0]).toMatchObject({ trace_id: deliver.traceId, span_id: deliver.spanId });
  });

  it('should start a trace of its own for a delivery written untraced', async () => {
    const { reference } = await programWithWebhook();
    const row = await tickChecklist(reference);

    await app.app.get(DeliveryProcessor).process(row.id);

    const deliver = only('webhook.deliver');
    expect(deliver.parentSpanContext).toBeUndefined();
    expect(deliver.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(deliver.attributes['webhook.delivery_id']).toBe(row.id);
  });

  it('should mark the span failed, with the retry time, when the receiver answers 500', async () => {
    receiver.respondWith(() => ({ status: 500 }));
    const { reference } = await programWithWebhook();
    const row = await inSpan('test.request', () => tickChecklist(reference));

    const retryAt = await app.app.get(DeliveryProcessor).process(row.id);

    const deliver = only('webhook.deliver');
    expect(retryAt).not.toBeNull();
    expect(deliver.status).toEqual({ code: SpanStatusCode.ERROR, message: 'HTTP 500' });
    expect(deliver.attributes['http.response.status_code']).toBe(500);
    expect(deliver.attributes['webhook.retry_at']).toBe(retryAt!.toISOString());
  });
});
