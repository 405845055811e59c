import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation, ExpressLayerType } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { incomingSpanAttributes, isProbeOrScrape, outgoingSpanAttributes } from './http-span-options';
import { TracingSettings } from './tracing-env';
import { markTracingStarted } from './tracing-switch';

/**
 * The OpenTelemetry Node SDK: traces only, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces,
 * W3C `traceparent` propagation (the SDK's default, OTEL_PROPAGATORS may change it), the sampler of OTEL_TRACES_SAMPLER
 * (parent-based, always on by default). Loaded only when tracing is on: this module pulls in the whole SDK.
 */
export function startTracingSdk(settings: TracingSettings): void {
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    traceExporter: new OTLPTraceExporter(),
    // Metrics are prom-client's (GET /metrics) and logs go to stdout: the SDK would otherwise export both over OTLP.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: isProbeOrScrape,
        startIncomingSpanHook: incomingSpanAttributes,
        startOutgoingSpanHook: outgoingSpanAttributes,
        // An outgoing call outside any request or delivery (none today) would start a trace of its own.
        requireParentforOutgoingSpans: true,
      }),
      // Routers and route handlers; the dozen middleware layers every request passes would be a span each.
      new ExpressInstrumentation({ ignoreLayersType: [ExpressLayerType.MIDDLEWARE] }),
      // Statements and Redis commands belong to a request or a delivery: the sweeper's and the queue's polling
      // outside them would each be a trace of one span, every few hundred milliseconds.
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  markTracingStarted(() => sdk.shutdown());
}
