import { Context, context, isSpanContextValid, ROOT_CONTEXT, SpanContext, trace } from '@opentelemetry/api';
import { tracingEnabled } from './tracing-switch';

/** W3C Trace Context, version 00: `00-<trace id>-<parent span id>-<flags>`, lower-case hex. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

export interface TraceLogFields {
  trace_id?: string;
  span_id?: string;
}

/** The active span as a W3C `traceparent`, to be continued later (an outbox row); null when none or tracing is off. */
export function activeTraceparent(): string | null {
  if (!tracingEnabled()) {
    return null;
  }
  const active = trace.getSpanContext(context.active());
  if (!active || !isSpanContextValid(active)) {
    return null;
  }
  return `00-${active.traceId}-${active.spanId}-${active.traceFlags.toString(16).padStart(2, '0')}`;
}

/** A context whose parent is the span a stored `traceparent` names (a remote parent); the root context when none. */
export function contextOfTraceparent(traceparent: string | null): Context {
  const parsed = traceparent === null ? null : TRACEPARENT.exec(traceparent);
  if (!parsed) {
    return ROOT_CONTEXT;
  }
  const parent: SpanContext = {
    traceId: parsed[1],
    spanId: parsed[2],
    traceFlags: Number.parseInt(parsed[3], 16),
    isRemote: true,
  };
  return isSpanContextValid(parent) ? trace.setSpanContext(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
}

/** Runs `work` outside whatever trace is active (a background step that must not join its caller's trace). */
export function outsideAnyTrace<T>(work: () => T): T {
  return tracingEnabled() ? context.with(ROOT_CONTEXT, work) : work();
}

/** `trace_id` and `span_id` of the active span, for every log line; nothing when none or tracing is off. */
export function traceLogFields(): TraceLogFields {
  if (!tracingEnabled()) {
    return {};
  }
  const active = trace.getSpanContext(context.active());
  return active && isSpanContextValid(active) ? { trace_id: active.traceId, span_id: active.spanId } : {};
}
